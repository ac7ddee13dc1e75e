/** Public API of the MGSZ rating core (RULES §1). */
export * from "./tables";
export * from "./rank";
export * from "./multiplier";
export * from "./gamepoint";
export * from "./rating";
export * from "./promotion";
export * from "./starting";
export * from "./performance";

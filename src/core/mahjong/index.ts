/** Public API of the Russian mahjong rating core (RULES §3, D13–D19). */
export * from "./tables";
export * from "./exact";
export * from "./level";
export * from "./tournament";
export * from "./rating";
export * from "./evolution";
export * from "./ratinglist";

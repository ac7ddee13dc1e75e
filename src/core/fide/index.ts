/** Public API of the FIDE Elo core (RULES §2, D9–D12), both rule sets passed as values. */
export * from "./tables";
export * from "./rules";
export * from "./dp";
export * from "./expectation";
export * from "./kfactor";
export * from "./change";
export * from "./performance";
export * from "./initial";
export * from "./roundrobin";

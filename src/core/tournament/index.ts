/** The tournament model, standings and tie-breaks: the spine the rating engines build on. */
export * from "./model";
export * from "./rank";
export * from "./diagnostics";
export * from "./symmetry";
export * from "./scores";
export * from "./tiebreaks";
export * from "./standings";

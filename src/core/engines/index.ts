/** Whole-tournament rating engines over the tournament model, and the rating-list matcher they share. */
export * from "./match";
export * from "./mgsz";
export * from "./fide";
export * from "./mahjong";

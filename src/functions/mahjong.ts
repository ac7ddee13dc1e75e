// The MAHJONG custom functions (filled in by its family's work).
export {};

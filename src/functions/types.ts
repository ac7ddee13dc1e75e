export type { Arg, Cell } from "./coerce";
export type { Returned } from "./errors";

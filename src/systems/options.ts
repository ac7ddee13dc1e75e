/** The command-line options the systems rating a crosstable share (MGSZ and FIDE; mahjong rates a results table). */
import { type CliOption } from "./types";

export const CROSSTABLE_OPTIONS: readonly CliOption[] = [
  { flag: "file-ratings", commands: ["rate", "sheet", "standings"] },
  { flag: "accept-unknown", commands: ["rate", "sheet"] },
  { flag: "tiebreaks", commands: ["sheet"] },
  { flag: "rounds", commands: ["sheet"] },
];

/** The command-line options the systems rating a crosstable share (MGSZ and FIDE; mahjong rates a results table). */
import { type CliOption } from "./types";

export const CROSSTABLE_OPTIONS: readonly CliOption[] = [
  { flag: "file-ratings", commands: ["rate", "sheet", "standings"] },
  { flag: "accept-unknown", commands: ["rate", "sheet"] },
  { flag: "tiebreaks", commands: ["sheet"] },
  { flag: "rounds", commands: ["sheet"] },
];

/**
 * `season`'s options for a list kept tournament after tournament or period after period (MGSZ's
 * and FIDE's; a mahjong season's list is its results sheets): the list written (`--out`, in the
 * CSV form of D195, D259), what changed against another (`--diff`), who a file's player is on
 * it (`--match`, `--new`, D166, D261). Each refusal under another
 * system names the systems that take the option, from these declarations (D260).
 */
export const SEASON_LIST_OPTIONS: readonly CliOption[] = [
  // who a file's player is on the list, where it leaves him in doubt (D166, D261)
  { flag: "match", commands: ["season"] },
  { flag: "new", commands: ["season"] },
  { flag: "out", commands: ["season"] },
  { flag: "diff", commands: ["season"] },
  { flag: "csv-plain", commands: ["season"] },
  { flag: "csv-locale", commands: ["season"] },
];

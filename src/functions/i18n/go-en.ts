/**
 * The Go custom functions' metadata in English, as a family's codes (D132): `ID` a
 * function's description, `ID.param` a parameter's description, `ID.param.name` its name.
 * Each text is the function's JSDoc word for word, which the metadata generator reads for
 * functions.json (test/functions/function-texts.test.ts compares them).
 */
import type { NoParams } from "../../i18n/message";

export const GO_FUNCTIONS_EN = {
  "GO.HANDICAP": () =>
    "Handicap stones between two players by OpenGotha's handicap rule: ranks (or McMahon scores) above the threshold count as the threshold, the difference less the correction, at most the ceiling; positive when the first player gives them (takes White), negative when the second does, 0 for an even game.",
  "GO.HANDICAP.first.name": () => "first",
  "GO.HANDICAP.first": () =>
    'The first player\'s Go rank as text, e.g. "3k", or McMahon score as a number, e.g. 27.5 (both players the same kind)',
  "GO.HANDICAP.second.name": () => "second",
  "GO.HANDICAP.second": () => 'The second player\'s Go rank, e.g. "5k", or McMahon score, e.g. 25',
  "GO.HANDICAP.threshold.name": () => "threshold",
  "GO.HANDICAP.threshold": () =>
    'No-handicap threshold, a Go rank 30k..9d, e.g. "1d": stronger ranks or scores count as this one; default "1d"',
  "GO.HANDICAP.correction.name": () => "correction",
  "GO.HANDICAP.correction": () => "Stones taken off the difference, whole number 0..9, e.g. 1; default 1",
  "GO.HANDICAP.ceiling.name": () => "ceiling",
  "GO.HANDICAP.ceiling": () => "Most stones, whole number 0..9, e.g. 9; default 9",
} satisfies Readonly<Record<string, (p: NoParams) => string>>;

/** The codes of the Go functions' texts. */
export type GoFunctionCode = keyof typeof GO_FUNCTIONS_EN;

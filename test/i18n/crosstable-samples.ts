/**
 * Parameters for the codes of the crosstable argument's and cells' messages (src/i18n/crosstable.ts)
 * and of a sheet's labelled header row (src/i18n/errors-header.ts), for the table's test
 * (test/i18n/table.test.ts) and the test that each says what to do (reader-go-actions.test.ts):
 * each reason of a cell that is no result has a sample.
 */
import { type CrosstableParams } from "../../src/i18n/crosstable";
import { type HeaderErrorParams } from "../../src/i18n/errors-header";
import { msg } from "../../src/i18n/table";

const pair = { round: 2, player: 3, opponent: 5 };
const REASONS = [
  "no-opponent",
  "opponent-too-long",
  "unknown-result",
  "expected-mark",
  "handicap-range",
] as const;

export const CROSSTABLE_SAMPLES: { readonly [K in keyof CrosstableParams]: readonly CrosstableParams[K][] } =
  {
    badCell: [
      ...REASONS.map((reason) => ({ reason, cell: "3x" })),
      { reason: "unexpected", cell: "3+/w2x", rest: "x" },
    ],
    ctMissingNumber: [{}],
    ctBadNumber: [{ value: "x" }],
    ctDuplicateNumber: [{ number: 7 }],
    ctBadRank: [{ value: "3x" }],
    ctBadRating: [{ value: "-5000", min: -1000, max: 4000 }],
    ctTooManyRounds: [{ round: 1000, max: 999 }],
    ctBadResult: [
      { round: 4, reason: "not-a-result", cell: "TRUE" },
      ...REASONS.map((reason) => ({ round: 4, reason, cell: "3x" })),
      { round: 4, reason: "unexpected", cell: "3+/w2x", rest: "x" },
    ],
    ctUnknownOpponent: [{ round: 1, opponent: 9 }],
    ctSelfGame: [{ round: 1, player: 4 }],
    ctOneSided: [pair],
    ctResults: [pair],
    ctColours: [pair],
    ctHandicap: [pair],
    ctForfeit: [pair],
  };

/** A header row's refusal in the reader's words, the row's label before it (each the sheet may give). */
export const HEADER_SAMPLES: { readonly [K in keyof HeaderErrorParams]: readonly HeaderErrorParams[K][] } = {
  labelled: [
    { field: "ruleset", inner: msg("fideBadRuleSet", { value: "HU2099" }) },
    { field: "ruleset", inner: msg("fideHu2017NoDate", {}) },
    { field: "ruleset", inner: msg("fideRulesFrom", { from: "2024-10-01", on: "2024-06-01" }) },
  ],
};

/**
 * Parameters for every code of the custom functions' argument errors (src/i18n/errors-args.ts),
 * for the table's test (test/i18n/table.test.ts): a code added without them does not compile.
 */
import { type ArgErrorParams } from "../../src/i18n/errors-args";
import { msg } from "../../src/i18n/table";

const FIRST = { rules: "HU2017", rating: 1500, games: 4, minGames: 9, floor: 1000, points: 2.5 } as const;

export const ARG_SAMPLES: { readonly [K in keyof ArgErrorParams]: readonly ArgErrorParams[K][] } = {
  argSingle: [{ arg: "rating" }],
  argZeroText: [{ arg: "ruleset" }],
  argZeroDate: [{ arg: "birth_date" }],
  argZeroRating: [{ arg: "rating" }],
  argDataType: [{ arg: "rating", type: "Entity" }],
  argTooLarge: [{ arg: "results", megabytes: 5.4, limit: 5 }],
  argRequired: [{ arg: "rating" }],
  argNotFinite: [{ arg: "rating", value: Number.POSITIVE_INFINITY }],
  argExpected: [
    ...(
      [
        "number",
        "text",
        "boolean",
        "date",
        "wholeNumber",
        "halfPoint",
        "headerLanguage",
        "goRankScale",
        "goRank",
      ] as const
    ).map((expected) => ({ arg: "x", expected, got: { text: "abc" } })),
    { arg: "x", expected: "wholeNumber", got: { plain: "2.5" } },
    { arg: "x", expected: "number", got: { range: true } },
    { arg: "level", expected: "level" },
  ],
  argOutside: [{ arg: "p", value: 1.5, min: 0, max: 1 }],
  argLengths: [{ a: "opponents", b: "results", la: 3, lb: 2 }],
  argNotResult: [{ arg: "results[2]", got: { text: "x" } }],
  argCrosstable: [
    {
      arg: "crosstable",
      row: 2,
      column: 5,
      inner: msg("ctUnknownOpponent", { round: 1, opponent: 9 }),
      detail: "round 1: no opponent 9 in the crosstable",
      more: 0,
    },
    { arg: "crosstable", row: 3, column: 0, inner: msg("ctMissingNumber", {}), detail: "", more: 2 },
  ],
  argNoRows: (["player", "team", "result"] as const).map((rows) => ({ arg: "crosstable", rows })),
  argNotLevelValue: [{ arg: "level", value: 1234 }],
  argNotOneOf: [
    { arg: "style", value: { text: "tall" }, options: ["short", "long", "english"], quoted: true },
    { arg: "board", value: { plain: "9" }, options: ["13", "19"], quoted: false },
  ],
  argNormMarks: [{ arg: "norms[1]", value: "2d+" }],
  argLevelsRequired: [{ arg: "levels" }],
  argResultColumns: [{ arg: "results", columns: ["player", "tournament"], width: 3 }],
  argBelowLevels: [{ arg: "points", value: -3 }],
  argOnDateWithBirth: [{ arg: "on_date", birth: "birth_date" }],
  argBonusRules: [{ arg: "bonus", rules: "FIDE2024" }],
  argTeamColumns: [{ arg: "teams", width: 5 }],
  argPlayerUnknown: [
    { arg: "teams[2]", player: { text: "Kis Anna" } },
    { arg: "teams[2]", player: { plain: "17" } },
  ],
  argTeamBlank: [{ arg: "teams[2]" }],
  argPlayerInTeam: [{ arg: "teams[2]", team: "Pécs" }],
  argTeamNumberAbove: [{ arg: "teams[4]", team: "Pécs", above: 1, number: 2 }],
  argNumberIsTeam: [{ arg: "teams[4]", number: 1, team: "Pécs" }],
  argTeamUnknown: [{ arg: "matches[2]", team: { text: "Győr" } }],
  argMatchPoints: [{ arg: "match_points" }],
  argShape: [
    { arg: "corrections", shape: "correctionsAligned" },
    { arg: "corrections", shape: "correctionsColumn", columns: 2 },
    { arg: "register", shape: "booleansColumn" },
    { arg: "k", shape: "kColumn", columns: 3 },
    { arg: "levels", shape: "namesLevels" },
    { arg: "reached_once", shape: "ranksColumn" },
  ],
  argCellsVsRows: [
    { arg: "k", cells: 4, rows: 6, players: 5, of: "crosstable" },
    { arg: "levels", cells: 4, rows: 6, players: 5, of: "results" },
  ],
  argsBothStrengths: [{ a: "first", b: "second" }],
  fideNewBelowFloor: [{ rating: 1380, floor: 1400, rules: "FIDE2024" }],
  fideFirstNotPublished: [
    { ...FIRST, reason: "too few games" },
    { ...FIRST, reason: "below the floor", rating: 980 },
    { ...FIRST, reason: "below the floor", rules: "FIDE2024", rating: 1320, games: 6, minGames: 5 },
    { ...FIRST, reason: "first event under ½ point", rating: null, points: 0 },
    { ...FIRST, reason: "first event scored zero", rating: null },
    { ...FIRST, reason: "no games against rated opponents", rating: null, games: 0 },
  ],
  internalError: [{ text: "x is not a function" }],
  resultNotFinite: [{}],
};

/**
 * Parameters for every usage error of the command line (src/i18n/errors-cli.ts), for the table's
 * test (test/i18n/table.test.ts): the options, values and files as the commands give them.
 */
import { type CliErrorParams } from "../../src/i18n/errors-cli";
import { msg } from "../../src/i18n/table";

const none = { what: null, or: null, system: null };

export const CLI_SAMPLES: { readonly [K in keyof CliErrorParams]: readonly CliErrorParams[K][] } = {
  cliUnknownOption: [
    { option: "--sytem", near: "--system" },
    { option: "--zzz", near: null },
  ],
  cliMissingValue: [{ option: "--round" }],
  cliDashValue: [{ option: "--out", value: "--json" }],
  cliTakesNoValue: [{ option: "--json", value: "1" }],
  cliArguments: [{ text: "Unexpected argument 'x'" }],
  cliNotBoth: [
    { a: "--json", b: ["--csv"] },
    { a: "--multiplier", b: ["--time", "--byoyomi"] },
  ],
  cliFiles: [{ given: 0 }, { given: 2 }],
  cliWhole: [
    { option: "--round", given: "x", min: 1, max: 1000 },
    { option: "N", given: "1", min: 2, max: 600 },
  ],
  cliNumberMin0: [{ option: "--k", given: "-1" }],
  cliNumberRange: [{ option: "--time", given: "0", min: 1, max: 1440 }],
  cliYesNo: [{ option: "--championship", given: "maybe" }],
  cliOneOf: [
    { option: "--lang", given: "de", choices: ["en", "hu", "ru"] },
    { option: "--family-from", given: "club", choices: ["surname"] },
  ],
  cliRank: [{ option: "--mm-bar", given: "40k" }],
  cliHalfPoint: [{ option: "--mm-bye", given: "2" }],
  cliHost: [{ given: "HU" }],
  cliCannotRead: (["missing", "folder", "denied", "other"] as const).flatMap((why) =>
    (
      [
        "tournament",
        "rating list",
        "results table",
        "results",
        "levels list",
        "forbidden pairs",
        "families",
      ] as const
    ).map((what) => ({ what, path: "open.trf", why, text: "EIO: i/o error" })),
  ),
  cliCannotWrite: [{ path: "out.xlsx", text: "EROFS: read-only file system" }],
  cliInFile: [{ path: "empty.h9", inner: msg("fileNoPlayers", { format: "egd" }) }],
  cliInRow: [
    {
      paths: ["a.csv", "b.csv"],
      row: 12,
      inner: msg("mahjongResultCell", {
        where: "line",
        row: 12,
        column: "place",
        problem: { kind: "notPlace", value: 1.3 },
      }),
    },
  ],
  cliNotCrosstable: (
    ["crosstable", "crosstable-without-games", "results-table", "results-sheet", "rating-list"] as const
  ).map((kind) => ({ path: "in.csv", kind, players: 12, rounds: 5 })),
  cliNoRows: (["ratingList", "results", "levels"] as const).map((what) => ({ path: "list.csv", what })),
  cliLevelsErrors: [{ path: "levels.csv" }],
  cliKindNotFide: [{ kind: "rapid", path: "egd.txt", format: "egd-ratinglist" }],
  cliCrosstableErrors: [{ path: "open.trf" }],
  cliRoundEvent: [{ round: 9, rounds: 5 }],
  cliRoundFile: [{ round: 9, path: "open.trf", rounds: 5 }],
  cliGoesWith: [
    { options: ["--explain"], with: "--engine", values: ["rfg"], not: null },
    { options: ["--match", "--new"], with: "--ratings", values: [], not: null },
    { options: ["--ruleset"], with: "--system", values: ["fide"], not: "mgsz" },
    {
      options: ["--avoid-until"],
      with: "",
      values: ["--family", "--family-file", "--family-from"],
      not: null,
    },
  ],
  cliNotWith: [{ option: "--round", with: "--check" }],
  cliGoOption: [{ option: "--mm-bar" }],
  cliC07Chess: [{}],
  cliNoTeamPage: [{}],
  cliOutIsInput: [{ option: "--out" }],
  cliEmptyFileName: [{ option: "--out" }],
  cliOutNotOpenGotha: [{ path: "open.h9" }],
  cliSameFile: [{ a: "--html", b: "--out", path: "list.html" }],
  cliGiveOption: [
    { option: "--round", values: ["K"], what: "roundToPair", or: "--check", system: null },
    { option: "--sessions", values: ["N"], what: "sessions", or: null, system: null },
    { option: "--list", values: ["LIST"], what: "seasonList", or: null, system: null },
    { option: "--release", values: ["YYYY-MM-DD"], what: "releaseDates", or: null, system: null },
    { option: "--release", values: ["YYYY-MM-DD"], what: "releaseDate", or: null, system: null },
    { option: "--multiplier", values: ["X"], what: null, or: null, system: "mgsz" },
    { option: "--to", values: ["h9", "csv", "trf", "trf16"], ...none },
  ],
  cliBergerPlayers: [{}],
  cliSeasonFiles: [{}],
  cliBakuLater: [{ round: 3 }],
  cliAtCell: [{ path: "r.csv", line: 4, column: 2, inner: msg("rdUnclosedQuote", {}) }],
  cliFileExists: [{ option: "--out", path: "round3.trf" }],
  cliPointSystem: [{ path: "open.trf", line: 7 }],
  cliTeamEvent: [{ path: "olympiad.trf" }],
  cliItemForm: [
    { option: "--mm-correction", item: "7", forms: ["NO=N"], examples: ["7=1", "7=-1"] },
    { option: "--register", item: "3", forms: ["NAME=yes|no", "NO=yes|no"], examples: [] },
  ],
  cliEmptyList: [{ option: "--start", form: "NAME=NUMBER", example: "3=2310" }],
  cliNoPlayerNo: [
    { option: "--start", item: null, no: 9, players: 5 },
    { option: "--mm-correction", item: "9=1", no: 9, players: 5 },
  ],
  cliItemRange: [{ option: "--start", item: "3=9000", min: 0, max: 4000 }],
  cliGivenTwice: [
    { option: "--start", item: null, player: 3, path: null, answer: false },
    { option: "--match", item: "Kis Anna=12", player: 3, path: "spring.h9", answer: true },
  ],
  cliNoListLine: [{ option: "--match", item: "Kis Anna=99", line: 99 }],
  cliNoPlayerNamed: [{ option: "--start", name: "Kis Anna" }],
  cliNamesake: [{ option: "--start", name: "Kis", count: 2 }],
  cliSeasonNoPlayer: [{ option: "--new", item: "Kis Anna", name: "Kis Anna" }],
  cliSeasonNamesake: [{ option: "--new", item: "Kis", name: "Kis", count: 2, path: "spring.h9" }],
  cliNumberNeedsFile: [{ option: "--new", item: "3", who: "3" }],
  cliAnswersUnused: [
    { answers: [{ option: "--new", item: "Kis Anna" }] },
    {
      answers: [
        { option: "--new", item: "Kis Anna" },
        { option: "--match", item: "Nagy Béla=4" },
      ],
    },
  ],
  cliUnanswered: [
    {
      questions: [
        {
          asked: msg("verbatim", { text: "Kis Anna: is she Kis Anna of line 12?" }),
          match: '"Kis Anna=12"',
          lines: [],
          fresh: '"Kis Anna"',
          only: null,
        },
        {
          asked: msg("verbatim", { text: "Nagy Béla: line 4 or line 9?" }),
          match: '"Nagy Béla=LINE"',
          lines: [4, 9],
          fresh: null,
          only: '"spring.h9:Nagy Béla"',
        },
      ],
    },
  ],
  cliRegistrationList: [{ path: "entries.csv" }],
  cliNoTeams: [{ path: "open.trf" }],
};

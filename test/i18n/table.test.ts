/**
 * The one message table (src/i18n/table.ts): every code in every language, each code in one
 * family, and no text for users naming an internal reference (a decision D…/R…/P…/H…, a section
 * §…, a document of the specification, a command-line option): docs/ carries those. The
 * command line's usage errors (src/i18n/errors-cli*.ts) are the only messages that name its
 * options.
 */
import { LANGUAGES } from "../../src/i18n/language";
import { ARG_SAMPLES } from "./arg-samples";
import { ERROR_SAMPLES } from "./error-samples";
import { PLAN_SAMPLES } from "./plan-samples";
import { READER_SAMPLES } from "./reader-samples";
import { WRITER_NOTE_SAMPLES } from "./writer-note-samples";
import { FILE_FACT_SAMPLES } from "./file-fact-samples";
import { MULTIPLIER_SAMPLES } from "./multiplier-samples";
import { SEASON_SAMPLES } from "./season-samples";
import { CHART_SAMPLES } from "./chart-samples";
import { SEASON_EXPLAIN_SAMPLES } from "./season-explain-samples";
import { REMEMBER_SAMPLES } from "./remember-samples";
import { HOST_SAMPLES } from "./host-samples";
import { WORK_SAMPLES } from "./work-samples";
import { FIDE_PERIOD_SAMPLES } from "./fide-period-samples";
import { NORM_SAMPLES, NORM_SHEET_SAMPLES } from "./norm-samples";
import { CLI_SAMPLES } from "./cli-samples";
import { CLI_ERROR_CODES } from "../../src/i18n/errors-cli";
import { CROSSTABLE_SAMPLES, HEADER_SAMPLES } from "./crosstable-samples";
import { internalReferences } from "./internal-references";
import { FAMILIES, type MessageCode, type MessageParams, TABLE, msg, render } from "../../src/i18n/table";

/** Parameters for every code (a code added without them does not compile). */
const SAMPLES: { readonly [K in MessageCode]: readonly MessageParams[K][] } = {
  ...ERROR_SAMPLES,
  ...ARG_SAMPLES,
  ...PLAN_SAMPLES,
  ...READER_SAMPLES,
  ...WRITER_NOTE_SAMPLES,
  ...FILE_FACT_SAMPLES,
  ...MULTIPLIER_SAMPLES,
  ...SEASON_SAMPLES,
  ...CHART_SAMPLES,
  ...SEASON_EXPLAIN_SAMPLES,
  ...REMEMBER_SAMPLES,
  ...HOST_SAMPLES,
  ...WORK_SAMPLES,
  ...FIDE_PERIOD_SAMPLES,
  ...NORM_SAMPLES,
  ...NORM_SHEET_SAMPLES,
  ...CLI_SAMPLES,
  verbatim: [{ text: "as it is" }],
  // `pair --check` (D397), over bbp-101 with round 7's 2-6 and 3-22 swapped (test/cli/pair-check.test.ts)
  checkRoundSame: [{ round: 6 }],
  checkRoundDiffers: [
    {
      round: 7,
      engine: { pairs: "3-22, 2-6", colourless: "", byes: [] },
      file: { pairs: "2-22, 3-6", colourless: "", byes: [] },
    },
    {
      round: 3,
      engine: { pairs: "", colourless: "", byes: [5] },
      file: { pairs: "", colourless: "", byes: [4] },
    },
    // D453: test/fixtures/dutch-bbp-two-forfeit-byes/input.trf's round 2, its two byes both named
    {
      round: 2,
      engine: { pairs: "2-9, 5-3, 8-6", colourless: "", byes: [] },
      file: { pairs: "2-3, 5-6", colourless: "", byes: [8, 9] },
    },
    // D456: the Karl-Mala file's round 6, shortened: bbpPairings v5.0.1's checker lists 267 - 245,
    // a forfeit without colours, among the tournament's pairings (dutch-bbp-colourless-forfeit)
    {
      round: 6,
      engine: { pairs: "273-245, 267-239", colourless: "", byes: [] },
      file: { pairs: "264-239", colourless: "245-267", byes: [] },
    },
  ],
  checkRoundRefused: [{ round: 10, reason: msg("dutchNoPairing", { round: 10 }) }],
  checkSummary: [
    { rounds: 7, same: 6, rules: "2025", differ: "7" },
    { rounds: 7, same: 5, rules: "2025", differ: "4, 5" },
    { rounds: 1, same: 1, rules: "2017", differ: "" },
  ],
  checkPendingResult: [{ line: 2, column: 129, player: 1, round: 4 }],
  checkNoRounds: [{ file: "open.trf" }],
  pairNotFinal: [{ round: 2, count: 29, names: "Birbiri Can_Deniz, Aksut Husrev", more: 27 }],
  pairNotParticipating: [{ round: 3, count: 1, names: "Kose Ege", more: 0 }],
  // issue 28's constraints (D240–D245), over the sprgoic fixture's players
  pairForbiddenImpossible: [{ round: 3, pairs: "Pop Florin – Pop Ilinca-Stefania" }],
  pairForbiddenKept: [{ count: 1 }, { count: 2 }, { count: 5 }],
  pairFamiliesKept: [
    { families: 2, until: 4, round: 3, apart: true },
    { families: 2, until: 4, round: 5, apart: false },
    { families: 1, until: null, round: 2, apart: true },
  ],
  pairConstraintCost: [{ cost: "0" }, { cost: "-1000000000000" }],
  pairFamilyTogether: [{ round: 4, white: "Irhasiu Maria", black: "Irhasiu Rares-Mihai" }],
  pairCostsCoarsened: [{ round: 6 }],
  constraintUnknownName: [{ where: "families.txt, line 3", name: "Pop Florian" }],
  constraintAmbiguousName: [{ where: '"Kim Min=Lee Jun"', name: "Kim Min", count: 2 }],
  constraintSelf: [{ where: '"Pop Florin=pop florin"', name: "Pop Florin" }],
  constraintNames: [
    { where: "forbidden.txt, line 2", text: "Pop Florin", least: 2, most: 2 },
    { where: '"Pop Florin"', text: "Pop Florin", least: 2, most: null },
  ],
  // the main-club adjustment (D340–D344), over the main-club fixture
  pairMainClub: [
    { percent: 40, counted: 4, club: "Host", players: 2 },
    { percent: 50, counted: 4, club: null, players: 0 },
  ],
  pairMainCountry: [{ percent: 40, counted: 4, country: "HU", players: 4 }],
  pairMainClubCost: [{ cost: "4622085049" }, { cost: "0" }],
  mainClubEngine: [{}],
  systemMgsz: [{}],
  systemFide: [{}],
  systemMahjong: [{}],
  unsettledGame: (
    [
      ["unknown", null, null],
      ["half-known", null, 0],
      ["half-known", 1, null],
      ["contradictory", 1, 1],
      ["contradictory", 0, 0],
      ["contradictory", 1, 0.5],
      ["one-sided", 1, null],
      ["several", 0, null],
    ] as const
  ).map(([what, aPoints, bPoints]) => ({
    round: 5,
    what,
    a: { no: 1, name: "Kis Anna" },
    b: { no: 2, name: "Nagy Béla" },
    aPoints,
    bPoints,
    ...(what === "several" ? { times: 3 } : {}),
  })),
  unsettledRefused: [1, 2, 5, 21].map((count) => ({ count })),
  unsettledLeftOut: [1, 3].flatMap((count) => [
    { count, use: "rating" as const },
    { count, use: "standings" as const },
  ]),
  unsettledBeforePairing: [1, 9].map((count) => ({ round: 4, count })),
  unsettledPairing: (["unknown", "contradictory"] as const).map((what) => ({
    pairRound: 4,
    game: {
      round: 3,
      what,
      a: { no: 1, name: "Kis Anna" },
      b: { no: 2, name: "Nagy Béla" },
      aPoints: 1,
      bPoints: 1,
    },
  })),
  within: [
    { subject: { argument: "ruleset" }, inner: msg("fideHu2017NoDate", {}) },
    { subject: { player: 4, name: "Kis Anna" }, inner: msg("mgszBelowE", {}) },
  ],
  notSheetEmpty: [{ sheet: "Notes" }],
  notSheetNoSystem: [{ sheet: "Notes" }],
  notSheetNoCrosstable: [{ sheet: "Notes" }],
  notSheetNoRatings: [{ sheet: "Notes" }],
  notSheetNoStandings: [{ sheet: "Notes" }],
  unknownSystem: [{ value: "ELO" }],
  missingHeaderRow: [{ row: "system" }],
  notWhole: [{ field: "k", value: "x", lo: 0, hi: 100 }],
  notBoolean: [{ field: "championship", value: "maybe" }],
  registerNotBoolean: [{ value: "maybe" }],
  registerZero: [{}],
  reachedOnceNotRank: [{ value: "2d;2x" }],
  seasonSheetNoDay: [{ sheet: "March Cup" }],
  datesNotRead: [{ value: "2010/00/00" }],
  seasonNoSheets: [{}],
  seasonSheetLeft: [{ sheet: "Osaka Cup" }],
  ...HEADER_SAMPLES,
  notDate: [{ field: "release", value: "soon" }],
  releaseBeforeLastDay: [{ release: "2026-03-01", lastDay: "2026-03-15" }],
  badPlace: [{ value: "0" }],
  missingPlayerName: [{}],
  noPlayerRows: [{}],
  multiplierLeftEmpty: [{}],
  standingsNeedRows: [1, 2, 5, 21].map((insert) => ({ players: 30, first: 40, last: 69, insert })),
  ratingsFormulaError: [{ code: "#SPILL!" }],
  noNewRating: [{ no: 3, name: "Kis Anna" }],
  listRowTaken: [{ no: 3, name: "Kis Anna", row: 7, other: "Nagy Béla" }],
  severalListRows: [{ no: 3, name: "Kis Anna" }],
  listEmpty: [{ sheet: "List" }],
  noListHeader: [{ sheet: "List", rows: 20 }],
  mappingForOtherSheet: [{ mapping: "List", read: "Other" }],
  mappingWithoutNameOrId: [{ sheet: "List" }],
  postNoColumn: [
    { sheet: "List", columns: 1, last: "XFD1" },
    { sheet: "List", columns: 2, last: "XFC1" },
  ],
  readNamesFailed: [{ detail: "GeneralException" }],
  writeFailedRemoved: [{ sheet: "T", detail: "GeneralException" }],
  writeFailedNotRemoved: [{ sheet: "T", detail: "GeneralException" }],
  updateFailedNothing: [{ sheet: "T", detail: "GeneralException" }],
  updateFailedPartly: [{ sheet: "T", detail: "GeneralException", done: 2, total: 5 }],
  seasonWriteStopped: [
    { sheet: "T 02", detail: "GeneralException", done: 0, parts: 1, written: ["T 00", "T 01"], total: 5 },
    { sheet: "List", detail: "GeneralException", done: 1, parts: 2, written: ["T 00"], total: 2 },
  ],
  readFailed: [{ names: "'T'!A1:B2", detail: "GeneralException" }],
  readMissing: [{ names: "Ratings" }],
  readActiveFailed: [{}],
  readActiveFailedDetail: [{ detail: "GeneralException" }],
  stillCalculating: [{ cell: "'T'!B5" }],
  dateSystemUnknown: [{ value: '"#VALUE!"' }],
  readSheetFailed: [{ sheet: "T" }],
  readRangeFailed: [{ sheet: "T", address: "A1:C9" }],
  readSheetNamesFailed: [{ detail: "GeneralException" }],
  ...CROSSTABLE_SAMPLES,
  startRank: [{ rank: "3k", rating: 1800 }],
  startFile: [{ rating: 1850 }],
  startUnrated: [{}],
  startDefaultLevel: [{}],
  startGivenLevel: [{ level: "2d+" }],
  startNone: [{}],
  startAmbiguous: [{ count: 2 }],
  groupRank: [{}],
  groupFile: [{}],
  groupUnrated: [{}],
  groupDefaultLevel: [{}],
  groupGivenLevel: [{}],
  groupNone: [{}],
  groupAmbiguous: [{}],
  mgszForCommittee: [{ no: 4, name: "Kis Anna", declared: "3d", rank: "5k" }],
  mgszNewPlayer: [true, false].map((register) => ({
    no: 4,
    name: "Kis Anna",
    rating: 1720,
    declared: "5k",
    register,
  })),
  mgszRankClamped: [{ no: 4, name: "Kis Anna", rank: "9d" }],
  mgszHandicapClamped: [{ round: 2, a: 3, b: 5, handicap: 12, max: 9 }],
  mgszHandicapColourUnknown: [{ round: 2, a: 3, b: 5, stones: 4 }],
  fideNotOnListUnrated: [{ no: 4, name: "Kis Anna" }],
  fideGoRatingsUnused: [{ count: 1 }, { count: 18 }],
  mgszFileRatingsUnused: [{ count: 1 }, { count: 18 }],
  fideNotOnListFile: [{ no: 4, name: "Kis Anna", rating: 1850 }],
  fideKAssumed: [1, 6].map((count) => ({ count, games: 30 })),
  fideJuniorUnknown: [1, 3].map((count) => ({ count })),
  fideRulesNotOfEvent: [1, 3].map((games) => ({
    rules: "FIDE2024",
    event: "FIDE2024 2025-09-20",
    day: "2025-09-20",
    games,
  })),
  fideRulesOfEvent: [
    { basis: "dates", rules: "FIDE2024 2025-09-20", from: "2024-03-01", day: "2025-09-20" },
    { basis: "before", rules: "FIDE2024 2024-03-01", from: "2024-03-01", day: "2020-08-23" },
    { basis: "undated", rules: "FIDE2024", from: "2025-10-01" },
  ],
  fideRoundRobinIncomplete: [{}],
  fideRoundRobin: [{ unrated: 2, rar: 2105.5, dpa: 12.5, ra: 2118 }],
  fideRoundRobinOtherRules: [{ rules: "FIDE2024" }],
  fideBelowFloor: [{ no: 4, name: "Kis Anna", rating: 980, floor: 1000, rules: "HU2017" }],
  fideStartBelowFloor: [{ no: 3, name: "Bruno", rating: 220, floor: 1400, rules: "FIDE2024" }],
  fideFirstRating: [{ no: 4, name: "Kis Anna", figure: 1650, method: "8.21b" }],
  fideNotPublished: [
    { no: 4, name: "Kis Anna", reason: "too few games", rules: "HU2017", counted: 4, needs: 9, figure: 1500 },
    { no: 4, name: "Kis Anna", reason: "below the floor", rules: "FIDE2024", floor: 1400, figure: 1320 },
    { no: 4, name: "Kis Anna", reason: "no games against rated opponents", rules: "FIDE2024" },
    { no: 4, name: "Kis Anna", reason: "first event under ½ point", rules: "HU2017" },
    { no: 4, name: "Kis Anna", reason: "first event scored zero", rules: "FIDE2024" },
  ],
  mahjongDefaultLevel: [1, 9].map((count) => ({ count })),
  mahjongSharedPlace: [
    { places: "3", count: 1 },
    { places: "3, 7", count: 2 },
  ],
  pairNoGo: [{ sheet: "Mahjong" }],
  pairNoRounds: [{}],
  pairRoundRange: [{ round: 6, rounds: 5 }],
  pairNoRank: [{ name: "3 Kis Anna" }],
  pairTwoByes: [{ round: 2, first: "3 Kis Anna", second: "5 Nagy Béla" }],
  pairNobody: [{ round: 2 }],
  pairRefused: [{ reason: msg("pairingNoRfgPairing", {}) }],
  pairParamsDefault: [
    {
      reason: msg("ogXmlAttribute", {
        element: "PairingParameterSet",
        name: "paiMaSeedSystem1",
        value: "SPLITANDWHATEVER",
        expected: { kind: "oneOf", allowed: "SPLITANDRANDOM, SPLITANDFOLD, SPLITANDSLIP" },
      }),
    },
  ],
  pairDone: [1, 2, 5, 21].map((games) => ({ round: 2, games, bye: games === 1 ? "" : "5 Nagy Béla" })),
  unpairDone: [
    { round: 2, cleared: 8, kept: 0 },
    { round: 2, cleared: 1, kept: 2 },
  ],
  unpairNothing: [{ round: 2 }],
  pairRematch: [{ board: 1, white: "3 Kis Anna", black: "5 Nagy Béla", round: 1 }],
  pairScoreGap: [{ board: 1, white: "3 Kis Anna", black: "5 Nagy Béla", gap: "1.5" }],
  regRounds: [{ value: "0", min: 1, max: 999 }],
  regHasRounds: [{ rounds: 1 }, { rounds: 5 }],
  regByeWorth: [
    { player: "Kovács Anna", round: 3, points: 0.5, bye: true },
    { player: "Fox, F", round: 2, points: 1, bye: false },
  ],
  regByeValues: [
    { player: "Kovács Anna", round: 2, points: 0.5, mms: 1 },
    { player: "Fox, F", round: 3, points: 1, mms: 0.5 },
  ],
  regReadAsList: [{ players: 12 }],
  regRoundsLabel: [{}],
  regHint: [{ players: 1 }, { players: 12 }],
  lateNumber: [{ name: "Kis Anna", number: 15 }],
  lateNumberTaken: [{ name: "Kis Anna", number: 15 }],
  lateRoom: [
    { needed: 1, room: 0, row: 24 },
    { needed: 3, room: 2, row: 24 },
  ],
  lateAdded: [
    { count: 1, sheet: "Spring Cup", first: 15, last: 15 },
    { count: 2, sheet: "Spring Cup", first: 15, last: 16 },
  ],
  lateAddButton: [{}],
  rrVarma: [{}],
  rrSeedLabel: [{}],
  rrSeedBad: [{ value: "-1" }],
  rrDoneVarma: [{ players: 10, rounds: 9, seed: 42 }],
  varmaSeedLine: [{ seed: 42 }],
  varmaTable: [
    { table: 10, envelopes: "A (3, 4, 8), B (5, 7, 9), C (1, 6), D (2, 10)", bye: 0 },
    { table: 10, envelopes: "A (3, 4, 8), B (5, 7, 9), C (1, 6), D (2)", bye: 10 },
  ],
  varmaChoice: [
    { federation: "HUN", size: 3, player: "Kis Anna", envelope: "A", of: "A, B" },
    { federation: "", size: 1, player: "Kis Anna", envelope: "C", of: "A, B, C, D" },
  ],
  varmaOversize: [{ federation: "HUN", size: 11, envelopes: "A, B" }],
  varmaDraw: [{ player: "Kis Anna", number: 4, envelope: "A" }],
  varmaLastRound: [{ federation: "HUN" }],
  pairSameClub: [{ board: 2, white: "3 Kis Anna", black: "5 Nagy Béla", club: "Pécs" }],
  pairSameCountry: [{ board: 2, white: "3 Kis Anna", black: "5 Nagy Béla", country: "HU" }],
  pairBigHandicap: [{ board: 1, white: "3 Kis Anna", black: "5 Nagy Béla", stones: 6 }],
  pairColours: [{ player: "3 Kis Anna", white: 3, black: 1 }],
  pairBoard: [
    { board: 1, white: "3 Kis Anna", black: "5 Nagy Béla", handicap: 2, nigiri: false },
    { board: 1, white: "3 Kis Anna", black: "5 Nagy Béla", handicap: 0, nigiri: true },
  ],
  pairByeLine: [{ player: "3 Kis Anna" }],
  pairTitle: [{}],
  pairHint: [{}],
  pairRoundLabel: [{}],
  pairEngineLabel: [{}],
  pairEngineOpenGotha: [{}],
  pairEngineRfg: [{}],
  pairSystemLabel: [{}],
  pairSystemAuto: [{}],
  pairSystemMcMahon: [{}],
  pairSystemSwiss: [{}],
  pairButton: [{}],
  unpairButton: [{}],
  pairFailed: [{ detail: "GeneralException" }],
  rrColumns: [{ players: 10, needed: 9, have: 5 }],
  rrFilled: [{ round: 3 }],
  rrDone: [{ players: 10, rounds: 9 }],
  rrButton: [{}],
  rrDouble: [{}],
  pairParamChoice: [
    { label: "Seeding", value: "FOLD", allowed: "SPLITANDRANDOM, SPLITANDFOLD, SPLITANDSLIP" },
  ],
  pairParamWhole: [{ label: "Handicap ceiling", value: "12", min: 0, max: 9 }],
  pairParamRank: [{ label: "Handicap threshold", value: "1x" }],
  pairParamOther: [{ label: "Other OpenGotha parameters", value: "paiFoo=1" }],
  pairParamNotChess: [{ label: "Handicap ceiling", value: "9" }],
  pairParamNotDutch: [{ label: "Colour balance", value: "1" }],
  pairParamDutchOnly: [{ label: "Initial colour", value: "BLACK" }],
  pairDutchNotChess: [{ sheet: "Spring Cup" }],
  pairTeamEvent: [{ sheet: "Olympiad" }],
  pairFloat: [{ board: 3, white: "4 Ann", black: "9 Bob", whiteScore: "2½", blackScore: "2" }],
  pairColourPreference: [
    { player: "4 Ann", given: "white", wanted: "black", absolute: true },
    { player: "9 Bob", given: "black", wanted: "white", absolute: false },
  ],
  pairPabLine: [{ player: "12 Cid" }],
  pairSystemDutch: [{}],
};

const codes = Object.keys(TABLE.en);

describe("the message table", () => {
  test("the reference check finds what it must (so the tests below can fail)", () => {
    expect(internalReferences("a rating is released after the tournament (D16)")).toEqual(["D16"]);
    expect(internalReferences("starts from the declared rank (§1.5, R4)")).toEqual(["§", "R4"]);
    expect(internalReferences("give it as the rating list (--ratings LIST)")).toEqual(["--ratings"]);
    expect(internalReferences("round 2: players 3 and 5 report different handicaps")).toEqual([]);
    expect(internalReferences("2026-12-01, 30k … 1k, Ranglista kiadása, B-1")).toEqual([]);
  });

  test.each(LANGUAGES.map((l) => [l]))("every code has its %s text", (lang) => {
    const missing = codes.filter((c) => typeof (TABLE[lang] as Record<string, unknown>)[c] !== "function");
    expect(missing).toEqual([]);
    expect(Object.keys(TABLE[lang]).sort()).toEqual([...codes].sort());
  });

  test("each code belongs to one family", () => {
    const all = FAMILIES.flatMap((f) => Object.keys(f.en));
    expect(all.length).toBe(new Set(all).size);
    expect(all.length).toBe(codes.length);
  });

  const rendered = (Object.keys(SAMPLES) as MessageCode[])
    .filter((c) => c !== "verbatim" && c !== "multiplierTotal")
    .flatMap((code) => SAMPLES[code].map((params) => [code, msg(code, params as never)] as const));

  // the command line's usage errors are about its options: they may name them (D467), nothing else
  const optionsAllowed = (code: MessageCode, r: string): boolean =>
    (CLI_ERROR_CODES as readonly string[]).includes(code) && r.startsWith("--");

  test.each(rendered)("%s: its own text in each language, naming no internal reference", (code, m) => {
    const texts = LANGUAGES.map((lang) => render(m, lang));
    // what breaks a rule, in one list (one expect() per sample: 620 samples)
    const broken = texts.flatMap((t) => [
      ...internalReferences(t)
        .filter((r) => !optionsAllowed(code, r))
        .map((r) => `${t}: names ${r}`),
      ...(/undefined|NaN|\[object|^\s*$/.test(t) ? [`${t}: undefined, NaN, an object or empty`] : []),
    ]);
    if (new Set(texts).size !== LANGUAGES.length) broken.push(`a text twice: ${texts.join(" | ")}`);
    // Russian is written in Cyrillic
    const ru = texts[LANGUAGES.indexOf("ru")] ?? "";
    if (!/[а-яё]/i.test(ru)) broken.push(`${ru}: the Russian is not in Cyrillic`);
    expect(broken).toEqual([]);
  });

  test("the cell grammar's failures read differently in each language", () => {
    for (const lang of LANGUAGES) {
      const texts = SAMPLES.ctBadResult.map((p) => render(msg("ctBadResult", p), lang));
      expect(new Set(texts).size).toBe(SAMPLES.ctBadResult.length);
    }
  });

  test("every code has samples", () => {
    expect(Object.keys(SAMPLES).sort()).toEqual([...codes].sort());
  });
});

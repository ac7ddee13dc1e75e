/**
 * Recalculate: the officer corrects the sheet, presses the button, and the figures follow; bad
 * cells come back with their addresses and nothing is written.
 */
import { rateFideTournament } from "../../src/core/engines/fide";
import { parseRuleSet } from "../../src/core/fide/rules";
import { recalculateActiveSheet } from "../../src/sheet/actions";
import { writePlan } from "../../src/sheet/adapter";
import { columnLetters } from "../../src/sheet/a1";
import { describe as describeMessage } from "../../src/sheet/messages";
import { type SheetLanguage } from "../../src/sheet/texts";
import { sheetAddress } from "../../src/sheet/a1";
import { type SheetProblem } from "../../src/sheet/read-grid";
import { planRecalculate } from "../../src/sheet/recalc";

/** A problem's text in a language of the pane ("" when there is none). */
const say = (p: SheetProblem | undefined, lang: SheetLanguage): string =>
  p === undefined ? "" : describeMessage(p.text, lang);
import { type TournamentSheetRequest } from "../../src/sheet/request";
import { buildTournamentSheet } from "../../src/sheet/tournament-sheet";
import type { FakeWorkbook } from "./fake-workbook";
import {
  example5,
  fixtureTournament,
  functionBook,
  mahjongD19Request,
  ratingsTable,
} from "./tournament-helpers";

const example5Request = (language: "en" | "hu" | "ru" = "en", name = ""): TournamentSheetRequest => ({
  tournament: { ...example5(), name },
  fileName: "example5.csv",
  params: { system: "mgsz", multiplier: 30 },
  fileRatings: true,
  tiebreaks: ["MMS", "SOS"],
  language,
});

async function sheetFor(req: TournamentSheetRequest, book: FakeWorkbook = functionBook()) {
  const build = buildTournamentSheet(req);
  const { sheetName } = await writePlan(book.context(), build.plan);
  return { book, build, sheet: sheetName };
}

// The layout of example 5 (docs/taskpane.md): header block A2:C7, crosstable header in row 9,
// XY in row 10, A in row 11; R1 is column E; the multiplier is B5.

describe("edit a result, press Recalculate", () => {
  test("RULES §1.3 example 5 with round 1 won instead of lost: XY 1963 → 1993, A 1951 → 1921", async () => {
    const { book, build, sheet } = await sheetFor(example5Request());
    expect(
      ratingsTable(book, sheet, build)
        .slice(0, 2)
        .map((r) => r["Rating after"]),
    ).toEqual([1963, 1951]);
    // A win instead of a loss adds exactly 1 to a Jp (Jp = result − expected, RULES §1.3):
    // XY ΣJp 0.52 + 1 = 1.52, 30 × 1.52 = 45.6 → +46 → 1993; A (expected 0.48 against XY, Δ 12,
    // c = .480) had won +0.52 → +16 → 1951 and now loses −0.48, 30 × −0.48 = −14.4 → −14 → 1921.
    book.typeInto(sheet, "E10", "2+/w0");
    book.typeInto(sheet, "E11", "1-/b0");
    expect(book.cell(sheet, "E10")).toMatchObject({ value: "2+/w0", formula: null, numberFormat: "@" });
    const before = book.syncCount;
    const result = await recalculateActiveSheet(book.context());
    expect(book.syncCount - before).toBeLessThanOrEqual(2);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.sheetName).toBe(sheet);
    expect(result.players.slice(0, 2)).toMatchObject([
      { no: 1, name: "XY", ratingBefore: 1947, ratingAfter: 1993, source: "sheet" },
      { no: 2, name: "A", ratingBefore: 1935, ratingAfter: 1921 },
    ]);
    const rows = ratingsTable(book, sheet, build);
    expect(rows[0]).toMatchObject({ ΣJp: 1.52, Change: 46, "Rating after": 1993 });
    expect(rows[1]).toMatchObject({ ΣJp: -0.48, Change: -14, "Rating after": 1921 });
    // What the pane's standings page publishes: the corrected crosstable (round 1 now XY's win),
    // the sheet's tie-breaks and system, the title in A1 as the event. D436: the Tie-breaks cell's
    // text (the build's, from the request's ["MMS", "SOS"]) with its list, read once here for the
    // page and the FIDE report.
    expect(result.standings).toMatchObject({
      tiebreaks: { text: "MMS SOS", list: { event: "go", criteria: ["mms", "sos"] } },
      system: "mgsz",
    });
    expect(result.standings?.tournament.name).toBe(String(book.cell(sheet, "A1")?.value));
    expect(result.standings?.tournament.players[0]?.results[0]).toMatchObject({
      kind: "game",
      opponent: 1,
      score: 2,
    });
  });

  test("a new multiplier in the header block: example 5 at C = 15 → 0.52 × 15 = 7.8 → +8 → 1955", async () => {
    const { book, build, sheet } = await sheetFor(example5Request());
    book.typeInto(sheet, "B5", 15);
    const result = await recalculateActiveSheet(book.context());
    expect(result.ok && result.players[0]?.ratingAfter).toBe(1955);
    expect(ratingsTable(book, sheet, build)[0]?.["Rating after"]).toBe(1955);
  });

  test("only the formulas and their formats are written: the crosstable and header block stay as they were", async () => {
    const { book, build, sheet } = await sheetFor(example5Request());
    const cells = (): unknown => {
      const snap = book.snapshotSheet(sheet) as { cells: Record<string, unknown> };
      return Object.fromEntries(
        Object.entries(snap.cells).filter(([a]) => Number(a.replace(/^[A-Z]+/, "")) <= 15),
      );
    };
    const before = cells();
    const r = await recalculateActiveSheet(book.context());
    expect(r.ok).toBe(true);
    expect(cells()).toEqual(before);
    const write = book.requests[book.requests.length - 1];
    expect(write?.calculationSuspended).toBe(true);
    const anchors = [build.layout.standingsAnchor, build.layout.ratingsAnchor];
    for (const op of write?.ops ?? []) {
      if (op.location !== "Range.formulas") continue;
      expect(anchors.some((a) => op.address?.startsWith(a ?? "?"))).toBe(true);
    }
  });

  test("a player typed under the crosstable is taken in: the formulas cover the new row", async () => {
    const { book, build, sheet } = await sheetFor(example5Request());
    ["7", "F", "2k", 1850].forEach((v, c) => book.typeInto(sheet, `${"ABCD"[c] ?? "A"}16`, v));
    const r = await recalculateActiveSheet(book.context());
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.players).toHaveLength(7);
    // No games: F keeps 1850 (ΣJp 0); XY is still example 5's 1963.
    expect(r.players[6]).toMatchObject({ no: 7, name: "F", ratingBefore: 1850, ratingAfter: 1850 });
    expect(book.cell(sheet, build.layout.ratingsAnchor)?.formula).toBe("=TOURNAMENT.MGSZ($A$10:$I$16,$B$5)");
    const rows = ratingsTable(book, sheet, { ...build, players: r.players });
    expect(rows.map((x) => x["Rating after"])).toEqual(r.players.map((p) => p.ratingAfter));
    expect(rows[0]?.["Rating after"]).toBe(1963);
  });

  test("players typed up to the Standings title: the crosstable ends at the title", async () => {
    const { book, sheet } = await sheetFor(example5Request());
    ["7", "F", "2k", 1850].forEach((v, c) => book.typeInto(sheet, `${"ABCD"[c] ?? "A"}16`, v));
    ["8", "G", "3k", 1750].forEach((v, c) => book.typeInto(sheet, `${"ABCD"[c] ?? "A"}17`, v));
    const r = await recalculateActiveSheet(book.context());
    expect(r.ok && r.players.map((p) => p.name)).toEqual(["XY", "A", "B", "C", "D", "E", "F", "G"]);
  });

  test("a title too close under the standings: asked to insert rows, nothing written", async () => {
    const { book, sheet } = await sheetFor(example5Request());
    book.typeInto(sheet, "A25", "New ratings");
    const before = book.snapshot();
    const r = await recalculateActiveSheet(book.context());
    expect(r).toEqual({
      ok: false,
      problems: [
        {
          address: "'example5'!A25",
          message: "The standings of 6 players need rows 19–25: insert 1 row above this title",
          text: {
            code: "standingsNeedRows",
            params: { players: 6, first: 19, last: 25, insert: 1 },
          },
        },
      ],
    });
    if (!r.ok) {
      expect(say(r.problems[0], "hu")).toBe(
        "6 játékos végeredményéhez a 19–25. sor kell: szúrjon be 1 sort e cím fölé",
      );
      expect(say(r.problems[0], "ru")).toBe(
        "Итоговой таблице 6 игроков нужны строки 19–25: вставьте 1 строку над этим заголовком",
      );
    }
    expect(book.snapshot()).toEqual(before);
  });

  test("a ratings formula typed over is written again", async () => {
    const { book, build, sheet } = await sheetFor(example5Request());
    book.typeInto(sheet, build.layout.ratingsAnchor, "oops");
    expect(book.cell(sheet, build.layout.ratingsAnchor)?.formula).toBeNull();
    expect((await recalculateActiveSheet(book.context())).ok).toBe(true);
    expect(book.cell(sheet, build.layout.ratingsAnchor)?.formula).toMatch(/^=TOURNAMENT\.MGSZ\(/);
    expect(ratingsTable(book, sheet, build)[0]?.["Rating after"]).toBe(1963);
  });

  test("a Hungarian sheet, and a sheet name with an apostrophe", async () => {
    const { book, sheet } = await sheetFor(example5Request("hu", "O'Neil Kupa"));
    expect(sheet).toBe("O'Neil Kupa");
    book.typeInto(sheet, "E10", "9+/w0");
    const r = await recalculateActiveSheet(book.context());
    expect(r).toMatchObject({
      ok: false,
      problems: [
        {
          address: "'O''Neil Kupa'!E10",
          message: "round 1: opponent 9 is not in the table: write the number of one of its players",
        },
        {
          address: "'O''Neil Kupa'!E11",
          message:
            "round 1: player 2 lists a game against 1, whose row does not list it: add the game to 1's row, or delete it from 2's",
        },
      ],
    });
    // The crosstable reader's problems in the pane's language, by their codes (messages.ts);
    // the English above is the reader's own text, byte for byte.
    if (!r.ok) {
      expect(r.problems.map((p) => [p.address, say(p, "hu")])).toEqual([
        [
          "'O''Neil Kupa'!E10",
          "1. forduló: nincs a táblázatban ellenfél ezzel a sorszámmal: 9; írja be a táblázat egyik játékosának sorszámát",
        ],
        [
          "'O''Neil Kupa'!E11",
          "1. forduló: 2. sz. játékos játszmát jegyez 1. sz. ellenfele ellen, de annak sorában ez nem szerepel: vegye fel a játszmát a(z) 1. sz. játékos sorába, vagy törölje a(z) 2. sz. játékoséból",
        ],
      ]);
      expect(r.problems.map((p) => [p.address, say(p, "ru")])).toEqual([
        ["'O''Neil Kupa'!E10", "тур 1: соперника 9 нет в таблице: запишите номер одного из её игроков"],
        [
          "'O''Neil Kupa'!E11",
          "тур 1: у игрока 2 записана партия с 1, а в строке 1 её нет: добавьте партию в строку 1 или удалите её из строки 2",
        ],
      ]);
      expect(r.problems.map((p) => say(p, "en"))).toEqual(r.problems.map((p) => p.message));
      expect(r.problems[0]?.text).toEqual({ code: "ctUnknownOpponent", params: { round: 1, opponent: 9 } });
    }
    expect(sheetAddress("O'Neil Kupa", 9, 4)).toBe("'O''Neil Kupa'!E10");
  });
});

describe("problems come back with their addresses, and nothing is written", () => {
  test.each<[string, string, unknown, RegExp]>([
    [
      "an opponent not in the table",
      "E12",
      "9+/w0",
      /^round 1: opponent 9 is not in the table: write the number of one of its players$/,
    ],
    ["a result typed as a fraction (kept as text)", "F10", "1/2", /^round 2: unknown result "1\/2"/],
    ["a rank that is none", "C12", "3 kyu dan", /rank "3 kyu dan" is not a Go rank/],
    ["a rating below every Go rating", "D13", -5000, /rating "-5000" is not a number -1000\.\.4000/],
    [
      "a multiplier that is no whole number",
      "B5",
      "thirty",
      /Multiplier C: "thirty" is not a whole number 0\.\.100/,
    ],
    ["an unknown tie-break", "B7", "MMS FOO", /Tie-break "FOO"/],
  ])("%s", async (_, address, input, message) => {
    const { book, sheet } = await sheetFor(example5Request());
    book.typeInto(sheet, address, input);
    const snapshot = book.snapshot();
    const before = book.syncCount;
    const r = await recalculateActiveSheet(book.context());
    expect(book.syncCount - before).toBe(1); // the read only
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.problems[0]?.address).toBe(`'example5'!${address}`);
    expect(r.problems[0]?.message).toMatch(message);
    expect(book.snapshot()).toEqual(snapshot);
  });

  test.each<[string, string, unknown, string, string]>([
    // Each cell of the crosstable the reader rejects, in Hungarian and Russian at its address.
    [
      "a fraction",
      "F10",
      "1/2",
      "2. forduló: ismeretlen eredmény: „1/2”",
      "тур 2: неизвестный результат «1/2»",
    ],
    ["a rank", "C12", "3 kyu dan", "nem go-fokozat: „3 kyu dan”", "разряд «3 kyu dan» — не разряд го"],
    [
      "a rating",
      "D13",
      -5000,
      "az értékszám („-5000”) nem -1000 és 4000 közötti szám",
      "рейтинг «-5000» — не число от -1000 до 4000",
    ],
    ["a name", "B11", "", "hiányzik a játékos neve", "нет имени игрока"],
    ["a number", "A11", 1, "kétszer szerepel ez a sorszám: 1", "номер 1 встречается дважды"],
  ])("the crosstable's problems in the pane's language: %s", async (_, address, input, hu, ru) => {
    const { book, sheet } = await sheetFor(example5Request("ru"));
    book.typeInto(sheet, address, input);
    const r = await recalculateActiveSheet(book.context());
    if (r.ok) throw new Error("Recalculate accepted a bad cell");
    const p = r.problems.find((x) => x.address === `'example5'!${address}`);
    expect(p?.text.code).not.toBe("verbatim");
    expect(say(p, "hu")).toContain(hu);
    expect(say(p, "ru")).toContain(ru);
    expect(say(p, "en")).toBe(p?.message);
  });

  // Issue 13: an engine's refusal carries a message of the table and its player as data, so the
  // sheet puts it at the player's row and the pane says it in its language. Example 5's third
  // player (row 12, “B”) loses rank and rating: the engine has nothing to start from (RULES §1.5).
  test("an engine's refusal at its player's row, in the pane's language", async () => {
    const { book, sheet } = await sheetFor(example5Request("hu"));
    book.typeInto(sheet, "C12", "");
    book.typeInto(sheet, "D12", "");
    const r = await recalculateActiveSheet(book.context());
    if (r.ok) throw new Error("Recalculate rated a player with nothing to start from");
    const p = r.problems[0];
    expect(p?.text.code).toBe("mgszNoStart");
    expect(p?.address).toMatch(/^'example5'![A-Z]+12$/);
    expect(say(p, "en")).toBe(p?.message);
    expect(say(p, "en")).toMatch(/^Player 3 "B": not on the rating list and no rank to start from/);
    expect(say(p, "hu")).toMatch(/^3\. játékos \(„B”\): nincs az értékszám-listán/);
    expect(say(p, "ru")).toMatch(/^Игрок 3 \(«B»\): нет в рейтинг-листе/);
  });

  test("a sheet that is no tournament sheet", async () => {
    const book = functionBook([{ name: "Notes", rows: [["just notes"]] }]);
    const r = await recalculateActiveSheet(book.context());
    expect(r).toEqual({
      ok: false,
      problems: [
        {
          address: "'Notes'!A1",
          message: expect.stringMatching(/"Notes" is not a tournament sheet of this add-in \(no System row/),
          text: { code: "notSheetNoSystem", params: { sheet: "Notes" } },
        },
      ],
    });
    if (!r.ok) {
      expect(say(r.problems[0], "hu")).toBe(
        "„Notes” nem a bővítmény versenylapja (a fejlécblokkban nincs Rendszer sor); előbb hozzon létre egyet egy versenyfájlból",
      );
      expect(say(r.problems[0], "ru")).toMatch(/^«Notes» — не лист турнира этой надстройки/);
    }
    expect(
      planRecalculate({
        sheetName: "E",
        row: 0,
        column: 0,
        rows: 0,
        columns: 0,
        values: [],
        formulas: [],
        numberFormat: [],
      }),
    ).toMatchObject({
      ok: false,
      problems: [{ address: "'E'!A1", message: expect.stringMatching(/it is empty/) }],
    });
  });

  test("a player without rank and rating (§1.5) is named at his rank cell", async () => {
    const { book, sheet } = await sheetFor(example5Request());
    book.typeInto(sheet, "C12", "");
    book.typeInto(sheet, "D12", "");
    const r = await recalculateActiveSheet(book.context());
    expect(r).toMatchObject({
      ok: false,
      problems: [{ address: "'example5'!C12", message: expect.stringMatching(/^Player 3 "B": .*no rank/) }],
    });
  });
});

describe("FIDE and mahjong", () => {
  test("FIDE: a rule set that is none is named by its row's label, in the pane's language", async () => {
    const { book, sheet } = await sheetFor({
      tournament: fixtureTournament("trf-rules-8-34"),
      fileName: "8-34.trf",
      params: { system: "fide", ruleset: "HU2017" },
      tiebreaks: ["PTS"],
      language: "hu",
    });
    book.typeInto(sheet, "B5", "HU2099");
    const r = await recalculateActiveSheet(book.context());
    if (r.ok) throw new Error("Recalculate accepted a rule set that is none");
    const p = r.problems[0];
    // the row's label (src/i18n/labels.ts), then the rule set's reader (errors-fide.ts fideBadRuleSet)
    expect(p?.message).toBe(
      'Rule set: "HU2099" is not a rule set ("HU2017", "FIDE2024" or "FIDE2024 2025-09-30"): write one of them',
    );
    expect(say(p, "hu")).toBe(
      "Szabályzat: „HU2099” nem szabályzat („HU2017”, „FIDE2024” vagy „FIDE2024 2025-09-30”): írja ezek egyikét",
    );
    expect(say(p, "ru")).toBe(
      "Правила: «HU2099» — не правила («HU2017», «FIDE2024» или «FIDE2024 2025-09-30»): запишите одно из них",
    );
  });

  test("FIDE: a K typed in the K column changes that player's rating", async () => {
    const t = fixtureTournament("trf-rules-8-34");
    const { book, build, sheet } = await sheetFor({
      tournament: t,
      fileName: "8-34.trf",
      params: { system: "fide", ruleset: "HU2017" },
      tiebreaks: ["PTS"],
      language: "en",
    });
    // Player 2 (row 12): K 20 by D9 → 40. Expected through the engine with that K.
    const kCol = String.fromCharCode(65 + 4 + t.rounds + 1);
    book.typeInto(sheet, `${kCol}12`, 40);
    const r = await recalculateActiveSheet(book.context());
    expect(r.ok).toBe(true);
    const engine = rateFideTournament(t, { rules: parseRuleSet("HU2017"), kByPlayer: new Map([[1, 40]]) });
    const base = rateFideTournament(t, { rules: parseRuleSet("HU2017") });
    expect(engine.players[1]?.change).toBe(2 * (base.players[1]?.change ?? NaN));
    if (r.ok) expect(r.players[1]?.ratingAfter).toBe(engine.players[1]?.ratingAfter);
    expect(ratingsTable(book, sheet, build)[1]?.["Rating after"]).toBe(engine.players[1]?.ratingAfter);
    expect(r.ok && r.players[0]?.ratingAfter).toBe(2199); // RULES §2.1 example 8.34, unchanged
  });

  test("mahjong: 4 sessions instead of 8 → KT 0.4 + 0.5 + 1.20 = 2.10 (D13, D14, D19's field) → the winner 2100", async () => {
    const { book, build, sheet } = await sheetFor(mahjongD19Request());
    book.typeInto(sheet, "B5", 4);
    const r = await recalculateActiveSheet(book.context());
    expect(r.ok).toBe(true);
    expect(ratingsTable(book, sheet, build)[0]).toMatchObject({ KT: 2.1, "NR×KT": 2100 });
    // 2100 reaches 1 dan (2000) from 1 kyu: 1d (D18).
    expect(r.ok && r.players[0]).toMatchObject({ rankBefore: "1k", rankAfter: "1d" });
    // Header A2:A10 (… Last day, Rating release, Weight W, Rating list), results from row 12.
    book.typeInto(sheet, "A13", "first");
    const bad = await recalculateActiveSheet(book.context());
    expect(bad).toMatchObject({
      ok: false,
      problems: [{ address: `'${sheet}'!A13`, message: 'place "first" is not a number 1 or more' }],
    });
    if (!bad.ok) expect(say(bad.problems[0], "hu")).toBe("a helyezés („first”) nem 1 vagy nagyobb szám");
  });
});

describe("K, IDs, W and printing after Recalculate", () => {
  const fide = (k?: number): TournamentSheetRequest => ({
    tournament: fixtureTournament("trf-rules-8-34"),
    fileName: "8-34.trf",
    params: { system: "fide", ruleset: "HU2017", ...(k !== undefined ? { k } : {}) },
    tiebreaks: ["PTS"],
    language: "en",
  });

  test("FIDE, one K for everyone: the header's K decides, also for a player typed in later", async () => {
    const req = fide(20);
    const t = req.tournament;
    const { book, build, sheet } = await sheetFor(req);
    // Header B6 = K; crosstable header row 11 (under the Host federation row, D358), players
    // 12..24; rounds E..P; K in R, ID in S.
    const kCol = columnLetters(4 + t.rounds + 1);
    book.typeInto(sheet, "B6", 40);
    const r = await recalculateActiveSheet(book.context());
    const at40 = rateFideTournament(t, { rules: parseRuleSet("HU2017"), k: 40 });
    expect(r.ok && r.players.map((p) => p.ratingAfter)).toEqual(
      at40.players.map((p) => (p.ratingAfter !== null && !p.belowFloor ? p.ratingAfter : null)),
    );
    expect(ratingsTable(book, sheet, build).map((x) => x["Rating after"])).toEqual(
      at40.players.map((p) => p.ratingAfter ?? ""),
    );
    // A rated player typed under the crosstable (no games): his empty K cell gets the header's K.
    ["14", "Late, Comer", "", 1800].forEach((v, c) => book.typeInto(sheet, `${"ABCD"[c] ?? "A"}25`, v));
    const grown = await recalculateActiveSheet(book.context());
    expect(grown.ok).toBe(true);
    expect(book.cell(sheet, `${kCol}25`)).toMatchObject({
      formula: '=IF(ISNUMBER($B$6),$B$6,"")',
      value: 40,
    });
    expect(book.cell(sheet, build.layout.ratingsAnchor)?.formula).toBe(
      `=TOURNAMENT.FIDE($A$12:$P$25,$B$5,$${kCol}$12:$${kCol}$25)`,
    );
    // The print area grew with the ratings (one more row), which the title norms of the 12
    // rounds follow (D304) to its last row; it reaches the Club and Country columns (always
    // written, P45) and the Sex column (D357).
    const filled = (r: number): boolean =>
      !["", null, undefined].includes(book.cell(sheet, `A${r}`)?.value as string);
    const normsRow = [...Array(300).keys()].find(
      (r) => book.cell(sheet, `A${r + 1}`)?.value === "Title norms",
    );
    expect(normsRow).toBeGreaterThan(Number(build.layout.ratingsAnchor.slice(1)) + t.players.length + 1);
    let last = (normsRow as number) + 1;
    while (filled(last + 1)) last++;
    expect(book.sheet(sheet)?.print?.area).toBe(`A1:V${last}`);
  });

  test("FIDE, K by the rules: the per-player values stand; a K typed in the header fills only empty K cells", async () => {
    const req = fide();
    const t = req.tournament;
    const { book, sheet } = await sheetFor(req);
    const kCol = columnLetters(4 + t.rounds + 1);
    const base = rateFideTournament(t, { rules: parseRuleSet("HU2017") });
    book.typeInto(sheet, "B6", 30);
    book.typeInto(sheet, `${kCol}14`, ""); // player 3's K cleared (row 14, D358's row above)
    const r = await recalculateActiveSheet(book.context());
    // Player 3 takes the header's 30, every other rated player keeps his D9 value (20 here).
    const engine = rateFideTournament(t, { rules: parseRuleSet("HU2017"), kByPlayer: new Map([[2, 30]]) });
    expect(engine.players[2]?.k).toBe(30);
    expect(engine.players[1]?.k).toBe(base.players[1]?.k);
    expect(r.ok && r.players.map((p) => p.ratingAfter)).toEqual(engine.players.map((p) => p.ratingAfter));
    expect(book.cell(sheet, `${kCol}14`)?.formula).toBe('=IF(ISNUMBER($B$6),$B$6,"")');
    expect(book.cell(sheet, `${kCol}13`)).toMatchObject({ formula: null, value: base.players[1]?.k });
  });

  test("the IDs come back with the outcomes (read from the ID column)", async () => {
    const t = example5();
    const players = t.players.map((p, i) => (i === 1 ? { ...p, egdPin: "10000002" } : p));
    const { book, sheet } = await sheetFor({ ...example5Request(), tournament: { ...t, name: "", players } });
    expect(book.valuesOf(sheet, "K9:K11")).toEqual([["ID"], [""], ["10000002"]]);
    book.typeInto(sheet, "K10", "10000001");
    const r = await recalculateActiveSheet(book.context());
    expect(r.ok && r.players.slice(0, 3).map((p) => p.pin)).toEqual(["10000001", "10000002", undefined]);
  });

  test("mahjong: a release moved before the last day is a problem at the release cell; else Post's date is the release", async () => {
    const { book, build, sheet } = await sheetFor(
      mahjongD19Request("hu", { endDate: "2026-03-15", end: { year: 2026, month: 3, day: 15 } }),
    );
    // B7 last day, B8 release, B9 W (D16: 8 whole months → 0.84).
    const ok = await recalculateActiveSheet(book.context());
    expect(ok).toMatchObject({ ok: true, postDate: "2026-12-01" });
    expect(book.valuesOf(sheet, "B9:B9")).toEqual([[0.84]]);
    expect(ratingsTable(book, sheet, build)[0]).toMatchObject({ "NR×KT": 2500, "NR×KT×W": 2100 });
    book.typeInto(sheet, "B8", "2026-03-01");
    const bad = await recalculateActiveSheet(book.context());
    expect(bad).toMatchObject({
      ok: false,
      problems: [
        {
          address: `'${sheet}'!B8`,
          message:
            "Rating release 2026-03-01 is before the event's last day 2026-03-15 (Last day): a rating is released after the tournament",
        },
      ],
    });
    if (!bad.ok)
      expect(say(bad.problems[0], "ru")).toBe(
        "Выпуск рейтинга 2026-03-01 раньше последнего дня турнира 2026-03-15 (Последний день): рейтинг выпускается после турнира",
      );
    book.typeInto(sheet, "B8", "soon");
    const notDate = await recalculateActiveSheet(book.context());
    expect(notDate).toMatchObject({
      ok: false,
      problems: [
        { address: `'${sheet}'!B8`, message: 'Rating release: "soon" is not a date like 2026-12-01' },
      ],
    });
  });
});

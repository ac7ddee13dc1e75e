/**
 * Recalculate rates the sheet by its own ratings formula (D115): the formula evaluated over the
 * read sheet (src/sheet/evaluate.ts `evaluateRead`) through the function table, the outcomes read
 * from its spill, K in the results table the K column's (D116), D89's note from the Dates cell.
 */
import { rateFideTournament } from "../../src/core/engines/fide";
import { parseRuleSet } from "../../src/core/fide/rules";
import { english } from "../../src/i18n/table";
import { readActiveSheet, recalculateActiveSheet } from "../../src/sheet/actions";
import { writePlan } from "../../src/sheet/adapter";
import { columnLetters, parseCell } from "../../src/sheet/a1";
import { type Lookup, WithDetail, evaluateRead } from "../../src/sheet/evaluate";
import { formula, num, text } from "../../src/sheet/plan";
import { parseTournamentSheet } from "../../src/sheet/parse-sheet";
import { ReadGrid, type SheetProblem } from "../../src/sheet/read-grid";
import { rateBySpill } from "../../src/sheet/recalc-spill";
import type { SheetRead } from "../../src/sheet/sheet-read";
import { buildTournamentSheet } from "../../src/sheet/tournament-sheet";
import { example5Sheet, fixtureTournament, functionBook, ratingsTable } from "./tournament-helpers";

/** A read sheet of `rows` from A1 (values; formulas the same). */
const readOf = (rows: (string | number | boolean)[][]): SheetRead => ({
  sheetName: "S",
  row: 0,
  column: 0,
  rows: rows.length,
  columns: rows.reduce((w, r) => Math.max(w, r.length), 0),
  values: rows,
  formulas: rows,
  numberFormat: rows.map((r) => r.map(() => "General")),
});

/** TWO(x): a 2 × 2 spill of x; NOTED(x): x with a detail; BAD(): throws. */
const fns: Lookup = (id) =>
  ({
    TWO: (x: unknown) => [
      [x, x],
      [x, x],
    ],
    NOTED: (x: unknown) => new WithDetail(x, ["a note"]),
    BAD: () => {
      throw Object.assign(new Error("no"), { code: "#N/A", player: 3 });
    },
  })[id];

describe("evaluateRead: a read sheet with an update's blocks over it", () => {
  test("a spill written again covers its old values; a value the update writes in its way is #SPILL!", () => {
    // B1:C2 hold an old spill's values (read as constants, as Excel's formulas property gives them)
    const read = readOf([
      [7, "old", "old"],
      ["", "old", "old"],
    ]);
    const spilled = evaluateRead(read, [{ at: "B1", rows: [[formula("=TWO(A1)")]] }], fns);
    expect(spilled.values.get("1,2")).toBe(7);
    expect(spilled.formulas.get("0,1")?.spill).toEqual({ row: 0, column: 1, rows: 2, columns: 2 });
    const blocked = evaluateRead(
      read,
      [
        { at: "B1", rows: [[formula("=TWO(A1)")]] },
        { at: "C2", rows: [[text("typed")]] },
      ],
      fns,
    );
    expect(blocked.values.get("0,1")).toEqual({ error: "#SPILL!" });
  });

  test("a formula reading a cell another block's formula writes gets its value, in any block order", () => {
    const read = readOf([[2, "", ""]]);
    const e = evaluateRead(
      read,
      [
        { at: "C1", rows: [[formula("=B1*10")]] },
        { at: "B1", rows: [[formula("=A1*3")]] },
      ],
      fns,
    );
    expect([e.values.get("0,1"), e.values.get("0,2")]).toEqual([6, 60]);
  });

  test("only the wanted formulas and what they read; a detail and a thrown error kept on the cell", () => {
    const read = readOf([[5]]);
    const e = evaluateRead(
      read,
      [
        { at: "B1", rows: [[formula("=NOTED(A1)"), num(1), formula("=BAD()")]] },
        { at: "A3", rows: [[formula("=UNKNOWN.FN(A1)")]] },
      ],
      fns,
      ["B1", "D1"],
    );
    expect(e.formulas.has("2,0")).toBe(false); // not wanted, not read: not evaluated
    expect(e.formulas.get("0,1")?.detail).toEqual(["a note"]);
    expect(e.values.get("0,1")).toBe(5);
    expect(e.values.get("0,3")).toEqual({ error: "#N/A" });
    expect(e.formulas.get("0,3")?.thrown).toMatchObject({ message: "no", player: 3 });
  });
});

test("a formula the grammar does not read is #NAME?, not a crash; Recalculate says it at the formula's cell (D115)", async () => {
  expect(
    evaluateRead(readOf([[1]]), [{ at: "B1", rows: [[formula("=TWO(A1")]] }], fns).values.get("0,1"),
  ).toEqual({
    error: "#NAME?",
  });
  const build = buildTournamentSheet(example5Sheet());
  const book = functionBook();
  await writePlan(book.context(), build.plan);
  const read = await readActiveSheet(book.context());
  const grid = new ReadGrid(read);
  const p = parseTournamentSheet(grid);
  if (Array.isArray(p)) throw new Error(p[0]?.message);
  const problems: SheetProblem[] = [];
  const anchor = parseCell(build.layout.ratingsAnchor);
  const rated = rateBySpill(
    grid,
    p,
    "=TOURNAMENT.MGSZ($A$10:$I$15,",
    anchor,
    [],
    undefined,
    { params: {} },
    problems,
  );
  expect(rated).toBeNull();
  expect(problems).toEqual([
    {
      address: `'${read.sheetName}'!${build.layout.ratingsAnchor}`,
      message:
        "The ratings formula gives #NAME?: check the cells it reads (the crosstable, the header block, the K or Register column)",
      text: { code: "ratingsFormulaError", params: { code: "#NAME?" } },
    },
  ]);
  // the same formula whole rates example 5 (RULES §1.3: XY 1947 → 1963)
  const whole = rateBySpill(
    grid,
    p,
    "=TOURNAMENT.MGSZ($A$10:$I$15,$B$5)",
    anchor,
    [],
    undefined,
    { params: {} },
    [],
  );
  expect(whole?.players[0]).toMatchObject({ name: "XY", ratingBefore: 1947, ratingAfter: 1963 });
});

describe("Recalculate by the sheet's formula", () => {
  const fide = (k?: number) => {
    const t = fixtureTournament("trf-rules-8-34");
    return {
      t,
      req: {
        tournament: t,
        fileName: "8-34.trf",
        params: { system: "fide" as const, ruleset: "HU2017", ...(k !== undefined ? { k } : {}) },
        tiebreaks: ["PTS"],
        language: "en" as const,
      },
    };
  };

  test("D116: FIDE's K in the results is the K column's; a cleared K cell (K by the rules) is blank", async () => {
    const { t, req } = fide();
    const build = buildTournamentSheet(req);
    const book = functionBook();
    const { sheetName } = await writePlan(book.context(), build.plan);
    const kCol = columnLetters(4 + t.rounds + 1); // crosstable A..D, the rounds, then K
    book.typeInto(sheetName, `${kCol}13`, 40); // player 2 (row 13, under the Host federation row, D358)
    book.typeInto(sheetName, `${kCol}14`, ""); // player 3: K by the rules, inside the function
    const r = await recalculateActiveSheet(book.context());
    if (!r.ok) throw new Error(r.problems[0]?.message);
    const engine = rateFideTournament(t, {
      rules: parseRuleSet("HU2017"),
      kByPlayer: new Map([[1, 40]]),
    });
    // the figures are the function's (= the engine's over the same cells), K the column's
    expect(r.players.map((p) => p.ratingAfter)).toEqual(engine.players.map((p) => p.published));
    expect(r.players.map((p) => p.fide?.change)).toEqual(engine.players.map((p) => p.change));
    expect(r.players[1]?.fide?.k).toBe(40);
    expect(r.players[2]?.fide?.k).toBeNull();
    expect(engine.players[2]?.k).toBe(20); // what the engine's own figure was (D9)
    expect(r.players[0]?.fide?.k).toBe(build.players[0]?.fide?.k);
    expect(ratingsTable(book, sheetName, build).map((x) => x["Rating after"])).toEqual(
      r.players.map((p) => p.ratingAfter ?? ""),
    );
  });

  test("D89 stays Recalculate's: FIDE2024 typed on the September 2025 event, the note from the Dates cell", async () => {
    const t = fixtureTournament("trf-rules-2650-september");
    const build = buildTournamentSheet({
      tournament: t,
      fileName: "input.trf",
      params: { system: "fide", ruleset: "FIDE2024", on: "2025-09-20" },
      tiebreaks: ["PTS"],
      language: "en",
    });
    const book = functionBook();
    const { sheetName } = await writePlan(book.context(), build.plan);
    const at = book.valuesOf(sheetName, "A1:A12").findIndex((r) => r[0] === "Rule set") + 1;
    book.typeInto(sheetName, `B${at}`, "FIDE2024");
    const r = await recalculateActiveSheet(book.context());
    if (!r.ok) throw new Error(r.problems[0]?.message);
    expect(r.players[0]?.ratingAfter).toBe(2655); // the latest version (test/core/fide/ruleset-dates.ts)
    const note = rateFideTournament(t, { rules: parseRuleSet("FIDE2024") }).notes.find(
      (n) => n.code === "rules-not-of-event",
    );
    if (note === undefined) throw new Error("the engine says no D89 note");
    const said = book
      .valuesOf(sheetName, "A1:A80")
      .map((row) => String(row[0]))
      .join(" ");
    expect(said.replace(/\s+/g, " ")).toContain(english(note.text).slice(0, 40));
  });
});

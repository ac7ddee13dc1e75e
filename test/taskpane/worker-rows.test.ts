/**
 * D298: a job's sheets go to the worker in pieces of rows, each cloned in a task of its own, and
 * the worker puts them back together before the job: the job it runs is the job posted.
 */
import { joinPieces, joinRows, splitRows, updatePieces } from "../../src/taskpane/worker/jobs";
import {
  CELLS_PER_REPLY,
  type RerateJob,
  type PairJob,
  ROWS_PER_PIECE,
} from "../../src/taskpane/worker/protocol";
import { num } from "../../src/sheet/plan";
import type { SheetRead } from "../../src/sheet/sheet-read";

/** A read of `rows` rows × 3 columns whose every cell says where it is. */
function read(sheetName: string, rows: number): SheetRead {
  const grid = <T>(f: (r: number, c: number) => T): T[][] =>
    Array.from({ length: rows }, (_, r) => Array.from({ length: 3 }, (_, c) => f(r, c)));
  return {
    sheetName,
    row: 0,
    column: 0,
    rows,
    columns: 3,
    values: grid((r, c) => `${sheetName} ${r},${c}`),
    formulas: grid((r, c) => (c === 2 ? `=A${r + 1}` : r * 10 + c)),
    numberFormat: grid(() => "General"),
  };
}

test("a 1,201-row sheet goes in three pieces of at most 500 rows, and comes back whole", () => {
  const job: PairJob = { kind: "pair", read: read("Open", 1201), ask: { engine: "opengotha", round: 2 } };
  const { bare, pieces } = splitRows(job);
  expect(ROWS_PER_PIECE).toBe(500);
  expect(pieces.map((p) => p.values.length)).toEqual([500, 500, 201]);
  expect(bare.read.values).toEqual([]);
  expect(bare.read.rows).toBe(1201);
  expect(joinRows(structuredClone(bare), structuredClone(pieces))).toEqual(job);
});

test("a season's list and sheets each come back with their own rows, in their order", () => {
  const list = read("List", 7);
  const job: RerateJob = {
    kind: "rerate",
    list,
    mapping: { sheet: "List", headerRow: 0 } as RerateJob["mapping"],
    reads: [list, read("March", 3), read("May", 0), read("June", 5)],
  };
  const { bare, pieces } = splitRows(job, 2);
  // D413: the list once, among the sheets (it was posted twice, as the list and among them):
  // 4 + 2 + 0 + 3 pieces of 2 rows
  expect(pieces.map((p) => p.sheet)).toEqual([0, 0, 0, 0, 1, 1, 3, 3, 3]);
  expect(joinRows(bare, pieces)).toEqual(job);
  // as the worker receives them, each cloned apart
  const back = joinRows(
    structuredClone(bare),
    pieces.map((p) => structuredClone(p)),
  );
  expect(back).toEqual(job);
  expect(back.list).toBe(back.reads[0]);
});

test("D413: a list read apart from the season's sheets goes first, with its own rows", () => {
  const job: RerateJob = {
    kind: "rerate",
    list: read("List", 3),
    mapping: { sheet: "List", headerRow: 0 } as RerateJob["mapping"],
    reads: [read("March", 3)],
  };
  const { bare, pieces } = splitRows(job, 2);
  expect(pieces.map((p) => p.sheet)).toEqual([0, 0, 1, 1]);
  expect(joinRows(structuredClone(bare), structuredClone(pieces))).toEqual(job);
});

test("a job without sheets (a list file) posts no rows", () => {
  const job = { kind: "readList", file: new Blob(["x"]), system: undefined, encoding: undefined } as const;
  expect(splitRows(job).pieces).toEqual([]);
  expect(joinRows(job, [])).toBe(job);
});

test("D361: a season's update over CELLS_PER_REPLY comes back in pieces of whole blocks, then whole", () => {
  const column = (at: string, rows: number) => ({
    at,
    rows: Array.from({ length: rows }, (_, r) => [num(r), null]),
  });
  // blocks of 6, 8, 2, 10 and 30 cells under a bound of 10 cells a piece
  const blocks = [column("B1", 3), column("D1", 4), column("F1", 1), column("H1", 5), column("J1", 15)];
  const update = { sheetName: "List", blocks, bold: ["B1:C1"], printArea: "A1:K15" };
  const pieces = updatePieces(update, 10);
  expect(CELLS_PER_REPLY).toBe(5_000);
  // a block is not cut (the last alone above the bound); the first piece carries the bold and the print area
  expect(pieces.map((p) => p.piece.blocks.map((b) => b.at))).toEqual([["B1"], ["D1", "F1"], ["H1"], ["J1"]]);
  expect(pieces.map((p) => p.follows)).toEqual([false, true, true, true]);
  expect(pieces.slice(1).every((p) => p.piece.bold === undefined && p.piece.printArea === undefined)).toBe(
    true,
  );
  const small = { sheetName: "Tournament 1", blocks: [column("A1", 2)] };
  expect(joinPieces(structuredClone([...pieces, ...updatePieces(small, 10)]))).toEqual([update, small]);
});

/**
 * A plan cut into requests under a byte budget (Excel on the web rejects a request above 5 MB):
 * blocks split by rows, each chunk one write.
 */
import { invalid } from "../core/common/errors";
import { msg } from "../i18n/table";
import { type Rect, blockRect, cellAddress, rangeAddress } from "./a1";
import { type Block, type CellInput, type SheetPlan, cellInput } from "./plan";

/**
 * The default budget per request: Excel on the web rejects a request (one `context.sync()`)
 * above 5 MB, less room for the batch's own JSON envelope.
 */
export const DEFAULT_REQUEST_BUDGET = 4 * 1024 * 1024;
/** Rough envelope of one write in a batch (object path, property name, ids). */
export const OP_OVERHEAD_BYTES = 200;

/**
 * The thread's turn between two requests, or between two pieces of work (D249, D297): a task
 * boundary, so that the pane paints and takes input, and no two syncs' handling make one task.
 */
export const yieldToPane = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));

/** UTF-8 length of a string, without allocating. */
export function utf8Length(s: string): number {
  let n = 0;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c < 0x80) n += 1;
    else if (c < 0x800) n += 2;
    else if (c >= 0xd800 && c <= 0xdbff && i + 1 < s.length) {
      n += 4;
      i++;
    } else n += 3;
  }
  return n;
}

/** Bytes one cell adds to a request: its input and its format as JSON array elements. */
export function cellBytes(c: CellInput): number {
  const input =
    c.input === null
      ? 4
      : typeof c.input === "string"
        ? utf8Length(JSON.stringify(c.input))
        : String(c.input).length;
  const format = c.format === null ? 4 : utf8Length(JSON.stringify(c.format));
  return input + format + 2; // two commas
}

/** A piece of a block ready to write: one range, its inputs and formats, and its estimated size. */
export interface Chunk {
  readonly address: string;
  readonly rect: Rect;
  readonly formulas: (string | number | boolean | null)[][];
  readonly numberFormat: (string | null)[][];
  readonly bytes: number;
}

function makeChunk(rect: Rect, inputs: CellInput[][]): Chunk {
  let bytes = OP_OVERHEAD_BYTES * 2 + 8;
  for (const row of inputs) {
    bytes += 4;
    for (const c of row) bytes += cellBytes(c);
  }
  return {
    address: rangeAddress(rect),
    rect,
    formulas: inputs.map((r) => r.map((c) => c.input)),
    numberFormat: inputs.map((r) => r.map((c) => c.format)),
    bytes,
  };
}

/**
 * Splits a block into row bands (a row wider than the budget into column pieces) so that each
 * chunk's estimated request size stays within `budget` bytes. A single cell above the budget
 * is an error: no split can send it.
 */
export function chunkBlock(block: Block, budget: number = DEFAULT_REQUEST_BUDGET): Chunk[] {
  const rect = blockRect(block);
  const base = OP_OVERHEAD_BYTES * 2 + 8;
  if (!(budget > base)) throw invalid(msg("budgetTooSmall", { budget, least: base + 1 }));
  const inputs: CellInput[][] = block.rows.map((row) => {
    const out: CellInput[] = [];
    for (let c = 0; c < rect.columns; c++) out.push(cellInput(row[c] ?? null, block.columnFormats?.[c]));
    return out;
  });
  const chunks: Chunk[] = [];
  let start = 0;
  let size = base;
  const flush = (end: number): void => {
    if (end > start) {
      chunks.push(makeChunk({ ...rect, row: rect.row + start, rows: end - start }, inputs.slice(start, end)));
    }
    start = end;
    size = base;
  };
  inputs.forEach((row, r) => {
    const rowBytes = 4 + row.reduce((n, c) => n + cellBytes(c), 0);
    if (base + rowBytes > budget) {
      flush(r);
      // One row alone is too wide: send it in column pieces.
      let c0 = 0;
      let pieceBytes = base + 4;
      row.forEach((c, c1) => {
        const b = cellBytes(c);
        if (base + 4 + b > budget) {
          throw invalid(
            msg("cellOverBudget", { cell: cellAddress(rect.row + r, rect.column + c1), bytes: b, budget }),
          );
        }
        if (pieceBytes + b > budget) {
          const piece = { row: rect.row + r, column: rect.column + c0, rows: 1, columns: c1 - c0 };
          chunks.push(makeChunk(piece, [row.slice(c0, c1)]));
          c0 = c1;
          pieceBytes = base + 4;
        }
        pieceBytes += b;
      });
      chunks.push(
        makeChunk({ row: rect.row + r, column: rect.column + c0, rows: 1, columns: rect.columns - c0 }, [
          row.slice(c0),
        ]),
      );
      start = r + 1;
      return;
    }
    if (size + rowBytes > budget) flush(r);
    size += rowBytes;
  });
  flush(inputs.length);
  return chunks;
}

/**
 * Cells the pane's code chunks or queues for Excel in one task before it gives the thread back
 * (D362): in node 273 ms of CPU chunked the 601,708 cells of a 100-sheet season's list update at
 * load 13, about 9 ms per 20,000.
 */
export const CELLS_PER_TURN = 20_000;

/** Cells of a block. */
export const blockCells = (b: Block): number => b.rows.reduce((n, r) => n + r.length, 0);

/**
 * The planning of `planRequests`, block by block: yields each block's cells once it is chunked,
 * and returns the requests.
 */
function* requestsPlanned(plan: SheetPlan, budget: number): Generator<number, Chunk[][]> {
  const requests: Chunk[][] = [];
  let current: Chunk[] = [];
  let size = 0;
  for (const block of plan.blocks) {
    for (const chunk of chunkBlock(block, budget)) {
      if (current.length > 0 && size + chunk.bytes > budget) {
        requests.push(current);
        current = [];
        size = 0;
      }
      current.push(chunk);
      size += chunk.bytes;
    }
    yield blockCells(block);
  }
  if (current.length > 0 || requests.length === 0) requests.push(current);
  return requests;
}

/** Runs a paced piece of work (a generator yielding the cells each step handled) to its end at once. */
export function drained<T>(work: Generator<number, T>): T {
  for (;;) {
    const step = work.next();
    if (step.done === true) return step.value;
  }
}

/**
 * Runs a paced piece of work on the pane's thread (D362): the thread given back (`yieldToPane`) once
 * the steps since the last turn handled `CELLS_PER_TURN` cells; a step is not cut.
 */
export async function inTurns<T>(work: Generator<number, T>): Promise<T> {
  let cells = 0;
  for (;;) {
    const step = work.next();
    if (step.done === true) return step.value;
    cells += step.value;
    if (cells >= CELLS_PER_TURN) {
      await yieldToPane();
      cells = 0;
    }
  }
}

/**
 * Groups the chunks of all blocks into requests (one `context.sync()` each) of at most `budget`
 * bytes, in order. A plan of a few megabytes — a 2,000-player tournament is well under one —
 * is a single request.
 */
export function planRequests(plan: SheetPlan, budget: number = DEFAULT_REQUEST_BUDGET): Chunk[][] {
  return drained(requestsPlanned(plan, budget));
}

/** `planRequests` on the pane's thread in turns (D362): the same requests, a block not cut. */
export function planRequestsInTurns(
  plan: SheetPlan,
  budget: number = DEFAULT_REQUEST_BUDGET,
): Promise<Chunk[][]> {
  return inTurns(requestsPlanned(plan, budget));
}

/**
 * The long jobs themselves, the same code on either thread (D246, D264): in the pane's worker, and on
 * the pane's thread where the host starts no worker (D249), there cut into pieces that give the
 * pane back its thread between them (`pause`).
 */
import { readListFile } from "../list-file";
import { planPairing } from "../../sheet/pairing-actions";
import { loadMatching } from "../../core/pairing/matching-wasm";
import { planSeasonRerate } from "../../sheet/season-rerate";
import type { SheetRead } from "../../sheet/sheet-read";
import type { SheetUpdate } from "../../sheet/adapter";
import type { Block } from "../../sheet/plan";
import { blockCells } from "../../sheet/chunks";
import type { RatingListEntry } from "../../formats/lists/model";
import {
  type JobResults,
  type OneJob,
  type RerateJob,
  ROWS_PER_PIECE,
  CELLS_PER_REPLY,
  ROWS_PER_REPLY,
  type SheetRows,
  type UpdatePiece,
} from "./protocol";

/** The size of the pieces a list file is read in on the pane's thread (D249): about 15 ms of reading each. */
export const PANE_PIECE_BYTES = 512 * 1024;

export interface JobHooks {
  /** How far the job is (a list: bytes read of the file's size). */
  readonly progress: (done: number, total: number) => void;
  /** Awaited between pieces: nothing in the worker, the pane's turn on its thread. */
  readonly pause: () => Promise<void>;
  /** The piece size a list file is read in (the worker: the reader's own, D44). */
  readonly pieceBytes: number;
}

/** A file's bytes in pieces of `size`, reporting the bytes read and pausing after each. */
export async function* pacedPieces(
  file: Pick<Blob, "size" | "slice">,
  size: number,
  hooks: Pick<JobHooks, "progress" | "pause">,
): AsyncGenerator<Uint8Array> {
  for (let at = 0; at < file.size; at += size) {
    const piece = new Uint8Array(await file.slice(at, at + size).arrayBuffer());
    hooks.progress(Math.min(at + size, file.size), file.size);
    yield piece;
    await hooks.pause();
  }
}

/**
 * D413: where among a season's sheets its list sheet is (by its name, which a copy keeps), -1
 * where it was read apart from them.
 */
const listAt = (job: RerateJob): number => job.reads.findIndex((r) => r.sheetName === job.list.sheetName);

/** The sheets `job` carries, in order, each once (D298; D413: a season's list once, among its sheets). */
function jobReads(job: OneJob): readonly SheetRead[] {
  if (job.kind === "pair") return [job.read];
  if (job.kind !== "rerate") return [];
  return listAt(job) < 0 ? [job.list, ...job.reads] : job.reads;
}

/** `job` with its sheets replaced by `reads`, in `jobReads`' order. */
function withReads<J extends OneJob>(job: J, reads: readonly SheetRead[]): J {
  const at = (i: number): SheetRead => reads[i] ?? fail();
  if (job.kind === "pair") return { ...job, read: at(0) };
  if (job.kind === "rerate") {
    const list = listAt(job);
    if (list >= 0) return { ...job, list: at(list), reads: job.reads.map((_, i) => at(i)) };
    return { ...job, list: at(0), reads: job.reads.map((_, i) => at(i + 1)) };
  }
  return job;
}

function fail(): never {
  throw new Error("a job's sheet missing");
}

/** Rows of a read as posted: none where it holds no grid (a job the worker is to refuse). */
const rowsOf = (read: SheetRead): number => (Array.isArray(read.values) ? read.values.length : 0);

/**
 * D298: `job` with its sheets' grids emptied, and their rows in pieces of `rows`, to post before
 * it; a sheet without rows is posted as it is.
 */
export function splitRows<J extends OneJob>(job: J, rows = ROWS_PER_PIECE): { bare: J; pieces: SheetRows[] } {
  const pieces: SheetRows[] = [];
  const reads = jobReads(job);
  reads.forEach((read, sheet) => {
    for (let at = 0; at < rowsOf(read); at += rows) {
      const part = <T>(grid: readonly T[]): T[] => grid.slice(at, at + rows);
      const { values, formulas, numberFormat } = read;
      pieces.push({
        kind: "sheetRows",
        sheet,
        values: part(values),
        formulas: part(formulas),
        numberFormat: part(numberFormat),
      });
    }
  });
  const bare = reads.map((read) =>
    rowsOf(read) === 0 ? read : { ...read, values: [], formulas: [], numberFormat: [] },
  );
  return { bare: withReads(job, bare), pieces };
}

/** D298: the job `splitRows` made bare, its sheets' rows put back from `pieces` (in order). */
export function joinRows<J extends OneJob>(bare: J, pieces: readonly SheetRows[]): J {
  if (pieces.length === 0) return bare;
  const reads = jobReads(bare).map((read, sheet) => {
    const own = pieces.filter((p) => p.sheet === sheet);
    if (own.length === 0) return read;
    return {
      ...read,
      values: own.flatMap((p) => p.values),
      formulas: own.flatMap((p) => p.formulas),
      numberFormat: own.flatMap((p) => p.numberFormat),
    };
  });
  return withReads(bare, reads);
}

/** A job's result as the worker sends it (D248, D361): the result without its long array, and that array's items. */
interface SplitResult {
  readonly bare: unknown;
  /** The long array's items, sent `per` a `part` reply before `bare`. */
  readonly items: readonly unknown[];
  readonly per: number;
}

/**
 * D248, D361: the one long array of a job's result taken out of it, to send in pieces that are
 * each received in a task of their own: a list's rows (`ROWS_PER_REPLY` a piece), a season's
 * sheet updates (each in pieces of about `CELLS_PER_REPLY` cells, `updatePieces`, one a piece);
 * any other result whole.
 */
export function splitResult<K extends OneJob["kind"]>(kind: K, result: JobResults[K]): SplitResult {
  if (kind === "readList") {
    const read = result as JobResults["readList"];
    if (read.ratingList !== undefined)
      return {
        bare: { ...read, ratingList: { ...read.ratingList, entries: [] } },
        items: read.ratingList.entries,
        per: ROWS_PER_REPLY,
      };
  }
  if (kind === "rerate") {
    const season = result as JobResults["rerate"];
    if (season.ok)
      return {
        bare: { ...season, updates: [] },
        items: season.updates.flatMap((u) => updatePieces(u)),
        per: 1,
      };
  }
  return { bare: result, items: [], per: 1 };
}

/**
 * D361: `update` in pieces of whole blocks of at most `cells` cells (a block above it alone), the
 * first with the update's other changes; `joinPieces` puts them back.
 */
export function updatePieces(update: SheetUpdate, cells = CELLS_PER_REPLY): UpdatePiece[] {
  let open: Block[] = [];
  const groups: Block[][] = [open];
  let size = 0;
  for (const block of update.blocks) {
    const n = blockCells(block);
    if (open.length > 0 && size + n > cells) {
      open = [block];
      groups.push(open);
      size = n;
    } else {
      open.push(block);
      size += n;
    }
  }
  return groups.map((blocks, i) =>
    i === 0
      ? { piece: { ...update, blocks }, follows: false }
      : { piece: { sheetName: update.sheetName, blocks }, follows: true },
  );
}

/** D361: the updates `updatePieces` cut, whole again, in order. */
export function joinPieces(pieces: readonly UpdatePiece[]): SheetUpdate[] {
  const updates: SheetUpdate[] = [];
  for (const { piece, follows } of pieces) {
    const last = updates[updates.length - 1];
    if (follows && last !== undefined)
      updates[updates.length - 1] = { ...last, blocks: [...last.blocks, ...piece.blocks] };
    else updates.push(piece);
  }
  return updates;
}

/** D248, D361: the result `splitResult` made bare, its long array put back from `items` (in order). */
export function joinResult(kind: OneJob["kind"], bare: unknown, items: readonly unknown[]): unknown {
  if (kind === "readList") {
    const read = bare as JobResults["readList"];
    const entries = items as RatingListEntry[];
    if (read.ratingList !== undefined) return { ...read, ratingList: { ...read.ratingList, entries } };
  }
  if (kind === "rerate") {
    const season = bare as JobResults["rerate"];
    if (season.ok) return { ...season, updates: joinPieces(items as UpdatePiece[]) };
  }
  return bare;
}

/** Runs `job` to its result. */
export async function runJob<J extends OneJob>(job: J, hooks: JobHooks): Promise<JobResults[J["kind"]]> {
  if (job.kind === "pair") {
    hooks.progress(0, 1);
    // D443: the Dutch engine's matching compiled without blocking (a browser's main thread refuses
    // it otherwise), before the pairing, which is synchronous
    await loadMatching();
    return planPairing(job.read, job.ask) as JobResults[J["kind"]];
  }
  // D264: progress by tournament sheet rated; on the pane's thread one piece, as the pairing (D249)
  if (job.kind === "rerate")
    return planSeasonRerate(job.list, job.mapping, job.reads, hooks.progress) as JobResults[J["kind"]];
  const pieces = (f: Pick<Blob, "size" | "slice">) => pacedPieces(f, hooks.pieceBytes, hooks);
  return (await readListFile(job.file, job.system, job.encoding, pieces)) as JobResults[J["kind"]];
}

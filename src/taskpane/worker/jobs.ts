/**
 * The long jobs themselves, the same code on either thread (D246, D264): in the pane's worker, and on
 * the pane's thread where the host starts no worker (D249), there cut into pieces that give the
 * pane back its thread between them (`pause`).
 */
import { readListFile } from "../list-file";
import { planPairing } from "../../sheet/pairing-actions";
import { planSeasonRerate } from "../../sheet/season-rerate";
import type { SheetRead } from "../../sheet/sheet-read";
import { type JobResults, type OneJob, ROWS_PER_PIECE, type SheetRows } from "./protocol";

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

/** The sheets `job` carries, in order (D298). */
function jobReads(job: OneJob): readonly SheetRead[] {
  return job.kind === "pair" ? [job.read] : job.kind === "rerate" ? [job.list, ...job.reads] : [];
}

/** `job` with its sheets replaced by `reads`, in `jobReads`' order. */
function withReads<J extends OneJob>(job: J, reads: readonly SheetRead[]): J {
  const at = (i: number): SheetRead => reads[i] ?? fail();
  if (job.kind === "pair") return { ...job, read: at(0) };
  if (job.kind === "rerate") return { ...job, list: at(0), reads: job.reads.map((_, i) => at(i + 1)) };
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

/** Runs `job` to its result. */
export async function runJob<J extends OneJob>(job: J, hooks: JobHooks): Promise<JobResults[J["kind"]]> {
  if (job.kind === "pair") {
    hooks.progress(0, 1);
    return planPairing(job.read, job.ask) as JobResults[J["kind"]];
  }
  // D264: progress by tournament sheet rated; on the pane's thread one piece, as the pairing (D249)
  if (job.kind === "rerate")
    return planSeasonRerate(job.list, job.mapping, job.reads, hooks.progress) as JobResults[J["kind"]];
  const pieces = (f: Pick<Blob, "size" | "slice">) => pacedPieces(f, hooks.pieceBytes, hooks);
  return (await readListFile(job.file, job.system, job.encoding, pieces)) as JobResults[J["kind"]];
}

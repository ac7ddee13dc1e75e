/**
 * The long jobs themselves, the same code on either thread (D246, D264): in the pane's worker, and on
 * the pane's thread where the host starts no worker (D249), there cut into pieces that give the
 * pane back its thread between them (`pause`).
 */
import { readListFile } from "../list-file";
import { planPairing } from "../../sheet/pairing-actions";
import { planSeasonRerate } from "../../sheet/season-rerate";
import type { JobResults, OneJob } from "./protocol";

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

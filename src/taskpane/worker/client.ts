/**
 * The pane's side of long work (D246–D250): a job runs in a Web Worker (`pane-worker.js`) while
 * the pane's thread stays free, with progress and a Cancel that ends the worker; where the host
 * starts no worker, the same job runs on the pane's thread in pieces with a pause after each
 * (D249), and the pane says so.
 */
import { type Message, msg } from "../../i18n/table";
import { yieldToPane } from "../../sheet/chunks";
import { phaseNow } from "../../sheet/phase";
import { PANE_PIECE_BYTES, joinResult, runJob, splitRows } from "./jobs";
import type { JobResults, OneJob, Reply } from "./protocol";

/** The file webpack builds the worker into, beside taskpane.html. */
export const WORKER_FILE = "pane-worker.js";

/** Cancel was pressed (D250): the work stopped; what it was to change is unchanged. */
export class WorkCancelled extends Error {
  readonly text: Message = msg("workCancelled", {});
  constructor() {
    super("cancelled");
    this.name = "WorkCancelled";
  }
}

/** The worker's job failed: its message, as the worker said it. */
export class WorkFailed extends Error {
  constructor(readonly text: Message) {
    super(text.code);
    this.name = "WorkFailed";
  }
}

/** What the pane shows of a job under way (progress.ts's `Progress`). */
export interface WorkView {
  report(done: number, total: number): void;
  /** Offers Cancel, which calls `cancel`; undefined: the job is over, no Cancel (D250). */
  cancellable(cancel: (() => void) | undefined): void;
  /** The work runs on the pane's thread (D249). */
  onPane(): void;
}

/** A new worker, or none where the host has no `Worker` or refuses one (D249). */
export function startWorker(): Worker | undefined {
  if (typeof Worker !== "function" || typeof document === "undefined") return undefined;
  try {
    return new Worker(new URL(WORKER_FILE, document.baseURI));
  } catch {
    return undefined;
  }
}

/** Runs `job` on the pane's thread in pieces (D249); Cancel stops it at the next pause. */
export async function runOnPane<J extends OneJob>(job: J, view: WorkView): Promise<JobResults[J["kind"]]> {
  let cancelled = false;
  view.onPane();
  view.cancellable(() => {
    cancelled = true;
  });
  const pause = async (): Promise<void> => {
    await yieldToPane();
    if (cancelled) throw new WorkCancelled();
  };
  try {
    await pause();
    const hooks = {
      progress: (d: number, t: number) => view.report(d, t),
      pause,
      pieceBytes: PANE_PIECE_BYTES,
    };
    const result = await runJob(job, hooks);
    if (cancelled) throw new WorkCancelled();
    return result;
  } finally {
    view.cancellable(undefined);
  }
}

/**
 * Runs `job` in a worker (`start`'s), else on the pane's thread (D249). A worker that fails
 * before its first reply (its file not loaded, the host refusing it) hands the job to the pane's
 * thread too; one that fails later is an error. Cancel ends the worker at once (D250). A worker
 * whose job is done is ended, or handed to `keep` (a list's, for step 3's previews, D252).
 */
export function runAway<J extends OneJob>(
  job: J,
  view: WorkView,
  start: () => Worker | undefined = startWorker,
  keep?: (worker: Worker, result: JobResults[J["kind"]]) => void,
): Promise<JobResults[J["kind"]]> {
  const worker = start();
  if (worker === undefined) return runOnPane(job, view);
  return new Promise((resolve, reject) => {
    const items: unknown[] = [];
    let heard = false;
    let over = false;
    const end = (kept = false): boolean => {
      const first = !over;
      over = true;
      if (!kept) worker.terminate();
      view.cancellable(undefined);
      return first;
    };
    view.cancellable(() => {
      if (end()) reject(new WorkCancelled());
    });
    worker.onmessage = (event: MessageEvent<Reply>) =>
      phaseNow("reply", () => {
        heard = true;
        const reply = event.data;
        if (over) return;
        if (reply.kind === "progress") view.report(reply.done, reply.total);
        else if (reply.kind === "part") for (const item of reply.items) items.push(item);
        else if (reply.kind === "failed") {
          if (end()) reject(new WorkFailed(reply.text));
        } else if (end(keep !== undefined)) {
          const result = joinResult(job.kind, reply.result, items) as JobResults[J["kind"]];
          keep?.(worker, result);
          resolve(result);
        }
      });
    worker.onerror = (event: ErrorEvent) => {
      event.preventDefault();
      if (!end()) return;
      if (!heard) runOnPane(job, view).then(resolve, reject);
      else reject(new WorkFailed(msg("workCrashed", { detail: event.message || "error" })));
    };
    // D298: the job's sheets' rows first, a piece a task, then the job without them
    const { bare, pieces } = splitRows(job);
    // a post that throws (a value the worker cannot be sent) ends the work with its reason, as
    // a throw in this executor did before the posting was split into pieces
    void (async () => {
      for (const piece of pieces) {
        if (over) return;
        phaseNow("post", () => worker.postMessage(piece));
        await yieldToPane();
      }
      if (!over) phaseNow("post", () => worker.postMessage(bare));
    })().catch((e: unknown) => {
      if (end())
        reject(new WorkFailed(msg("workCrashed", { detail: e instanceof Error ? e.message : String(e) })));
    });
  });
}

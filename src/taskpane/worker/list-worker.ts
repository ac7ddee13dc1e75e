/**
 * The worker that read step 3's list file, kept while that list is the pane's (D252): it holds
 * the list and answers the step's previews against it (which players the list has, and the
 * others' starts), so that matching a tournament against FIDE's list keeps the pane's thread
 * free too. Reading another list ends it.
 */
import type { RatingList } from "../../formats/lists/model";
import type { SystemName } from "../../systems";
import type { PlayerStart, StartRequest } from "../../sheet/starts";
import { WorkFailed } from "./client";
import type { MatchJob, Reply } from "./protocol";

let kept: { readonly worker: Worker; readonly list: RatingList } | undefined;
/** One question at a time: each waits for the one before it. */
let queue: Promise<unknown> = Promise.resolve();
/** The question under way's rejection: a worker ended meanwhile answers nothing. */
let pending: ((error: Error) => void) | undefined;

/** Keeps `worker`, which holds `list` (ending the worker kept before). */
export function keepListWorker(worker: Worker, list: RatingList | undefined): void {
  dropListWorker();
  if (list === undefined) worker.terminate();
  else kept = { worker, list };
}

/** Ends the kept worker, if any. */
export function dropListWorker(): void {
  kept?.worker.terminate();
  kept = undefined;
  pending?.(new Error("the list's worker ended"));
  pending = undefined;
}

/**
 * The starts of `request` (step 3's preview and choices) asked of the worker holding `list`; undefined when no worker
 * holds it (a list from a sheet, a levels list, a host without workers: the pane matches).
 */
export function matchAway(
  request: Omit<StartRequest, "ratingList" | "levelList">,
  system: SystemName,
  list: RatingList | undefined,
): Promise<PlayerStart[]> | undefined {
  const held = kept;
  if (held === undefined || list === undefined || held.list !== list) return undefined;
  const job: MatchJob = { kind: "match", request, system };
  const asked = queue.then(
    () =>
      new Promise<PlayerStart[]>((resolve, reject) => {
        if (kept !== held) {
          reject(new Error("the list's worker ended"));
          return;
        }
        pending = reject;
        held.worker.onmessage = (event: MessageEvent<Reply>) => {
          const reply = event.data;
          if (reply.kind === "done") resolve(reply.result as PlayerStart[]);
          else if (reply.kind === "failed") reject(new WorkFailed(reply.text));
        };
        held.worker.onerror = (event: ErrorEvent) => {
          event.preventDefault();
          if (kept === held) kept = undefined;
          reject(new Error(event.message));
        };
        held.worker.postMessage(job);
      }),
  );
  queue = asked.catch(() => undefined);
  return asked;
}

/**
 * The worker's side of a job (D246): runs it at full speed (no pauses, the reader's own 4 MB
 * pieces, D44), says how far it is, and posts the result, its long array in pieces first (a
 * rating list's rows, D248; a season's updates, D361); an error goes back as its message, never as a thrown object the pane cannot read.
 */
import { CHUNK_BYTES } from "../../formats/lists/chunks";
import type { RatingList } from "../../formats/lists/model";
import { messageOf } from "../../sheet/messages";
import { previewStarts } from "../../sheet/starts";
import { joinRows, runJob, splitResult } from "./jobs";
import type { Job, Posted, Reply, SheetRows } from "./protocol";

/** The rating list this worker read last, which step 3's previews match against (D252). */
let held: RatingList | undefined;

export async function serve(job: Job, post: (reply: Reply) => void): Promise<void> {
  try {
    if (job.kind === "match") {
      post({
        kind: "done",
        result: previewStarts({ ...job.request, ...(held ? { ratingList: held } : {}) }, job.system),
      });
      return;
    }
    const progress = (done: number, total: number): void => post({ kind: "progress", done, total });
    const result = await runJob(job, { progress, pause: () => Promise.resolve(), pieceBytes: CHUNK_BYTES });
    if ("field" in result && result.ratingList !== undefined) held = result.ratingList;
    // D248, D361: the result's long array first, in pieces each received in a task of its own
    const { bare, items, per } = splitResult(job.kind, result);
    for (let at = 0; at < items.length; at += per) post({ kind: "part", items: items.slice(at, at + per) });
    post({ kind: "done", result: bare });
  } catch (error) {
    post({ kind: "failed", text: messageOf(error) });
  }
}

/**
 * A worker's handler of what the pane posts (D298): a job's sheet rows kept until the job, which
 * is then served with them.
 */
export function receiver(post: (reply: Reply) => void): (posted: Posted) => Promise<void> {
  let rows: SheetRows[] = [];
  return (posted) => {
    if (posted.kind === "sheetRows") {
      rows.push(posted);
      return Promise.resolve();
    }
    const job = posted.kind === "match" ? posted : joinRows(posted, rows);
    rows = [];
    return serve(job, post);
  };
}

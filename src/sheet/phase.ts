/**
 * The phases of a pane action on the browser's performance timeline (D295): each is a
 * `performance.measure` named `phase:<name>`, from its start to its end (awaits included), so
 * that the long-task test can say which phase each long task of the pane's thread fell in, and
 * the host's own work (the test's stub measures its batches apart) from ours.
 */

/** The timeline, where the host has one (the browser, the worker, Node). */
const timeline: Pick<Performance, "now" | "measure"> | undefined =
  typeof performance === "object" && typeof performance.measure === "function" ? performance : undefined;

/** Runs `work` as the phase `name`: measured from its start to its settling, whatever the outcome. */
export async function phase<T>(name: string, work: () => Promise<T>): Promise<T> {
  const start = timeline?.now();
  try {
    return await work();
  } finally {
    if (start !== undefined) timeline?.measure(`phase:${name}`, { start });
  }
}

/** Runs `work` synchronously as the phase `name`. */
export function phaseNow<T>(name: string, work: () => T): T {
  const start = timeline?.now();
  try {
    return work();
  } finally {
    if (start !== undefined) timeline?.measure(`phase:${name}`, { start });
  }
}

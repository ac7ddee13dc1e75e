/**
 * The progress indicator: one task at a time, its buttons disabled meanwhile, the page
 * repainted between steps so that the pane stays responsive. A task asked for while another is
 * under way (a ribbon press, a list re-read on a change of encoding) waits for it and then runs:
 * none is dropped without a word.
 */
import { byId, nextFrame } from "./dom";

/** The tasks so far, in order: each waits for the one before it. */
let queue: Promise<unknown> = Promise.resolve();
/** Tasks asked for and not yet started, shown as the body's `data-queued` (the browser tests read it). */
let waiting = 0;

function setWaiting(n: number): void {
  waiting = n;
  document.body.dataset["queued"] = String(n);
}

export interface Progress {
  /** Shows `done` of `total` (an indeterminate bar without a total). */
  report(done: number, total: number): void;
}

/**
 * Runs `task` with the indicator showing `label` and every button and file picker of the pane
 * disabled, once every task asked for before it has finished.
 */
export function withProgress<T>(
  label: () => string,
  describe: (done: number, total: number) => string,
  task: (progress: Progress) => Promise<T>,
): Promise<T> {
  setWaiting(waiting + 1);
  const run = queue.then(() => {
    setWaiting(waiting - 1);
    return runNow(label, describe, task);
  });
  queue = run.catch(() => undefined);
  return run;
}

async function runNow<T>(
  label: () => string,
  describe: (done: number, total: number) => string,
  task: (progress: Progress) => Promise<T>,
): Promise<T> {
  const box = byId("progress");
  const bar = byId<HTMLProgressElement>("progress-bar");
  const text = byId("progress-text");
  // The file pickers too: a file picked meanwhile would be ignored without a word.
  const buttons = [
    ...document.querySelectorAll<HTMLButtonElement | HTMLInputElement>("main button, main input[type=file]"),
  ];
  bar.removeAttribute("value");
  text.textContent = label();
  box.hidden = false;
  document.body.setAttribute("aria-busy", "true");
  for (const b of buttons) b.disabled = true;
  try {
    await nextFrame();
    return await task({
      report(done, total) {
        bar.max = Math.max(total, 1);
        bar.value = Math.min(done, total);
        text.textContent = `${label()} ${describe(done, total)}`;
      },
    });
  } finally {
    box.hidden = true;
    document.body.removeAttribute("aria-busy");
    for (const b of buttons) b.disabled = false;
  }
}

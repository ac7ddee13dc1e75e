/**
 * The progress indicator: one task at a time, its buttons disabled meanwhile, the page
 * repainted between steps so that the pane stays responsive. A task asked for while another is
 * under way (a ribbon press, a list re-read on a change of encoding) waits for it and then runs:
 * none is dropped without a word.
 */
import { msg, render } from "../i18n/table";
import { byId, nextFrame } from "./dom";
import { state } from "./state";
import { startsSettled } from "./matching";

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
  /** Shows the Cancel button, which calls `cancel` (D250); undefined, or the task's end, hides it. */
  cancellable(cancel: (() => void) | undefined): void;
  /** Says, beside the progress, that the work runs on the pane's thread (D249). */
  onPane(): void;
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
  const cancel = byId<HTMLButtonElement>("progress-cancel");
  let note = "";
  let said = label();
  // The file pickers too: a file picked meanwhile would be ignored without a word.
  const buttons = [
    ...document.querySelectorAll<HTMLButtonElement | HTMLInputElement>("main button, main input[type=file]"),
  ];
  bar.removeAttribute("value");
  text.textContent = said;
  cancel.hidden = true;
  cancel.onclick = null;
  box.hidden = false;
  document.body.setAttribute("aria-busy", "true");
  for (const b of buttons) b.disabled = true;
  try {
    await nextFrame();
    const result = await task({
      report(done, total) {
        bar.max = Math.max(total, 1);
        bar.value = Math.min(done, total);
        said = `${label()} ${describe(done, total)}`;
        text.textContent = `${said}${note}`;
      },
      cancellable(stop) {
        cancel.hidden = stop === undefined;
        if (stop === undefined) return;
        cancel.textContent = render(msg("workCancel", {}), state.language);
        cancel.onclick = () => {
          cancel.disabled = true;
          stop();
        };
        cancel.disabled = false;
      },
      onPane() {
        note = ` ${render(msg("workOnPane", {}), state.language)}`;
        text.textContent = `${said}${note}`;
      },
    });
    // the previews the task's render asked of the list's worker are part of it (D252)
    await startsSettled();
    return result;
  } finally {
    cancel.hidden = true;
    cancel.onclick = null;
    box.hidden = true;
    document.body.removeAttribute("aria-busy");
    for (const b of buttons) b.disabled = false;
  }
}

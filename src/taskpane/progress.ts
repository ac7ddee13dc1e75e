/**
 * The progress indicator: one task at a time, its buttons disabled meanwhile, the page
 * repainted between steps so that the pane stays responsive.
 */
import { byId, nextFrame } from "./dom";

let busy = false;

export interface Progress {
  /** Shows `done` of `total` (an indeterminate bar without a total). */
  report(done: number, total: number): void;
}

/**
 * Runs `task` with the indicator showing `label` and every button and file picker of the pane disabled;
 * returns undefined without running it when another task is under way.
 */
export async function withProgress<T>(
  label: () => string,
  describe: (done: number, total: number) => string,
  task: (progress: Progress) => Promise<T>,
): Promise<T | undefined> {
  if (busy) return undefined;
  busy = true;
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
    busy = false;
  }
}

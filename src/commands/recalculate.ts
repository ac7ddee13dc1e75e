/**
 * The ribbon's "Recalculate" button (pane-command.ts). The manifest's ExecuteFunction names
 * {@link RECALCULATE_ACTION}; the pane's hook recalculates the active tournament sheet.
 */
import { type PaneHook, type PaneHost, paneCommand, runPaneHook, setPaneHook } from "./pane-command";

export { HOOK_WAIT_MS, type PaneHost, showPane } from "./pane-command";

/** The `<FunctionName>` of the manifest's ExecuteFunction action (test/manifest.test.ts). */
export const RECALCULATE_ACTION = "recalculate";

export type RecalculateHook = PaneHook;

/** Sets (or, with undefined, removes) what the Recalculate button does. */
export function setRecalculateHook(next: RecalculateHook | undefined): void {
  setPaneHook(RECALCULATE_ACTION, next);
}

/** Runs the pane's Recalculate; a press before the pane is ready waits up to `waitMs`. */
export function runRecalculate(waitMs = 0): Promise<boolean> {
  return runPaneHook(RECALCULATE_ACTION, waitMs);
}

/** What the ribbon button does: show the pane, recalculate, complete the event. */
export function recalculateCommand(
  event: { completed(): void },
  office: PaneHost | undefined,
): Promise<void> {
  return paneCommand(RECALCULATE_ACTION, "Recalculate", event, office);
}

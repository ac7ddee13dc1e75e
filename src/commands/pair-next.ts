/**
 * The ribbon's "Pair next round" button (pane-command.ts). The manifest's ExecuteFunction names
 * {@link PAIR_NEXT_ACTION}; the pane's hook pairs the next round of the active tournament sheet
 * with the pairing step's system and engine (docs/pairing.md, "In the sheet").
 */
import { type PaneHook, type PaneHost, paneCommand, runPaneHook, setPaneHook } from "./pane-command";

/** The `<FunctionName>` of the manifest's ExecuteFunction action (test/manifest.test.ts). */
export const PAIR_NEXT_ACTION = "pairNextRound";

/** Sets (or, with undefined, removes) what the Pair next round button does. */
export function setPairNextHook(next: PaneHook | undefined): void {
  setPaneHook(PAIR_NEXT_ACTION, next);
}

/** Runs the pane's Pair next round; a press before the pane is ready waits up to `waitMs`. */
export function runPairNext(waitMs = 0): Promise<boolean> {
  return runPaneHook(PAIR_NEXT_ACTION, waitMs);
}

/** What the ribbon button does: show the pane, pair the next round, complete the event. */
export function pairNextCommand(event: { completed(): void }, office: PaneHost | undefined): Promise<void> {
  return paneCommand(PAIR_NEXT_ACTION, "Pair next round", event, office);
}

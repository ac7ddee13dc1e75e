/**
 * The ribbon's "Recalculate" button. The manifest's ExecuteFunction names
 * {@link RECALCULATE_ACTION}; commands.ts associates it with a call of the hook that the task
 * pane registers at start-up (both live in the one shared runtime). The hook reports its own
 * outcome to the user.
 */

/** The `<FunctionName>` of the manifest's ExecuteFunction action (test/manifest.test.ts). */
export const RECALCULATE_ACTION = "recalculate";

export type RecalculateHook = () => Promise<void>;

let hook: RecalculateHook | undefined;

/** Sets (or, with undefined, removes) what the Recalculate button does. */
export function setRecalculateHook(next: RecalculateHook | undefined): void {
  hook = next;
}

/** Runs the registered hook; resolves to false when none is registered. */
export async function runRecalculate(): Promise<boolean> {
  if (hook === undefined) return false;
  await hook();
  return true;
}

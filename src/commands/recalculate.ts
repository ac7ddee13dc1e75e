/**
 * The ribbon's "Recalculate" button. The manifest's ExecuteFunction names
 * {@link RECALCULATE_ACTION}; commands.ts associates it with {@link recalculateCommand}, which
 * shows the task pane and calls the hook the pane registers at start-up (both live in the one
 * shared runtime, so the pane's page is loaded even while the pane is closed). The hook writes
 * the outcome, and the problems with their cell addresses, into the pane.
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

/** The part of Office.js that shows the pane (Office.addin, SharedRuntime 1.1). */
export interface PaneHost {
  readonly addin?: { readonly showAsTaskpane?: () => Promise<void> };
  readonly context?: {
    readonly requirements?: { isSetSupported(name: string, version?: string): boolean };
  };
}

/**
 * Shows the task pane, so that what a ribbon command reports is seen even when the pane was
 * closed. Resolves to false, without throwing, on a host without the shared runtime's
 * `Office.addin.showAsTaskpane` or when the host refuses.
 */
export async function showPane(office: PaneHost | undefined): Promise<boolean> {
  const show = office?.addin?.showAsTaskpane;
  if (typeof show !== "function") return false;
  const requirements = office?.context?.requirements;
  if (requirements !== undefined && !requirements.isSetSupported("SharedRuntime", "1.1")) return false;
  try {
    await show.call(office?.addin);
    return true;
  } catch (error) {
    console.warn("The task pane could not be shown", error);
    return false;
  }
}

/**
 * What the ribbon button does: show the pane, recalculate, and always complete the event
 * (Excel waits for it). The hook reports its own failures in the pane; an exception escaping it
 * is logged.
 */
export async function recalculateCommand(
  event: { completed(): void },
  office: PaneHost | undefined,
): Promise<void> {
  try {
    await showPane(office);
    await runRecalculate();
  } catch (error) {
    console.error("Recalculate failed", error);
  } finally {
    event.completed();
  }
}

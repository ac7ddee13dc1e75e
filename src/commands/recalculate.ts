/**
 * The ribbon's "Recalculate" button. The manifest's ExecuteFunction names
 * {@link RECALCULATE_ACTION}; commands.ts associates it with {@link recalculateCommand} as soon
 * as its script runs (at module load, as Office documents for function commands, not inside
 * Office.onReady). The command shows the task pane and calls the hook the pane registers once
 * its page is wired (both live in the one shared runtime, so the pane's page is loaded even
 * while the pane is closed); a press that comes first waits for it. The hook writes the
 * outcome, and the problems with their cell addresses, into the pane.
 */

/** The `<FunctionName>` of the manifest's ExecuteFunction action (test/manifest.test.ts). */
export const RECALCULATE_ACTION = "recalculate";

export type RecalculateHook = () => Promise<void>;

let hook: RecalculateHook | undefined;
/** Who waits for the pane's hook: a press that came before the pane was ready. */
let waiting: (() => void)[] = [];

/** Sets (or, with undefined, removes) what the Recalculate button does. */
export function setRecalculateHook(next: RecalculateHook | undefined): void {
  hook = next;
  if (next === undefined) return;
  const ready = waiting;
  waiting = [];
  for (const resume of ready) resume();
}

/** How long a press waits for the pane's scripts to be ready (they load deferred). */
export const HOOK_WAIT_MS = 20_000;

/** The pane's hook, once it is registered; undefined when none comes within `ms`. */
function whenHooked(ms: number): Promise<RecalculateHook | undefined> {
  if (hook !== undefined || ms <= 0) return Promise.resolve(hook);
  return new Promise((resolve) => {
    const resume = (): void => {
      clearTimeout(timer);
      resolve(hook);
    };
    const timer = setTimeout(() => {
      waiting = waiting.filter((w) => w !== resume);
      resolve(hook);
    }, ms);
    waiting.push(resume);
  });
}

/**
 * Runs the registered hook. A press that comes before the pane has registered it (the first
 * click after Excel loads the shared runtime: OfficeDev/office-js issues 5176, 3378, 2744) waits
 * up to `waitMs` for it; resolves to false when none came.
 */
export async function runRecalculate(waitMs = 0): Promise<boolean> {
  const run = await whenHooked(waitMs);
  if (run === undefined) return false;
  await run();
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
    if (!(await runRecalculate(HOOK_WAIT_MS))) console.warn("Recalculate: the task pane did not load");
  } catch (error) {
    console.error("Recalculate failed", error);
  } finally {
    event.completed();
  }
}

/**
 * A ribbon command that the task pane carries out (Recalculate, Pair next round): the manifest's
 * ExecuteFunction names an action, commands.ts associates it as soon as its script runs (at
 * module load, as Office documents for function commands, not inside Office.onReady), and the
 * command shows the task pane and calls the hook the pane registers for that action once its
 * page is wired (both live in the one shared runtime, so the pane's page is loaded even while
 * the pane is closed); a press that comes first waits for it. The hook writes its outcome, and
 * the problems with their cell addresses, into the pane.
 */

export type PaneHook = () => Promise<void>;

const hooks = new Map<string, PaneHook>();
/** Who waits for a pane's hook, per action: a press that came before the pane was ready. */
const waiting = new Map<string, (() => void)[]>();

/** Sets (or, with undefined, removes) what the action's button does. */
export function setPaneHook(action: string, next: PaneHook | undefined): void {
  if (next === undefined) {
    hooks.delete(action);
    return;
  }
  hooks.set(action, next);
  const ready = waiting.get(action) ?? [];
  waiting.delete(action);
  for (const resume of ready) resume();
}

/** How long a press waits for the pane's scripts to be ready (they load deferred). */
export const HOOK_WAIT_MS = 20_000;

/** The pane's hook for the action, once it is registered; undefined when none comes within `ms`. */
function whenHooked(action: string, ms: number): Promise<PaneHook | undefined> {
  if (hooks.has(action) || ms <= 0) return Promise.resolve(hooks.get(action));
  return new Promise((resolve) => {
    const resume = (): void => {
      clearTimeout(timer);
      resolve(hooks.get(action));
    };
    const timer = setTimeout(() => {
      waiting.set(
        action,
        (waiting.get(action) ?? []).filter((w) => w !== resume),
      );
      resolve(hooks.get(action));
    }, ms);
    waiting.set(action, [...(waiting.get(action) ?? []), resume]);
  });
}

/**
 * Runs the action's registered hook. A press that comes before the pane has registered it (the
 * first click after Excel loads the shared runtime: OfficeDev/office-js issues 5176, 3378, 2744)
 * waits up to `waitMs` for it; resolves to false when none came.
 */
export async function runPaneHook(action: string, waitMs = 0): Promise<boolean> {
  const run = await whenHooked(action, waitMs);
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
 * What a ribbon button does: show the pane, run the action's hook, and always complete the
 * event (Excel waits for it). The hook reports its own failures in the pane; an exception
 * escaping it is logged. `name` is how the console names the command.
 */
export async function paneCommand(
  action: string,
  name: string,
  event: { completed(): void },
  office: PaneHost | undefined,
): Promise<void> {
  try {
    await showPane(office);
    if (!(await runPaneHook(action, HOOK_WAIT_MS))) console.warn(`${name}: the task pane did not load`);
  } catch (error) {
    console.error(`${name} failed`, error);
  } finally {
    event.completed();
  }
}

/** The Recalculate button's hook (src/commands/recalculate.ts), which the task pane registers. */
import {
  recalculateCommand,
  runRecalculate,
  setRecalculateHook,
  showPane,
} from "../../src/commands/recalculate";
import { associateActions } from "../../src/commands/commands";

afterEach(() => setRecalculateHook(undefined));

test("without a hook the button does nothing", async () => {
  await expect(runRecalculate()).resolves.toBe(false);
});

test("the registered hook runs once per press, the latest registration wins", async () => {
  const calls: string[] = [];
  setRecalculateHook(async () => void calls.push("first"));
  setRecalculateHook(async () => void calls.push("second"));
  await expect(runRecalculate()).resolves.toBe(true);
  await runRecalculate();
  expect(calls).toEqual(["second", "second"]);
});

test("a failing hook rejects, so the command can still complete the event", async () => {
  setRecalculateHook(async () => {
    throw new Error("no workbook");
  });
  await expect(runRecalculate()).rejects.toThrow("no workbook");
});

describe("the ribbon command shows the pane, then recalculates", () => {
  /** An Office with Office.addin.showAsTaskpane recording into `log`. */
  const office = (log: string[], supported = true, refuse = false) => ({
    addin: {
      showAsTaskpane: async () => {
        if (refuse) throw new Error("not in a shared runtime");
        log.push("show");
      },
    },
    context: { requirements: { isSetSupported: (name: string) => supported && name === "SharedRuntime" } },
  });

  test("the pane is shown before the hook runs, and the event completed after it", async () => {
    const log: string[] = [];
    setRecalculateHook(async () => void log.push("recalculate"));
    await recalculateCommand({ completed: () => void log.push("completed") }, office(log));
    expect(log).toEqual(["show", "recalculate", "completed"]);
  });

  test("a host without Office.addin, or without the shared runtime, still recalculates", async () => {
    const log: string[] = [];
    setRecalculateHook(async () => void log.push("recalculate"));
    await expect(showPane(undefined)).resolves.toBe(false);
    await expect(showPane({})).resolves.toBe(false);
    await expect(showPane(office(log, false))).resolves.toBe(false);
    await recalculateCommand({ completed: () => void log.push("completed") }, { context: {} });
    expect(log).toEqual(["recalculate", "completed"]);
  });

  test("a host that refuses to show the pane: logged, and the recalculation goes on", async () => {
    const log: string[] = [];
    const warn = jest.spyOn(console, "warn").mockImplementation(() => undefined);
    setRecalculateHook(async () => void log.push("recalculate"));
    await expect(showPane(office(log, true, true))).resolves.toBe(false);
    await recalculateCommand({ completed: () => void log.push("completed") }, office(log, true, true));
    expect(log).toEqual(["recalculate", "completed"]);
    expect(warn).toHaveBeenCalledTimes(2);
    warn.mockRestore();
  });

  test("a hook that throws still completes the event", async () => {
    const log: string[] = [];
    const error = jest.spyOn(console, "error").mockImplementation(() => undefined);
    setRecalculateHook(async () => {
      throw new Error("no workbook");
    });
    await recalculateCommand({ completed: () => void log.push("completed") }, office(log));
    expect(log).toEqual(["show", "completed"]);
    expect(error).toHaveBeenCalledWith("Recalculate failed", expect.any(Error));
    error.mockRestore();
  });
});

describe("the first press, before the pane's scripts are ready (office-js 5176, 3378, 2744)", () => {
  test("a press before the hook is registered waits for it and runs it once", async () => {
    const log: string[] = [];
    const done = recalculateCommand({ completed: () => void log.push("completed") }, undefined);
    await Promise.resolve();
    expect(log).toEqual([]); // neither run nor completed yet: waiting for the pane
    setRecalculateHook(async () => void log.push("recalculate"));
    await done;
    expect(log).toEqual(["recalculate", "completed"]);
  });

  test("no pane within the wait: false, and nothing is left waiting", async () => {
    jest.useFakeTimers();
    try {
      const pressed = runRecalculate(1000);
      jest.advanceTimersByTime(1000);
      await expect(pressed).resolves.toBe(false);
      const calls: string[] = [];
      setRecalculateHook(async () => void calls.push("late"));
      await Promise.resolve();
      expect(calls).toEqual([]); // the timed-out press does not run later
    } finally {
      jest.useRealTimers();
    }
  });
});

describe("commands.ts associates the action at module load, not in Office.onReady", () => {
  test("associate is called while the script runs, before onReady's callbacks", async () => {
    const log: string[] = [];
    const office = {
      actions: { associate: (id: string) => void log.push(`associate ${id}`) },
      onReady: () => {
        log.push("onReady called");
        return new Promise(() => undefined); // never ready within this test
      },
    };
    (globalThis as { Office?: unknown }).Office = office;
    try {
      await jest.isolateModulesAsync(async () => {
        await import("../../src/commands/commands");
      });
      expect(log).toEqual(["associate recalculate", "associate pairNextRound", "onReady called"]);
    } finally {
      delete (globalThis as { Office?: unknown }).Office;
    }
  });

  test("a host without Office.actions: nothing associated, no exception at load", () => {
    expect(associateActions(undefined)).toBe(false);
    expect(associateActions({} as typeof Office)).toBe(false);
  });
});

/** The Pair next round button's hook (src/commands/pair-next.ts), beside Recalculate's. */
import { pairNextCommand, runPairNext, setPairNextHook } from "../../src/commands/pair-next";
import { runRecalculate, setRecalculateHook } from "../../src/commands/recalculate";

afterEach(() => {
  setPairNextHook(undefined);
  setRecalculateHook(undefined);
});

const office = (log: string[]) => ({
  addin: { showAsTaskpane: async () => void log.push("show") },
  context: { requirements: { isSetSupported: (name: string) => name === "SharedRuntime" } },
});

test("each button runs its own hook: Pair next round never recalculates, nor the reverse", async () => {
  const log: string[] = [];
  await expect(runPairNext()).resolves.toBe(false);
  setPairNextHook(async () => void log.push("pair"));
  await expect(runRecalculate()).resolves.toBe(false);
  setRecalculateHook(async () => void log.push("recalculate"));
  await runPairNext();
  await runRecalculate();
  expect(log).toEqual(["pair", "recalculate"]);
});

test("the command shows the pane, pairs, and completes the event, also when the hook fails", async () => {
  const log: string[] = [];
  setPairNextHook(async () => void log.push("pair"));
  await pairNextCommand({ completed: () => void log.push("completed") }, office(log));
  expect(log).toEqual(["show", "pair", "completed"]);
  const errors = jest.spyOn(console, "error").mockImplementation(() => undefined);
  setPairNextHook(async () => {
    throw new Error("no workbook");
  });
  await pairNextCommand({ completed: () => void log.push("completed again") }, office(log));
  expect(log.at(-1)).toBe("completed again");
  expect(errors).toHaveBeenCalledWith("Pair next round failed", expect.any(Error));
  errors.mockRestore();
});

test("a press before the pane is ready waits for its hook", async () => {
  const log: string[] = [];
  const pressed = runPairNext(1000);
  setPairNextHook(async () => void log.push("late"));
  await expect(pressed).resolves.toBe(true);
  expect(log).toEqual(["late"]);
});

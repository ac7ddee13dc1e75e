/** The Recalculate button's hook (src/commands/recalculate.ts), which the task pane registers. */
import { runRecalculate, setRecalculateHook } from "../../src/commands/recalculate";

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

/**
 * D370: the pane's "FIDE report (TRF)" is offered where it applies: the tournament sheet the
 * pane knows (created or recalculated) being a chess sheet, by its system as the pane keeps it
 * (src/taskpane/trf-report.ts `reportApplies`, state.sheetSystem); and Recalculate's result
 * gives the system the sheet's header block says.
 */
import { planRecalculate } from "../../src/sheet/recalc";
import { buildTournamentSheet } from "../../src/sheet/tournament-sheet";
import { reportApplies } from "../../src/taskpane/trf-report";
import { state } from "../../src/taskpane/state";
import type { SystemName } from "../../src/systems";
import { example5Sheet, functionBook } from "../sheet/tournament-helpers";
import { writePlan } from "../../src/sheet/adapter";
import { readActiveSheet } from "../../src/sheet/actions";

afterEach(() => delete state.sheetSystem);

test.each([
  [undefined, false], // no sheet known yet: the pane cannot tell what the active sheet is
  ["mgsz", false], // a Go sheet
  ["mahjong", false],
  ["fide", true], // a chess sheet
] as const)("a sheet of system %p: the report offered %p", (system: SystemName | undefined, shown) => {
  if (system !== undefined) state.sheetSystem = system;
  expect(reportApplies()).toBe(shown);
});

test("Recalculate of a Go sheet says its system, which hides the report", async () => {
  // RULES §1.3 example 5's MGSZ sheet (a Go event), written and read back as Recalculate reads it
  const book = functionBook();
  await writePlan(book.context(), buildTournamentSheet(example5Sheet()).plan);
  const plan = planRecalculate(await readActiveSheet(book.context()));
  expect(plan.ok && plan.system).toBe("mgsz");
  if (plan.ok) state.sheetSystem = plan.system;
  expect(reportApplies()).toBe(false);
});

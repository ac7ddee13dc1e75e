/** The function families the task pane lists (src/taskpane/families.ts). */
import * as fide from "../../src/functions/fide";
import * as mgsz from "../../src/functions/mgsz";
import { FUNCTIONS } from "../../src/functions/registry";
import { familiesOf } from "../../src/taskpane/families";

test("families in order of first appearance, with their counts", () => {
  expect(familiesOf(["MGSZ.RANK", "FIDE.DP", "MGSZ.CHANCE", "MAHJONG.X", "FIDE.K"])).toEqual([
    { prefix: "MGSZ", count: 2 },
    { prefix: "FIDE", count: 2 },
    { prefix: "MAHJONG", count: 1 },
  ]);
  expect(familiesOf([])).toEqual([]);
});

test("an id without a family prefix is its own family", () => {
  expect(familiesOf(["PLAIN"])).toEqual([{ prefix: "PLAIN", count: 1 }]);
});

test("the registry's families: MGSZ first, one function per export, nothing lost", () => {
  const families = familiesOf(FUNCTIONS.keys());
  expect(families[0]).toEqual({ prefix: "MGSZ", count: Object.keys(mgsz).length });
  const exported = (m: object) => Object.values(m).filter((f) => typeof f === "function").length;
  expect(families.find((f) => f.prefix === "FIDE")?.count ?? 0).toBe(exported(fide));
  expect(families.reduce((n, f) => n + f.count, 0)).toBe(FUNCTIONS.size);
});

/**
 * D123: one table of Go criteria, read by the tie-break list, the standings, OpenGotha's readers
 * and its pairing engine. The names OpenGotha's files write are OpenGotha 3.51.02's
 * (PlacementParameterSet.java's criteria, `crit.getLongName()`).
 */
import {
  CRITERIA,
  OPENGOTHA_CRITERIA,
  criterionOfOpenGotha,
  isOpenGothaCriterion,
  parseCriterion,
} from "../../../src/core/go/criterion";

/** OpenGotha 3.51.02's placement criteria by their long names (PlacementParameterSet.java). */
const OPENGOTHA_LONG_NAMES = [
  "NULL",
  "CAT",
  "NBW",
  "CPS",
  "MMS",
  "STS",
  "Rank",
  "Rating",
  "CUSSW",
  "CUSSM",
  "SOSW",
  "SOSW-1",
  "SOSW-2",
  "SODOSW",
  "SOSM",
  "SOSM-1",
  "SOSM-2",
  "SODOSM",
  "SOSTS",
  "SOSOSW",
  "SOSOSM",
  "EXT",
  "EXR",
  "DC",
  "SDC",
];

test("OpenGotha's names are its 25 criteria, spelt as its files spell them", () => {
  expect([...OPENGOTHA_CRITERIA].sort()).toEqual([...OPENGOTHA_LONG_NAMES].sort());
  expect(isOpenGothaCriterion("Rank")).toBe(true);
  expect(isOpenGothaCriterion("RANK")).toBe(false);
  expect(isOpenGothaCriterion("SOS")).toBe(false);
});

test("each OpenGotha name stands for one criterion of the standings, NULL for none, in any case", () => {
  expect(criterionOfOpenGotha("NULL")).toBeNull();
  expect(criterionOfOpenGotha("null")).toBeNull();
  expect(criterionOfOpenGotha("SOSM")).toBe("sos");
  expect(criterionOfOpenGotha("sosw")).toBe("buchholz");
  expect(criterionOfOpenGotha("RANK")).toBe("rank");
  expect(criterionOfOpenGotha("SOS")).toBeUndefined();
  const named = OPENGOTHA_LONG_NAMES.filter((n) => n !== "NULL").map((n) => criterionOfOpenGotha(n));
  expect(new Set(named).size).toBe(24);
  for (const c of named) expect(CRITERIA).toContain(c);
});

test("a name both the tie-break list and OpenGotha read means the same criterion to both", () => {
  for (const name of OPENGOTHA_LONG_NAMES.filter((n) => n !== "NULL")) {
    const typed = parseCriterion(name);
    if (typed !== null) expect([name, typed]).toEqual([name, criterionOfOpenGotha(name)]);
  }
  // the three OpenGotha names the list does not read (D123): behaviour as it was
  expect(["SODOSM", "SOSOSM", "SOSOSW"].map(parseCriterion)).toEqual([null, null, null]);
});

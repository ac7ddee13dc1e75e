/**
 * src/sheet/evaluate.ts gives every cell the value the test workbook (fake-workbook.ts, which
 * calculates the same formulas as Excel would, through the same function table) shows once the
 * plan is written: MGSZ, FIDE (the K column) and mahjong (W and NR×KT×W).
 */
import { lookup } from "../../src/functions/registry";
import { writePlan } from "../../src/sheet/adapter";
import { withMarks } from "../../src/sheet/checkboxes";
import { evaluatePlan } from "../../src/sheet/evaluate";
import type { TournamentSheetRequest } from "../../src/sheet/request";
import { buildTournamentSheet } from "../../src/sheet/tournament-sheet";
import { example5, fixtureTournament, functionBook } from "./tournament-helpers";

const fn = (id: string) => lookup(id) as ((...a: unknown[]) => unknown) | undefined;

async function same(req: TournamentSheetRequest): Promise<number> {
  const build = buildTournamentSheet(req);
  const book = functionBook();
  const { sheetName } = await writePlan(book.context(), build.plan);
  const sheet = book.sheet(sheetName);
  if (sheet === undefined) throw new Error("no sheet");
  // a host without checkboxes shows the switches as ✓ / ✗ (D286), as `sheet --out` writes them
  const evaluated = evaluatePlan(withMarks(build.plan), fn);
  // every cell in one comparison (an expect() per cell cost more than the evaluation)
  const shown: [string, unknown][] = [];
  const ours: [string, unknown][] = [];
  for (const [k, cell] of sheet.cells) {
    if (cell.value === "") continue;
    const v = evaluated.values.get(k);
    ours.push([k, typeof v === "object" ? v.error : v]);
    shown.push([k, cell.value]);
  }
  expect(ours).toEqual(shown);
  const compared = shown.length;
  expect([...evaluated.values.values()].filter((v) => v !== "").length).toBe(compared);
  return compared;
}

test("MGSZ, RULES §1.3 worked example 5 and a real OpenGotha file in Hungarian: every cell as the workbook shows it", async () => {
  await same({
    tournament: example5(),
    fileName: "example5.csv",
    params: { system: "mgsz", multiplier: 30 },
    fileRatings: true,
    tiebreaks: [],
    language: "en",
  });
  expect(
    await same({
      tournament: fixtureTournament("opengotha-weekend"),
      fileName: "weekend.xml",
      params: { system: "mgsz", multiplier: 15 },
      tiebreaks: ["MMS", "SOS"],
      language: "hu",
    }),
  ).toBeGreaterThan(21 * 9);
});

test("FIDE with one K (the K column's IF formulas) and per-player K, in Russian", async () => {
  for (const k of [20, undefined]) {
    await same({
      tournament: fixtureTournament("trf-bbp-issue-15"),
      fileName: "t.trf",
      params: { system: "fide", ruleset: "FIDE2024", ...(k !== undefined ? { k } : {}) },
      tiebreaks: [],
      language: "ru",
    });
  }
});

test("a formula naming no function of the table is #NAME?, as in Excel", () => {
  const evaluated = evaluatePlan(
    { sheetName: "S", blocks: [{ at: "A1", rows: [[{ kind: "formula", formula: "=NOPE.NOTHING(1)" }]] }] },
    fn,
  );
  expect(evaluated.values.get("0,0")).toEqual({ error: "#NAME?" });
});

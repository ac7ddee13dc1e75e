/**
 * The event's dates read back from a tournament sheet for Recalculate (H9, docs/hostile-input.md):
 * the header's Dates cell as the build writes it (`start – end`, tournament-sheet.ts), through
 * the one date reader.
 */
import { readFileSync, readdirSync } from "node:fs";
import { basename, dirname, join } from "node:path";
import type { Tournament } from "../../src/core/tournament/model";
import { readTrf } from "../../src/formats/trf";
import { english } from "../../src/i18n/table";
import { readActiveSheet } from "../../src/sheet/actions";
import { SheetInputError } from "../../src/sheet/messages";
import { sheetDates } from "../../src/sheet/parse-sheet";
import type { Cell, SheetPlan } from "../../src/sheet/plan";
import { buildTournamentSheet } from "../../src/sheet/tournament-sheet";
import { planTrfReport } from "../../src/sheet/trf-report";
import { writePlan } from "../../src/sheet/adapter";
import { fixtureTournament, functionBook } from "./tournament-helpers";

/** Every TRF under test, with the dates its reader read (test/fixtures/trf-*, bench/*.trf). */
const FIXTURES = join(__dirname, "../fixtures");
const BENCH = join(__dirname, "../../bench");
const TRFS = [
  ...readdirSync(FIXTURES)
    .filter((d) => d.startsWith("trf-"))
    .map((d) => join(FIXTURES, d, "input.trf")),
  ...readdirSync(BENCH)
    .filter((f) => f.endsWith(".trf"))
    .map((f) => join(BENCH, f)),
];

const build = (t: Tournament) =>
  buildTournamentSheet({
    tournament: t,
    fileName: "input.trf",
    params: { system: "fide", ruleset: "FIDE2024" },
    tiebreaks: ["PTS"],
    language: "en",
  });

/** The header block's Dates row of a built sheet: its value and its note, as text. */
function datesRow(plan: SheetPlan): { value: string; note: string | undefined } {
  const textOf = (c: Cell | undefined): string | undefined => (c?.kind === "text" ? c.text : undefined);
  const row = plan.blocks.flatMap((b) => b.rows).find((r) => textOf(r[0]) === "Dates");
  if (row === undefined) throw new Error("no Dates row");
  return { value: textOf(row[1]) ?? "", note: textOf(row[2]) };
}

describe("sheetDates", () => {
  it("reads `start – end`, one date as both, and what Excel made a date of", () => {
    expect(sheetDates("2024/12/01 – 2024/12/14")).toEqual({
      start: { year: 2024, month: 12, day: 1 },
      end: { year: 2024, month: 12, day: 14 },
    });
    // trf-competichess-lichess-large writes its dates as lichess does
    expect(sheetDates("May 10, 2020")).toEqual({
      start: { year: 2020, month: 5, day: 10 },
      end: { year: 2020, month: 5, day: 10 },
    });
    // Excel's serial 45627 is 2024-12-01 (serial 1 = 1900-01-01, with Excel's 1900-02-29)
    expect(sheetDates(45627)).toEqual({
      start: { year: 2024, month: 12, day: 1 },
      end: { year: 2024, month: 12, day: 1 },
    });
  });

  it("a text that is no date, or no calendar day, gives no date", () => {
    expect(sheetDates("Spring 2020")).toEqual({});
    expect(sheetDates("2010/02/30")).toEqual({});
    expect(sheetDates("")).toEqual({});
    expect(sheetDates("2010/02/01 – x")).toEqual({ start: { year: 2010, month: 2, day: 1 } });
  });

  it("the Dates cell a built sheet holds reads back as the file's dates (trf-echecs-grandmommyscup)", async () => {
    const t = fixtureTournament("trf-echecs-grandmommyscup");
    const book = functionBook();
    const build = buildTournamentSheet({
      tournament: t,
      fileName: "input.trf",
      params: { system: "fide", ruleset: "HU2017" },
      tiebreaks: ["PTS"],
      language: "en",
    });
    const { sheetName } = await writePlan(book.context(), build.plan);
    const row = Array.from({ length: 12 }, (_, r) => r + 1).find(
      (r) => book.cell(sheetName, `A${r}`)?.value === "Dates",
    );
    const value = book.cell(sheetName, `B${row ?? 0}`)?.value;
    expect(sheetDates(value as string)).toEqual({ start: t.start, end: t.end });
    expect(t.start).toEqual({ year: 2024, month: 12, day: 1 }); // its 042 record
  });

  it("D395: every TRF under test with dates: its sheet's Dates cell reads back as the TRF reader's dates", () => {
    const dated = TRFS.map((f) => ({ f, t: readTrf(readFileSync(f)).tournament })).filter(
      ({ t }) => t.start !== undefined || t.end !== undefined,
    );
    // 21 of the TRFs under test have an 042 or 052 (grep "^0[45]2"), each a date; the bench's none
    expect(dated).toHaveLength(21);
    const refused: string[] = [];
    for (const { f, t } of dated) {
      let plan: SheetPlan;
      try {
        plan = build(t).plan;
      } catch (e) {
        if (!(e instanceof SheetInputError)) throw e;
        refused.push(basename(dirname(f)));
        continue;
      }
      const { value, note } = datesRow(plan);
      // a fixture's name beside the dates, so that a failure names the file
      expect([f, sheetDates(value), note]).toEqual([
        f,
        { start: t.start ?? t.end, end: t.end ?? t.start },
        undefined,
      ]);
    }
    // the one the build refuses, and so writes no Dates cell for: its bye worth 0.5 (a sheet's
    // cells hold no such bye, registration.ts), said by the build
    expect(refused).toEqual(["trf-bb-extensions-handmade"]);
    // javafo-sample2's 042 24/09/2010 and 052 02/10/2010, day first as a file's (D67), written ISO
    const javafo = TRFS.find((f) => f.includes("javafo-sample2")) ?? "";
    expect(datesRow(build(readTrf(readFileSync(javafo)).tournament).plan).value).toBe(
      "2010-09-24 – 2010-10-02",
    );
  });

  it("D396: a date the TRF reader read no day from is kept as the file has it, and said at the cell", () => {
    // trf-echecs-grandmommyscup with its 042 2024/12/01 made a text that is no date
    const text = readFileSync(join(FIXTURES, "trf-echecs-grandmommyscup/input.trf"), "latin1");
    const t = readTrf(text.replace("042 2024/12/01", "042 Advent 2024")).tournament;
    expect(t.start).toBeUndefined();
    const { value, note } = datesRow(build(t).plan);
    expect(value).toBe("Advent 2024 – 2024-12-14");
    expect(note).toBe(
      "Dates: \"Advent 2024 – 2024-12-14\" as the file has it, no day read from it (the file's warning says why): type the tournament's days (2026-05-10 – 2026-05-12) so that the season and the FIDE report can read them",
    );
    // a date read is said nowhere
    expect(datesRow(build(fixtureTournament("trf-echecs-grandmommyscup")).plan).note).toBeUndefined();
  });

  it("D395: the FIDE report from javafo-sample2's sheet has its 042 and 052, none named missing", async () => {
    const t = readTrf(readFileSync(join(FIXTURES, "trf-echecs-javafo-sample2/input.trf"))).tournament;
    const book = functionBook();
    await writePlan(book.context(), build(t).plan);
    const plan = planTrfReport(await readActiveSheet(book.context()));
    if (!plan.ok) throw new Error(JSON.stringify(plan));
    // the file's 042 24/09/2010 and 052 02/10/2010, as the TRF writer writes a date (YYYY/MM/DD)
    const lines = plan.text.split("\n").filter((l) => /^0[45]2/.test(l));
    expect(lines.map((l) => l.trim())).toEqual(["042 2010/09/24", "052 2010/10/02"]);
    const said = plan.notes.map((n) => english(n.text));
    expect(said.filter((s) => s.includes("042") || s.includes("052"))).toEqual([]);
  });
});

/**
 * The FIDE rule version from the event's dates (D87): with no rule set named, an event is rated
 * by FIDE2024 as in force on its last day, through `rate`, `sheet`, the pane's Create and the
 * sheet's Rule set cell that Recalculate reads back; a rule set named overrides it.
 *
 * test/fixtures/trf-rules-2650-september (its SOURCES.txt, docs/fide.md D87's example): the event
 * ends on 2025-09-20 and a 2660 draws a 2200. Before 1 October 2025 the 400-point rule caps the
 * 2660's D of 460 at 400 (8.54): PD .92, 10 × (0.5 − 0.92) = −4.2 → 2656. From that day on he
 * is not capped: PD .95, 10 × (0.5 − 0.95) = −4.5 → −5 (D10) → 2655. FIDE2024 named without a
 * date for it rates by the latest version and says the event's own would differ (D89).
 */
import { readFileSync } from "node:fs";
import { calendarDate } from "../../../src/core/common/date";
import { rateFideTournament } from "../../../src/core/engines/fide";
import { eventRules, parseRuleSet, ruleSetText } from "../../../src/core/fide/rules";
import { readTournament } from "../../../src/formats";
import { english } from "../../../src/i18n/table";
import { recalculateActiveSheet } from "../../../src/sheet/actions";
import { writePlan } from "../../../src/sheet/adapter";
import { buildTournamentSheet } from "../../../src/sheet/tournament-sheet";
import { buildParams, initialForm } from "../../../src/taskpane/params";
import { firstWorksheet, fixtureFile, run } from "../../cli/fake-io";
import { fixtureTournament, functionBook, ratingsTable } from "../../sheet/tournament-helpers";

const DIR = "trf-rules-2650-september";
const FILE = fixtureFile(DIR);
const TEXT = readFileSync(FILE, "latin1");
/** The same event with other dates (TRF 042/052 lines), or none. */
const dated = (lines: string): string => TEXT.replace(/^042 .*\n052 .*\n/m, lines);
const UNDATED = dated("");
const IN_2020 = dated("042 2020/08/22\n052 2020/08/23\n");

const after = (stdout: string): number | undefined =>
  (JSON.parse(stdout) as { ratingAfter: number }[])[0]?.ratingAfter;

/**
 * The event's version through every edge: declared by rules-edges.test.ts, which checks one rule
 * set's text at the same edges, in one test file (each loads the sheet, the pane and exceljs).
 */
export function rulesetDatesTests(): void {
  describe("the version the event's dates give (D87)", () => {
    test("the last day: the end date, else the start date; before FIDE2024 its first version; none: the latest", () => {
      const sep20 = calendarDate(2025, 9, 20);
      expect(ruleSetText(eventRules({ start: calendarDate(2025, 9, 19), end: sep20 }).rules)).toBe(
        "FIDE2024 2025-09-20",
      );
      expect(eventRules({ start: sep20 })).toMatchObject({ basis: "dates", day: sep20 });
      expect(eventRules({ end: sep20 }).rules.capExemptFrom).toBeNull();
      expect(eventRules({ end: calendarDate(2025, 10, 1) }).rules.capExemptFrom).toBe(2650);
      const old = eventRules({ end: calendarDate(2020, 8, 23) });
      expect([old.basis, ruleSetText(old.rules), old.rules.capExemptFrom]).toEqual([
        "before",
        "FIDE2024 2024-03-01",
        null,
      ]);
      const none = eventRules({});
      expect([none.basis, ruleSetText(none.rules), none.rules.capExemptFrom]).toEqual([
        "undated",
        "FIDE2024",
        2650,
      ]);
    });

    test("the engine without rules: the event's version, 2656; named FIDE2024: the latest, 2655", () => {
      const t = fixtureTournament(DIR);
      const r = rateFideTournament(t);
      expect([ruleSetText(r.ruleSet), r.ofEvent?.basis, r.players[0]?.ratingAfter]).toEqual([
        "FIDE2024 2025-09-20",
        "dates",
        2656,
      ]);
      expect(r.notes.map((n) => n.code)).not.toContain("rules-undated");
      const named = rateFideTournament(t, { rules: eventRules({}).rules });
      expect([named.ofEvent, named.players[0]?.ratingAfter]).toEqual([undefined, 2655]);
    });
  });

  describe("FIDE2024 named without a date for an event of another version (D89)", () => {
    const t = fixtureTournament(DIR);
    const codes = (rules: string) =>
      rateFideTournament(t, { rules: parseRuleSet(rules) }).notes.map((n) => n.code);

    test("named FIDE2024: rated by it (2655), and a note names the game and the version then in force", async () => {
      expect(codes("FIDE2024")).toContain("rules-not-of-event");
      const r = await run(["rate", FILE, "--system", "fide", "--ruleset", "FIDE2024", "--json"]);
      expect(after(r.stdout)).toBe(2655);
      expect(r.stderr).toContain(
        'note: Rated by FIDE2024 in its latest version; on the event\'s last day (2025-09-20) the version in force ("FIDE2024 2025-09-20") rates 1 of its games otherwise (the 400-point rule): name "FIDE2024 2025-09-20" to rate by it\n',
      );
    });

    test("no note for a version named by its date, for HU2017, or where no game is rated otherwise", () => {
      for (const rules of ["FIDE2024 2025-10-15", "FIDE2024 2025-09-20", "HU2017"])
        expect(codes(rules)).not.toContain("rules-not-of-event");
      // the same event after 1 October 2025: its version is the latest
      const october = readTournament(
        new TextEncoder().encode(dated("042 2025/10/19\n052 2025/10/20\n")),
        "e.trf",
      ).tournament;
      expect(
        rateFideTournament(october, { rules: parseRuleSet("FIDE2024") }).notes.map((n) => n.code),
      ).not.toContain("rules-not-of-event");
    });
  });

  describe("rate", () => {
    test("no --ruleset: 2656, the version said under the summary; --ruleset FIDE2024 or dated later: 2655", async () => {
      const [none, named, later] = await Promise.all([
        run(["rate", FILE, "--system", "fide", "--json"]),
        run(["rate", FILE, "--system", "fide", "--ruleset", "FIDE2024", "--json"]),
        run(["rate", FILE, "--system", "fide", "--ruleset", "FIDE2024 2025-10-15", "--json"]),
      ]);
      expect([after(none.stdout), after(named.stdout), after(later.stdout)]).toEqual([2656, 2655, 2655]);
      expect(none.stderr).toContain(
        `FIDE2024 as in force on 2025-09-20, the event's last day ("FIDE2024 2025-09-20")\n`,
      );
      expect(named.stderr).not.toContain("as in force on");
    });

    test("no date: the latest version, 2655, and a note says so; an event of 2020: FIDE2024's first version", async () => {
      const [undated, old] = await Promise.all([
        run(["rate", "e.trf", "--system", "fide", "--json"], { "e.trf": UNDATED }),
        run(["rate", "e.trf", "--system", "fide", "--json"], { "e.trf": IN_2020 }),
      ]);
      expect([after(undated.stdout), after(old.stdout)]).toEqual([2655, 2656]);
      const t = readTournament(new TextEncoder().encode(UNDATED), "e.trf").tournament;
      const note = rateFideTournament(t).notes.find((n) => n.code === "rules-undated");
      if (note === undefined) throw new Error("no note on the rule set of an event without a date");
      expect(undated.stderr).toContain(`rating-officer rate: note: ${english(note.text)}\n`);
      expect(undated.stderr).toContain(
        'The event has no date: FIDE2024 in its latest version, amended 2025-10-01 ("FIDE2024")',
      );
      expect(old.stderr).toContain(
        'The event ended on 2020-08-23, before FIDE2024 took effect (2024-03-01): its first version ("FIDE2024 2024-03-01")',
      );
    });
  });

  describe("the sheet: the Rule set cell as Create writes it and Recalculate reads it", () => {
    test("sheet without --ruleset writes FIDE2024 2025-09-20 and the figures 2656; --ruleset FIDE2024 writes it as named", async () => {
      const [none, named] = await Promise.all([
        run(["sheet", FILE, "--system", "fide", "--out", "t.xlsx"]),
        run(["sheet", FILE, "--system", "fide", "--ruleset", "FIDE2024", "--out", "t.xlsx"]),
      ]);
      const cells = async (bytes: Uint8Array | undefined) => {
        const s = await firstWorksheet(bytes);
        const rows: unknown[][] = [];
        s.eachRow((r) => rows.push((r.values as unknown[]).slice(1)));
        const ruleset = rows.find((r) => r[0] === "Rule set")?.[1];
        // the ratings formula's stored values: player 1's rating after, under its header
        const head = rows.findIndex((r) => r.includes("Rating after"));
        const column = rows[head]?.indexOf("Rating after") ?? -1;
        return { ruleset, after: rows[head + 1]?.[column] };
      };
      const a = await cells(none.written.get("t.xlsx"));
      const b = await cells(named.written.get("t.xlsx"));
      expect([a.ruleset, a.after, b.ruleset, b.after]).toEqual([
        "FIDE2024 2025-09-20",
        2656,
        "FIDE2024",
        2655,
      ]);
    });

    test("the pane's fields show the event's version; Create writes it; Recalculate keeps it, then follows the cell", async () => {
      const t = fixtureTournament(DIR);
      const form = initialForm(t, "trf", "2026-01-01");
      expect(form.fide).toMatchObject({ ruleset: "FIDE2024", on: "2025-09-20" });
      const params = buildParams(t, form);
      if (!params.ok) throw new Error("the pane refused its own form");
      expect(params.params).toEqual({ system: "fide", ruleset: "FIDE2024", on: "2025-09-20" });
      const book = functionBook();
      const build = buildTournamentSheet({
        tournament: t,
        fileName: "input.trf",
        params: params.params,
        tiebreaks: ["PTS"],
        language: "en",
      });
      const { sheetName } = await writePlan(book.context(), build.plan);
      const at = book.valuesOf(sheetName, "A1:A12").findIndex((r) => r[0] === "Rule set") + 1;
      const cell = `B${at}`;
      const figure = () => ratingsTable(book, sheetName, build)[0]?.["Rating after"];
      expect([book.cell(sheetName, cell)?.value, figure()]).toEqual(["FIDE2024 2025-09-20", 2656]);
      // Recalculate, nothing changed: the same version, the same figures
      const again = await recalculateActiveSheet(book.context());
      if (!again.ok) throw new Error(again.problems[0]?.message);
      expect([book.cell(sheetName, cell)?.value, again.players[0]?.ratingAfter, figure()]).toEqual([
        "FIDE2024 2025-09-20",
        2656,
        2656,
      ]);
      // the officer names the latest version in the cell: Recalculate and the formula rate by it
      book.typeInto(sheetName, cell, "FIDE2024");
      const latest = await recalculateActiveSheet(book.context());
      if (!latest.ok) throw new Error(latest.problems[0]?.message);
      expect([latest.players[0]?.ratingAfter, figure()]).toEqual([2655, 2655]);
    });

    test("an event without a date: the pane's date field empty, the latest version, its note on the sheet as sheet writes it", () => {
      const t = readTournament(new TextEncoder().encode(UNDATED), "e.trf").tournament;
      const form = initialForm(t, "trf", "2026-01-01");
      expect(form.fide.on).toBe("");
      // the fields as the file filled them name no rule set; the latest named stays named
      const filled = buildParams(t, form);
      const named = buildParams(t, { ...form, fide: { ...form.fide, ruleset: "HU2017" } });
      if (!filled.ok || !named.ok) throw new Error("the pane refused its own form");
      expect([filled.params, named.params]).toEqual([
        { system: "fide" },
        { system: "fide", ruleset: "HU2017" },
      ]);
      const build = buildTournamentSheet({
        tournament: t,
        fileName: "e.trf",
        params: filled.params,
        tiebreaks: ["PTS"],
        language: "en",
      });
      expect(build.players[0]?.ratingAfter).toBe(2655);
      expect(build.notes.map((n) => n.code)).toContain("rules-undated");
      const header = build.plan.blocks
        .flatMap((b) => b.rows)
        .find((row) => {
          const c = row[0];
          return c?.kind === "text" && c.text === "Rule set";
        });
      expect(header?.[1]).toMatchObject({ kind: "text", text: "FIDE2024" });
    });
  });
}

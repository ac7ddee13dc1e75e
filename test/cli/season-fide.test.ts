/**
 * `rating-officer season --system fide` (issue 26, D148, D149, D156–D158): FIDE's periods over a season's TRF
 * files, the list with its history and pooled games written by --out and read back.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import fc from "fast-check";
import { writeTrf } from "../../src/formats/trf-writer";
import { type Game, event } from "../core/engines/fide-period-events";
import { type Run, run } from "./fake-io";

/** A TRF file of an event ending on `end` (its one day), the players the IDs its games name. */
function trf(name: string, end: string, games: readonly Game[]): string {
  return writeTrf({ ...event(name, end, games), startDate: end }).text;
}

/** The list before the season as CSV: FIDE ID, surname, rating, games rated before. */
const listCsv = (rows: readonly (readonly [string, number, number])[]): string =>
  `PIN,Name,Rating,Games\n${rows.map(([id, r, g]) => `${id},Player ${id},${r},${g}`).join("\n")}\n`;

interface FideJson {
  system: string;
  steps: {
    period: string;
    files: string[];
    changes: {
      name: string;
      id: string | null;
      before: number | null;
      after: number | null;
      rankBefore: null;
    }[];
  }[];
  list: {
    name: string;
    id: string | null;
    rating: number;
    rank: null;
    history: { period: string; rating: number }[];
  }[];
}
const json = (r: Run): FideJson => JSON.parse(r.stdout) as FideJson;

const LIST = listCsv([
  ["11", 1900, 100],
  ["12", 1950, 100],
  ["13", 1800, 100],
  ["14", 2000, 100],
  ["15", 1857, 100],
]);
// test/core/engines/fide-period.test.ts's first rating in a second period (D155; RULES §2.2)
const JUNE = trf("June open", "2025-06-15", [
  ["9", "11", 1],
  ["9", "12", 0.5],
  ["9", "13", 0.5],
]);
const JULY = trf("July open", "2025-07-20", [
  ["9", "14", 1],
  ["9", "15", 0],
]);

describe("rating-officer season --system fide", () => {
  const files = { "list.csv": LIST, "june.trf": JUNE, "july.trf": JULY };

  it("--json: a step per period (YYYY-MM), the first rating completed in July, ranks null (D149, D156)", async () => {
    const r = await run(
      ["season", "--system", "fide", "--list", "list.csv", "july.trf", "june.trf", "--json"],
      files,
    );
    expect(r.stderr).toBe("");
    const j = json(r);
    expect(j.system).toBe("fide");
    expect(j.steps.map((s) => [s.period, s.files])).toEqual([
      ["2025-06", ["june.trf"]],
      ["2025-07", ["july.trf"]],
    ]);
    expect(j.steps[0]?.changes.find((c) => c.id === "9")).toMatchObject({
      before: null,
      after: null,
      rankBefore: null,
    });
    // 1922: the figure test/core/engines/fide-period.test.ts derives (5 games, 3 points, FIDE2024 8.2)
    expect(j.steps[1]?.changes.find((c) => c.id === "9")).toMatchObject({ before: null, after: 1922 });
    const nine = j.list.find((p) => p.id === "9");
    expect(nine).toMatchObject({ rating: 1922, rank: null, history: [{ period: "2025-07", rating: 1922 }] });
  });

  it("--json: each period's notes as {code, name, text}, the words the text output says (D167)", async () => {
    const args = ["season", "--system", "fide", "--list", "list.csv", "june.trf", "july.trf"];
    const [r, text] = [await run([...args, "--json"], files), await run(args, files)];
    const steps = (
      JSON.parse(r.stdout) as {
        steps: {
          notes: { code: string; name?: string; text: string }[];
          changes: { id: string | null; name: string }[];
        }[];
      }
    ).steps;
    const nine = steps[0]?.changes.find((c) => c.id === "9")?.name;
    // June: player 9's 3 games carried (D155); July: his first rating (1922, as above)
    expect(steps[0]?.notes.find((n) => n.code === "fidePeriodCarried")).toMatchObject({ name: nine });
    expect(steps[1]?.notes.find((n) => n.code === "fidePeriodFirstRating")).toMatchObject({ name: nine });
    expect(steps[1]?.notes.find((n) => n.code === "fidePeriodFirstRating")?.text).toContain("1922");
    // the period's own notes name nobody (the rule set, D150)
    expect(steps[0]?.notes.find((n) => n.code === "fidePeriodRules")?.name).toBeUndefined();
    for (const n of steps.flatMap((s) => s.notes)) expect(text.stdout).toContain(`  ${n.text}`);
  });

  it("--out after June holds his pooled games; fed back as --list, July gives the one run's list byte for byte (D157)", async () => {
    const f: Record<string, string> = { ...files };
    const one = await run(
      ["season", "--system", "fide", "--list", "list.csv", "june.trf", "july.trf", "--out", "one.csv"],
      f,
    );
    expect(one.code).toBe(0);
    await run(["season", "--system", "fide", "--list", "list.csv", "june.trf", "--out", "june.csv"], f);
    expect(f["june.csv"]).toContain("9,Player 9,,,,0,,,,,2025-06-01 2025-06-15: 1900/1 1950/0.5 1800/0.5");
    const july = await run(
      ["season", "--system", "fide", "--list", "june.csv", "july.trf", "--out", "july.csv"],
      f,
    );
    expect(july.stderr).toBe("");
    expect(f["july.csv"]).toBe(f["one.csv"]);
    // D158: a file of a period the list's history holds is refused, naming it
    const again = await run(["season", "--system", "fide", "--list", "one.csv", "june.trf"], f);
    expect(again.code).toBe(2);
    expect(again.stderr).toContain(
      'june.trf: "June open" ended 2025-06-15, in or before the period ending 2025-07-31',
    );
    // D145, D149: the diff against the list before says the first rating, with no rank
    const diff = await run(
      ["season", "--system", "fide", "--list", "list.csv", "june.trf", "july.trf", "--diff", "list.csv"],
      f,
    );
    expect(diff.stdout).toContain("\nPlayer 9: new on the list, 1922\n");
  });

  it("FIDE's TXT download as the list: its K and birth year go to --out and come back, month by month as one run (D148)", async () => {
    // the header and Szabo Anna's row of test/fixtures/fide-list-txt (standard 2210, K 20, born 2001),
    // and her row again as Kiss Bea (738777)
    const lines = readFileSync(join(__dirname, "..", "fixtures", "fide-list-txt", "input.txt"), "utf8").split(
      "\n",
    );
    const szabo = (lines[2] ?? "").replace("Szabó", "Szabo"); // ASCII: the list's encoding is another test's
    const kiss = szabo.replace("738999", "738777").replace("Szabó, Anna", "Kiss, Bea  ");
    const txt = [lines[0], szabo, kiss, ""].join("\n");
    const f: Record<string, string> = {
      "players_list.txt": txt,
      "jan.trf": trf("January", "2026-01-18", [
        ["738777", "738999", 0.5],
        ["9", "738777", 0],
      ]),
      "feb.trf": trf("February", "2026-02-15", [["738999", "738777", 1]]),
    };
    const one = await run(
      ["season", "--system", "fide", "--list", "players_list.txt", "jan.trf", "feb.trf", "--out", "one.csv"],
      f,
    );
    expect(one.stderr).toBe("");
    expect(one.code).toBe(0);
    expect(f["one.csv"]?.split("\n")[1]).toMatch(/^738999,"Szabo, Anna",,HUN,,2220,20,2001,,,,2210,2220$/);
    await run(["season", "--system", "fide", "--list", "players_list.txt", "jan.trf", "--out", "jan.csv"], f);
    await run(["season", "--system", "fide", "--list", "jan.csv", "feb.trf", "--out", "feb.csv"], f);
    expect(f["feb.csv"]).toBe(f["one.csv"]);
  });

  it("a Pool cell not in the season's form is said at its line and column and left out (D157); --html writes the page", async () => {
    const f: Record<string, string> = { ...files };
    await run(["season", "--system", "fide", "--list", "list.csv", "june.trf", "--out", "june.csv"], f);
    f["bad.csv"] = (f["june.csv"] ?? "").replace("2025-06-15: 1900/1", "2025-06-15: 1900-1");
    const r = await run(["season", "--system", "fide", "--list", "bad.csv", "july.trf", "--json"], f);
    expect(r.stderr).toContain("line 7, column 11");
    expect(r.stderr).toContain('"2025-06-01 2025-06-15: 1900-1 1950/0.5 1');
    expect(r.stderr).toContain("is not a pool as the season writes it");
    // his June games left out: two games in July are too few for a first rating (FIDE2024: 5)
    expect(json(r).list.find((p) => p.id === "9")).toMatchObject({ rating: 0 });
    const html = await run(
      ["season", "--system", "fide", "--list", "list.csv", "june.trf", "--html", "p.html"],
      f,
    );
    // D178: the FIDE page is written (it used to be refused)
    expect(html.code).toBe(0);
    expect(new TextDecoder().decode(html.written.get("p.html"))).toContain(
      "Rating periods rated this season",
    );
  });

  it("--out in Hungarian reads back (D148); --period 5 is refused (D154)", async () => {
    const f: Record<string, string> = { ...files };
    await run(
      ["season", "--system", "fide", "--list", "list.csv", "june.trf", "--out", "hu.csv", "--lang", "hu"],
      f,
    );
    expect(f["hu.csv"]?.split("\n")[0]).toBe(
      // Hungarian Excel's CSV (D195): `;` (the byte-order mark, which TextDecoder drops: csv-form.test.ts)
      "Azonosító;Név;Keresztnév;Ország;Klub;Értékszám;K;Született;Játszmák;Legmagasabb;Gyűjtött;Értékszám 2025-06-30 2025-06",
    );
    const july = await run(["season", "--system", "fide", "--list", "hu.csv", "july.trf", "--json"], f);
    expect(july.stderr).toBe("");
    expect(json(july).list.find((p) => p.id === "9")).toMatchObject({ rating: 1922 });
    const five = await run(
      ["season", "--system", "fide", "--list", "list.csv", "june.trf", "--period", "5"],
      f,
    );
    expect(five).toMatchObject({
      code: 2,
      stderr: expect.stringContaining("A rating period of 5 months") as string,
    });
  });

  it("one run equals month by month with --out fed back as --list (generated seasons, first ratings completed in a later month)", async () => {
    const ids = ["11", "12", "13", "14", "9", "10"];
    const score = fc.constantFrom<1 | 0.5 | 0>(1, 0.5, 0);
    const game = fc
      .tuple(fc.integer({ min: 0, max: 5 }), fc.integer({ min: 1, max: 5 }), score)
      .map(([a, b, s]): Game => [ids[a] as string, ids[(a + b) % 6] as string, s]);
    const ev = fc.record({
      month: fc.integer({ min: 1, max: 3 }),
      day: fc.integer({ min: 1, max: 28 }),
      // no two players meet twice in an event (a Swiss would say so, D59)
      games: fc.uniqueArray(game, { minLength: 1, maxLength: 4, selector: ([a, b]) => [a, b].sort().join() }),
    });
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.tuple(fc.integer({ min: 1500, max: 2300 }), fc.integer({ min: 0, max: 60 })), {
          minLength: 4,
          maxLength: 4,
        }),
        fc.array(score, { minLength: 5, maxLength: 5 }),
        fc.array(ev, { maxLength: 4 }),
        async (rated, first, extra) => {
          const list = listCsv(rated.map(([r, g], i) => [ids[i] as string, r, g] as const));
          // player 9 (not on the list): 3 games against rated opponents in January, 2 in February
          const jan: Game[] = ["11", "12", "13"].map((o, i) => ["9", o, first[i] ?? 0]);
          const feb: Game[] = ["14", "11"].map((o, i) => ["9", o, first[3 + i] ?? 0]);
          const evs = [{ month: 1, day: 20, games: jan }, { month: 2, day: 15, games: feb }, ...extra].map(
            (e, k) => ({
              ...e,
              file: `e${k}.trf`,
              end: `2026-0${e.month}-${String(e.day).padStart(2, "0")}`,
            }),
          );
          const files: Record<string, string> = { "list.csv": list };
          for (const [k, e] of evs.entries()) files[e.file] = trf(`Event ${k}`, e.end, e.games);
          const all = evs.map((e) => e.file);
          const one = await run(
            ["season", "--system", "fide", "--list", "list.csv", ...all, "--out", "one.csv"],
            files,
          );
          expect(one.stderr).toBe("");
          let from = "list.csv";
          for (const m of [...new Set(evs.map((e) => e.month))].sort()) {
            const month = evs.filter((e) => e.month === m).map((e) => e.file);
            const out = `month-${m}.csv`;
            const r = await run(
              ["season", "--system", "fide", "--list", from, ...month, "--out", out],
              files,
            );
            expect(r.stderr).toBe("");
            from = out;
          }
          expect(files[from]).toBe(files["one.csv"]);
        },
      ),
      { numRuns: 20 },
    );
  });
});

/**
 * One rule set's text, the same answer at every place that takes one (D85, D86): `rate`,
 * `standings` and `sheet --ruleset`, the sheet's Rule set cell as Recalculate reads it, the pane's rule-set
 * fields, `FIDE.EXPECTED`'s and `TOURNAMENT.FIDE`'s `ruleset`. Each place says the one reader's
 * message its own way: a usage error, the cell's problem under its row's label, `#VALUE!` with the
 * message, the pane's line under the fields.
 *
 * The event is test/fixtures/trf-rules-2650-september (its SOURCES.txt: a 2660 draws a 2200 on
 * 2025-09-20): the 2660's rating after tells the version rated by — 2656 with the 400-point rule
 * for everyone (HU2017, FIDE2024 before 2025-10-01), 2655 without it for him (FIDE2024 from
 * 2025-10-01 on). The version the event's dates give (D87) is checked here too, at the same edges
 * (ruleset-dates.ts).
 */
import { FormulaError } from "../../../src/functions/errors";
import * as fide from "../../../src/functions/fide";
import * as tournament from "../../../src/functions/tournament";
import { type Rules, readRuleSet, ruleSetText } from "../../../src/core/fide/rules";
import { type Message, english, msg } from "../../../src/i18n/table";
import { recalculateActiveSheet } from "../../../src/sheet/actions";
import { writePlan } from "../../../src/sheet/adapter";
import { buildTournamentSheet } from "../../../src/sheet/tournament-sheet";
import { buildParams, initialForm } from "../../../src/taskpane/params";
import { firstWorksheet, fixtureFile, run } from "../../cli/fake-io";
import { fixtureTournament, functionBook } from "../../sheet/tournament-helpers";
import { rulesetDatesTests } from "./ruleset-dates";

const DIR = "trf-rules-2650-september";
const FILE = fixtureFile(DIR);

/** What the reader gives: the rule set as written, or the code of its refusal. */
type Answer = { rules: string; after: number } | { refused: string };

/**
 * The table: a text, the answer (the rule set as `ruleSetText` writes it and the 2660's rating
 * after, from SOURCES.txt's arithmetic), and how the pane's two fields hold it (its select's name
 * and its date field), null where they cannot (a name the select does not offer, a date given to
 * HU2017, whose date field is hidden).
 */
const TEXTS: readonly [string, Answer, readonly [string, string] | null][] = [
  ["HU2017", { rules: "HU2017", after: 2656 }, ["HU2017", ""]],
  ["hu2017", { rules: "HU2017", after: 2656 }, null],
  [" FIDE2024 ", { rules: "FIDE2024", after: 2655 }, ["FIDE2024", ""]],
  ["FIDE2024 2025-09-30", { rules: "FIDE2024 2025-09-30", after: 2656 }, ["FIDE2024", "2025-09-30"]],
  ["fide2024@2025-10-01", { rules: "FIDE2024 2025-10-01", after: 2655 }, ["FIDE2024", "2025-10-01"]],
  // D67: the dates an officer types
  ["FIDE2024 30.09.2025", { rules: "FIDE2024 2025-09-30", after: 2656 }, ["FIDE2024", "30.09.2025"]],
  ["FIDE2099", { refused: "fideBadRuleSet" }, null],
  ["FIDE2024 2024-02-29", { refused: "within" }, ["FIDE2024", "2024-02-29"]],
  ["HU2017 2025-09-30", { refused: "within" }, null],
  ["FIDE2024 2025-02-30", { refused: "badDate" }, ["FIDE2024", "2025-02-30"]],
  ["FIDE2024 05/06/2025", { refused: "badDate" }, ["FIDE2024", "05/06/2025"]],
];

/** The reader's answer for a place that names the text `name` (null: the place's label does). */
function read(
  text: string,
  name: Parameters<typeof readRuleSet>[1],
): { rules: Rules } | { message: Message } {
  const r = readRuleSet(text, name);
  if (!r.ok) return { message: r.message };
  if (r.rules === null) throw new Error(`${text}: blank`);
  return { rules: r.rules };
}

describe("the reader itself", () => {
  test.each(TEXTS)("%j", (text, answer) => {
    const r = read(text, "ruleset");
    if ("refused" in answer) {
      if (!("message" in r)) throw new Error(`${text} accepted`);
      expect(r.message.code).toBe(answer.refused);
    } else {
      if (!("rules" in r)) throw new Error(`${text} refused: ${english(r.message)}`);
      expect(ruleSetText(r.rules)).toBe(answer.rules);
      // and what it writes reads back as the same rules
      expect(read(ruleSetText(r.rules), null)).toEqual(r);
    }
  });
});

describe("rate --ruleset", () => {
  test.each(TEXTS)("%j", async (text, answer) => {
    const r = await run(["rate", FILE, "--system", "fide", "--ruleset", text, "--json"]);
    const said = read(text, { named: "--ruleset" });
    if ("message" in said) {
      expect(r.code).toBe(2);
      expect(r.stderr).toContain(english(said.message));
      return;
    }
    expect(r.code).toBe(0);
    expect((JSON.parse(r.stdout) as { ratingAfter: number }[])[0]?.ratingAfter).toBe(
      "after" in answer ? answer.after : NaN,
    );
    expect(r.stderr).toContain(`Rule set ${said.rules.name}`);
  });
});

describe("standings --ruleset (the page's ratings)", () => {
  test.each(TEXTS)("%j", async (text) => {
    const r = await run(["standings", FILE, "--html", "--system", "fide", "--ruleset", text]);
    const said = read(text, { named: "--ruleset" });
    if ("message" in said) {
      expect(r.code).toBe(2);
      expect(r.stderr).toContain(english(said.message));
    } else expect(r.code).toBe(0);
  });
});

describe("sheet --ruleset", () => {
  /** The sheet's Rule set cell (column B of the header row labelled so). */
  async function ruleSetCell(bytes: Uint8Array | undefined): Promise<unknown> {
    const s = await firstWorksheet(bytes);
    for (let row = 1; row < 20; row++)
      if (s.getCell(`A${row}`).value === "Rule set") return s.getCell(`B${row}`).value;
    return undefined;
  }

  test.each(TEXTS)("%j", async (text, answer) => {
    const r = await run(["sheet", FILE, "--system", "fide", "--ruleset", text, "--out", "t.xlsx"]);
    const said = read(text, { named: "--ruleset" });
    if ("message" in said) {
      expect(r.code).toBe(2);
      expect(r.stderr).toContain(english(said.message));
      expect(r.written.has("t.xlsx")).toBe(false);
      return;
    }
    expect(r.code).toBe(0);
    expect(await ruleSetCell(r.written.get("t.xlsx"))).toBe("rules" in answer ? answer.rules : "");
  });
});

describe("the sheet's Rule set cell, read by Recalculate", () => {
  test.each(TEXTS)("%j", async (text, answer) => {
    const book = functionBook();
    const build = buildTournamentSheet({
      tournament: fixtureTournament(DIR),
      fileName: "input.trf",
      params: { system: "fide", ruleset: "HU2017" },
      tiebreaks: ["PTS"],
      language: "en",
    });
    const { sheetName } = await writePlan(book.context(), build.plan);
    const rows = book.valuesOf(sheetName, "A1:B12");
    const at = rows.findIndex((r) => r[0] === "Rule set") + 1;
    expect(rows[at - 1]?.[1]).toBe("HU2017");
    book.typeInto(sheetName, `B${at}`, text);
    const r = await recalculateActiveSheet(book.context());
    const said = read(text, null);
    if ("message" in said) {
      if (r.ok) throw new Error(`Recalculate accepted ${text}`);
      expect(r.problems[0]).toMatchObject({
        address: `'${sheetName}'!B${at}`,
        message: english(msg("labelled", { field: "ruleset", inner: said.message })),
      });
      return;
    }
    if (!r.ok) throw new Error(`Recalculate refused ${text}: ${r.problems[0]?.message ?? ""}`);
    expect(r.players[0]?.ratingAfter).toBe("after" in answer ? answer.after : NaN);
  });
});

describe("the functions' ruleset", () => {
  /** The call's value, or the FormulaError's code and message. */
  function outcome(f: () => unknown): unknown {
    try {
      return f();
    } catch (e) {
      if (!(e instanceof FormulaError)) throw e;
      return { code: e.code, message: e.message };
    }
  }
  const crosstable = [
    [1, "Elite, Player", "", 2660, "2=/w"],
    [2, "Master, Player", "", 2200, "1=/b"],
  ];

  test.each(TEXTS)("%j", (text, answer) => {
    const said = read(text, "ruleset");
    const expected = outcome(() => fide.expected(2660, [[2200]], text));
    const rated = outcome(() => tournament.fide(crosstable, text));
    if ("message" in said) {
      const refusal = { code: "#VALUE!", message: english(said.message) };
      expect([expected, rated]).toEqual([refusal, refusal]);
      return;
    }
    // PD .92 under the cap (392–411), .95 without it (457–484): table 8.1b
    expect(expected).toBe("after" in answer && answer.after === 2656 ? 0.92 : 0.95);
    // the spill's first player row, rating after in the eighth column (D10's rounding)
    expect((rated as unknown[][])[1]?.[7]).toBe("after" in answer ? answer.after : NaN);
  });
});

describe("the pane's rule-set fields", () => {
  const t = fixtureTournament(DIR);
  const form = initialForm(t, "trf", "2026-01-01");
  const held = TEXTS.filter((x) => x[2] !== null);

  test("the fields hold most texts: a name the select offers, a date FIDE2024 takes", () => {
    expect(held.length).toBeGreaterThanOrEqual(8);
  });

  test.each(held)("%j", (text, answer, fields) => {
    const [ruleset, on] = fields ?? ["", ""];
    const r = buildParams(t, {
      ...form,
      fide: { ruleset: ruleset as "HU2017" | "FIDE2024", on, kMode: "rules", k: "" },
    });
    const said = read(text, null);
    if ("message" in said) {
      expect(r).toEqual({ ok: false, problem: "ruleset", message: said.message });
      return;
    }
    if (!r.ok || r.params.system !== "fide") throw new Error(`the pane refused ${text}`);
    // the request the pane hands the sheet's build, which writes the Rule set cell
    const build = buildTournamentSheet({
      tournament: t,
      fileName: "input.trf",
      params: r.params,
      tiebreaks: ["PTS"],
      language: "en",
    });
    expect(build.players[0]?.ratingAfter).toBe("after" in answer ? answer.after : NaN);
    const header = build.plan.blocks
      .flatMap((b) => b.rows)
      .find((row) => {
        const c = row[0];
        return c?.kind === "text" && c.text === "Rule set";
      });
    expect(header?.[1]).toMatchObject({ kind: "text", text: "rules" in answer ? answer.rules : "" });
  });
});

describe("a blank text names no rule set (D86)", () => {
  test("the reader: none", () => {
    expect(readRuleSet("  ")).toEqual({ ok: true, rules: null });
  });

  test('rate --ruleset "": as without the option, the event\'s version (D87)', async () => {
    const [blank, none] = await Promise.all([
      run(["rate", FILE, "--system", "fide", "--ruleset", "", "--json"]),
      run(["rate", FILE, "--system", "fide", "--json"]),
    ]);
    expect(blank.code).toBe(0);
    expect(blank.stdout).toBe(none.stdout);
    expect((JSON.parse(blank.stdout) as { ratingAfter: number }[])[0]?.ratingAfter).toBe(2656);
  });

  test("the functions: FIDE2024's latest version (D88: no date to take another from)", () => {
    expect([fide.expected(2660, [[2200]], ""), fide.expected(2660, [[2200]])]).toEqual([0.95, 0.95]);
  });
});

rulesetDatesTests();

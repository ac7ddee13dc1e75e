/**
 * The MGSZ multiplier's breakdown is said once (src/results/multiplier.ts, src/i18n/multiplier.ts):
 * the command line's line (`rate`) and the pane's English lines (step 2) are the same messages,
 * the same terms with the same figures, and Hungarian and Russian render every term in their own
 * words.
 */
import { readFileSync } from "node:fs";
import { basename } from "node:path";
import { readTournament } from "../../src/formats";
import { LANGUAGES } from "../../src/i18n/language";
import { render } from "../../src/i18n/table";
import { multiplierLines, multiplierMessages } from "../../src/results/multiplier";
import { type MgszForm, breakdownLines, deriveMultiplier, initialForm } from "../../src/taskpane/params";
import { fixtureFile, run } from "../cli/fake-io";

const reads = new Map<string, ReturnType<typeof readTournament>>();
/** A fixture read once per suite (EGC 2013's 594 players are read for four breakdowns). */
function readOnce(file: string): ReturnType<typeof readTournament> {
  const known = reads.get(file) ?? readTournament(readFileSync(file), basename(file));
  reads.set(file, known);
  return known;
}

/** The pane's step 2 for a fixture as the file fills it, with the officer's changes. */
function pane(dir: string, change: Partial<MgszForm> = {}) {
  const { tournament, format } = readOnce(fixtureFile(dir));
  const form = initialForm(tournament, format, "2026-01-01");
  const m = deriveMultiplier(tournament, { ...form.mgsz, ...change });
  if (!m.ok) throw new Error(`${dir}: ${m.problem}`);
  return m.breakdown;
}

/** The `Multiplier …` line `rate --system mgsz` prints for a fixture. */
async function commandLine(dir: string, args: string[] = []): Promise<string> {
  const r = await run(["rate", fixtureFile(dir), "--system", "mgsz", ...args]);
  const line = `${r.stdout}${r.stderr}`.split("\n").find((l) => l.startsWith("Multiplier "));
  if (line === undefined) throw new Error(`${dir}: no multiplier line (exit ${r.code}): ${r.stderr}`);
  return line;
}

// The fixtures rate.test.ts and params.test.ts derive C from, with the C those tests state.
const CASES: readonly [string, string[], Partial<MgszForm>, number][] = [
  // RULES §1.2: TM[82] is category B (15), no handicap games (10)
  ["egd-veterans", [], {}, 25],
  // RULES §1.2: TM[195] A 20 + European 10 + 594 participants 5 + handicap-free 10
  ["egd-egc2013", ["--event", "european"], { events: ["european"] }, 45],
  // RULES §1.2, D3: 45 min + 25 stones / 5 min → 57 min, C 10; no handicap games +10
  ["pairgoth-bosp2024", [], {}, 20],
  // RULES §1.2: basicTime 60 + 45 moves × stdByoYomiTime 30 s = 82.5 min, B 15; handicap games 0
  ["opengotha-weekend", [], {}, 15],
  ["egd-veterans", ["--multiplier", "30"], { multiplier: "30" }, 30],
];

describe("the command line and the pane say the same breakdown", () => {
  test.each(CASES)("%s %p", async (dir, args, change, c) => {
    const b = pane(dir, change);
    expect(b.multiplier).toBe(c);
    const lines = breakdownLines(b, "en");
    const total = lines[lines.length - 1];
    const terms = lines.slice(0, -1);
    const joined = terms.length === 0 ? `${total}` : `${total}: ${terms.join(" + ")}`;
    expect(await commandLine(dir, args)).toBe(`Multiplier ${joined}`);
  });

  test("the line rate.test.ts asserts is the pane's lines joined (EGC 2013, RULES §1.2)", () => {
    expect(breakdownLines(pane("egd-egc2013", { events: ["european"] }), "en")).toEqual([
      "time A 20 (extended 195 min)",
      "european 10",
      "594 participants 5",
      "handicap-free 10",
      "C = 45",
    ]);
  });
});

describe("Hungarian and Russian render every term", () => {
  const ENGLISH = /\b(time|event|european|participants|handicap|extended|min|given)\b/i;
  const breakdowns = [
    pane("egd-veterans"),
    pane("egd-veterans", { events: ["invitational", "national", "european", "world"], handicapFree: false }),
    pane("egd-egc2013", { events: ["european"] }),
    pane("egd-veterans", { multiplier: "30" }),
    pane("egd-veterans", { board: "13" }),
  ];

  test.each(["hu", "ru"] as const)("%s: no English left, a line per term", (lang) => {
    for (const b of breakdowns) {
      const messages = multiplierLines(multiplierMessages(b));
      const en = messages.map((m) => render(m, "en"));
      const own = breakdownLines(b, lang);
      expect(own).toHaveLength(messages.length);
      own.forEach((line, i) => {
        expect(line).not.toMatch(ENGLISH);
        // every term but the total (a formula, "C = 25" in every language) is its own text
        if (messages[i]?.code !== "multiplierTotal") expect(line).not.toBe(en[i]);
        if (lang === "ru" && messages[i]?.code !== "multiplierTotal") expect(line).toMatch(/[а-яё]/i);
      });
    }
  });

  test("the total is the same formula in every language", () => {
    const total = multiplierMessages(pane("egd-veterans")).total;
    expect(LANGUAGES.map((l) => render(total, l))).toEqual(["C = 25", "C = 25", "C = 25"]);
  });
});

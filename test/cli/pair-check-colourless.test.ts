/**
 * `pair --engine dutch --check` (D397) on forfeits written without colours (D456): a game the file
 * gives no colours (`   2 - +` against `   1 - -`, as Swiss-Manager writes some forfeits) is the
 * engine's pair of the same two players whichever has White, as bbpPairings' checker takes it, and
 * the check's file side names it. The engine reads every forfeit alike, with colours or without:
 * no colour counted, no meeting that forbids a later pairing (D456's sources). Each expectation is
 * what bbpPairings v6.0.0 and v5.0.1 say of the same file
 * (test/fixtures/dutch-bbp-colourless-forfeit/SOURCES.txt and its *.bbp-*.txt).
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { run } from "./fake-io";

const DIR = join(__dirname, "../fixtures/dutch-bbp-colourless-forfeit");
const KARL_MALA = join(__dirname, "../fixtures/trf-sklangen-example1-karl-mala-2005/input.trf");

interface Side {
  pairs: { whiteNo: number; blackNo: number; colours?: false }[];
  byeNos: number[];
}
interface Checked {
  differ: number[];
  rules: string;
  rounds: { round: number; same: boolean; refused?: string; engineOnly?: Side; fileOnly?: Side }[];
}

const check = async (file: string, ...more: string[]): Promise<Checked> =>
  JSON.parse(
    (await run(["pair", file, "--engine", "dutch", "--check", "--json", ...more])).stdout,
  ) as Checked;

/** A pair's two players whichever has White ("245-267"). */
const players = (a: number, b: number): string => `${Math.min(a, b)}-${Math.max(a, b)}`;

/**
 * bbpPairings' checker output by round: its own pairs the file lacks, White first ("282-260"), and
 * the file's games of those players, either way round (its second column names the checker's
 * White player first, not the file's), a bye as "N-0".
 */
function bbpRounds(text: string): Map<number, { checker: string[]; file: string[] }> {
  const rounds = new Map<number, { checker: string[]; file: string[] }>();
  let current: { checker: string[]; file: string[] } | undefined;
  for (const line of text.split("\n")) {
    const round = /Round #(\d+)/.exec(line);
    if (round) {
      current = { checker: [], file: [] };
      rounds.set(Number(round[1]), current);
      continue;
    }
    const cells = line.trim().split(/\s+/);
    if (current === undefined || !/^\d/.test(line.trim())) continue;
    if (cells.length === 6) current.checker.push(`${cells[0]}-${cells[2]}`);
    const [w, , b] = cells.slice(-3);
    current.file.push(b === "0" ? `bye ${w}` : players(Number(w), Number(b)));
  }
  return rounds;
}

const ours = (s: Side | undefined, white: boolean): string[] => [
  ...(s?.pairs ?? []).map((p) => (white ? `${p.whiteNo}-${p.blackNo}` : players(p.whiteNo, p.blackNo))),
  ...(s?.byeNos ?? []).map((b) => `bye ${b}`),
];

describe("a forfeit without colours in the check (D456)", () => {
  test.each(["2025", "2017"])(
    "the pair of a forfeit without colours is the engine's pair of the two, and they may meet again (%s rules)",
    async (rules) => {
      // repeat-colourless.bbp-v6.0.0.txt and -v5.0.1.txt: "Round #1" and "Round #2" with no pairs
      // under them; repeat-coloured: the same with the forfeit's colours written
      for (const file of ["repeat-colourless.trf", "repeat-coloured.trf"]) {
        const out = await check(join(DIR, file), "--rules", rules);
        expect([file, out.differ]).toEqual([file, []]);
      }
    },
  );

  test.each(["2025", "2017"])(
    "a game played is a meeting: the same two again cannot be paired (%s rules)",
    async (rules) => {
      // repeat-played.bbp-v6.0.0.txt and -v5.0.1.txt: "No valid pairing exists for round 2."
      const out = await check(join(DIR, "repeat-played.trf"), "--rules", rules);
      expect(out.differ).toEqual([2]);
      expect(out.rounds[1]?.refused).toMatch(/round 2 cannot be paired/);
    },
  );

  test("Karl-Mala: every round differs as bbpPairings' checker finds it, pair for pair", async () => {
    // karl-mala.bbp-v5.0.1.txt (the 2017 rules, the text in force at the event's start, 2005)
    const bbp = bbpRounds(readFileSync(join(DIR, "karl-mala.bbp-v5.0.1.txt"), "utf8"));
    const out = await check(KARL_MALA);
    expect(out.rules).toBe("2017");
    expect(out.differ).toEqual([...bbp].filter(([, r]) => r.checker.length > 0).map(([k]) => k));
    for (const [k, r] of bbp) {
      const c = out.rounds[k - 1];
      expect([k, ours(c?.engineOnly, true).sort()]).toEqual([k, [...r.checker].sort()]);
      expect([k, ours(c?.fileOnly, false).sort()]).toEqual([k, [...r.file].sort()]);
    }
    // round 6's 245-267, 245's forfeit win `267 - +` against 267's `245 - -`, is named without colours
    const pair = out.rounds[5]?.fileOnly?.pairs.find((p) => players(p.whiteNo, p.blackNo) === "245-267");
    expect(pair?.colours).toBe(false);
  });

  test("the text names a pair without colours as such", async () => {
    // karl-mala.bbp-v5.0.1.txt: round 6's tournament pairings hold 267 - 245
    const r = await run(["pair", KARL_MALA, "--engine", "dutch", "--check"]);
    expect(r.stdout.split("\n").find((l) => l.startsWith("round 6 "))).toMatch(/245-267 without colours$/);
    expect(r.stdout).toMatch(/^round 5: as the file's$/m);
  });
});

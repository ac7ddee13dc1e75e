/**
 * D465: chesspairing's TRF writer gives the rounds' dates one per `132` line, each with one date
 * before column 92 (test/fixtures/trf-chesspairing-dates-per-line and trf-chesspairing-bbp-8p5r,
 * SOURCES.txt). They are read in
 * their order as the rounds' dates and said once; such a file was refused, each line but the
 * first an error of a field over its columns and a warning that 132 was given again.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { readTrf } from "../../src/formats/trf";
import { run } from "../cli/fake-io";

const FIXTURES = join(__dirname, "../fixtures");
const BASIC = join(FIXTURES, "trf-chesspairing-dates-per-line/input.trf");
const EIGHT = join(FIXTURES, "trf-chesspairing-bbp-8p5r/input.trf");

interface Side {
  pairs: { whiteNo: number; blackNo: number }[];
}
interface Checked {
  rules: string;
  differ: number[];
  rounds: { round: number; same: boolean; engine?: Side }[];
}

/** The rounds bbpPairings' checker lists pairs under, and the pairs it lists on the left. */
function bbp(file: string): { differ: number[]; pairs: Map<number, string[]> } {
  const pairs = new Map<number, string[]>();
  const differ: number[] = [];
  for (const block of readFileSync(join(FIXTURES, file), "utf8").split(/\n(?=\S+: Round #)/)) {
    const round = Number(/Round #(\d+)/.exec(block)?.[1]);
    if (!block.includes("Checker pairings")) continue;
    differ.push(round);
    const left = [...block.matchAll(/^ {4}\s*(\d+) - +(\d+)/gm)].map((m) => `${m[1]}-${m[2]}`);
    pairs.set(round, left.sort());
  }
  return { differ, pairs };
}

describe("a 132 line per round (D465)", () => {
  it("basic.trf (input.trf): the two dates are rounds 1 and 2, said once, nothing refused", () => {
    const r = readTrf(readFileSync(BASIC, "utf8"));
    expect(r.diagnostics.map((d) => [d.severity, d.line, d.column, d.detail])).toEqual([
      [
        "warning",
        12,
        5,
        "record 132 holds one date on each of its 2 lines (12–13): read in their order as the dates of rounds 1–2; TRF gives every round's date as YY/MM/DD on one 132 line, round 1's at columns 92–99, round 2's at 102–109 and so on: write them there",
      ],
    ]);
    // basic.trf lines 12-13: 132 2025/01/15, 132 2025/01/16, in TRF's YY/MM/DD (FORMATS §1.3)
    expect(r.tournament.report?.roundDates).toEqual(["25/01/15", "25/01/16"]);
    expect(r.tournament.players).toHaveLength(5);
  });

  it("convert --to trf writes them on one 132 line, each at its round's columns", async () => {
    const r = await run(["convert", EIGHT, "--to", "trf"]);
    expect(r.code).toBe(0);
    const line = r.stdout.split(/\r?\n/).find((l) => l.startsWith("132")) ?? "";
    // bbp-8p5r-output.trf lines 11-15: 2026/04/01 … 2026/04/05, at column 30; YY/MM/DD at 92–99, 102–109, …
    expect(line.slice(3, 91).trim()).toBe("");
    expect([92, 102, 112, 122, 132].map((c) => line.slice(c - 1, c + 7))).toEqual([
      "26/04/01",
      "26/04/02",
      "26/04/03",
      "26/04/04",
      "26/04/05",
    ]);
  });

  it("pair --check on both files: bbpPairings' verdict, round by round, and its pairs where they differ", async () => {
    for (const [file, out] of [
      [BASIC, "trf-chesspairing-dates-per-line/bbp-check-v5.txt"],
      [EIGHT, "trf-chesspairing-bbp-8p5r/bbp-check-v6.txt"],
    ] as const) {
      const want = bbp(out);
      const r = await run(["pair", file, "--engine", "dutch", "--check", "--json"]);
      const got = JSON.parse(r.stdout) as Checked;
      expect([out, got.differ]).toEqual([out, want.differ]);
      for (const [round, pairs] of want.pairs) {
        const engine = got.rounds[round - 1]?.engine?.pairs.map((p) => `${p.whiteNo}-${p.blackNo}`).sort();
        expect([out, round, engine]).toEqual([out, round, pairs]);
      }
    }
    // SOURCES.txt: basic.trf rounds 1 and 2 differ; bbp-8p5r-output.trf none
    expect(bbp("trf-chesspairing-dates-per-line/bbp-check-v5.txt").differ).toEqual([1, 2]);
    expect(bbp("trf-chesspairing-bbp-8p5r/bbp-check-v6.txt").differ).toEqual([]);
  });

  it("one date at round 1's columns stays TRF's own 132, and a 132 of two dates at column 5 is still refused", () => {
    // basic.trf's player 3 (0.0 points), his round blocks left out
    const players = (
      readFileSync(BASIC, "utf8")
        .split("\n")
        .find((l) => l.startsWith("001    3")) ?? ""
    ).slice(0, 89);
    expect(players).toMatch(/Player Three .* 0\.0 {4}5$/);
    const own = readTrf(["012 One", `132${" ".repeat(88)}25/01/15`, players, ""].join("\n"));
    expect(own.diagnostics).toEqual([]);
    expect(own.tournament.report?.roundDates).toEqual(["25/01/15"]);
    const two = readTrf(["012 Two", "132 2025/01/15 2025/01/16", players, ""].join("\n"));
    expect(two.diagnostics.map((d) => [d.severity, d.line])).toEqual([["error", 2]]);
  });
});

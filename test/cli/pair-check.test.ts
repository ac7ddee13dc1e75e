/**
 * `pair --engine dutch --check` (D397): every round of a TRF paired again and compared with the
 * file's, as FIDE's Free Pairings Checker (bbpPairings' `--dutch FILE -c`) does. The files are
 * bbpPairings' own tournaments (test/fixtures/dutch-bbp/SOURCES.txt, dutch-bbp-2017/SOURCES.txt):
 * every round of them is bbpPairings' pairing, which the engine gives (the replay tests).
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { run } from "./fake-io";

const DIR = join(__dirname, "../fixtures");
const BBP_125 = join(DIR, "dutch-bbp/bbp-125.trf");
const BBP_101 = join(DIR, "dutch-bbp/bbp-101.trf");

/** The round's 8-character block of a 001 record (TRF-16: the first at column 92, every 10). */
const at = (round: number): number => 91 + 10 * (round - 1);

/**
 * The file with the black players of two boards of round k swapped: a–b and c–d become a–d and
 * c–b, each player's result kept (the two White players scored alike, so the results agree).
 */
function swapped(text: string, round: number, a: number, b: number, c: number, d: number): string {
  const opponent = new Map([
    [a, d],
    [d, a],
    [c, b],
    [b, c],
  ]);
  return text
    .split("\r")
    .map((l) => {
      const no = Number(l.slice(4, 8));
      const to = opponent.get(no);
      if (!l.startsWith("001") || to === undefined) return l;
      return `${l.slice(0, at(round))}${String(to).padStart(4)}${l.slice(at(round) + 4)}`;
    })
    .join("\r");
}

interface Checked {
  rules: string;
  same: number;
  differ: number[];
  rounds: {
    round: number;
    same: boolean;
    engineOnly?: { pairs: { whiteNo: number; blackNo: number }[]; byeNo: number | null };
    fileOnly?: { pairs: { whiteNo: number; blackNo: number }[]; byeNo: number | null };
    cpuMs: number;
  }[];
}

const pairs = (s: { pairs: { whiteNo: number; blackNo: number }[] } | undefined): string[] =>
  (s?.pairs ?? []).map((p) => `${p.whiteNo}-${p.blackNo}`);

describe("rating-officer pair --engine dutch --check", () => {
  test("bbpPairings' own tournament: every round as the file's, exit code 0", async () => {
    const r = await run(["pair", BBP_125, "--engine", "dutch", "--check"]);
    expect(r.code).toBe(0);
    // bbp-125 has 4 rounds (its 001 records), round 1 included: the engine pairs it from the ratings
    expect(r.stdout).toContain("round 1: as the file's\n");
    expect(r.stdout).toContain("round 4: as the file's\n");
    expect(r.stdout).toContain("4 rounds checked by the FIDE (Dutch) System, 2025 rules: 4 as the file's\n");
    const j = await run(["pair", BBP_101, "--engine", "dutch", "--check", "--json"]);
    expect(j.code).toBe(0);
    const out = JSON.parse(j.stdout) as Checked;
    // bbp-101: 32 players, 7 rounds, every one bbpPairings v6.0.0's (SOURCES.txt)
    expect(out.same).toBe(7);
    expect(out.differ).toEqual([]);
    expect(out.rounds.map((x) => x.round)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(out.rounds.every((x) => x.cpuMs >= 0)).toBe(true);
  });

  test("a round altered (two players swapped): that round named, its pairs on both sides, exit code 1", async () => {
    // bbp-101's round 7: 2-6 and 3-22, both won by White; swapped they read 2-22 and 3-6, which
    // bbpPairings v6.0.0's checker (`--dutch FILE -c`) lists against its own 2-6 and 3-22 under
    // "Round #7" too (run here on the same altered file)
    const text = readFileSync(BBP_101, "latin1");
    const files = { "swapped.trf": swapped(text, 7, 2, 6, 3, 22) };
    const r = await run(["pair", "swapped.trf", "--engine", "dutch", "--check"], files);
    expect(r.code).toBe(1);
    expect(r.stdout).toContain("round 6: as the file's\n");
    expect(r.stdout).toContain("round 7 differs: the engine pairs 3-22, 2-6 where the file has 2-22, 3-6\n");
    expect(r.stdout).toContain(
      "7 rounds checked by the FIDE (Dutch) System, 2025 rules: 6 as the file's; differing: round 7\n",
    );
    const j = await run(["pair", "swapped.trf", "--engine", "dutch", "--check", "--json"], files);
    expect(j.code).toBe(1);
    const out = JSON.parse(j.stdout) as Checked;
    expect(out.differ).toEqual([7]);
    const seventh = out.rounds[6];
    // the engine's pairs in its boards' order, the file's by its lines
    expect(pairs(seventh?.engineOnly)).toEqual(["3-22", "2-6"]);
    expect(pairs(seventh?.fileOnly)).toEqual(["2-22", "3-6"]);
  });

  test("a round altered before the last: it is named first, the rounds before it as the file's", async () => {
    // bbp-101's round 4: 5-22 and 21-12, both won by Black; swapped they read 5-12 and 21-22
    // (no two of them meet in another round). bbpPairings v6.0.0's checker (`--dutch FILE -c`,
    // run here on the same altered file) lists rounds 4 and 5: round 4 its 5-22 and 21-12 against
    // the file's; round 5, paired from the altered round, its 22-5, 8-14, 17-26, 20-21 against the
    // file's 22-14, 8-5, 17-21, 20-26
    const text = readFileSync(BBP_101, "latin1");
    const files = { "swapped4.trf": swapped(text, 4, 5, 22, 21, 12) };
    const r = await run(["pair", "swapped4.trf", "--engine", "dutch", "--check", "--json"], files);
    expect(r.code).toBe(1);
    expect(r.stderr).toBe("");
    const out = JSON.parse(r.stdout) as Checked;
    expect(out.differ).toEqual([4, 5]);
    expect(pairs(out.rounds[3]?.engineOnly)).toEqual(["5-22", "21-12"]);
    expect(pairs(out.rounds[3]?.fileOnly)).toEqual(["5-12", "21-22"]);
    expect(pairs(out.rounds[4]?.engineOnly)).toEqual(["22-5", "8-14", "17-26", "20-21"]);
    expect(pairs(out.rounds[4]?.fileOnly).sort()).toEqual(["17-21", "20-26", "22-14", "8-5"]);
  });

  test("--rules 2017 checks by the 2017 text: bbpPairings v5.0.1's tournament agrees with it, not with the 2025 text", async () => {
    // bbp-110 of dutch-bbp-2017: v5.0.1's round 5 pairs 10-4 and 7-11, where the 2025 text pairs
    // 10-11 and 7-4 (test/core/dutch/bbp-2017-small.test.ts)
    const file = join(DIR, "dutch-bbp-2017/bbp-110.trf");
    const old = await run(["pair", file, "--engine", "dutch", "--check", "--rules", "2017", "--json"]);
    expect(old.code).toBe(0);
    expect((JSON.parse(old.stdout) as Checked).rules).toBe("2017");
    expect((JSON.parse(old.stdout) as Checked).differ).toEqual([]);
    const now = await run(["pair", file, "--engine", "dutch", "--check", "--rules", "2025", "--json"]);
    expect(now.code).toBe(1);
    const out = JSON.parse(now.stdout) as Checked;
    expect(out.differ).toContain(5);
    expect(pairs(out.rounds[4]?.engineOnly)).toEqual(expect.arrayContaining(["10-11", "7-4"]));
    expect(pairs(out.rounds[4]?.fileOnly)).toEqual(expect.arrayContaining(["10-4", "7-11"]));
  });

  test("as bbpPairings' checker says: rounds whose colours differ, a round no pairing exists for", async () => {
    // rematch-round4.trf and bbpPairings v6.0.0's checker's output on it (test/fixtures/dutch-bbp-check/SOURCES.txt)
    const dir = join(DIR, "dutch-bbp-check");
    const theirs = new Map<number, { checker: string[]; tournament: string[] }>();
    let round = 0;
    for (const line of readFileSync(join(dir, "rematch-round4.bbp-check.txt"), "utf8").split("\n")) {
      const r = /Round #(\d+)/.exec(line);
      if (r) round = Number(r[1]);
      const p = /^\s+(\d+) -\s+(\d+)\s+(\d+) -\s+(\d+)\s*$/.exec(line);
      if (p) {
        const got = theirs.get(round) ?? { checker: [], tournament: [] };
        got.checker.push(`${p[1]}-${p[2]}`);
        got.tournament.push(`${p[3]}-${p[4]}`);
        theirs.set(round, got);
      }
    }
    const r = await run(["pair", join(dir, "rematch-round4.trf"), "--engine", "dutch", "--check", "--json"]);
    expect(r.code).toBe(1);
    const out = JSON.parse(r.stdout) as Checked & { rounds: { refused?: string }[] };
    expect(out.differ).toEqual([1, 2, 4]);
    for (const k of [1, 2]) {
      expect(pairs(out.rounds[k - 1]?.engineOnly)).toEqual(theirs.get(k)?.checker);
      expect(pairs(out.rounds[k - 1]?.fileOnly)).toEqual(theirs.get(k)?.tournament);
    }
    expect(readFileSync(join(dir, "rematch-round4.bbp-check.txt"), "utf8")).toContain(
      "No valid pairing exists for round 4.",
    );
    expect(out.rounds[3]?.refused).toMatch(/round 4 cannot be paired/);
    const text = await run(["pair", join(dir, "rematch-round4.trf"), "--engine", "dutch", "--check"]);
    expect(text.stdout).toContain("round 1 differs: the engine pairs 4-2 where the file has 2-4\n");
    expect(text.stdout).toContain(
      "round 4 differs: the engine pairs no round here (FIDE Dutch pairing: round 4 cannot be paired",
    );
    expect(text.stdout).toContain("1 as the file's; differing: rounds 1, 2, 4\n");
  });

  test("--csv: one row per round", async () => {
    const r = await run(["pair", BBP_125, "--engine", "dutch", "--check", "--csv"]);
    expect(r.code).toBe(0);
    const rows = r.stdout
      .replace(/^\uFEFF/, "")
      .trim()
      .split(/\r?\n/);
    expect(rows[0]).toBe("round,same,engineOnly,fileOnly");
    expect(rows.slice(1)).toEqual(["1,yes,,", "2,yes,,", "3,yes,,", "4,yes,,"]);
  });

  test("what --check does not take, and a file it cannot check, said", async () => {
    const withRound = await run(["pair", BBP_125, "--engine", "dutch", "--check", "--round", "3"]);
    expect(withRound.code).toBe(2);
    expect(withRound.stderr).toMatch(/--round is not for --check/);
    const withOut = await run(["pair", BBP_125, "--engine", "dutch", "--check", "--out", "x.trf"]);
    expect(withOut.stderr).toMatch(/--out is not for --check/);
    const go = await run(["pair", BBP_125, "--check", "--round", "3"]);
    expect(go.code).toBe(2);
    expect(go.stderr).toMatch(/--check applies to --engine dutch/);
    const noRound = await run(["pair", BBP_125, "--engine", "dutch"]);
    expect(noRound.stderr).toMatch(/give --round K, the round to pair \(or --check\)/);
    // round 4's game of player 1 (line 2) written without its result, as `pair --out` writes a round
    const text = readFileSync(BBP_125, "latin1");
    const lines = text.split("\r");
    lines[1] = `${lines[1]?.slice(0, at(4) + 7)} ${lines[1]?.slice(at(4) + 8) ?? ""}`;
    lines[2] = `${lines[2]?.slice(0, at(4) + 7)} ${lines[2]?.slice(at(4) + 8) ?? ""}`;
    const pending = await run(["pair", "pending.trf", "--engine", "dutch", "--check"], {
      "pending.trf": lines.join("\r"),
    });
    expect(pending.code).toBe(2);
    expect(pending.stderr).toMatch(/line 2, column 129: player 1's game of round 4 has no result/);
  });
});

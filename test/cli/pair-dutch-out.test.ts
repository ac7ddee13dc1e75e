/**
 * `pair --engine dutch --out` (D275): bbpPairings v6.0.0's tournaments
 * (test/fixtures/dutch-bbp/SOURCES.txt) replayed through the written file. Each round k is paired
 * from the file cut to rounds 1…k−1 (with the round's absences, `0000 - H` / `Z`, already in its
 * column, as bbpPairings' file has them); the file written must hold bbpPairings' round k as
 * games with the result blank and its bye as `0000 - U`, and with the round's results entered it
 * must be, byte for byte, bbpPairings' file cut to round k — every other record and line end
 * kept (scripts/dutch-baku.ts's cut, which adds `XXR` and the initial colour `152`, which the whole
 * file shows by its rounds). The next round is then paired from that file.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { run } from "./fake-io";
import { roundColumn } from "../../src/formats/trf-new-round";
import { enterTrfResults } from "../../scripts/trf-results";
import { block, cut, roundsOf } from "../../scripts/dutch-baku";

const DIR = join(__dirname, "../fixtures/dutch-bbp");
const IN = "/mem/in.trf";
const OUT = "/mem/out.trf";

const isAbsence = (b: string): boolean => /^0000 - [HZ]$/.test(b);

async function pairOut(input: string, k: number, extra: string[] = []): Promise<string> {
  const files: Record<string, string> = { [IN]: input };
  const r = await run(["pair", IN, "--round", String(k), "--engine", "dutch", "--out", OUT, ...extra], files);
  expect(r.stderr).toContain(`${OUT}: written with round ${k}`);
  expect(r.code).toBe(0);
  return files[OUT] ?? "";
}

describe("pair --engine dutch --out: bbpPairings' rounds through the written file (D275)", () => {
  // bbp-125: 5 players, 5 rounds, byes; bbp-101: 32 players, 7 rounds, H byes and forfeits
  test.each(["bbp-125.trf", "bbp-101.trf", "bbp-108.trf"])("%s, every round", async (name) => {
    const bbp = readFileSync(join(DIR, name), "latin1");
    const players = bbp.split("\r").filter((l) => l.startsWith("001"));
    const rounds = roundsOf(bbp);
    for (let k = 1; k <= rounds; k++) {
      const written = await pairOut(cut(bbp, k - 1, true), k);
      const lines = written.split("\r");
      const results = new Map<number, string>();
      for (const l of players) {
        const theirs = block(l, k);
        const ours = block(lines.find((x) => x.slice(0, 8) === l.slice(0, 8)) ?? "", k);
        // the pairing written: bbpPairings' opponent and colour, the result blank (or U)
        expect([k, ours]).toEqual([
          k,
          theirs.endsWith("U") || isAbsence(theirs) ? theirs : theirs.slice(0, 7) + " ",
        ]);
        // the games' results only: the bye's points and a declared absence's are written with the round (D310)
        if (!theirs.endsWith("U") && !isAbsence(theirs)) results.set(Number(l.slice(4, 8)), theirs.charAt(7));
      }
      expect(enterTrfResults(written, k, results)).toBe(cut(bbp, k, false));
    }
  });
});

describe("pair --engine dutch --out: a bye already in the round's column (D310)", () => {
  // absent-base.trf: bbp-101 cut to rounds 1–3 (SOURCES.txt); player 3's line is the file's line 4
  const base = readFileSync(join(DIR, "absent-base.trf"), "latin1");
  const lines = base.split("\r");
  const at = roundColumn(4);
  const withBlock = (l: string, b: string): string => l.padEnd(at).slice(0, at) + b + l.slice(at + 8);
  const points = (l: string): number => Number(l.slice(80, 84));
  const line3 = (text: string): string => text.split("\r").find((l) => l.startsWith("001    3")) ?? "";

  test("a half-point bye declared in round 4's column gets its half point when round 4 is written", async () => {
    const declared = lines.map((l) => (l.startsWith("001    3") ? withBlock(l, "0000 - H") : l)).join("\r");
    const written = await pairOut(declared, 4);
    // the block as declared, the points those of rounds 1–3 (the file's) and the bye's half point
    expect(block(line3(written), 4)).toBe("0000 - H");
    expect(points(line3(written))).toBe(points(line3(base)) + 0.5);
  });

  test("a line whose points already count the bye is left as it is", async () => {
    const counted = lines
      .map((l) => {
        if (!l.startsWith("001    3")) return l;
        const half = (points(l) + 0.5).toFixed(1).padStart(4);
        return withBlock(l.slice(0, 80) + half + l.slice(84), "0000 - H");
      })
      .join("\r");
    const written = await pairOut(counted, 4);
    expect(line3(written)).toBe(line3(counted));
  });
});

describe("pair --engine dutch --out refuses what it must not write", () => {
  const base = readFileSync(join(DIR, "absent-base.trf"), "latin1");

  test("the file read, and an existing file without --force", async () => {
    const same = await run(["pair", IN, "--round", "4", "--engine", "dutch", "--out", IN], { [IN]: base });
    expect(same.code).toBe(2);
    expect(same.stderr).toMatch(/give another file than the tournament read/);
    const files = { [IN]: base, [OUT]: "keep me" };
    const exists = await run(["pair", IN, "--round", "4", "--engine", "dutch", "--out", OUT], files);
    expect(exists.code).toBe(2);
    expect(exists.stderr).toMatch(/the file exists; give --force to replace it/);
    expect(files[OUT]).toBe("keep me");
    expect(await pairOut(base, 4, ["--force"])).toContain("0000 - U");
  });

  test("a round written and not entered: pairing on is refused at its line and column, writing it again too", async () => {
    const written = await pairOut(base, 4);
    const on = await run(["pair", IN, "--round", "5", "--engine", "dutch"], { [IN]: written });
    expect(on.code).toBe(2);
    // player 1's line is the file's line 2; round 4's result column is 92 + 30 + 7
    expect(on.stderr).toContain("line 2, column 129: player 1's game of round 4 has no result yet");
    const again = await run(["pair", IN, "--round", "4", "--engine", "dutch", "--out", OUT], {
      [IN]: written,
    });
    expect(again.code).toBe(2);
    expect(again.stderr).toContain("round 4 already has games or byes in the file (line 2)");
  });

  // six players after two rounds (a hand-made file; the round's column of Echo, line 8, set per case)
  const six = [
    "012 Test",
    "062 6",
    "092 Dutch",
    "001    1      Alpha, A                          2400                             2.0          4 w 1     2 b 1",
    "001    2      Bravo, B                          2300                             1.0          5 b 1     1 w 0",
    "001    3      Charlie, C                        2200                             1.5          6 w =     5 w 1",
    "001    4      Delta, D                          2100                             1.0          1 b 0     6 b 1",
    "001    5      Echo, E                           2000                             0.0          2 w 0     3 b 0",
    "001    6      Fox, F                            1900                             0.5          3 b =     4 w 0",
    "",
  ].join("\n");
  const echoRound3 = (block: string): string => six.replace(/^(001 {4}5 .*)$/m, (l) => `${l}  ${block}`);
  const pointsOf = (text: string, start: number): string =>
    text
      .split("\n")
      .find((l) => l.startsWith(`001 ${String(start).padStart(4)}`))
      ?.slice(80, 84) ?? "";

  test("a half-point bye in the round's column in another spelling (`   0 - h`) gets its half point too", async () => {
    const written = await pairOut(echoRound3("   0 - h"), 3);
    // D310: Echo's 0.0 and round 3's half-point bye, written as 0000 - H
    expect(pointsOf(written, 5)).toBe(" 0.5");
    expect(written).toContain("0000 - H");
  });

  test("a bye given by hand in the round's column (`0000 - U`) is not written over", async () => {
    const r = await run(["pair", IN, "--round", "3", "--engine", "dutch", "--out", OUT], {
      [IN]: echoRound3("0000 - U"),
    });
    expect(r.code).toBe(2);
    expect(r.stderr).toContain("round 3 already has games or byes in the file (line 8)");
  });

  test("a round beyond the 142 record's rounds, and a pairing-allocated bye worth other than a win, are not written", async () => {
    const short = six.replace("092 Dutch", "092 Dutch\n142 2");
    const beyond = await run(["pair", IN, "--round", "3", "--engine", "dutch", "--out", OUT], {
      [IN]: short,
    });
    expect(beyond.code).toBe(2);
    // D387: the message table's refusal, as its neighbours (dutchOutBeyondRounds)
    expect(beyond.stderr).toContain(
      "FIDE Dutch pairing: line 4 of /mem/in.trf says the event has 2 rounds (142), and round 3 is not written",
    );
    const half = six.replace("092 Dutch", "092 Dutch\n162 W 1.0    D 0.5    L 0.0    P 0.5    A 0.0");
    const out = await run(["pair", IN, "--round", "3", "--engine", "dutch", "--out", OUT], { [IN]: half });
    expect(out.code).toBe(2);
    expect(out.stderr).toContain(
      "FIDE Dutch pairing: /mem/in.trf's pairing-allocated bye is worth 0.5 (line 4, its P)",
    );
    // bbpPairings' BBU line giving the value (D387): named at its own line, where the 162 record
    // the refusal looked for is not in the file (it said line 0)
    const bbu = six.replace("092 Dutch", "092 Dutch\nBBW  1.0\nBBU  0.0");
    const byBbu = await run(["pair", IN, "--round", "3", "--engine", "dutch", "--out", OUT], { [IN]: bbu });
    expect(byBbu.code).toBe(2);
    expect(byBbu.stderr).toContain("pairing-allocated bye is worth 0 (line 5, its BBU)");
    // the pairing itself stands: without --out it is given
    expect((await run(["pair", IN, "--round", "3", "--engine", "dutch"], { [IN]: half })).code).toBe(0);
  });

  test("D365: an absence `Z` written where the file's 162 values the zero-point bye (A) at other than 0 is refused at its line", async () => {
    // Echo (line 10 below 162 and 240) absent from round 3 by a 240 record
    const zero = six.replace("092 Dutch", "092 Dutch\n162 W 1.0    D 0.5    L 0.0    A 0.5\n240 Z   3    5");
    const out = await run(["pair", IN, "--round", "3", "--engine", "dutch", "--out", OUT], { [IN]: zero });
    expect(out.code).toBe(2);
    expect(out.stderr).toContain("line 10: player 5's absence from round 3 (Z) is worth 0.5 by line 4's A");
    // the same absence held in the round's column (`0000 - Z`, Echo's line 9), which the written round makes count
    const held = echoRound3("0000 - Z").replace("092 Dutch", "092 Dutch\n162 A 0.5");
    const inColumn = await run(["pair", IN, "--round", "3", "--engine", "dutch", "--out", OUT], {
      [IN]: held,
    });
    expect(inColumn.code).toBe(2);
    expect(inColumn.stderr).toContain(
      "line 9: player 5's absence from round 3 (Z) is worth 0.5 by line 4's A",
    );
    // the pairing itself stands (without --out), and a zero-point bye worth 0 (the default) is written
    expect((await run(["pair", IN, "--round", "3", "--engine", "dutch"], { [IN]: zero })).code).toBe(0);
    const written = await pairOut(zero.replace("A 0.5", "A 0.0"), 3);
    // Echo's 0.0 (the line above) and round 3's zero-point bye
    expect(pointsOf(written, 5)).toBe(" 0.0");
    expect(written).toContain("0000 - Z");
  });

  test("D365: a half-point bye held in the round's column is counted where earlier absences Z are worth the file's A", async () => {
    // Golf (7) absent (Z) in rounds 1 and 2, each worth 0.5 by 162's A (his 1.0), and his
    // half-point bye of round 3 already in its column
    const seven = six
      .replace("062 6", "062 7\n162 W 1.0    D 0.5    L 0.0    A 0.5")
      .replace(/^(001 {4}6 .*)$/m, (fox) => {
        const head = fox
          .slice(0, 80)
          .replace("   6      Fox, F  ", "   7      Golf, G ")
          .replace("1900", "1800");
        return `${fox}\n${head} 1.0${" ".repeat(7)}0000 - Z  0000 - Z  0000 - H`;
      });
    const written = await pairOut(seven, 3);
    // 1.0 and round 3's half point (D310), the Z's counted at 0.5 each as the file counts them
    expect(pointsOf(written, 7)).toBe(" 1.5");
  });

  test("--force without --out is a usage error", async () => {
    const r = await run(["pair", IN, "--round", "4", "--engine", "dutch", "--force"], { [IN]: base });
    expect(r.code).toBe(2);
    // cliGoesWith (src/i18n/errors-cli.ts, D467): an option that applies to another
    expect(r.stderr).toBe("rating-officer pair: --force applies to --out\n");
  });
});

describe("pair --engine dutch --accelerate baku (C.04.5.1, D276, D277)", () => {
  const bbp = readFileSync(join(DIR, "bbp-101.trf"), "latin1");
  const round0 = cut(bbp, 0, true); // 32 players, XXR 7

  test("round 1 of 32 players and 7 rounds: GA 1–16, a point in rounds 1–2 and half a point in 3–4, written as 250", async () => {
    const files: Record<string, string> = { [IN]: round0 };
    const args = ["pair", IN, "--round", "1", "--engine", "dutch", "--accelerate", "baku"];
    const r = await run([...args, "--json", "--out", OUT], files);
    expect(r.code).toBe(0);
    const out = JSON.parse(r.stdout) as {
      acceleration: string;
      pairs: { whiteNo: number; blackNo: number }[];
    };
    expect(out.acceleration).toBe("baku");
    // C.04.3 round 1: each score group's S1 against its S2 — GA (1 point) 1–16, GB 17–32
    const pairs = out.pairs.map((p) => [p.whiteNo, p.blackNo].sort((a, b) => a - b).join("-")).sort();
    const expected = [
      ...Array.from({ length: 8 }, (_, i) => `${i + 1}-${i + 9}`),
      ...Array.from({ length: 8 }, (_, i) => `${i + 17}-${i + 25}`),
    ].sort();
    expect(pairs).toEqual(expected);
    const written = files[OUT] ?? "";
    expect(written.endsWith("250       1.0   1   2    1   16\r250       0.5   3   4    1   16\r")).toBe(true);
    const others = (text: string): string[] => text.split("\r").filter((l) => !/^(001|250)/.test(l));
    expect(others(written)).toEqual(others(round0));
    // given again on the file that has them (round 1 not yet written): the same pairing, no record added
    const records = "250       1.0   1   2    1   16\r250       0.5   3   4    1   16\r";
    const files2: Record<string, string> = { [IN]: round0 + "\r" + records.slice(0, -1) };
    const again = await run([...args, "--json", "--out", OUT], files2);
    expect(again.code).toBe(0);
    expect(again.stdout).toBe(r.stdout);
    expect(again.stderr).not.toContain("acceleration records");
    expect((files2[OUT] ?? "").match(/^250/gm)).toHaveLength(2);
  });

  test("under the 2017 text: XXA records, one per GA player (what bbpPairings v5.0.1 reads, D353), the same pairing", async () => {
    const files: Record<string, string> = { [IN]: round0 };
    const args = ["pair", IN, "--round", "1", "--engine", "dutch", "--rules", "2017", "--accelerate", "baku"];
    const r = await run([...args, "--json", "--out", OUT], files);
    expect(r.code).toBe(0);
    expect(r.stderr).toContain("16 acceleration records");
    const written = files[OUT] ?? "";
    // 7 rounds: 4 accelerated, a point in rounds 1–2 and half a point in 3–4 to GA 1–16 (C.04.5.1),
    // at JaVaFo's XXA columns as bbpPairings v5.0.1's reader takes them (rank 5–8, values 10–13, 15–18, …)
    const rows = Array.from(
      { length: 16 },
      (_, i) => `XXA ${String(i + 1).padStart(4)}  1.0  1.0  0.5  0.5\r`,
    );
    expect(written.endsWith(rows.join(""))).toBe(true);
    expect(written).not.toMatch(/^250/m);
    // the pairing of the 250 records above under the same text: the same virtual points
    const by250 = await run(["pair", IN, "--round", "1", "--engine", "dutch", "--rules", "2017", "--json"], {
      [IN]: round0 + "\r250       1.0   1   2    1   16\r250       0.5   3   4    1   16",
    });
    expect(JSON.parse(by250.stdout)).toEqual(JSON.parse(r.stdout.replace(/"acceleration":"baku",/, "")));
    // given again on the file that has them: the same pairing, no record added
    const files2: Record<string, string> = { [IN]: round0 + "\r" + rows.join("").slice(0, -1) };
    const again = await run([...args, "--json", "--out", OUT], files2);
    expect(again.code).toBe(0);
    expect(again.stdout).toBe(r.stdout);
    expect((files2[OUT] ?? "").match(/^XXA/gm)).toHaveLength(16);
  });

  test("refused: no number of rounds, other accelerations, a later round without records", async () => {
    const noRounds = await run(["pair", IN, "--round", "1", "--engine", "dutch", "--accelerate", "baku"], {
      [IN]: round0.replace(/XXR 7\r/, ""),
    });
    expect(noRounds.code).toBe(2);
    expect(noRounds.stderr).toMatch(/does not say how many rounds there are; add a 142 \(or XXR\) record/);
    const other = readFileSync(join(DIR, "absent-accelerated.trf"), "latin1");
    const r = await run(["pair", IN, "--round", "4", "--engine", "dutch", "--accelerate", "baku"], {
      [IN]: other,
    });
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/already has other accelerations \(line 36\)/);
    const late = await run(["pair", IN, "--round", "2", "--engine", "dutch", "--accelerate", "baku"], {
      [IN]: cut(bbp, 1, true),
    });
    expect(late.code).toBe(2);
    expect(late.stderr).toMatch(/the Baku method is set before round 1/);
    const bad = await run(["pair", IN, "--round", "1", "--engine", "dutch", "--accelerate", "fast"], {
      [IN]: round0,
    });
    expect(bad.stderr).toMatch(/--accelerate "fast": expected baku/);
  });
});

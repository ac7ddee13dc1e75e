/**
 * `pair --engine dutch`: round 3 of bbp-125 (test/fixtures/dutch-bbp/SOURCES.txt), whose round 3
 * bbpPairings v6.0.0 paired 1-4, 3-5 and gave 2 the bye (the file's own round 3).
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { run } from "./fake-io";

const FILE = join(__dirname, "../fixtures/dutch-bbp/bbp-125.trf");

describe("rating-officer pair --engine dutch", () => {
  test("--json: bbpPairings' round 3, with start numbers", async () => {
    const r = await run(["pair", FILE, "--round", "3", "--engine", "dutch", "--json"]);
    expect(r.code).toBe(0);
    const out = JSON.parse(r.stdout) as {
      engine: string;
      rules: string;
      pairs: { whiteNo: number; blackNo: number; white: string }[];
      byeNo: number | null;
      bye: string | null;
    };
    expect(out.engine).toBe("dutch");
    expect(out.rules).toBe("2025");
    expect(out.pairs.map((p) => `${p.whiteNo}-${p.blackNo}`)).toEqual(["1-4", "3-5"]);
    expect(out.pairs[0]?.white).toBe("Test0001 Player0001");
    expect(out.byeNo).toBe(2);
    expect(out.bye).toBe("Test0002 Player0002");
  });

  test("--rules 2017 pairs by the 2017 text and says so; a bad --rules is a usage error", async () => {
    // bbp-110 of test/fixtures/dutch-bbp-2017: bbpPairings v5.0.1's round 5 (D273); the 2025
    // text pairs 10-11 and 7-4 there (test/core/dutch/bbp-2017-small.test.ts)
    const old2017 = join(__dirname, "../fixtures/dutch-bbp-2017/bbp-110.trf");
    const old = await run([
      "pair",
      old2017,
      "--round",
      "5",
      "--engine",
      "dutch",
      "--rules",
      "2017",
      "--json",
    ]);
    expect(old.code).toBe(0);
    const got = JSON.parse(old.stdout) as { rules: string; pairs: { whiteNo: number; blackNo: number }[] };
    expect(got.rules).toBe("2017");
    expect(got.pairs.map((p) => `${p.whiteNo}-${p.blackNo}`)).toContain("10-4");
    expect(got.pairs.map((p) => `${p.whiteNo}-${p.blackNo}`)).toContain("7-11");
    const text = await run(["pair", old2017, "--round", "5", "--engine", "dutch", "--rules", "2017"]);
    expect(text.stdout).toContain("engine: dutch (FIDE C.04.3, 2017 rules)");
    const bad = await run(["pair", FILE, "--round", "3", "--engine", "dutch", "--rules", "2024"]);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toMatch(/--rules "2024": expected 2025 or 2017/);
  });

  test("the event's start date picks the text: 2017 before 1 July 2025 (D225, D274)", async () => {
    const dir = mkdtempSync(join(tmpdir(), "dutch-dated-"));
    try {
      const text = readFileSync(FILE, "latin1");
      const dated = join(dir, "dated.trf");
      writeFileSync(dated, `042 2025/06/30\r${text}`, "latin1");
      const r = await run(["pair", dated, "--round", "3", "--engine", "dutch", "--json"]);
      expect(r.code).toBe(0);
      expect((JSON.parse(r.stdout) as { rules: string }).rules).toBe("2017");
      const later = join(dir, "later.trf");
      writeFileSync(later, `042 2025/07/01\r${text}`, "latin1");
      const l = await run(["pair", later, "--round", "3", "--engine", "dutch", "--json"]);
      expect((JSON.parse(l.stdout) as { rules: string }).rules).toBe("2025");
      const forced = await run([
        "pair",
        dated,
        "--round",
        "3",
        "--engine",
        "dutch",
        "--rules",
        "2025",
        "--json",
      ]);
      expect((JSON.parse(forced.stdout) as { rules: string }).rules).toBe("2025");
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  test("--rules is for the dutch engine only", async () => {
    const r = await run(["pair", FILE, "--round", "3", "--rules", "2025"]);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/--rules applies to --engine dutch/);
  });

  test("the Go engines' options, the constraints beyond OpenGotha's among them, are refused (D240)", async () => {
    for (const extra of [["--explain"], ["--forbid", "A=B"], ["--avoid-until", "3"]]) {
      const r = await run(["pair", FILE, "--round", "3", "--engine", "dutch", ...extra]);
      expect(r.code).toBe(2);
      expect(r.stderr).toContain(`${extra[0] ?? ""} is not for --engine dutch`);
      expect(r.stdout).toBe("");
    }
  });

  test("a file scored W 3, D 1 is refused, naming the line, not paired by 1 / ½ / 0 (D224)", async () => {
    // bbp-125 with bbpPairings' point lines: its score groups would change (two draws < a win)
    const dir = mkdtempSync(join(tmpdir(), "dutch-points-"));
    const file = join(dir, "three-one.trf");
    const text = readFileSync(FILE, "latin1").replace(/\r?\n?$/, "");
    const eol = text.includes("\r\n") ? "\r\n" : text.includes("\r") ? "\r" : "\n";
    writeFileSync(file, `${text}${eol}BBW  3.0${eol}BBD  1.0${eol}`, "latin1");
    try {
      const r = await run(["pair", file, "--round", "3", "--engine", "dutch"]);
      expect(r.code).toBe(2);
      expect(r.stdout).toBe("");
      expect(r.stderr).toMatch(/point system W 3, D 1/);
      expect(r.stderr).toMatch(/its point system \(line \d+, above\) is not 1 \/ ½ \/ 0/);
    } finally {
      rmSync(dir, { recursive: true });
    }
  });

  test("the players a round leaves out are named on stderr, as the Go engines name theirs", async () => {
    // absent-240.trf (test/fixtures/dutch-bbp/SOURCES.txt): `240 H 4 3` declares player 3 absent
    // from round 4; bbpPairings v6.0.0 leaves him out of it, as ours does
    const absent = join(__dirname, "../fixtures/dutch-bbp/absent-240.trf");
    const r = await run(["pair", absent, "--round", "4", "--engine", "dutch", "--json"]);
    expect(r.code).toBe(0);
    expect(r.stderr).toContain(
      "not paired in round 4: 1 not participating in it (the file's round participation): Test0003 Player0003 (3)",
    );
    const out = JSON.parse(r.stdout) as {
      pairs: { whiteNo: number; blackNo: number }[];
      byeNo: number | null;
    };
    expect(out.pairs.flatMap((p) => [p.whiteNo, p.blackNo]).concat(out.byeNo ?? [])).not.toContain(3);
    const full = await run(["pair", FILE, "--round", "3", "--engine", "dutch", "--json"]);
    expect(full.stderr).not.toContain("not paired");
  });
});

/**
 * The command line on files in other encodings and of the wrong kind (D40, D41). The expected
 * lists are the UTF-8 sample's own (samples/mahjong-results.csv: 36 players), the fixtures'
 * being the same text in another encoding (test/fixtures/encodings/SOURCES.txt).
 */
import { join } from "path";
import { FIXTURES, fixtureFile, run } from "./fake-io";

const SAMPLE = join(__dirname, "../../samples/mahjong-results.csv");
const ENC = (f: string): string => join(FIXTURES, "encodings", f);

describe("mahjong-list in every encoding (D40)", () => {
  it.each([
    ["mahjong-results-cp1251.csv", "windows-1251"],
    ["mahjong-results-koi8r.csv", "koi8-r"],
    ["mahjong-results-utf16le-bom.txt", "utf-16le"],
  ])("%s: the same 36 players as the UTF-8 sheet, the encoding named", async (file, encoding) => {
    const utf8 = await run(["mahjong-list", SAMPLE, "--release", "2026-12-01", "--json"]);
    const r = await run(["mahjong-list", ENC(file), "--release", "2026-12-01", "--json"]);
    expect(r.code).toBe(0);
    expect(r.stderr).toBe(`${ENC(file)}: text encoding ${encoding}\n`);
    expect(JSON.parse(r.stdout)).toHaveLength(36);
    expect(r.stdout).toBe(utf8.stdout);
  });

  it("--encoding overrides the detection, and says so", async () => {
    const r = await run([
      "mahjong-list",
      ENC("mahjong-results-koi8r.csv"),
      "--release",
      "2026-12-01",
      "--encoding",
      "cp1251",
    ]);
    expect(r.stderr).toBe(`${ENC("mahjong-results-koi8r.csv")}: text encoding windows-1251 (chosen)\n`);
    expect(r.stdout).not.toMatch(/Туманова/);
  });

  it("an unknown encoding name is a usage error listing the known ones", async () => {
    const r = await run(["standings", fixtureFile("egd-veterans"), "--encoding", "ebcdic"]);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/--encoding "ebcdic": expected utf-8, utf-16le, .*koi8-r/);
  });

  it("standings of a cp1250 h9: the Czech names right", async () => {
    const r = await run(["standings", ENC("brno-2024-cp1250.h9"), "--json"]);
    expect(r.code).toBe(0);
    expect(r.stderr).toBe(`${ENC("brno-2024-cp1250.h9")}: text encoding windows-1250\n`);
    const names = (JSON.parse(r.stdout) as { name: string }[]).map((x) => x.name);
    // the file's place order (brno-2024-utf8.h9): wins 3, 2, 2, 1, 1, 0
    expect(names).toEqual([
      "Čermák Tomáš",
      "Šťastný Jiří",
      "Růžička Ondřej",
      "Dvořák Lukáš",
      "Ďurica Ľubomír",
      "Němec František",
    ]);
  });
});

describe("the right kind of file (D41)", () => {
  it("standings refuses the mahjong results sheet, naming it (it printed 198 players, exit 0)", async () => {
    const r = await run(["standings", SAMPLE]);
    expect(r.code).toBe(2);
    expect(r.stdout).toBe("");
    expect(r.stderr).toMatch(/a mahjong results sheet \(one row per player per tournament/);
  });

  it("rate --system mgsz refuses a mahjong results table (place, player, points)", async () => {
    const table = "Place;Player;Points\n1;Ann;120,5\n2;Bob;98\n3;Cyd;-30\n";
    const r = await run(["rate", "t.csv", "--system", "mgsz", "--multiplier", "10"], { "t.csv": table });
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(
      /t\.csv: a mahjong results table \(place, player, points; 3 rows\), not a crosstable/,
    );
  });

  it("standings refuses a rating list and a crosstable without games", async () => {
    const list = await run(["standings", fixtureFile("egd-ratinglist-hu")]);
    expect([list.code, list.stdout]).toEqual([2, ""]);
    expect(list.stderr).toMatch(/a rating list/);
    const empty = await run(["standings", "e.csv"], { "e.csv": "No;Name;R1;R2\n1;Ann;;\n2;Bob;;\n" });
    expect([empty.code, empty.stdout]).toEqual([2, ""]);
    expect(empty.stderr).toMatch(/a crosstable with no games \(2 players, 2 rounds/);
  });

  it("a file with errors: diagnostics and no table (exit 1), the table with --accept-errors", async () => {
    // player 2's opponent 5 is not in the table, and 1's game against 2 is then one-sided: 2 errors
    const bad = "No;Name;R1\n1;Ann;2+/w\n2;Bob;5-/b\n";
    for (const cmd of [["standings"], ["rate", "--system", "mgsz", "--multiplier", "10"]]) {
      const r = await run([cmd[0] as string, "bad.csv", ...cmd.slice(1)], { "bad.csv": bad });
      expect(r.code).toBe(1);
      expect(r.stdout).toBe("");
      expect(r.stderr).toMatch(/error: .*\n.*bad\.csv has \d+ errors? \(above\): no table/);
    }
    const forced = await run(["standings", "bad.csv", "--accept-errors"], { "bad.csv": bad });
    expect(forced.code).toBe(1);
    expect(forced.stdout).toMatch(/Ann/);
  });
});

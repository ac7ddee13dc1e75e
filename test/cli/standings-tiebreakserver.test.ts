/**
 * D463: the chess tie-breaks of a Swiss with many unplayed rounds (H, F, U, Z byes, forfeits)
 * against TieBreakServer's own figures of it, every one we compute alike, under C.07 of 2024
 * (the default, D28) and C.07 as amended in 2026 (`--c07 2026`, D32):
 * test/fixtures/trf-tiebreakserver-swiss-with-many-unplayed-rounds, SOURCES.txt.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { FIXTURES, run } from "./fake-io";

const DIR = join(FIXTURES, "trf-tiebreakserver-swiss-with-many-unplayed-rounds");

/** Our names of the tie-breaks TieBreakServer computes too, with its own where they differ. */
const SAME: Readonly<Record<string, string>> = {
  PTS: "PTS",
  WIN: "WIN",
  WON: "WON",
  BWG: "BWG",
  BPG: "BPG",
  PS: "PS",
  "PS-C1": "PS/C1",
  KS: "KS",
  BH: "BH",
  "BH-C1": "BH/C1",
  "BH-C2": "BH/C2",
  "BH-M1": "BH/M1",
  AOB: "AOB",
  FB: "FB",
  SB: "SB",
  "SB-C1": "SB/C1",
};

/** TieBreakServer's table: each start number's figures by its column names. */
function theirs(file: string): Map<number, Record<string, string>> {
  const [head = "", ...rows] = readFileSync(join(DIR, file), "utf8")
    .trim()
    .split("\n")
    .filter((l) => !l.startsWith("Check"));
  const columns = head.split("\t");
  return new Map(
    rows.map((r) => {
      const cells = r.split("\t");
      return [Number(cells[0]), Object.fromEntries(columns.map((c, i) => [c, cells[i] ?? ""]))];
    }),
  );
}

async function ours(...options: string[]): Promise<Record<string, number>[]> {
  const r = await run([
    "standings",
    join(DIR, "input.trf"),
    "--tiebreaks",
    Object.keys(SAME).join(","),
    "--json",
    ...options,
  ]);
  expect(r.code).toBe(0);
  return JSON.parse(r.stdout) as Record<string, number>[];
}

describe("TieBreakServer's tie-breaks of a Swiss with many unplayed rounds (D463)", () => {
  for (const [file, options, era] of [
    ["tiebreakserver-2026-02-28.all.txt", [], "C.07 of 2024"],
    ["tiebreakserver-2026-03-01.all.txt", ["--c07", "2026"], "C.07 of 2026 (--c07 2026)"],
  ] as const) {
    it(`${era}: every player's 16 figures are TieBreakServer's (${file})`, async () => {
      const want = theirs(file);
      expect(want.size).toBe(15);
      const rows = await ours(...options);
      expect(rows).toHaveLength(15);
      for (const row of rows) {
        const t = want.get(row["no"] ?? 0) ?? {};
        // TieBreakServer writes AOB to two decimals (24.42): ours to the same
        const got = Object.keys(SAME).map((c) => [c, Math.round((row[c] ?? NaN) * 100) / 100]);
        const expected = Object.entries(SAME).map(([c, theirName]) => [c, Number(t[theirName])]);
        expect([row["no"], got]).toEqual([row["no"], expected]);
      }
    });
  }

  it("the two texts differ where a player's own unplayed rounds count (the check can fail)", () => {
    // SOURCES.txt: start number 5's SB is 18.50 under the 2024 text and 17.50 under the 2026 one
    expect(theirs("tiebreakserver-2026-02-28.all.txt").get(5)?.["SB"]).toBe("18.50");
    expect(theirs("tiebreakserver-2026-03-01.all.txt").get(5)?.["SB"]).toBe("17.50");
  });
});

/**
 * Real TRF files paired round by round beside bbpPairings (test/fixtures/dutch-bbp-real-trf,
 * SOURCES.txt: the releases, the command, how each file was cut): round k of each file paired
 * by `rating-officer pair --engine dutch` from the file itself gives bbpPairings' pairs and bye,
 * v6.0.0's by the 2025 text and v5.0.1's by the 2017 text (D273).
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { run } from "../../cli/fake-io";

const FIXTURES = join(__dirname, "../../fixtures");
const RECORD = JSON.parse(
  readFileSync(join(FIXTURES, "dutch-bbp-real-trf", "bbp-pairs.json"), "utf8"),
) as Record<string, Record<"2025" | "2017", Record<string, string>>>;

const cases = Object.entries(RECORD).flatMap(([dir, byRules]) =>
  (["2025", "2017"] as const).flatMap((rules) =>
    Object.entries(byRules[rules]).map(([round, pairs]) => ({ dir, rules, round, pairs })),
  ),
);

describe("real TRF files paired as bbpPairings pairs them", () => {
  it("has the recorded rounds (SOURCES.txt: 74 by each text)", () => {
    expect(cases).toHaveLength(148);
  });

  it.each(cases)("$dir, round $round by the $rules text", async ({ dir, rules, round, pairs }) => {
    const file = join(FIXTURES, dir, "input.trf");
    const r = await run(["pair", file, "--round", round, "--engine", "dutch", "--rules", rules, "--json"]);
    expect(r.code).toBe(0);
    const out = JSON.parse(r.stdout) as {
      pairs: { whiteNo: number; blackNo: number }[];
      byeNo: number | null;
    };
    const ours = [
      ...out.pairs.map((p) => `${p.whiteNo}-${p.blackNo}`),
      ...(out.byeNo === null ? [] : [`bye ${out.byeNo}`]),
    ].sort();
    expect(ours.join(" ")).toBe(pairs);
  });
});

/**
 * `pair --engine dutch --check` (D397) on a round with more than one bye (D432): the file's
 * pairing-allocated byes are its `U` and `0000 - +` entries, and a requested bye (`F`, like `H`)
 * is no part of the round's pairing, as bbpPairings v6.0.0's checker reads them
 * (test/fixtures/dutch-bbp-two-forfeit-byes/SOURCES.txt and bbp-check.txt).
 */
import { join } from "node:path";
import { run } from "./fake-io";

const DIR = join(__dirname, "../fixtures/dutch-bbp-two-forfeit-byes");

interface Side {
  pairs: { whiteNo: number; blackNo: number }[];
  byeNo: number | null;
}
interface Checked {
  differ: number[];
  rounds: { round: number; same: boolean; file: Side; engineOnly?: Side; fileOnly?: Side }[];
}
const pairs = (s: Side | undefined): string[] =>
  (s?.pairs ?? []).map((p) => `${p.whiteNo}-${p.blackNo}`).sort();

describe("the check's byes (D432)", () => {
  test("a requested F beside the pairing-allocated bye: the round is the file's, as bbpPairings finds", async () => {
    // requested-bye.trf: round 2 has 8's 0000 - +, 7's H and 9's F; bbpPairings: both rounds its own
    const r = await run(["pair", join(DIR, "requested-bye.trf"), "--engine", "dutch", "--check", "--json"]);
    const out = JSON.parse(r.stdout) as Checked;
    expect(out.differ).toEqual([]);
    expect(out.rounds[1]?.file.byeNo).toBe(8);
    expect(r.code).toBe(0);
  });

  test("two pairing-allocated byes in one round: the round differs, the engine pairing as bbpPairings' checker", async () => {
    // bbp-check.txt: round 2's checker pairings 2-9, 5-3, 8-6 against the file's 2-3, 5-6 and byes 9, 8
    // (the pairs both have, 4-1, it does not list)
    const r = await run(["pair", join(DIR, "input.trf"), "--engine", "dutch", "--check", "--json"]);
    const out = JSON.parse(r.stdout) as Checked;
    expect(out.differ).toEqual([2]);
    expect(pairs(out.rounds[1]?.engineOnly)).toEqual(["2-9", "5-3", "8-6"]);
    expect(pairs(out.rounds[1]?.fileOnly)).toEqual(["2-3", "5-6"]);
    expect(r.code).toBe(1);
  });
});

/**
 * `pair --engine dutch --check` (D397) on a round with more than one bye (D432): the file's
 * pairing-allocated byes are its `U` and `0000 - +` entries, and a requested bye (`F`, like `H`)
 * is no part of the round's pairing, as bbpPairings v6.0.0's checker reads them
 * (test/fixtures/dutch-bbp-two-forfeit-byes/SOURCES.txt and bbp-check.txt). A game against
 * Swiss-Manager's `spielfrei` is the pairing-allocated bye too (D433), which the reader gives and
 * the file's letters do not: only a requested `F` is read from them.
 */
import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { run } from "./fake-io";

const DIR = join(__dirname, "../fixtures/dutch-bbp-two-forfeit-byes");

interface Side {
  pairs: { whiteNo: number; blackNo: number }[];
  byeNo: number | null;
  byeNos: number[];
}
const KARL_MALA = join(__dirname, "../fixtures/trf-sklangen-example1-karl-mala-2005/input.trf");

interface Checked {
  differ: number[];
  rounds: { round: number; same: boolean; file: Side; engineOnly?: Side; fileOnly?: Side }[];
}
/** The check of the Karl-Mala file, run once for the tests that read it. */
let karlMala: ReturnType<typeof run> | undefined;
const checkKarlMala = (): ReturnType<typeof run> =>
  (karlMala ??= run(["pair", KARL_MALA, "--engine", "dutch", "--check", "--json"]));
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

  test("a requested F declared by a 240 record is no pairing-allocated bye either", async () => {
    // requested-240.trf: 9's F of round 2 in a 240 record; bbpPairings: both rounds its own
    const r = await run(["pair", join(DIR, "requested-240.trf"), "--engine", "dutch", "--check", "--json"]);
    const out = JSON.parse(r.stdout) as Checked;
    expect([out.differ, out.rounds[1]?.file.byeNo, r.code]).toEqual([[], 8, 0]);
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

  test("both of a round's pairing-allocated byes are named, in the JSON and the text (D453)", async () => {
    // bbp-check.txt: the tournament pairings of round 2 hold "9 - 0" and "8 - 0", two byes; the
    // engine gives none (its 2-9 and 8-6 pair both), so each is the file's alone
    const json = await run(["pair", join(DIR, "input.trf"), "--engine", "dutch", "--check", "--json"]);
    const round2 = (JSON.parse(json.stdout) as Checked).rounds[1];
    expect(round2?.file.byeNos).toEqual([8, 9]);
    expect(round2?.fileOnly?.byeNos).toEqual([8, 9]);
    expect(round2?.engineOnly?.byeNos).toEqual([]);
    const text = await run(["pair", join(DIR, "input.trf"), "--engine", "dutch", "--check"]);
    const line = text.stdout.split("\n").find((l) => l.startsWith("round 2 "));
    expect(line).toMatch(/where the file has .*bye 8.*bye 9/);
    const csv = await run(["pair", join(DIR, "input.trf"), "--engine", "dutch", "--check", "--csv"]);
    expect(csv.stdout).toMatch(/bye 8 bye 9/);
  });

  test("a game against spielfrei is the round's pairing-allocated bye, as 0000 - + is", async () => {
    // SOURCES.txt: forfeit-bye.trf's round 1 (1-3, 4-2, 5's 0000 - +) is bbpPairings' own;
    // spielfrei.trf writes 5's bye as a forfeit win against player 6, spielfrei (D433)
    for (const file of ["forfeit-bye.trf", "spielfrei.trf"]) {
      const r = await run(["pair", join(DIR, file), "--engine", "dutch", "--check", "--json"]);
      const out = JSON.parse(r.stdout) as Checked;
      expect([file, out.differ, out.rounds[0]?.file.byeNo, r.code]).toEqual([file, [], 5, 0]);
    }
  });

  test("Karl-Mala's round 5 bye, 282's 0000 - +, is the file's and the engine's, as bbpPairings finds", async () => {
    // bbpPairings v6.0.0 --dutch input.trf -c lists no pairs under "Round #5" (SOURCES.txt); its
    // game forfeited without colours, 251-214 (`251 - -`), is the engine's 251-214 (D456)
    const r = await run(["pair", KARL_MALA, "--engine", "dutch", "--check", "--json"]);
    const round5 = (JSON.parse(r.stdout) as Checked).rounds[4];
    expect(round5?.file.byeNo).toBe(282);
    // a round as the file's gives no engineOnly or fileOnly side in the JSON
    expect([round5?.same, round5?.engineOnly, round5?.fileOnly]).toEqual([true, undefined, undefined]);
  });
});

/** The rounds bbpPairings' checker lists pairs under ("Checker pairings"), from its output. */
function bbpDiffers(file: string): number[] {
  return readFileSync(file, "utf8")
    .split(/\n(?=\S+: Round #)/)
    .flatMap((block) => {
      const round = /Round #(\d+)/.exec(block)?.[1];
      return round !== undefined && block.includes("Checker pairings") ? [Number(round)] : [];
    });
}

describe("a game forfeited without colours is a pair of its round (D466)", () => {
  test("the Karl-Mala file's rounds differ where bbpPairings v5.0.1 and v6.0.0 say they do", async () => {
    const dir = dirname(KARL_MALA);
    const v5 = bbpDiffers(join(dir, "bbp-check-v5.txt"));
    // bbp-check-v5.txt and -v6.txt: rounds 1-4, 6, 7 (SOURCES.txt); before D466 round 5 too
    expect(v5).toEqual([1, 2, 3, 4, 6, 7]);
    expect(bbpDiffers(join(dir, "bbp-check-v6.txt"))).toEqual(v5);
    const r = await checkKarlMala();
    expect((JSON.parse(r.stdout) as Checked).differ).toEqual(v5);
  });

  test("the pair takes the engine's colours either way: written from either player it matches", async () => {
    const text = readFileSync(KARL_MALA, "utf8");
    // the same game with its two lines' letters swapped: 214 - + and 251 - -, 214 the winner
    const swapped = text
      .split("\n")
      .map((line) =>
        /^001 {2}214 /.test(line)
          ? line.replace("251 - -", "251 - +")
          : /^001 {2}251 /.test(line)
            ? line.replace("214 - +", "214 - -")
            : line,
      )
      .join("\n");
    expect(swapped).not.toBe(text);
    const r = await run(["pair", "swapped.trf", "--engine", "dutch", "--check", "--json"], {
      "swapped.trf": swapped,
    });
    expect((JSON.parse(r.stdout) as Checked).rounds[4]?.same).toBe(true);
  });
});

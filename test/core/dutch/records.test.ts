/**
 * The TRF records the Dutch engine reads beside the crosstable (D200, D226): a `240` record
 * takes its players out of the round to pair, a `250` record gives virtual points (C.04.5), and
 * `XXC rank` ranks the players by their lines' order (ranked-by-lines.trf, from a lichess.org file). absent-base.trf is bbp-101.trf's rounds 1–3 and
 * absent-240.trf the same with `240 H   4    3`; the expected pairings of round 4 are
 * bbpPairings v6.0.0's own (test/fixtures/dutch-bbp/SOURCES.txt).
 */
import fs from "node:fs";
import path from "node:path";
import { readTrf } from "../../../src/formats/trf";
import { pairDutchTournament } from "../../../src/core/dutch/from-tournament";

const dir = path.join(__dirname, "../../fixtures/dutch-bbp");

/** bbpPairings' `-p` output: the count, then "white black" per pair, "n 0" for the bye. */
function bbpPairs(file: string): string[] {
  const [, ...lines] = fs.readFileSync(path.join(dir, file), "utf8").trim().split(/\r?\n/);
  return lines.map((l) => l.trim().split(/\s+/).join("-")).sort();
}

function ours(file: string, round = 4): string[] {
  const t = readTrf(fs.readFileSync(path.join(dir, file), "latin1")).tournament;
  const r = pairDutchTournament(t, round);
  const pairs = r.pairs.map((p) => `${p.white}-${p.black}`);
  return [...pairs, ...(r.bye !== undefined ? [`${r.bye}-0`] : [])].sort();
}

describe("the Dutch engine reads TRF's 240 and 250 records (D226)", () => {
  test("without the record: bbpPairings' round 4, player 3 paired", () => {
    const expected = bbpPairs("absent-base.bbp.txt");
    expect(ours("absent-base.trf")).toEqual(expected);
    expect(expected.some((p) => p.split("-").includes("3"))).toBe(true);
  });

  test("240 H for player 3 in round 4: he is left out, as bbpPairings leaves him out", () => {
    const expected = bbpPairs("absent-240.bbp.txt");
    const got = ours("absent-240.trf");
    expect(got).toEqual(expected);
    expect(got.some((p) => p.split("-").includes("3"))).toBe(false);
  });

  test("250: a point for ranks 1–8 in rounds 1–4 pairs round 4 as bbpPairings does", () => {
    const expected = bbpPairs("absent-accelerated.bbp.txt");
    expect(ours("absent-accelerated.trf")).toEqual(expected);
    expect(expected).not.toEqual(bbpPairs("absent-base.bbp.txt"));
  });

  test("XXC rank: a real file whose lines are not in starting-rank order is ranked by its lines, as bbpPairings ranks it", () => {
    const t = readTrf(fs.readFileSync(path.join(dir, "ranked-by-lines.trf"), "latin1")).tournament;
    expect(t.rankedByLines).toBe(true);
    const starts = t.players.map((p) => p.startNumber ?? 0);
    expect(starts).not.toEqual([...starts].sort((a, b) => a - b)); // 27 comes before 22
    expect(ours("ranked-by-lines.trf", 2)).toEqual(bbpPairs("ranked-by-lines.bbp.txt"));
  });
});

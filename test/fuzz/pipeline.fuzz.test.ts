/**
 * The fuzz suite past the readers (issue 11, docs/hostile-input.md): what the command line does
 * with a file once read — `standings` (McMahon, D21/D22, and chess, D28), `convert` (the h9,
 * TRF and CSV writers, and the written text read again), `rate` (MGSZ and FIDE engines; mahjong
 * from a results table) and `pair` (the pairing reader and OpenGotha's next round) — run over
 * the readers' mutated fixtures. Whatever the file, each step answers with finite numbers and
 * text without `NaN`/`undefined`, or refuses with a RatingError that has a message; nothing
 * else escapes. `npm test` runs a bounded count; `npm run fuzz` (FUZZ_RUNS) runs more.
 */
import fc from "fast-check";
import { readFileSync } from "fs";
import { join } from "path";
import { RatingError } from "../../src/core/common/errors";
import { rateFideTournament } from "../../src/core/engines/fide";
import { rateMahjongTournament } from "../../src/core/engines/mahjong";
import { rateMgszTournament } from "../../src/core/engines/mgsz";
import { ogPairRound } from "../../src/core/pairing/opengotha";
import type { OgTournament } from "../../src/core/pairing/opengotha-model";
import { rfgPairRound } from "../../src/core/pairing/rfg-opengotha";
import { chessStandings } from "../../src/core/tournament/chess-standings";
import type { Tournament } from "../../src/core/tournament/model";
import { standings } from "../../src/core/tournament/standings";
import { writeCsv } from "../../src/formats/csv-writer";
import { writeEgd } from "../../src/formats/egd-writer";
import { readMahjongResults } from "../../src/formats/mahjong";
import { readOpenGothaPairing } from "../../src/formats/opengotha-pairing";
import { readTournament } from "../../src/formats/sniff";
import { writeTrf } from "../../src/formats/trf-writer";
import { FUZZ_RUNS, FUZZ_SEED, READER_SEEDS, mutate, mutation, notFinite } from "./generators";

const FIXTURES = join(__dirname, "../fixtures");
// the steps after the reader cost ten times the read (150 players: TRF written and read 0.15 s):
// an eighth of the readers' count, 1 in `npm test`, 50 in fuzz
const RUNS = Math.max(1, Math.floor(FUZZ_RUNS / 8));
const seedFile = (dir: string, file: string): Uint8Array =>
  new Uint8Array(readFileSync(join(FIXTURES, dir, file)));

/** Runs one step: its answer is checked, or it refused with a RatingError carrying a message. */
function step<T>(what: string, f: () => T, check: (answer: T) => void = finite): void {
  let answer: T;
  try {
    answer = f();
  } catch (error) {
    if (!(error instanceof RatingError)) throw new Error(`${what}: ${String(error)}`);
    expect(error.message.length).toBeGreaterThan(0);
    return;
  }
  check(answer);
}

function finite(answer: unknown): void {
  expect(notFinite(answer)).toEqual([]);
}

/** A written file: no JavaScript value that is no datum leaks into it. */
function cleanText(text: string): void {
  expect(text).not.toMatch(/\b(?:NaN|undefined|Infinity|null)\b|\[object Object\]/);
}

/** Every step the command line takes after reading a crosstable. */
function everyStep(t: Tournament): void {
  step("standings", () => standings(t));
  step("chess standings", () => chessStandings(t));
  step("convert --to h9", () => writeEgd(t), cleanText);
  step(
    "convert --to csv",
    () => writeCsv(t),
    (text) => {
      cleanText(text);
      // the written file reads again without an exception, to as many players
      expect(readTournament(text, "out.csv").tournament.players).toHaveLength(t.players.length);
    },
  );
  step(
    "convert --to trf",
    () => writeTrf(t),
    (w) => {
      cleanText(w.text);
      readTournament(w.text, "out.trf");
    },
  );
  step("rate --system mgsz", () => rateMgszTournament(t, { multiplier: 30 }));
  step("rate --system fide", () => rateFideTournament(t));
}

describe.each(READER_SEEDS)("%s mutated, then standings, convert and rate", (dir, file) => {
  const original = seedFile(dir, file);
  it("each step answers with finite numbers and clean text, or refuses with a RatingError", () => {
    fc.assert(
      fc.property(fc.array(mutation, { minLength: 1, maxLength: 4 }), (ms) => {
        const t = readTournament(mutate(original, ms), file).tournament;
        if (t.players.length > 0) everyStep(t);
      }),
      { numRuns: RUNS, seed: FUZZ_SEED },
    );
  });
});

describe("pair: an OpenGotha file mutated, read by the pairing reader, its next round paired", () => {
  const original = seedFile("opengotha-championnat-levallois-2018", "input.xml");
  it("a pairing or a RatingError with a message", () => {
    fc.assert(
      fc.property(fc.array(mutation, { minLength: 1, maxLength: 4 }), (ms) => {
        let t: OgTournament | undefined;
        step("pair: read", () => (t = readOpenGothaPairing(mutate(original, ms))));
        if (t === undefined) return;
        const read = t;
        // the round after the last with a game, as `pair --round` is given it
        const next = read.games.reduce((k, g) => Math.max(k, g.round + 1), 0);
        if (next >= read.general.numberOfRounds) return;
        step("pair --engine opengotha", () => ogPairRound(read, next));
        step("pair --engine rfg", () => rfgPairRound(read, next));
      }),
      { numRuns: FUZZ_RUNS, seed: FUZZ_SEED },
    );
  });
});

describe("rate --system mahjong: a results table mutated", () => {
  const original = new TextEncoder().encode(
    "place;player;points\n1;Ann;50\n2;Bob;40,5\n3;Cid;-10\n4;Dan;0\n5;Eve;-30\n",
  );
  it("levels with finite figures, or a RatingError with a message", () => {
    fc.assert(
      fc.property(
        fc.array(mutation, { minLength: 1, maxLength: 4 }),
        fc.integer({ min: 1, max: 20 }),
        (ms, sessions) => {
          const read = readMahjongResults(mutate(original, ms));
          if (read.rows.length > 0) step("mahjong", () => rateMahjongTournament(read.rows, { sessions }));
        },
      ),
      { numRuns: FUZZ_RUNS, seed: FUZZ_SEED },
    );
  });
});

/**
 * Whole tournaments (issue "Crosstables", performance): read + MGSZ rating + standings.
 * Goals: EGC 2013 (594 players, 10 rounds, fixture egd-egc2013) under 50 ms; EGC 2011 (760
 * players, the largest OpenGotha parity file) read + standings under 100 ms; a generated
 * 5,000-player, 10-round tournament, read from its EGD table, under 1 s; memory linear in the
 * file's size (the heap a read + rated tournament keeps, per byte of its EGD table, about the
 * same from 1,000 to 8,000 players); the chess standings (FIDE C.07, D28) of the largest
 * crosstables the tests rank by them under 50 ms, the file read beforehand.
 */
import fs from "node:fs";
import path from "node:path";
import { rateFideTournament } from "../src/core/engines/fide";
import { rateMgszTournament } from "../src/core/engines/mgsz";
import { chessStandings } from "../src/core/tournament/chess-standings";
import { CHESS_TIEBREAKS, D28_ORDER } from "../src/core/tournament/chess-tiebreaks";
import type { Player, Points2, RoundEntry, Tournament } from "../src/core/tournament/model";
import { DEFAULT_PARAMETERS } from "../src/core/tournament/model";
import { goRank, rankText } from "../src/core/go/rank";
import { standings } from "../src/core/tournament/standings";
import { writeEgd } from "../src/formats/egd-writer";
import { readTournament } from "../src/formats/sniff";
import type { BenchCase } from "./harness";

const EGC = fs.readFileSync(path.join(__dirname, "../test/fixtures/egd-egc2013/input.h9"));
/** The largest OpenGotha parity file: EGC 2011, 760 players, 10 rounds (D21, D22). */
const EGC2011 = fs.readFileSync(path.join(__dirname, "../test/fixtures/opengotha-parity-egc2011/input.xml"));
const KARL_MALA = fs.readFileSync(
  path.join(__dirname, "../test/fixtures/trf-sklangen-example1-karl-mala-2005/input.trf"),
);

/** Read once: the chess standings cases time the ranking alone. */
const EGC2011_READ = readTournament(EGC2011, "egc2011.xml").tournament;
const KARL_MALA_READ = readTournament(KARL_MALA, "karl-mala.trf").tournament;

/** A seeded generator, so every run measures the same tournament. */
function random(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

/**
 * `n` players (ranks 30k … 7d), `rounds` rounds, each round a random pairing of everyone
 * (n even), the stronger rank winning two games in three; colours known, no handicap.
 */
export function generateTournament(n: number, rounds: number, seed = 1): Tournament {
  const next = random(seed);
  const ranks = Array.from({ length: n }, () => Math.floor(next() * 37));
  const table: RoundEntry[][] = Array.from({ length: n }, () => []);
  const order = Array.from({ length: n }, (_, i) => i);
  for (let r = 0; r < rounds; r++) {
    for (let i = n - 1; i > 0; i--) {
      const j = Math.floor(next() * (i + 1));
      [order[i], order[j]] = [order[j] ?? 0, order[i] ?? 0];
    }
    for (let k = 0; k + 1 < n; k += 2) {
      const a = order[k] ?? 0;
      const b = order[k + 1] ?? 0;
      const aStronger = (ranks[a] ?? 0) >= (ranks[b] ?? 0);
      const aWins = next() < 2 / 3 === aStronger;
      const sa: Points2 = aWins ? 2 : 0;
      (table[a] ?? [])[r] = {
        kind: "game",
        opponent: b,
        score: sa,
        colour: "white",
        handicap: 0,
        forfeit: false,
      };
      const sb: Points2 = aWins ? 0 : 2;
      (table[b] ?? [])[r] = {
        kind: "game",
        opponent: a,
        score: sb,
        colour: "black",
        handicap: 0,
        forfeit: false,
      };
    }
  }
  const players: Player[] = table.map((results, i) => ({
    name: `Player${i + 1}`,
    firstName: `Given${i % 97}`,
    rank: rankText(goRank(ranks[i] ?? 0)),
    federation: i % 3 === 0 ? "HU" : "DE",
    club: "Club",
    results,
  }));
  return { format: "model", name: "Generated", rounds, parameters: DEFAULT_PARAMETERS, players };
}

const BIG = writeEgd(generateTournament(5000, 10));

/** What a rating officer's run does: read the file, rate it, rank it. */
function readRateRank(input: string | Uint8Array, name: string, multiplier: number): number {
  const { tournament } = readTournament(input, name);
  const rated = rateMgszTournament(tournament, { multiplier });
  const table = standings(tournament);
  return rated.players.length + table.rows.length;
}

/** A chess arbiter's run: read the TRF, rate it under FIDE Elo (HU2017), rank it. */
function readRateFide(input: string | Uint8Array, name: string): number {
  const { tournament } = readTournament(input, name);
  const rated = rateFideTournament(tournament);
  const table = standings(tournament);
  return rated.players.length + table.rows.length;
}

/** Reads an OpenGotha XML and computes its McMahon standings (MMS, SOS, SODOS, SOSOS); the leader's MMS. */
function readStandings(input: string | Uint8Array, name: string): number {
  const { tournament } = readTournament(input, name);
  return standings(tournament).rows[0]?.values.mms ?? 0;
}

/** The read tournament and its ratings, kept together (what the pane holds while it works). */
function readAndRate(input: string | Uint8Array): unknown {
  const { tournament } = readTournament(input, "generated.h9");
  return { tournament, rated: rateMgszTournament(tournament, { multiplier: 25 }) };
}

export const benchmarks: BenchCase[] = [
  {
    kind: "duration",
    name: "EGC 2013 (594 players, 10 rounds): read .h9 + rate MGSZ (C = 45, 2 parts) + standings",
    op: () => readRateRank(EGC, "egc2013.h9", 45),
    goalMs: 50,
    repeat: 20,
  },
  {
    kind: "duration",
    name: "generated 5,000 players, 10 rounds: read .h9 + rate MGSZ (C = 25) + standings",
    op: () => readRateRank(BIG, "big.h9", 25),
    goalMs: 1000,
    repeat: 5,
  },
  {
    kind: "duration",
    name: "EGC 2011 (760 players, 10 rounds): read OpenGotha XML + McMahon standings (D21, D22)",
    op: () => readStandings(EGC2011, "egc2011.xml"),
    goalMs: 100,
    repeat: 20,
  },
  {
    kind: "duration",
    name: "Karl Mala 2005 (284 players, 7 rounds): read TRF + rate FIDE (HU2017) + standings",
    op: () => readRateFide(KARL_MALA, "karl-mala.trf"),
    goalMs: 50,
    repeat: 20,
  },
  {
    kind: "duration",
    name: "chess standings (C.07), EGC 2011 (760 players, 10 rounds), D28's 7 tie-breaks",
    op: () => chessStandings(EGC2011_READ, D28_ORDER).length,
    goalMs: 50,
    repeat: 20,
  },
  {
    kind: "duration",
    name: "chess standings (C.07), Karl Mala 2005 (284 players, 7 rounds), all 23 tie-breaks",
    op: () => chessStandings(KARL_MALA_READ, CHESS_TIEBREAKS).length,
    goalMs: 50,
    repeat: 20,
  },
  {
    kind: "memory",
    name: "memory: generated 1,000 → 8,000 players, 10 rounds: read .h9 + rate MGSZ, heap kept",
    inputs: () =>
      [1000, 2000, 4000, 8000].map((n) => ({
        label: `${n.toLocaleString("en-US")}:`,
        input: writeEgd(generateTournament(n, 10, n)),
      })),
    op: readAndRate,
    goalGrowth: 1.5,
  },
];

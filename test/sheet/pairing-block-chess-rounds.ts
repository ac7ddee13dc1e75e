/**
 * The chess sheet of the "notsosimpleswiss" fixture (OpenGotha 3.52.03's own Swiss file,
 * SOURCES.txt) and the check that Pair round k from it pairs as the pairing reader pairs the file,
 * one body for `npm test` (pairing-block-chess.test.ts: a sample of the rounds) and the slow suite
 * (pairing-block-chess.slow.test.ts: every round; a round costs 0.1–0.3 s).
 */
import { ogPairRound } from "../../src/core/pairing/opengotha";
import type { OgTournament } from "../../src/core/pairing/opengotha-model";
import type { Player, Tournament } from "../../src/core/tournament/model";
import { readOpenGothaPairing } from "../../src/formats/opengotha-pairing";
import { readActiveSheet } from "../../src/sheet/actions";
import { pairingInput } from "../../src/sheet/pairing-input";
import { chessSheetPairing } from "../../src/sheet/pairing-params";
import { bytesOf, before, playersAsHeld, sheetOf } from "./pairing-sheet";
import { fixtureTournament } from "./tournament-helpers";

const DIR = "og352-weights-notsosimpleswiss";

/**
 * The chess sheet before round k + 1 (players the file has not in round k: `0-` there), its
 * players unrated (the file's ratings are Go ratings, some below 0, which FIDE's engine refuses).
 */
export async function chessSheet(k: number, language: "en" | "hu" | "ru" = "en", withFile = true) {
  const bytes = bytesOf(DIR);
  const og = readOpenGothaPairing(bytes);
  const file = fixtureTournament(`pairing/${DIR}`);
  const t: Tournament = {
    ...file,
    players: file.players.map((p) => {
      const out: { -readonly [K in keyof Player]: Player[K] } = { ...p };
      delete out.rating;
      return out;
    }),
  };
  const sheet = await sheetOf(
    before(t, k, (i) => og.players[i]?.participating[k] !== false),
    withFile ? bytes : undefined,
    language,
    "fide",
  );
  return { ...sheet, og, t };
}

export async function inputOf(book: Awaited<ReturnType<typeof chessSheet>>["book"], round: number) {
  const input = pairingInput(await readActiveSheet(book.context()), { round, engine: "opengotha" });
  if (Array.isArray(input) || input.dutch) throw new Error(JSON.stringify(input));
  return input;
}

/**
 * The pairing reader's tournament of the file, its players as the chess sheet holds them: no Go
 * rank (the third column is the title: P31 counts 30k, which weighs only the bye), the Rating
 * column's rating; its even games (the Swiss template's handicap, P31).
 */
function asTheChessSheetHoldsIt(og: OgTournament, sheet: OgTournament): OgTournament {
  return {
    ...og,
    handicap: chessSheetPairing().handicap,
    players: playersAsHeld(og, sheet, ["rank", "rating"]),
  };
}

/** The rounds the file pairs: the rounds played that its parameters configure. */
export const CHESS_ROUNDS: number = Math.min(
  fixtureTournament(`pairing/${DIR}`).rounds,
  readOpenGothaPairing(bytesOf(DIR)).general.numberOfRounds,
);

/**
 * Round k + 1 (0-based k) paired from the chess sheet before it pairs as the pairing reader pairs
 * the file, its players as the chess sheet holds them.
 */
export async function pairsAsTheFile(k: number): Promise<void> {
  const { book, og } = await chessSheet(k);
  const input = await inputOf(book, k + 1);
  expect(input.og.handicap).toEqual(chessSheetPairing().handicap);
  expect(input.og.pairing).toEqual(og.pairing);
  const fromSheet = ogPairRound(input.og, k);
  const fromFile = ogPairRound(asTheChessSheetHoldsIt(og, input.og), k);
  const pairs = (r: typeof fromFile): string[] =>
    r.pairs.map((p) => `${k}: ${p.white}-${p.black} h${p.handicap}`).sort();
  expect([k, fromSheet.cost]).toEqual([k, fromFile.cost]);
  expect(pairs(fromSheet)).toEqual(pairs(fromFile));
  expect([k, fromSheet.bye]).toEqual([k, fromFile.bye]);
  expect(fromSheet.pairs.every((p) => p.handicap === 0)).toBe(true);
}

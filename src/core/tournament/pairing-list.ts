/**
 * A round's pairings as a crosstable holds them, in the order of publication (P32,
 * docs/pairing.md): the seed's E.1 — by the MMS of the pair's higher player before the round,
 * then the sum of both, then the higher player's number — with the boards numbered in that
 * order. Used to print a round (TOURNAMENT.PAIRINGS) and to report one just paired.
 */
import { invalid } from "../common/errors";
import { msg } from "../../i18n/table";
import type { RoundEntry, Tournament } from "./model";
import { startingMms2 } from "./scores";

export interface ListedBoard {
  readonly board: number;
  /** Player indices; when the crosstable gives no colour, `white` is the lower number. */
  readonly white: number;
  readonly black: number;
  readonly colourKnown: boolean;
  /** null when the crosstable does not say. */
  readonly handicap: number | null;
  /** "1-0", "0-1", "½-½", "0-0", "1-1", with "!" when not played; "" while unknown. */
  readonly result: string;
}

export interface PairingList {
  readonly boards: ListedBoard[];
  /** Players with a bye (`0+`) in the round. */
  readonly byes: number[];
  /** Players not paired in the round (blank, `0=`, `0-`). */
  readonly unpaired: number[];
}

const POINT = ["0", "½", "1"] as const;

/**
 * The doubled McMahon score of each player before round k (0-based) by D21/D22: the starting
 * score (`startingMms2`: a player without a rank starts at the floor, P47), plus the points of
 * rounds 0…k−1 (an unknown result counts 0).
 */
export function mms2Before(t: Tournament, k: number): number[] {
  const par = t.parameters;
  return t.players.map((p) => {
    let s = startingMms2(p, par);
    for (let r = 0; r < k; r++) s += gain(p.results[r], par.byeMms2, par.absentMms2);
    return s;
  });
}

function isGameWith(e: RoundEntry | undefined, i: number): boolean {
  return e?.kind === "game" && e.opponent === i;
}

function gain(e: RoundEntry | undefined, bye: number, absent: number): number {
  if (e === undefined) return absent;
  if (e.kind === "game") return e.score ?? 0;
  if (e.kind === "bye") return e.score ?? bye;
  return e.score ?? absent;
}

/** The pairings of round k (0-based) of `t` in publication order (P32). */
export function pairingList(t: Tournament, k: number): PairingList {
  if (!Number.isInteger(k) || k < 0 || k >= t.rounds)
    throw invalid(msg("pairingRoundOutside", { engine: "list", round: k + 1, rounds: t.rounds }));
  const mms = mms2Before(t, k);
  const pairs: Omit<ListedBoard, "board">[] = [];
  const byes: number[] = [];
  const unpaired: number[] = [];
  t.players.forEach((p, i) => {
    const e = p.results[k];
    if (e === undefined || e.kind === "absent") unpaired.push(i);
    else if (e.kind === "bye") byes.push(i);
    else if (i < e.opponent || !isGameWith(t.players[e.opponent]?.results[k], i)) {
      const o = t.players[e.opponent]?.results[k];
      const other = o?.kind === "game" ? o : null;
      const colour =
        e.colour ?? (other?.colour === "white" ? "black" : other?.colour === "black" ? "white" : null);
      const white = colour === "black" ? e.opponent : i;
      const black = white === i ? e.opponent : i;
      const ws = white === i ? e.score : (other?.score ?? null);
      const bs = white === i ? (other?.score ?? null) : e.score;
      const result =
        ws === null || bs === null
          ? ""
          : `${POINT[ws]}-${POINT[bs]}${e.forfeit || other?.forfeit === true ? "!" : ""}`;
      pairs.push({
        white,
        black,
        colourKnown: colour !== null,
        handicap: e.handicap ?? other?.handicap ?? null,
        result,
      });
    }
  });
  const higher = (x: { white: number; black: number }): number =>
    Math.max(mms[x.white] as number, mms[x.black] as number);
  const sum = (x: { white: number; black: number }): number =>
    (mms[x.white] as number) + (mms[x.black] as number);
  const top = (x: { white: number; black: number }): number => {
    const [a, b] = [x.white, x.black];
    const ma = mms[a] as number;
    const mb = mms[b] as number;
    return ma > mb ? a : mb > ma ? b : Math.min(a, b);
  };
  pairs.sort((x, y) => higher(y) - higher(x) || sum(y) - sum(x) || top(x) - top(y));
  return { boards: pairs.map((x, b) => ({ board: b + 1, ...x })), byes, unpaired };
}

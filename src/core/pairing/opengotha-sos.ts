/**
 * The placement criteria OpenGotha builds from the opponents' scores before a round, as its
 * V3.51.02 source computes them (Tournament.fillBaseScoringInfo, steps 4.1, 4.2 and 6), all
 * doubled (SODOS ×4) and cumulative to round r (0-based), P36 in docs/pairing.md:
 * SOS, SOS−1 and SOS−2 (the lowest one or two rounds' opponent scores left out), SODOS (each
 * opponent's score times the doubled points won against him), EXT and EXR (exploits tried and
 * won: the opponent's wins weighted by how far the game's handicap is above the natural one),
 * STS and SOSTS (P41: the Strasbourg score, MMS with 2 points for each of the last two rounds'
 * qualification, and its sum over the opponents).
 */
import { exploitWeight } from "../tournament/exploits";
import type { OgGame } from "./opengotha-model";

export interface OgSosInput {
  readonly n: number;
  readonly rounds: number;
  readonly paired: (p: number, r: number) => boolean;
  readonly game: (p: number, r: number) => OgGame;
  readonly opponent: (p: number, r: number) => number;
  /** The opponent scores SOS adds (NBW or MMS, virtual or not), doubled, at round r. */
  readonly nbw: readonly (readonly number[])[];
  readonly mms: readonly (readonly number[])[];
  /** NBW and MMS as counted, never virtual (EXT, EXR; STS). */
  readonly nbwReal: readonly (readonly number[])[];
  readonly mmsReal: readonly (readonly number[])[];
  /** Not-played games count as half a point (the opponents' STS in SOSTS is then 0, P41). */
  readonly virtual: boolean;
  readonly numberOfRounds: number;
  readonly mmBar: number;
  /** The doubled starting MMS, counted for a round not played in SOSM. */
  readonly smms2: (p: number) => number;
  readonly rank: (p: number) => number;
  /** The doubled points a game gives the player (getWX2). */
  readonly gain: (g: OgGame, white: boolean) => number;
}

const table = (i: OgSosInput, f: (p: number, r: number) => number): number[][] =>
  Array.from({ length: i.n }, (_, p) => Array.from({ length: i.rounds }, (_, r) => f(p, r)));

/**
 * SOS−1 and SOS−2 from the per-round opponent scores `os` (rounds 0…r), as OpenGotha picks the
 * lowest; the standings' SOSW−1 … SOSM−2 too (D48).
 */
export function minus(os: readonly number[], r: number, sos: number): [number, number] {
  if (r === 0) return [0, 0];
  if (r === 1) return [Math.max(os[0] as number, os[1] as number), 0];
  let low = 0;
  for (let rr = 1; rr <= r; rr++) if ((os[rr] as number) < (os[low] as number)) low = rr;
  let low2 = low === 0 ? 1 : 0;
  for (let rr = 0; rr <= r; rr++) if (rr !== low && (os[rr] as number) < (os[low2] as number)) low2 = rr;
  const m1 = sos - (os[low] as number);
  return [m1, m1 - (os[low2] as number)];
}

export function ogSosCriteria(i: OgSosInput): Record<string, number[][]> {
  const out: Record<string, number[][]> = {};
  for (const mmsBased of [false, true]) {
    const sos = Array.from({ length: i.n }, () => new Array<number>(i.rounds).fill(0));
    const sodos = Array.from({ length: i.n }, () => new Array<number>(i.rounds).fill(0));
    const m1 = Array.from({ length: i.n }, () => new Array<number>(i.rounds).fill(0));
    const m2 = Array.from({ length: i.n }, () => new Array<number>(i.rounds).fill(0));
    for (let p = 0; p < i.n; p++) {
      for (let r = 0; r < i.rounds; r++) {
        const os: number[] = [];
        let s = 0;
        let d = 0;
        for (let rr = 0; rr <= r; rr++) {
          if (!i.paired(p, rr)) {
            os.push(mmsBased ? i.smms2(p) : 0);
          } else {
            const g = i.game(p, rr);
            const o = i.opponent(p, rr);
            const score = mmsBased
              ? ((i.mms[o] as number[])[r] as number) + (g.white === p ? 2 : -2) * g.handicap
              : ((i.nbw[o] as number[])[r] as number);
            os.push(score);
            d += score * i.gain(g, g.white === p);
          }
          s += os[rr] as number;
        }
        (sos[p] as number[])[r] = s;
        (sodos[p] as number[])[r] = d;
        const [a, b] = minus(os, r, s);
        // 3.51.02 stores SOSM−1 and SOSM−2 from round 3 on only (before: 0)
        (m1[p] as number[])[r] = mmsBased && r < 2 ? 0 : a;
        (m2[p] as number[])[r] = mmsBased && r < 2 ? 0 : b;
      }
    }
    const x = mmsBased ? "M" : "W";
    out[`SOS${x}`] = sos;
    out[`SODOS${x}`] = sodos;
    out[`SOS${x}-1`] = m1;
    out[`SOS${x}-2`] = m2;
  }
  // EXT, EXR: coefficient 0 below the natural handicap, 1 at it, 2 one above, 3 two or more above
  const exploits = (won: boolean): number[][] =>
    table(i, (p, r) => {
      let s = 0;
      for (let rr = 0; rr <= r; rr++) {
        if (!i.paired(p, rr)) continue;
        const g = i.game(p, rr);
        const o = i.opponent(p, rr);
        const white = g.white === p;
        const coef = exploitWeight(white ? g.handicap : -g.handicap, i.rank(p) - i.rank(o));
        const win = white
          ? g.result === "white" || g.result === "bothWin"
          : g.result === "black" || g.result === "bothWin";
        if (!won || win) s += ((i.nbwReal[o] as number[])[r] as number) * coef;
      }
      return s;
    });
  out.EXT = exploits(false);
  out.EXR = exploits(true);
  // P41: STS from the real MMS, 30 + bar being the MMS the top group starts with
  const sts = Array.from({ length: i.n }, (_, p) =>
    strasbourgRow(i.mmsReal[p] as number[], i.numberOfRounds, 30 + i.mmBar),
  );
  out.STS = sts;
  out.SOSTS = table(i, (p, r) =>
    sosStrasbourg(
      Array.from({ length: r + 1 }, (_, rr) => {
        if (!i.paired(p, rr)) return null;
        const g = i.game(p, rr);
        return {
          sts: (sts[i.opponent(p, rr)] as number[])[r] as number,
          handicap2: (g.white === p ? 2 : -2) * g.handicap,
        };
      }),
      i.smms2(p),
      i.virtual,
    ),
  );
  return out;
}

/**
 * P41: STS (Tournament.fillBaseScoringInfo, 2b) of one player, doubled, round by round from his
 * real MMS round by round (`mms2`, doubled): the MMS, plus 4 from round N − 3 on for a player
 * whose MMS after round N − 3 is 2 × (top + N − 2), plus 4 from round N − 2 on for one whose MMS
 * after round N − 2 is 2 × (top + N − 1) (N the number of rounds, `top` the MMS a player at the
 * bar starts with: 30 + bar in OpenGotha); an MMS before round 1 (index −1) reads 0. Only the
 * rounds given are read, so a later round's condition never is. The standings' STS too (D51).
 */
export function strasbourgRow(mms2: readonly number[], numberOfRounds: number, top: number): number[] {
  const n = numberOfRounds;
  const bonus = (at: number, target: number): number => {
    const mms = at < 0 ? 0 : at < mms2.length ? (mms2[at] as number) : Number.NaN;
    return mms === 2 * target ? at : Number.POSITIVE_INFINITY;
  };
  const from1 = bonus(n - 3, top + n - 2);
  const from2 = bonus(n - 2, top + n - 1);
  return mms2.map((m, r) => m + (r >= from1 ? 4 : 0) + (r >= from2 ? 4 : 0));
}

/** One round of SOSTS: the opponent's STS and the handicap term (+2h with White, −2h with Black). */
export interface StsTerm {
  readonly sts: number;
  readonly handicap2: number;
}

/**
 * P41: SOSTS (fillBaseScoringInfo, 4.2), doubled: over the rounds, the opponent's STS plus the
 * handicap term (with virtual scores, `genCountNotPlayedGamesAsHalfPoint`, OpenGotha reads an
 * STS it never fills: 0, so only the handicap term), and for a round without a game (`null`) the
 * player's own starting MMS. The standings' SOSTS too (D51).
 */
export function sosStrasbourg(rounds: readonly (StsTerm | null)[], smms2: number, virtual: boolean): number {
  let s = 0;
  for (const t of rounds) s += t === null ? smms2 : (virtual ? 0 : t.sts) + t.handicap2;
  return s;
}

/**
 * P42: the cup score (CPS, fillBaseScoringInfo step 2), doubled, round by round from the doubled
 * points each round's game gives: twice the score before the round plus the round's points (the
 * bye and absence points are added afterwards, not doubled). The standings' CPS too (D51).
 */
export function cupRow(gains2: readonly number[]): number[] {
  const out: number[] = [];
  gains2.forEach((g, r) => out.push((r === 0 ? 0 : 2 * (out[r - 1] as number)) + g));
  return out;
}

/**
 * The placement criteria OpenGotha builds from the opponents' scores before a round, as its
 * V3.51.02 source computes them (Tournament.fillBaseScoringInfo, steps 4.1, 4.2 and 6), all
 * doubled (SODOS ×4) and cumulative to round r (0-based), P36 in docs/pairing.md:
 * SOS, SOS−1 and SOS−2 (the lowest one or two rounds' opponent scores left out), SODOS (each
 * opponent's score times the doubled points won against him), EXT and EXR (exploits tried and
 * won: the opponent's wins weighted by how far the game's handicap is above the natural one),
 * STS and SOSTS (P41: the Strasbourg score, MMS with 2 points for each of the last two rounds'
 * qualification, and its sum over the opponents). The rows the standings share
 * (SOS−1/−2, STS, SOSTS) are `src/core/go/opponent-scores.ts`'s.
 */
import { exploitWeight } from "../go/exploits";
import type { GoRank } from "../go/rank";
import { minus, sosStrasbourg, strasbourgRow } from "../go/opponent-scores";
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
  readonly mmBar: GoRank;
  /** The doubled starting MMS, counted for a round not played in SOSM. */
  readonly smms2: (p: number) => number;
  readonly rank: (p: number) => number;
  /** The doubled points a game gives the player (getWX2). */
  readonly gain: (g: OgGame, white: boolean) => number;
}

const table = (i: OgSosInput, f: (p: number, r: number) => number): number[][] =>
  Array.from({ length: i.n }, (_, p) => Array.from({ length: i.rounds }, (_, r) => f(p, r)));

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
  // P41: STS from the real MMS; the top group starts at the bar's McMahon value counted from
  // OpenGotha's zero, always 30k (GeneralParameterSet.setGenMMZero ignores the file): the bar
  // itself on the one rank scale (D120)
  const sts = Array.from({ length: i.n }, (_, p) =>
    strasbourgRow(i.mmsReal[p] as number[], i.numberOfRounds, i.mmBar),
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

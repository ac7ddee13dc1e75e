/**
 * The rows of OpenGotha's placement criteria that the pairing engine (round by round, before
 * a round: `src/core/pairing/opengotha-sos.ts`) and the standings (after the last round:
 * `src/core/tournament/tiebreaks.ts`) both compute, from the same rule: SOS without the lowest
 * rounds (P36, D48), the Strasbourg score and its sum over the opponents (P41, D51) and the
 * cup score (P42, D51). All doubled, as OpenGotha 3.51.02's source computes them
 * (Tournament.fillBaseScoringInfo).
 */

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

/**
 * P41: STS (Tournament.fillBaseScoringInfo, 2b) of one player, doubled, round by round from his
 * real MMS round by round (`mms2`, doubled): the MMS, plus 4 from round N − 3 on for a player
 * whose MMS after round N − 3 is 2 × (top + N − 2), plus 4 from round N − 2 on for one whose MMS
 * after round N − 2 is 2 × (top + N − 1) (N the number of rounds, `top` the MMS a player at the
 * bar starts with: the bar itself, D120; 30 + bar in OpenGotha); an MMS before round 1 reads 0. Only the
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

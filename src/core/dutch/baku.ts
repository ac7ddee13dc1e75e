/**
 * The Baku Acceleration Method (FIDE Handbook C.04.5.1, "Baku Acceleration"): before the first
 * round the players, in pairing order, are split in GA, the first half rounded up to an even
 * number (2·Q, Q = the players / 4 rounded up: 161 players give 82), and GB, the others. The
 * accelerated rounds are the first half of the tournament's, rounded up; GA's players have one
 * virtual point in the first half of them (rounded up) and half a point in the rest (nine
 * rounds: one point in rounds 1–3, half a point in rounds 4–5); GB's never have any, and nobody
 * has any after the last accelerated round. A virtual point counts for pairing only (the pairing
 * score), never in the standings. Points are doubled, as everywhere in the engine. The list is
 * every player of the file in pairing order (D276). The 2017 text's article gives the same groups,
 * rounds and points (D353).
 */

/** GA's size, the pairing number of its last player (C.04.5.1, Initial Groups Division). */
export function bakuGroupSize(players: number): number {
  return 2 * Math.ceil(players / 4);
}

/** The Baku plan of a tournament: GA's size, and the last round of one point and of half a point. */
export interface BakuPlan {
  readonly groupSize: number;
  /** Rounds 1…fullRounds: a virtual point to each GA player. */
  readonly fullRounds: number;
  /** Rounds fullRounds + 1…acceleratedRounds: half a virtual point. */
  readonly acceleratedRounds: number;
}

/** C.04.5.1 for `players` players in a tournament of `rounds` rounds. */
export function bakuPlan(players: number, rounds: number): BakuPlan {
  const acceleratedRounds = Math.ceil(rounds / 2);
  return {
    groupSize: Math.min(players, bakuGroupSize(players)),
    fullRounds: Math.ceil(acceleratedRounds / 2),
    acceleratedRounds,
  };
}

/** A GA player's virtual points (doubled) in `round`: 2 in the first rounds, 1 in the rest accelerated, then 0. */
function gaPoints2(plan: BakuPlan, round: number): number {
  if (round >= 1 && round <= plan.fullRounds) return 2;
  return round > plan.fullRounds && round <= plan.acceleratedRounds ? 1 : 0;
}

/** One run of virtual points: `points2` to starting ranks `first`…`last` in rounds `firstRound`…`lastRound`. */
export interface BakuRange {
  readonly points2: number;
  readonly firstRound: number;
  readonly lastRound: number;
  readonly first: number;
  readonly last: number;
}

/**
 * The plan as runs of starting ranks (what a TRF `250` record holds): `starts` are the players'
 * starting ranks in pairing order (GA is its first `groupSize`); consecutive starting ranks make
 * one run, so a file whose pairing order is its starting ranks needs one run per value.
 */
export function bakuRanges(starts: readonly number[], rounds: number): BakuRange[] {
  const plan = bakuPlan(starts.length, rounds);
  const ga = [...starts.slice(0, plan.groupSize)].sort((a, b) => a - b);
  const runs: { first: number; last: number }[] = [];
  for (const s of ga) {
    const run = runs[runs.length - 1];
    if (run && s === run.last + 1) run.last = s;
    else runs.push({ first: s, last: s });
  }
  const values = [
    { points2: 2, firstRound: 1, lastRound: plan.fullRounds },
    { points2: 1, firstRound: plan.fullRounds + 1, lastRound: plan.acceleratedRounds },
  ].filter((v) => v.firstRound <= v.lastRound);
  return values.flatMap((v) => runs.map((r) => ({ ...v, ...r })));
}

/** One player's virtual points (doubled) round by round from round 1: what a TRF `XXA` record holds. */
export interface BakuRow {
  readonly start: number;
  readonly points2: readonly number[];
}

/**
 * The plan as one row per GA player, in pairing order (`starts`), each with its virtual points in
 * rounds 1…the last accelerated round: the form of JaVaFo's `XXA` record, which the engines of the
 * 2017 text read (D353).
 */
export function bakuRows(starts: readonly number[], rounds: number): BakuRow[] {
  const plan = bakuPlan(starts.length, rounds);
  return starts.slice(0, plan.groupSize).map((start) => ({
    start,
    points2: Array.from({ length: plan.acceleratedRounds }, (_, r) => gaPoints2(plan, r + 1)),
  }));
}

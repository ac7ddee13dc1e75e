/**
 * Chess tie-breaks (RULES §2.3, D28) as FIDE's Tie-Break Regulations (handbook C.07, in force
 * from 1 August 2024) define them, with C.07's acronyms (PTS, BH, SB, DE, WIN, WON, BPG, PS, ARO,
 * TPR). Points are doubled integers inside (win 2, draw 1), halved for display; ratings whole.
 * The reading, and the article numbers cited, follow the reference implementation of the FIDE
 * Technical Commission (TieBreakServer), which cites C.07 in its code.
 *
 * Unplayed rounds (C.07 art. 16): a round is *played* when a game was played over the board with
 * a result. A round with an opponent, a pairing-allocated bye or a forfeit win is one of 16.2.1–
 * 16.2.4; an unplayed round that did not earn a win (half- or zero-point bye, absence, a forfeit
 * loss) is a voluntarily unplayed round (VUR, 16.2.5). For the Buchholz family:
 * - an opponent's score is adjusted: the VURs after the opponent's last round that was not a VUR
 *   (a withdrawal) count as draws (16.3.2); every other round counts as scored;
 * - a participant's own unplayed round counts as a game against a dummy opponent with the
 *   participant's own score (Swiss), and nothing in a round robin, where a forfeit counts as a
 *   game against the scheduled opponent (pre-determined pairings);
 * - a cut (Cut-1, Cut-2) or median removes the least significant values, VURs first (14.6).
 */
import { lookupTable } from "../common/lookup";
import { dpOfHundredths } from "../fide/dp";
import type { Player, Tournament } from "./model";
import { rankByCriteria } from "./rank-by";

/** C.07 acronyms this module computes (with the project's cut and median forms). */
export const CHESS_TIEBREAKS = [
  "PTS",
  "BH",
  "BH-C1",
  "BH-C2",
  "BH-M1",
  "SB",
  "DE",
  "WIN",
  "WON",
  "BPG",
  "ARO",
  "ARO-C1",
  "PS",
  "TPR",
] as const;
export type ChessTiebreak = (typeof CHESS_TIEBREAKS)[number];

/** D28: points, Buchholz Cut-1, Buchholz, Sonneborn–Berger, direct encounter, games won, ARO. */
export const D28_ORDER: readonly ChessTiebreak[] = ["PTS", "BH-C1", "BH", "SB", "DE", "WON", "ARO"];

const ALIASES: ReadonlyMap<string, ChessTiebreak> = lookupTable({
  POINTS: "PTS",
  BUCHHOLZ: "BH",
  BUCH: "BH",
  "BH-C": "BH-C1",
  BHC1: "BH-C1",
  "BUCHHOLZ-CUT1": "BH-C1",
  BHC2: "BH-C2",
  "BH-M": "BH-M1",
  MEDIAN: "BH-M1",
  BERGER: "SB",
  "SONNEBORN-BERGER": "SB",
  WINS: "WIN",
  BLACK: "BPG",
  "ARO-C": "ARO-C1",
  CUM: "PS",
  PROGRESSIVE: "PS",
  PERFORMANCE: "TPR",
});

/** "bh-c1" → "BH-C1", "Buchholz" → "BH"; null when unknown. */
export function parseChessTiebreak(text: string): ChessTiebreak | null {
  const t = text.trim().toUpperCase();
  return (CHESS_TIEBREAKS as readonly string[]).includes(t) ? (t as ChessTiebreak) : (ALIASES.get(t) ?? null);
}

/**
 * A list of tie-break names read with parseChessTiebreak: every one known, or the first word that
 * is not (each edge words its own error around it).
 */
export function parseChessTiebreaks(
  words: readonly string[],
): { ok: true; value: ChessTiebreak[] } | { ok: false; word: string } {
  const value: ChessTiebreak[] = [];
  for (const word of words) {
    const c = parseChessTiebreak(word);
    if (c === null) return { ok: false, word };
    value.push(c);
  }
  return { ok: true, value };
}

/**
 * D28: whether a list of names is chess's: it starts with "CHESS" (alone: D28's list) or names a
 * tie-break that only chess has (BH-C1, WON, BPG, PS, TPR …). `isGoName` tells Go's names; null:
 * the list is Go's. Otherwise its chess tie-breaks, or the first word that is not one.
 */
export function chessListOf(
  words: readonly string[],
  isGoName: (word: string) => boolean,
): { ok: true; value: ChessTiebreak[] } | { ok: false; word: string } | null {
  const chess = words[0]?.toUpperCase() === "CHESS";
  const rest = chess ? words.slice(1) : words;
  if (!chess && !rest.some((w) => !isGoName(w) && parseChessTiebreak(w) !== null)) return null;
  if (rest.length === 0) return { ok: true, value: [...D28_ORDER] };
  return parseChessTiebreaks(rest);
}

/** One round of one participant as C.07 sees it. */
interface Round {
  /** The paired opponent (a forfeit has one), else null (bye, absence). */
  readonly opponent: number | null;
  /** Played over the board with a result. */
  readonly played: boolean;
  /** Doubled points the round earned. */
  readonly points2: number;
  readonly black: boolean;
  /** 16.2.5: unplayed and not won. */
  readonly vur: boolean;
}

function roundsOf(t: Tournament, upTo: number): Round[][] {
  const n = t.players.length;
  return t.players.map((p, i) =>
    Array.from({ length: upTo }, (_, r): Round => {
      const e = p.results[r];
      if (e?.kind === "game" && e.opponent >= 0 && e.opponent < n && e.opponent !== i) {
        const played = !e.forfeit && e.score !== null;
        const points2 = e.score ?? 0;
        return {
          opponent: e.opponent,
          played,
          points2,
          black: e.colour === "black",
          vur: !played && points2 < 2,
        };
      }
      const points2 = e?.kind === "bye" || e?.kind === "absent" ? (e.score ?? 0) : 0;
      return { opponent: null, played: false, points2, black: false, vur: points2 < 2 };
    }),
  );
}

interface Entry {
  readonly value: number;
  /** The opponent's (adjusted) score: what a cut compares first. */
  readonly score: number;
  readonly vur: boolean;
}

/** Cut and median: remove `low` least significant values, VURs first (14.6), and `high` most significant. */
function cut(entries: readonly Entry[], low: number, high: number): number {
  let rest = [...entries];
  for (let k = 0; k < low && rest.length > 0; k++) {
    const all = [...rest].sort((a, b) => a.score - b.score || a.value - b.value);
    const vurFirst = [...rest].sort(
      (a, b) => Number(b.vur) - Number(a.vur) || a.score - b.score || a.value - b.value,
    );
    const drop = (all[0] as Entry).value > (vurFirst[0] as Entry).value ? all[0] : vurFirst[0];
    rest = rest.filter((e) => e !== drop);
  }
  for (let k = 0; k < high && rest.length > 0; k++) {
    const top = [...rest].sort((a, b) => b.score - a.score || b.value - a.value)[0];
    rest = rest.filter((e) => e !== top);
  }
  return rest.reduce((s, e) => s + e.value, 0);
}

export interface ChessTiebreakOptions {
  /** Standings after this many rounds (default all). */
  readonly rounds?: number;
  /** A round robin: own unplayed rounds add nothing and trailing VURs count 0, not a draw (16.3.2 is for Swiss events). */
  readonly roundRobin?: boolean;
}

/**
 * Doubled values (ratings for ARO and TPR, counts ×2 for WIN, WON, BPG) of every tie-break
 * that depends on the whole field; DE depends on the tied group and is filled by the standings.
 */
export function chessTiebreakValues(
  t: Tournament,
  wanted: readonly ChessTiebreak[],
  opts: ChessTiebreakOptions = {},
): Map<ChessTiebreak, number[]> {
  const R = Math.min(opts.rounds ?? t.rounds, t.rounds);
  const rr = opts.roundRobin ?? false;
  const rounds = roundsOf(t, R);
  const points = rounds.map((rs) => rs.reduce((s, r) => s + r.points2, 0));
  // 16.3.2: an opponent's score for Buchholz, trailing VURs without an opponent as draws
  const adjusted = rounds.map((rs) => {
    let last = -1;
    rs.forEach((r, k) => {
      if (!r.vur) last = k;
    });
    return rs.reduce((s, r, k) => s + (k <= last || r.opponent !== null ? r.points2 : rr ? 0 : 1), 0);
  });
  /** Buchholz / Sonneborn–Berger entries of participant i (doubled). */
  const entries = (i: number, sb: boolean): Entry[] =>
    (rounds[i] ?? []).flatMap((r): Entry[] => {
      let score: number;
      let vur = r.vur;
      // a round robin's forfeit counts as a game against the scheduled opponent (pre-determined
      // pairings, as TieBreakServer reads C.07: exercise 14 of the FIDE C.07 exercises)
      if ((r.played || rr) && r.opponent !== null) {
        score = adjusted[r.opponent] ?? 0;
        vur = false;
      } else if (!rr)
        score = points[i] ?? 0; // a dummy opponent with the participant's own score
      else if (r.opponent !== null) score = 0;
      else return [];
      return [{ score, value: sb ? (score * r.points2) / 2 : score, vur }];
    });
  const ratingOf = (p: Player | undefined): number =>
    p?.rating !== undefined && p.rating > 0 ? p.rating : 0;
  /** ARO over played games against rated opponents; its Cut-1 only when every such game is rated. */
  const rated = (i: number): { ratings: number[]; points2: number; all: boolean } => {
    const rs = (rounds[i] ?? []).filter((r) => r.played && r.opponent !== null);
    const withRating = rs.filter((r) => ratingOf(t.players[r.opponent as number]) > 0);
    return {
      ratings: withRating.map((r) => ratingOf(t.players[r.opponent as number])),
      points2: withRating.reduce((s, r) => s + r.points2, 0),
      all: withRating.length === rs.length,
    };
  };
  const average = (rs: readonly number[]): number =>
    rs.length === 0 ? 0 : Math.floor(rs.reduce((a, b) => a + b, 0) / rs.length + 0.5);
  const compute: Record<Exclude<ChessTiebreak, "DE">, (i: number) => number> = {
    PTS: (i) => points[i] ?? 0,
    BH: (i) => cut(entries(i, false), 0, 0),
    "BH-C1": (i) => cut(entries(i, false), 1, 0),
    "BH-C2": (i) => cut(entries(i, false), 2, 0),
    "BH-M1": (i) => cut(entries(i, false), 1, 1),
    SB: (i) => cut(entries(i, true), 0, 0),
    // WIN: rounds won, played or not; WON: games won over the board; BPG: games played with Black
    WIN: (i) => 2 * (rounds[i] ?? []).filter((r) => r.points2 === 2).length,
    WON: (i) => 2 * (rounds[i] ?? []).filter((r) => r.played && r.points2 === 2).length,
    BPG: (i) => 2 * (rounds[i] ?? []).filter((r) => r.played && r.black).length,
    // PS: the sum of the running scores after each round
    PS: (i) => {
      let run = 0;
      return (rounds[i] ?? []).reduce((s, r) => s + (run += r.points2), 0);
    },
    ARO: (i) => 2 * average(rated(i).ratings),
    "ARO-C1": (i) => {
      const r = rated(i);
      const rs = r.all ? [...r.ratings].sort((a, b) => a - b).slice(1) : r.ratings;
      return 2 * average(rs);
    },
    // TPR: ARO + dp(p), p over the rated games, in hundredths half up (table 8.1a)
    TPR: (i) => {
      const r = rated(i);
      if (r.ratings.length === 0) return 0;
      const p = Math.floor((100 * r.points2) / (2 * r.ratings.length) + 0.5);
      return 2 * (average(r.ratings) + dpOfHundredths(p));
    },
  };
  const out = new Map<ChessTiebreak, number[]>();
  for (const c of wanted) {
    if (c === "DE" || out.has(c)) continue;
    out.set(
      c,
      t.players.map((_, i) => compute[c](i)),
    );
  }
  return out;
}

/**
 * Direct encounter inside one tied group (doubled): the points each scored in games played
 * against the others of the group, when every pair of the group met over the board (6.2); the
 * games against one opponent met more than once count as their average (6.1.2: a double round
 * robin's two games are one encounter). In a round robin (pre-determined pairings) every pair is
 * due to meet, so a forfeit counts with its result and the group is taken as having all met, as
 * the FIDE Technical Commission's TieBreakServer reads it for pre-determined events (exercise 26
 * of the FIDE C.07 exercises, test/core/tournament/chess-held.test.ts).
 * When not every pair met, the group is separated from the top only as far as the encounters
 * decide it, as TieBreakServer applies 6.2: with each participant's highest possible score (the
 * points scored plus a win against every member of the group not met), the leader by points
 * scored keeps them as its value when they exceed the highest possible score of every
 * participant below it, and so on down; the first who cannot be separated and everyone below get
 * 0, tied.
 */
export function chessDirectEncounter(
  t: Tournament,
  group: readonly number[],
  upTo: number,
  roundRobin = false,
): number[] {
  if (group.length < 2) return group.map(() => 0);
  const rounds = roundsOf(t, Math.min(upTo, t.rounds));
  const inGroup = new Set(group);
  const met = new Set<string>();
  const opponents = group.map(() => new Set<number>());
  const pts = group.map((i, gi) => {
    // 6.1.2: per opponent, the sum and number of the encounters, averaged below
    const against = new Map<number, { sum: number; games: number }>();
    for (const r of rounds[i] ?? []) {
      const counts = r.played || (roundRobin && r.opponent !== null);
      if (!counts || r.opponent === null || !inGroup.has(r.opponent)) continue;
      met.add(i < r.opponent ? `${i},${r.opponent}` : `${r.opponent},${i}`);
      opponents[gi]?.add(r.opponent);
      const a = against.get(r.opponent) ?? { sum: 0, games: 0 };
      against.set(r.opponent, { sum: a.sum + r.points2, games: a.games + 1 });
    }
    let s = 0;
    for (const a of against.values()) s += a.sum / a.games;
    return s;
  });
  if (roundRobin || met.size === (group.length * (group.length - 1)) / 2) return pts;
  // 6.2, not all met: the highest possible score is the points plus a win (2) per member not met
  const max = group.map((_, gi) => (pts[gi] ?? 0) + 2 * (group.length - 1 - (opponents[gi]?.size ?? 0)));
  const order = group
    .map((_, gi) => gi)
    .sort((a, b) => (pts[b] ?? 0) - (pts[a] ?? 0) || (max[b] ?? 0) - (max[a] ?? 0) || a - b);
  const out = group.map(() => 0);
  for (let k = 0; k < order.length; k++) {
    const gi = order[k] ?? 0;
    const below = order.slice(k + 1).reduce((m, x) => Math.max(m, max[x] ?? 0), -1);
    if ((pts[gi] ?? 0) <= below) break; // k and everyone below stay tied at 0
    out[gi] = pts[gi] ?? 0;
  }
  return out;
}

export interface ChessStandingRow {
  readonly player: number;
  readonly place: number;
  /** Points and counts in real units (halved), ARO and TPR in rating points. */
  readonly values: Readonly<Partial<Record<ChessTiebreak, number>>>;
}

/**
 * Chess standings: sorted by the tuple of tie-breaks, descending; equal tuples share a place.
 * The first tie-break is the main score (normally PTS). DE is evaluated inside each group tied
 * on the tie-breaks before it.
 */
export function chessStandings(
  t: Tournament,
  criteria: readonly ChessTiebreak[] = D28_ORDER,
  opts: ChessTiebreakOptions = {},
): ChessStandingRow[] {
  const values = chessTiebreakValues(t, criteria, opts);
  const mutual = (c: ChessTiebreak, group: readonly number[]): number[] | undefined =>
    c === "DE"
      ? chessDirectEncounter(t, group, opts.rounds ?? t.rounds, opts.roundRobin ?? false)
      : undefined;
  return rankByCriteria(t.players.length, criteria, values, mutual).map(({ index, place }) => {
    const v: Partial<Record<ChessTiebreak, number>> = {};
    for (const c of criteria) v[c] = (values.get(c)?.[index] ?? 0) / 2;
    return { player: index, place, values: v };
  });
}

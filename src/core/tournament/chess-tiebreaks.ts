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
import { pdOf } from "../fide/expectation";
import type { Player, Tournament } from "./model";
import { rankByCriteria } from "./rank-by";

/** C.07 acronyms this module computes (with the project's cut and median forms). */
export const CHESS_TIEBREAKS = [
  "PTS",
  "BH",
  "BH-C1",
  "BH-C2",
  "BH-M1",
  "AOB",
  "FB",
  "SB",
  "SB-C1",
  "DE",
  "WIN",
  "WON",
  "BPG",
  "BWG",
  "GE",
  "ARO",
  "ARO-C1",
  "PS",
  "PS-C1",
  "KS",
  "TPR",
  "PTP",
  "APRO",
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
  "SB-C": "SB-C1",
  SBC1: "SB-C1",
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

/**
 * Which text of C.07 values a participant's own unplayed rounds (D32): `2024`, the regulations in
 * force from 1 August 2024 (the default, D28), or `2026`, their amendment of art. 16.4 in force
 * from 1 February 2026, which caps the dummy opponent's score.
 */
export type ChessTiebreakRules = "2024" | "2026";
export const CHESS_TIEBREAK_RULES: readonly ChessTiebreakRules[] = ["2024", "2026"];

export interface ChessTiebreakOptions {
  /** Standings after this many rounds (default all). */
  readonly rounds?: number;
  /** The text of C.07 (D32); default 2024. */
  readonly rules?: ChessTiebreakRules;
  /** A round robin: own unplayed rounds add nothing and trailing VURs count 0, not a draw (16.3.2 is for Swiss events). */
  readonly roundRobin?: boolean;
}

/**
 * Doubled values (ratings for ARO and TPR, counts ×2 for WIN, WON, BPG) of every tie-break
 * that depends on the whole field; DE depends on the tied group and is filled by the standings.
 * null: the tie-break does not apply to the participant (D31: an average of no rated games, as
 * ARO Cut-1 of a participant with one rated game, exercise 18's "None").
 */
export function chessTiebreakValues(
  t: Tournament,
  wanted: readonly ChessTiebreak[],
  opts: ChessTiebreakOptions = {},
): Map<ChessTiebreak, (number | null)[]> {
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
  // FB (Fore Buchholz): every game of the last round counted taken as a draw. A participant
  // paired in it (an opponent, or a bye that won the round) counts every round at face value, the
  // last one a draw when it had an opponent; the others as for Buchholz (exercise 10)
  const fore = rounds.map((rs, c) => {
    const last = rs[R - 1];
    if (last === undefined || (last.opponent === null && last.points2 < 2))
      return { adjusted: adjusted[c] ?? 0, own: points[c] ?? 0 };
    const score = (points[c] ?? 0) + (last.opponent !== null ? 1 - last.points2 : 0);
    return { adjusted: score, own: score };
  });
  /**
   * Buchholz / Sonneborn–Berger entries of participant i (doubled): the opponents' scores as
   * `adjustedOf` gives them, `ownOf` the participant's own for the dummy opponent; `foreRound`
   * the round counted as played whatever happened in it (FB's last).
   */
  const entries = (
    i: number,
    sb: boolean,
    adjustedOf: (c: number) => number = (c) => adjusted[c] ?? 0,
    ownOf: (c: number) => number = (c) => points[c] ?? 0,
    foreRound = -1,
  ): Entry[] =>
    (rounds[i] ?? []).flatMap((r, k): Entry[] => {
      let score: number;
      let vur = r.vur;
      // a round robin's forfeit counts as a game against the scheduled opponent (pre-determined
      // pairings, as TieBreakServer reads C.07: exercise 14 of the FIDE C.07 exercises)
      if ((r.played || rr || k === foreRound) && r.opponent !== null) {
        score = adjustedOf(r.opponent);
        vur = false;
      } else if (!rr) {
        score = ownOf(i); // a dummy opponent with the participant's own score (16.3)
        // D32, C.07 as amended for 2026: the dummy's score is capped by the forfeiting opponent's
        // adjusted score (16.4.1), else by a draw in every round counted (16.4.2)
        if (opts.rules === "2026") score = Math.min(score, r.opponent !== null ? adjustedOf(r.opponent) : R);
      } else if (r.opponent !== null) score = 0;
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
  const bh = rounds.map((_, i) => cut(entries(i, false), 0, 0));
  // Koya's limit (a round robin's tie-break): half of the games a participant is due to play, the
  // rounds counted less those a round robin of an odd number sits each participant out (doubled)
  const n = t.players.length;
  const koyaLimit = R - (n > 0 && R % n === 0 ? R / n : 0);
  // D31: the average of no ratings is no figure (null), not 0
  const average = (rs: readonly number[]): number | null =>
    rs.length === 0 ? null : Math.floor(rs.reduce((a, b) => a + b, 0) / rs.length + 0.5);
  const twice = (x: number | null): number | null => (x === null ? null : 2 * x);
  // TPR: ARO + dp(p), p over the rated games, in hundredths half up (table 8.1a); none: null (D31)
  const tpr = (i: number): number | null => {
    const r = rated(i);
    const aro = average(r.ratings);
    if (aro === null) return null;
    const p = Math.floor((100 * r.points2) / (2 * r.ratings.length) + 0.5);
    return aro + dpOfHundredths(p);
  };
  const tprs = wanted.includes("APRO") ? rounds.map((_, i) => tpr(i)) : [];
  const compute: Record<Exclude<ChessTiebreak, "DE">, (i: number) => number | null> = {
    PTS: (i) => points[i] ?? 0,
    BH: (i) => cut(entries(i, false), 0, 0),
    "BH-C1": (i) => cut(entries(i, false), 1, 0),
    "BH-C2": (i) => cut(entries(i, false), 2, 0),
    "BH-M1": (i) => cut(entries(i, false), 1, 1),
    // AOB: the average of the Buchholz of the opponents met over the board, to the hundredth half
    // up (exercise 9 of the FIDE C.07 exercises); none met: no figure (D31)
    AOB: (i) => {
      const met = (rounds[i] ?? []).filter((r) => r.played && r.opponent !== null);
      if (met.length === 0) return null;
      const sum = met.reduce((s, r) => s + (bh[r.opponent as number] ?? 0), 0);
      return (2 * Math.floor((100 * sum) / (2 * met.length) + 0.5)) / 100;
    },
    FB: (i) =>
      cut(
        entries(
          i,
          false,
          (c) => fore[c]?.adjusted ?? 0,
          (c) => fore[c]?.own ?? 0,
          R - 1,
        ),
        0,
        0,
      ),
    SB: (i) => cut(entries(i, true), 0, 0),
    // 14.x: the cut drops the entry of the least significant opponent (lowest score, VURs
    // first), as for Buchholz; exercises 13 and 15 of the FIDE C.07 exercises
    "SB-C1": (i) => cut(entries(i, true), 1, 0),
    // WIN: rounds won, played or not; WON: games won over the board; BPG: games played with Black
    WIN: (i) => 2 * (rounds[i] ?? []).filter((r) => r.points2 === 2).length,
    WON: (i) => 2 * (rounds[i] ?? []).filter((r) => r.played && r.points2 === 2).length,
    BPG: (i) => 2 * (rounds[i] ?? []).filter((r) => r.played && r.black).length,
    // BWG: games won with Black over the board; GE: rounds the participant elected to play, the
    // games played and the rounds won without play (a forfeit win, a full-point bye), as
    // TieBreakServer counts them (exercises 30 and 31 of the FIDE C.07 exercises)
    BWG: (i) => 2 * (rounds[i] ?? []).filter((r) => r.played && r.black && r.points2 === 2).length,
    GE: (i) => 2 * (rounds[i] ?? []).filter((r) => r.played || r.points2 === 2).length,
    // PS: the sum of the running scores after each round
    PS: (i) => {
      let run = 0;
      return (rounds[i] ?? []).reduce((s, r) => s + (run += r.points2), 0);
    },
    // KS (Koya): the points scored against the opponents who scored at least half of the games
    // due (koyaLimit), a forfeit with its result (exercise 16 of the FIDE C.07 exercises)
    KS: (i) =>
      (rounds[i] ?? []).reduce(
        (s, r) => s + (r.opponent !== null && (points[r.opponent] ?? 0) >= koyaLimit ? r.points2 : 0),
        0,
      ),
    // PS Cut-1: without the running score after round 1 (exercise 33)
    "PS-C1": (i) => {
      let run = 0;
      return (rounds[i] ?? []).reduce((s, r, k) => s + ((run += r.points2), k === 0 ? 0 : run), 0);
    },
    ARO: (i) => twice(average(rated(i).ratings)),
    "ARO-C1": (i) => {
      const r = rated(i);
      const rs = r.all ? [...r.ratings].sort((a, b) => a - b).slice(1) : r.ratings;
      return twice(average(rs));
    },
    // TPR: ARO + dp(p), p over the rated games, in hundredths half up (table 8.1a)
    TPR: (i) => twice(tpr(i)),
    // PTP (perfect tournament performance): the lowest whole rating whose expected scores
    // against the rated opponents (table 8.1b, no 400-point cap) sum to the points scored
    // against them at least; a zero score: the lowest opponent's rating − 800 (exercise 22)
    PTP: (i) => {
      const r = rated(i);
      if (r.ratings.length === 0) return null;
      const lo0 = r.ratings.reduce((m, x) => Math.min(m, x), Infinity) - 800;
      if (r.points2 === 0) return 2 * lo0;
      const need = 50 * r.points2; // hundredths
      const sum = (rating: number): number => r.ratings.reduce((s, o) => s + pdOf(rating - o), 0);
      let lo = lo0;
      let hi = r.ratings.reduce((m, x) => Math.max(m, x), -Infinity) + 800;
      if (sum(hi) < need) return 2 * hi;
      while (hi - lo > 1) {
        const mid = Math.floor((lo + hi) / 2);
        if (sum(mid) >= need) hi = mid;
        else lo = mid;
      }
      return 2 * hi;
    },
    // APRO: the average of the opponents' TPR, games played, whole half up (exercise 21)
    APRO: (i) => {
      const values = (rounds[i] ?? [])
        .filter((r) => r.played && r.opponent !== null)
        .map((r) => tprs[r.opponent as number] ?? null)
        .filter((v): v is number => v !== null);
      return twice(average(values));
    },
  };
  const out = new Map<ChessTiebreak, (number | null)[]>();
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
 * The points each member of a group scored in games against the others of the group (doubled),
 * with the encounters against one opponent met more than once counted as their average (6.1.2:
 * a double round robin's two games are one encounter), and whether every pair of the group met.
 * In a round robin (pre-determined pairings) every pair is due to meet, so a forfeit counts with
 * its result, as the FIDE Technical Commission's TieBreakServer reads it for pre-determined events
 * (exercise 26 of the FIDE C.07 exercises, test/core/tournament/chess-held.test.ts).
 */
export function encounterPoints(
  t: Tournament,
  group: readonly number[],
  upTo: number,
  roundRobin = false,
): { points: number[]; met: number[]; allMet: boolean } {
  const rounds = roundsOf(t, Math.min(upTo, t.rounds));
  return encounters(rounds, group, roundRobin);
}

function encounters(
  rounds: readonly (readonly Round[])[],
  group: readonly number[],
  roundRobin: boolean,
): { points: number[]; met: number[]; allMet: boolean } {
  const inGroup = new Set(group);
  const pairs = new Set<string>();
  const met: number[] = [];
  const points = group.map((i) => {
    // 6.1.2: per opponent, the sum and number of the encounters, averaged below
    const against = new Map<number, { sum: number; games: number }>();
    for (const r of rounds[i] ?? []) {
      const counts = r.played || (roundRobin && r.opponent !== null);
      if (!counts || r.opponent === null || !inGroup.has(r.opponent)) continue;
      pairs.add(i < r.opponent ? `${i},${r.opponent}` : `${r.opponent},${i}`);
      const a = against.get(r.opponent) ?? { sum: 0, games: 0 };
      against.set(r.opponent, { sum: a.sum + r.points2, games: a.games + 1 });
    }
    met.push(against.size);
    let s = 0;
    for (const a of against.values()) s += a.sum / a.games;
    return s;
  });
  const allMet = roundRobin || pairs.size === (group.length * (group.length - 1)) / 2;
  return { points, met, allMet };
}

/**
 * One application of the direct encounter (C.07 art. 6) to a tied group: the group split into
 * subgroups in order, the members of a subgroup still tied. When every pair met, by the points
 * scored against each other (6.2). When not, the group is separated from the top only as far as
 * the encounters decide it, as TieBreakServer applies 6.2: with each participant's highest
 * possible score (the points scored plus a win against every member not met), the leader by
 * points scored is separated when its points exceed the highest possible score of every
 * participant below it, and so on down; the first who cannot be separated and everyone below
 * stay one subgroup.
 */
function splitOnce(
  rounds: readonly (readonly Round[])[],
  group: readonly number[],
  roundRobin: boolean,
): number[][] {
  const { points, met, allMet } = encounters(rounds, group, roundRobin);
  const at = (gi: number): number => points[gi] ?? 0;
  if (allMet) {
    const order = group.map((_, gi) => gi).sort((a, b) => at(b) - at(a) || a - b);
    const parts: number[][] = [];
    order.forEach((gi, k) => {
      const prev = order[k - 1];
      if (prev !== undefined && at(prev) === at(gi)) parts[parts.length - 1]?.push(group[gi] ?? 0);
      else parts.push([group[gi] ?? 0]);
    });
    return parts;
  }
  // 6.2, not all met: the highest possible score is the points plus a win (2) per member not met
  const max = group.map((_, gi) => at(gi) + 2 * (group.length - 1 - (met[gi] ?? 0)));
  const order = group
    .map((_, gi) => gi)
    .sort((a, b) => at(b) - at(a) || (max[b] ?? 0) - (max[a] ?? 0) || a - b);
  const parts: number[][] = [];
  for (let k = 0; k < order.length; k++) {
    const below = order.slice(k + 1).reduce((m, x) => Math.max(m, max[x] ?? 0), -1);
    if (at(order[k] ?? 0) <= below) {
      parts.push(order.slice(k).map((gi) => group[gi] ?? 0)); // k and everyone below stay tied
      break;
    }
    parts.push([group[order[k] ?? 0] ?? 0]);
  }
  return parts;
}

/**
 * Direct encounter inside one tied group (C.07 art. 6, D31): each member's place within the group
 * (1 = first; equal places: not separated). The encounters split the group (`splitOnce`); every
 * subgroup still tied is split again by the encounters among its own members only, and so on
 * until no subgroup splits further, as TieBreakServer applies DE (compute_recursive_if_tied).
 */
export function chessDirectEncounter(
  t: Tournament,
  group: readonly number[],
  upTo: number,
  roundRobin = false,
): number[] {
  const rounds = roundsOf(t, Math.min(upTo, t.rounds));
  const place = new Map<number, number>();
  const separate = (members: readonly number[], offset: number): void => {
    const parts = members.length < 2 ? [members] : splitOnce(rounds, members, roundRobin);
    if (parts.length === 1) {
      for (const m of members) place.set(m, offset + 1);
      return;
    }
    let o = offset;
    for (const part of parts) {
      separate(part, o);
      o += part.length;
    }
  };
  separate(group, 0);
  return group.map((m) => place.get(m) ?? 1);
}

export interface ChessStandingRow {
  readonly player: number;
  readonly place: number;
  /**
   * Points and counts in real units (halved), ARO and TPR in rating points, DE the place within
   * the group tied before it; null where the tie-break does not apply (D31).
   */
  readonly values: Readonly<Partial<Record<ChessTiebreak, number | null>>>;
}

/**
 * Chess standings: sorted by the tuple of tie-breaks, descending; equal tuples share a place.
 * The first tie-break is the main score (normally PTS). DE is evaluated inside each group tied
 * on the tie-breaks before it (D31: its place in the group, applied again to a subgroup still
 * tied; null for a participant tied with nobody). A tie-break that does not apply (null) ranks
 * below every figure (D31).
 */
export function chessStandings(
  t: Tournament,
  criteria: readonly ChessTiebreak[] = D28_ORDER,
  opts: ChessTiebreakOptions = {},
): ChessStandingRow[] {
  const values = chessTiebreakValues(t, criteria, opts);
  const keys = new Map<ChessTiebreak, number[]>();
  for (const [c, col] of values)
    keys.set(
      c,
      col.map((v) => v ?? -1),
    );
  const dePlace = new Map<number, number | null>();
  const mutual = (c: ChessTiebreak, group: readonly number[]): number[] | undefined => {
    if (c !== "DE") return undefined;
    const places = chessDirectEncounter(t, group, opts.rounds ?? t.rounds, opts.roundRobin ?? false);
    group.forEach((p, gi) => dePlace.set(p, group.length > 1 ? (places[gi] ?? 1) : null));
    // the sort key: a better place is a higher key
    return places.map((pl) => group.length - pl);
  };
  return rankByCriteria(t.players.length, criteria, keys, mutual).map(({ index, place }) => {
    const v: Partial<Record<ChessTiebreak, number | null>> = {};
    for (const c of criteria) {
      const x = c === "DE" ? (dePlace.get(index) ?? null) : (values.get(c)?.[index] ?? null);
      v[c] = x === null || c === "DE" ? x : x / 2;
    }
    return { player: index, place, values: v };
  });
}

/**
 * A whole tournament rated under MGSZ (RULES §1; D3–D8, D24, D26, D27, D29): starting ratings
 * from a rating list (EGD PIN, else name), from the file, or from the declared rank (§1.5, D24);
 * the multiplier given or derived from the time control and the event's importance flags (§1.2,
 * D27; none below category E, D29); parts when C × rounds ≥ 300 (D4); every played game's Jp
 * from the part's starting ratings (§1.3); ranks promoted once per tournament (§1.4, D26).
 * Pure: the caller reads the files (src/formats) and prints the result.
 */
import type { Message } from "../../i18n/table";
import { msg } from "../../i18n/table";
import { mapPlayers } from "../common/errors";
import { type DoubledResult, MAX_STONES, gamePoint } from "../mgsz/gamepoint";
import { partsOf } from "../mgsz/multiplier";
import { mgszPerformance } from "../mgsz/performance";
import { newRank } from "../mgsz/promotion";
import { formatRank, rankOrder, rankPoints } from "../mgsz/rank";
import { ratingChange } from "../mgsz/rating";
import { type Rank } from "../mgsz/tables";
import { fullName, pairedGames } from "../tournament/model";
import type { PairedGame, Player, Points2, Tournament } from "../tournament/model";
import { type IdentityChoice, PlayerMatcher, queryOf } from "./match";
import { type MultiplierBreakdown, type MultiplierInput, tournamentMultiplier } from "./mgsz-multiplier";
import { type ListedRating, type Start, type StartSource, fileRatingsNote, startOf } from "./mgsz-start";

export type { ListedRating, StartSource };

export interface MgszTournamentOptions {
  readonly ratingList?: readonly ListedRating[];
  /** The officer's answers (D62) by player index: the list row (0-based) that is the player, or "new". */
  readonly identities?: ReadonlyMap<number, IdentityChoice>;
  /**
   * The file's ratings are MGSZ ratings: players missing from the list start from them (D64:
   * the officer says so; a sheet's Rating column is). Default false: a Go file's ratings (EGD
   * GoR, FFG, AGA) are on another scale, and such players start from their rank (D24).
   */
  readonly fileRatings?: boolean;
  /** C given by the officer, a whole number; wins over `time`. */
  readonly multiplier?: number;
  readonly time?: MultiplierInput;
  /** The officer's starting ratings (§1.5 override, D24), by player index. */
  readonly startingRatings?: ReadonlyMap<number, number>;
  /** Who enters the register by default (D24: the country HU, 1.§ (1)); default federation HU/HUN. */
  readonly isHungarian?: (p: Player) => boolean;
  /** D24's per-player switch: whether the player enters the register, by player index; wins over `isHungarian`. */
  readonly entersRegister?: ReadonlyMap<number, boolean>;
}

export interface MgszGameLine {
  /** 1-based round. */
  readonly round: number;
  /** Opponent's index in `tournament.players`. */
  readonly opponent: number;
  /** The opponent's rating at the start of the part. */
  readonly opponentRating: number;
  readonly result: Points2;
  /** + received, − given (D5). */
  readonly stones: number;
  /** Game point in thousandths. */
  readonly jp: number;
  /** 0-based part. */
  readonly part: number;
}

export interface MgszPartResult {
  /** First and last round of the part, 1-based. */
  readonly firstRound: number;
  readonly lastRound: number;
  readonly ratingBefore: number;
  /** ΣJp of the part in thousandths. */
  readonly sumJp: number;
  /** ⌊C·ΣJp + 0.5⌋ (D7). */
  readonly change: number;
  readonly ratingAfter: number;
}

export interface MgszPlayerResult {
  /** Index in `tournament.players`. */
  readonly player: number;
  /** `name firstName` as the file gives them. */
  readonly name: string;
  readonly source: StartSource;
  /** Not on the rating list (or the file): started from the declared rank, §1.5. */
  readonly newPlayer: boolean;
  /** The matched list row's line, when the list gives lines. */
  readonly listLine?: number;
  readonly ratingBefore: number;
  /** Short MGSZ rank: the list's, else the declared one (capped per §1.5, D24), else the rating's band. */
  readonly rankBefore: string;
  /** New players (§1.5, D24): what the officer decides on. */
  readonly entry?: MgszEntry;
  readonly parts: readonly MgszPartResult[];
  /** ΣJp over all parts in thousandths. */
  readonly sumJp: number;
  /** Rating after − rating before. */
  readonly change: number;
  readonly ratingAfter: number;
  /** After §1.4 with each part's rating after counted as one tournament (D4, D8). */
  readonly rankAfter: string;
  /** Rated games only (played over the board, result known), in round order. */
  readonly games: readonly MgszGameLine[];
}

/** D24: a new player's proposal and what it rests on. */
export interface MgszEntry {
  /** The declared rank (short form). */
  readonly declared: string;
  /** Enters the register (default: country HU; the officer's switch). */
  readonly entersRegister: boolean;
  /** The declared rank is above 5k: the starting rank is 5k and a higher one is the committee's (5.§ (5)). */
  readonly forCommittee: boolean;
  /** Games played over the board with a result, and of them won (jigo ½). */
  readonly games: number;
  readonly wins: number;
  /** D24's MGSZ performance over these games (ΣJp 0); null without a game. */
  readonly performance: number | null;
}

export interface MgszNote {
  /** Player index, or −1 for the tournament. */
  readonly player: number;
  readonly code:
    | "new-player"
    | "loose-name"
    | "rank-capped"
    | "for-committee"
    | "rank-clamped"
    | "handicap-colour-unknown"
    | "handicap-clamped"
    /** D64: the file's ratings were not taken as MGSZ ratings. */
    | "file-ratings";
  /** What it says, in the one message table. */
  readonly text: Message;
}

export interface MgszTournamentResult {
  readonly multiplier: MultiplierBreakdown;
  /** Rounds per part (D4). */
  readonly parts: readonly number[];
  /** One per player, in the file's order. */
  readonly players: readonly MgszPlayerResult[];
  readonly notes: readonly MgszNote[];
}

interface RatedGame {
  round: number;
  a: number;
  b: number;
  /** a's doubled score. */
  score: Points2;
  /** Stones received by a (negative: given). */
  stones: number;
}

/** The rated games with the stones from each side (D5), clamped to ±9 with a note. */
function ratedGamesWithStones(
  paired: readonly PairedGame[],
  starts: readonly Start[],
  notes: MgszNote[],
): RatedGame[] {
  const out: RatedGame[] = [];
  for (const g of paired) {
    if (g.forfeit || g.score === null) continue;
    let h = g.handicap ?? 0;
    if (h > MAX_STONES) {
      notes.push({
        player: g.first,
        code: "handicap-clamped",
        text: msg("mgszHandicapClamped", {
          round: g.round,
          a: g.first + 1,
          b: g.second + 1,
          handicap: h,
          max: MAX_STONES,
        }),
      });
      h = MAX_STONES;
    }
    let stones = h === 0 ? 0 : -h; // first had White: Black received the stones
    if (!g.colourKnown && h > 0) {
      // D5 "normally the lower-rated player": without colours the lower starting rating received them.
      const aLower = (starts[g.first]?.rating ?? 0) < (starts[g.second]?.rating ?? 0);
      stones = aLower ? h : -h;
      notes.push({
        player: g.first,
        code: "handicap-colour-unknown",
        text: msg("mgszHandicapColourUnknown", {
          round: g.round,
          a: g.first + 1,
          b: g.second + 1,
          stones: h,
        }),
      });
    }
    out.push({ round: g.round, a: g.first, b: g.second, score: g.score, stones });
  }
  return out;
}

/**
 * §1.4 for one tournament: D26, a tournament rated in parts (D4) is still one tournament for
 * rank changes, so only the rating after its last part counts, once. Most ratings stay below
 * the next threshold, which needs no search.
 */
function rankAfter(rank: Rank, after: number): Rank {
  const order = rankOrder(rank);
  if (order >= 7) return rank;
  const next: Rank = order >= 0 ? { kind: "d", n: order + 1 } : { kind: "k", n: -order };
  if (after < rankPoints(next)) return rank;
  return newRank(rank, [after]);
}

/**
 * Rates a tournament under MGSZ. Throws a RatingError when a player can have no starting
 * rating (not listed, no rating, no rank) or when no multiplier can be found.
 */
export function rateMgszTournament(t: Tournament, opts: MgszTournamentOptions = {}): MgszTournamentResult {
  const notes: MgszNote[] = [];
  const paired = pairedGames(t);
  const breakdown = tournamentMultiplier(t, opts.multiplier, opts.time, paired);
  const c = breakdown.multiplier;
  const parts = partsOf(c, t.rounds);
  const matcher = opts.ratingList
    ? new PlayerMatcher(
        opts.ratingList,
        t.players.map((p) => queryOf(p, p.egdPin)),
      )
    : null;
  const starts = mapPlayers(t.players, (_, i) => startOf(t, i, opts, matcher, notes));
  const unused = fileRatingsNote(t, starts);
  if (unused !== null) notes.unshift(unused);
  const games = ratedGamesWithStones(paired, starts, notes);

  const n = t.players.length;
  const current = starts.map((s) => s.rating);
  const partResults: MgszPartResult[][] = Array.from({ length: n }, () => []);
  const lines: MgszGameLine[][] = Array.from({ length: n }, () => []);
  let g = 0;
  let first = 1;
  parts.forEach((len, k) => {
    const last = first + len - 1;
    const before = current.slice();
    const sums = new Array<number>(n).fill(0);
    for (; g < games.length && (games[g]?.round ?? Infinity) <= last; g++) {
      const game = games[g] as RatedGame;
      const ra = before[game.a] ?? 0;
      const rb = before[game.b] ?? 0;
      const sb = (2 - game.score) as Points2;
      const ja = gamePoint(ra, rb, game.score as DoubledResult, game.stones);
      const jb = gamePoint(rb, ra, sb as DoubledResult, 0 - game.stones);
      sums[game.a] = (sums[game.a] ?? 0) + ja;
      sums[game.b] = (sums[game.b] ?? 0) + jb;
      const round = game.round;
      lines[game.a]?.push({
        round,
        opponent: game.b,
        opponentRating: rb,
        result: game.score,
        stones: game.stones,
        jp: ja,
        part: k,
      });
      lines[game.b]?.push({
        round,
        opponent: game.a,
        opponentRating: ra,
        result: sb,
        stones: 0 - game.stones,
        jp: jb,
        part: k,
      });
    }
    for (let i = 0; i < n; i++) {
      const rb = before[i] ?? 0;
      const sum = sums[i] ?? 0;
      const change = ratingChange(c, sum);
      current[i] = rb + change;
      partResults[i]?.push({
        firstRound: first,
        lastRound: last,
        ratingBefore: rb,
        sumJp: sum,
        change,
        ratingAfter: rb + change,
      });
    }
    first = last + 1;
  });

  const players: MgszPlayerResult[] = starts.map((s, i) => {
    const ps = partResults[i] ?? [];
    const after = current[i] ?? s.rating;
    const p = t.players[i] as Player;
    const own = lines[i] ?? [];
    return {
      player: i,
      name: fullName(p),
      source: s.source,
      newPlayer: s.source === "rank",
      ...(s.listLine !== undefined ? { listLine: s.listLine } : {}),
      ratingBefore: s.rating,
      rankBefore: formatRank(s.rank),
      parts: ps,
      sumJp: ps.reduce((a, x) => a + x.sumJp, 0),
      change: after - s.rating,
      ratingAfter: after,
      rankAfter: formatRank(rankAfter(s.rank, after)),
      games: own,
      ...(s.entry === undefined
        ? {}
        : {
            entry: {
              declared: formatRank(s.entry.declared),
              entersRegister: s.entry.entersRegister,
              forCommittee: s.entry.forCommittee,
              games: own.length,
              wins: own.reduce((w, l) => w + l.result / 2, 0),
              performance:
                own.length === 0
                  ? null
                  : mgszPerformance(
                      own.map((l) => ({
                        opponent: l.opponentRating,
                        result: l.result as DoubledResult,
                        stones: l.stones,
                      })),
                    ),
            },
          }),
    };
  });
  return { multiplier: breakdown, parts, players, notes };
}

/**
 * A whole tournament rated under MGSZ (RULES §1; D3–D8, D24, D26, D27, D29): starting ratings
 * from a rating list (EGD PIN, else name), from the file, or from the declared rank (§1.5, D24);
 * the multiplier given or derived from the time control and the event's importance flags (§1.2,
 * D27; none below category E, D29); parts when C × rounds ≥ 300 (D4); every played game's Jp
 * from the part's starting ratings (§1.3); ranks promoted once per tournament (§1.4, D26)
 * from the thresholds reached once before (D8).
 * Pure: the caller reads the files (src/formats) and prints the result.
 */
import { msg } from "../../i18n/table";
import { mapPlayers } from "../common/errors";
import { type DoubledResult, MAX_STONES, gamePoint } from "../mgsz/gamepoint";
import { partsOf } from "../mgsz/multiplier";
import { mgszPerformance } from "../mgsz/performance";
import { type Promotion, promote } from "../mgsz/promotion";
import { formatRank, parseRank, rankOrder, rankPoints } from "../mgsz/rank";
import { ratingChange } from "../mgsz/rating";
import { type Rank } from "../mgsz/tables";
import { fullName, pairedGames } from "../tournament/model";
import type { PairedGame, Player, Points2, Tournament } from "../tournament/model";
import { tournamentMultiplier } from "./mgsz-multiplier";
import { type Start, fileRatingsNote, mgszMatchers, startOf } from "./mgsz-start";
import { claimOf, refuseRowsTaken } from "./match";
import type {
  MgszGameLine,
  MgszNote,
  MgszPartResult,
  MgszPlayerResult,
  MgszTournamentOptions,
  MgszTournamentResult,
} from "./mgsz-types";

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
 * rank changes, so only the rating after its last part counts, once; `once` are the thresholds
 * reached once before (D8). Most ratings stay below the next threshold, which needs no search.
 */
function rankAfter(rank: Rank, after: number, once: readonly Rank[]): Promotion {
  const order = rankOrder(rank);
  const above = once.filter((r) => rankOrder(r) > order);
  if (order >= 7) return { rank, reachedOnce: [] };
  const next: Rank = order >= 0 ? { kind: "d", n: order + 1 } : { kind: "k", n: -order };
  if (after < rankPoints(next)) return { rank, reachedOnce: above };
  return promote(rank, [after], above);
}

/** The thresholds a player had reached once before: the officer's (by index), else the list's. */
function onceBefore(t: Tournament, i: number, s: Start, opts: MgszTournamentOptions): readonly Rank[] {
  const given = opts.reachedOnce?.get(i);
  if (given === undefined) return s.reachedOnce ?? [];
  const who = { player: i + 1, name: fullName(t.players[i] as Player) };
  return given.map((r) => parseRank(r, who));
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
  const matchers = mgszMatchers(t, opts.ratingList);
  const starts = mapPlayers(t.players, (_, i) => startOf(t, i, opts, matchers, notes));
  // D419: two players found at one list row are not both rated from it
  refuseRowsTaken(
    opts.ratingList ?? [],
    starts.map((s, i) => claimOf(s.listRow, s.source === "pin", opts.identities?.get(i))),
    t.players.map(fullName),
  );
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

  const onces = mapPlayers(t.players, (_, i) => onceBefore(t, i, starts[i] as Start, opts));
  const players: MgszPlayerResult[] = starts.map((s, i) => {
    const ps = partResults[i] ?? [];
    const after = current[i] ?? s.rating;
    const promoted = rankAfter(s.rank, after, onces[i] ?? []);
    const p = t.players[i] as Player;
    const own = lines[i] ?? [];
    return {
      player: i,
      name: fullName(p),
      source: s.source,
      newPlayer: s.source === "rank",
      ...(s.listLine !== undefined ? { listLine: s.listLine } : {}),
      ...(s.listRow !== undefined ? { listRow: s.listRow } : {}),
      ratingBefore: s.rating,
      rankBefore: formatRank(s.rank),
      reachedOnceBefore: (onces[i] ?? []).map((r) => formatRank(r)),
      parts: ps,
      sumJp: ps.reduce((a, x) => a + x.sumJp, 0),
      change: after - s.rating,
      ratingAfter: after,
      rankAfter: formatRank(promoted.rank),
      reachedOnceAfter: promoted.reachedOnce.map((r) => formatRank(r)),
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

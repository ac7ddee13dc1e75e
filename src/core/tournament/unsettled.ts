/**
 * Games whose result is not known or is contested (issue 24 §1, D53): the one definition the
 * readers report, the rating refuses (unless the officer accepts rating without them, D54), the
 * standings count as unknown (D55) and the pairing of a later round refuses (D56).
 */
import { invalid } from "../common/errors";
import { type Message, msg } from "../../i18n/table";
import type { UnsettledGameSaid } from "../../i18n/unsettled";
import { type RoundEntry, type SourceFormat, type Tournament, fullName } from "./model";

/**
 * - `unknown`: neither side gives a result (h9 `?` on both sides, OpenGotha `RESULT_UNKNOWN`);
 * - `half-known`: one side gives a result, the other `?`;
 * - `contradictory`: both sides give a result and they do not make one game (both claim the win,
 *   both lost, a win against a draw), in a file that writes each side of a game on its own,
 *   unless both sides are forfeits (a double forfeit, TRF `-` against `-`: a ruling, never rated);
 * - `one-sided`: one player lists the game, the opponent lists something else that round;
 * - `several`: the player is paired several times in an OpenGotha round (D71): OpenGotha scores
 *   every one of his games there, so the standings do (they are no unknown result to them), but
 *   no rating guesses which of them was played.
 */
export type UnsettledKind = "unknown" | "half-known" | "contradictory" | "one-sided" | "several";

export interface UnsettledGame {
  readonly kind: UnsettledKind;
  readonly round: number; // 1-based
  /**
   * Indices into `Tournament.players`: the lower index of a mutual listing, the listing side of a
   * one-sided one, the player paired several times (`second`: his kept game's opponent).
   */
  readonly first: number;
  readonly second: number;
  /** Doubled scores each side gives (null: unknown; a one-sided or several listing's `second` is null). */
  readonly firstScore: number | null;
  readonly secondScore: number | null;
  /** The players whose entry of the round is left without its result when the game is left out. */
  readonly cleared: readonly number[];
  /** What the game is, naming its round and both players: `said` as a message. */
  readonly text: Message;
  readonly said: UnsettledGameSaid;
}

/**
 * D53: formats that write a game once, as one record with one result (OpenGotha's `<Game>`,
 * pairgoth's game, MacMahon's): a both-win or both-lose there is the director's ruling
 * (OpenGotha's RESULT_BOTHWIN, RESULT_BOTHLOSE), not two sides that disagree.
 */
const ONE_RECORD_FORMATS: ReadonlySet<SourceFormat> = new Set(["opengotha", "pairgoth", "macmahon"]);

/**
 * Each game of the crosstable whose result is not known or is contested, in round order; a player
 * paired several times in an OpenGotha round (D71) once, before his games of the round.
 */
export function unsettledGames(t: Tournament): UnsettledGame[] {
  const out: UnsettledGame[] = [];
  const n = t.players.length;
  const oneRecord = ONE_RECORD_FORMATS.has(t.format);
  const who = (i: number): { no: number; name: string } => {
    const p = t.players[i];
    return { no: i + 1, name: p ? fullName(p) : "" };
  };
  for (let r = 0; r < t.rounds; r++) {
    const entry = (i: number): RoundEntry | undefined => t.players[i]?.results[r];
    for (let i = 0; i < n; i++) {
      const e = entry(i);
      if (e?.kind !== "game") continue;
      const o = e.opponent;
      const add = (
        kind: UnsettledKind,
        second: number,
        secondScore: number | null,
        cleared: number[],
      ): void => {
        const said: UnsettledGameSaid = {
          round: r + 1,
          what: kind,
          a: who(i),
          b: who(second),
          aPoints: e.score === null ? null : e.score / 2,
          bPoints: secondScore === null ? null : secondScore / 2,
          ...(kind === "several" && e.several ? { times: e.several.times } : {}),
        };
        const text = msg("unsettledGame", said);
        out.push({
          kind,
          round: r + 1,
          first: i,
          second,
          firstScore: e.score,
          secondScore,
          cleared,
          text,
          said,
        });
      };
      if (e.several !== undefined) {
        // D71: every game of his in the round, his kept one and those his opponents list
        const theirs = t.players.flatMap((_, j) => {
          const x = entry(j);
          return j !== i && x?.kind === "game" && x.opponent === i ? [j] : [];
        });
        add("several", o, null, [i, ...theirs]);
      }
      // an opponent outside the list, or the player himself: the symmetry check's error
      if (!Number.isInteger(o) || o < 0 || o >= n || o === i) continue;
      const back = entry(o);
      if (back?.kind !== "game" || back.opponent !== i) {
        // D71: a game of a player paired several times, said once for him above
        if (e.several !== undefined || (back?.kind === "game" && back.several !== undefined)) continue;
        add("one-sided", o, null, [i]);
        continue;
      }
      if (o < i) continue; // the pair is seen from the lower index
      const kind: UnsettledKind | undefined =
        e.score === null && back.score === null
          ? "unknown"
          : e.score === null || back.score === null
            ? "half-known"
            : e.score + back.score !== 2 && !oneRecord && !(e.forfeit && back.forfeit)
              ? "contradictory"
              : undefined;
      if (kind !== undefined) add(kind, o, back.score, [i, o]);
    }
  }
  return out;
}

/**
 * The games of the first `rounds` rounds that the scores count as unknown results: the
 * standings' (D55) and those the pairing of round `rounds + 1` refuses (D56). Every game whose
 * result is not known or agreed, but not a player's several games of an OpenGotha round, which
 * the scores count as OpenGotha does (D71; its pairing refuses them, P44).
 */
export function scoredAsUnknown(t: Tournament, rounds = t.rounds): UnsettledGame[] {
  return unsettledGames(t).filter((g) => g.kind !== "several" && g.round <= rounds);
}

/**
 * The tournament without the given games' results (D54, D55): each side of each game is a game
 * with an unknown result, which no rating counts and the standings count as OpenGotha counts an
 * unknown result (0 points, the opponent still an opponent).
 */
export function withoutResults(t: Tournament, games: readonly UnsettledGame[]): Tournament {
  if (games.length === 0) return t;
  // each game's `cleared` (a one-sided listing only the side that lists it: the opponent's round
  // is another one; a player paired several times, every game of his in the round)
  const cleared = new Set(games.flatMap((g) => g.cleared.map((i) => `${i}:${g.round}`)));
  const clear = (e: RoundEntry, i: number, r: number): RoundEntry =>
    e.kind === "game" && cleared.has(`${i}:${r + 1}`) ? { ...e, score: null } : e;
  return {
    ...t,
    players: t.players.map((p, i) => ({ ...p, results: p.results.map((e, r) => clear(e, i, r)) })),
  };
}

/**
 * D54: the tournament a rating is computed from: refused (a RatingError naming the games) while
 * games have no known or agreed result, unless the officer accepts rating without them.
 */
export function ratedTournament(t: Tournament, acceptUnknown: boolean): Tournament {
  const games = unsettledGames(t);
  if (games.length === 0) return t;
  if (!acceptUnknown)
    throw invalid(msg("unsettledRefused", { count: games.length, games: games.map((g) => g.said) }));
  return withoutResults(t, games);
}

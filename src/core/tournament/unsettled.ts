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
 * - `one-sided`: one player lists the game, the opponent lists something else that round.
 */
export type UnsettledKind = "unknown" | "half-known" | "contradictory" | "one-sided";

export interface UnsettledGame {
  readonly kind: UnsettledKind;
  readonly round: number; // 1-based
  /** Indices into `Tournament.players`: the lower index of a mutual listing, the listing side of a one-sided one. */
  readonly first: number;
  readonly second: number;
  /** Doubled scores each side gives (null: unknown; a one-sided listing's `second` is null). */
  readonly firstScore: number | null;
  readonly secondScore: number | null;
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

/** Each game of the crosstable whose result is not known or is contested, in round order. */
export function unsettledGames(t: Tournament): UnsettledGame[] {
  const out: UnsettledGame[] = [];
  const n = t.players.length;
  const oneRecord = ONE_RECORD_FORMATS.has(t.format);
  for (let r = 0; r < t.rounds; r++) {
    for (let i = 0; i < n; i++) {
      const e = t.players[i]?.results[r];
      if (e?.kind !== "game") continue;
      const o = e.opponent;
      // an opponent outside the list, or the player himself: the symmetry check's error
      if (!Number.isInteger(o) || o < 0 || o >= n || o === i) continue;
      const back = t.players[o]?.results[r];
      const add = (kind: UnsettledKind, secondScore: number | null): void => {
        const [a, b] = [t.players[i], t.players[o]];
        const said: UnsettledGameSaid = {
          round: r + 1,
          what: kind,
          a: { no: i + 1, name: a ? fullName(a) : "" },
          b: { no: o + 1, name: b ? fullName(b) : "" },
          aPoints: e.score === null ? null : e.score / 2,
          bPoints: secondScore === null ? null : secondScore / 2,
        };
        const text = msg("unsettledGame", said);
        out.push({ kind, round: r + 1, first: i, second: o, firstScore: e.score, secondScore, text, said });
      };
      if (back?.kind !== "game" || back.opponent !== i) {
        add("one-sided", null);
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
      if (kind !== undefined) add(kind, back.score);
    }
  }
  return out;
}

/**
 * The tournament without the given games' results (D54, D55): each side of each game is a game
 * with an unknown result, which no rating counts and the standings count as OpenGotha counts an
 * unknown result (0 points, the opponent still an opponent).
 */
export function withoutResults(t: Tournament, games: readonly UnsettledGame[]): Tournament {
  if (games.length === 0) return t;
  // a one-sided listing clears only the side that lists it: the opponent's round is another one
  const cleared = new Set(
    games.flatMap((g) => [
      `${g.first}:${g.round}`,
      ...(g.kind === "one-sided" ? [] : [`${g.second}:${g.round}`]),
    ]),
  );
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

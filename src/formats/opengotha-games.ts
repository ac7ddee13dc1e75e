/**
 * OpenGotha's games as its importer and scoring keep them (D71). OpenGotha 3.51.02 keeps the
 * games of a file by round and table (`Tournament.addGame`: a later game at the same table
 * replaces the earlier), scores every game a player has in a round (`fillBaseScoringInfo` step
 * 2), and takes one of them as his game for SOS and the other tie-breaks (step 1: the last its
 * `HashMap` of games yields). A file pairing a player twice in a round is read the same way.
 */
import type { DiagnosticSink } from "../core/tournament/diagnostics";
import type { OgSeveral, Points2 } from "../core/tournament/model";
import { msg } from "../i18n/table";
import type { GameTable, PlacedGame } from "./game-table";

/** A `<Game>` of the file as the reader reads it. */
export interface FileGame {
  /** 0-based. */
  readonly round: number;
  /** `tableNumber` as written (OpenGotha's default: 1). */
  readonly table: number;
  readonly game: PlacedGame;
  readonly line: number;
  readonly column: number;
}

/** OpenGotha's `Gotha.MAX_NUMBER_OF_TABLES`: its key of a game is round × this + table − 1. */
const TABLES = 1000;

/** The first table number given to games without one (beyond any OpenGotha table): each its own. */
export const TABLES_ASIDE = 1_000_000;

/**
 * The position of each key in the iteration order of a `java.util.HashMap<Integer, …>` built
 * with `new HashMap<>()` and the keys put in this order (distinct): bucket by bucket (Integer's
 * hash spread as `h ^ h >>> 16`, masked by the capacity), in order of insertion within a bucket.
 * The capacity starts at 16 and doubles when the size passes ¾ of it, or when a bucket reaches
 * 9 keys below a capacity of 64 (`treeifyBin`). Larger buckets (tree bins, 9 keys in one bucket
 * of 64 or more) are not reproduced: keys round × 1000 + table do not gather so.
 */
export function javaHashOrder(keys: readonly number[]): number[] {
  const hash = (k: number): number => {
    const h = k | 0;
    return h ^ (h >>> 16);
  };
  let capacity = 16;
  let counts = new Map<number, number>();
  const recount = (upTo: number): void => {
    counts = new Map();
    for (let i = 0; i < upTo; i++) {
      const b = hash(keys[i] ?? 0) & (capacity - 1);
      counts.set(b, (counts.get(b) ?? 0) + 1);
    }
  };
  keys.forEach((key, i) => {
    const b = hash(key) & (capacity - 1);
    const inBucket = (counts.get(b) ?? 0) + 1;
    counts.set(b, inBucket);
    if (inBucket >= 9 && capacity < 64) {
      capacity *= 2;
      recount(i + 1);
    }
    if (i + 1 > capacity * 0.75) {
      capacity *= 2;
      recount(i + 1);
    }
  });
  const order = keys.map((k, i) => ({ i, b: hash(k) & (capacity - 1) }));
  order.sort((x, y) => x.b - y.b || x.i - y.i);
  const position = new Array<number>(keys.length);
  order.forEach((o, p) => (position[o.i] = p));
  return position;
}

/** What a player's other games of the round add to his scores. */
type Added = Omit<OgSeveral, "times">;

/** The doubled points and McMahon points a game gives one side (D21: not Black's both-win MM). */
function side(g: PlacedGame, white: boolean): Added {
  const points2 = (white ? g.scores[0] : g.scores[1]) ?? 0;
  const bothWin = g.scores[0] === 2 && g.scores[1] === 2;
  const mms2 = bothWin && !white ? 0 : points2;
  const played = !g.forfeit && g.scores[0] !== null && g.scores[1] !== null;
  return { points2, mms2, playedMms2: played ? mms2 : 0 };
}

const add = (a: Added, b: Added): Added => ({
  points2: a.points2 + b.points2,
  mms2: a.mms2 + b.mms2,
  playedMms2: a.playedMms2 + b.playedMms2,
});
const NONE: Added = { points2: 0, mms2: 0, playedMms2: 0 };

/**
 * Writes the file's games into `table` as OpenGotha keeps and scores them (D71); `name` gives a
 * player's name for the warnings. A game naming an unknown player is the table's error.
 */
export function placeOpenGothaGames(
  games: readonly FileGame[],
  table: GameTable,
  sink: DiagnosticSink,
  name: (player: number) => string,
): void {
  // Tournament.addGame: one game per round and table, the later replacing the earlier
  const byKey = new Map<number, FileGame>();
  for (const g of games) {
    const { white, black } = g.game;
    if (white === undefined || black === undefined) {
      table.game(g.round, g.game, g.line, g.column);
      continue;
    }
    const key = g.table >= TABLES_ASIDE ? -g.table : g.round * TABLES + g.table - 1;
    const before = byKey.get(key);
    if (before !== undefined) {
      sink.warning(
        g.line,
        g.column,
        msg("rdGameReplaced", { round: g.round + 1, table: g.table, line: before.line }),
      );
    }
    byKey.set(key, g);
  }
  const keys = [...byKey.keys()];
  const position = new Map(javaHashOrder(keys).map((p, i) => [keys[i] as number, p]));
  const kept = [...byKey.entries()].map(([key, g]) => ({ g, at: position.get(key) ?? 0 }));
  // each player's games of each round, in OpenGotha's order (its last is his game there)
  const theirs = new Map<string, { g: FileGame; at: number }[]>();
  const of = (p: number, r: number): { g: FileGame; at: number }[] => theirs.get(`${p},${r}`) ?? [];
  for (const k of kept) {
    const players = new Set([k.g.game.white as number, k.g.game.black as number]);
    for (const p of players) theirs.set(`${p},${k.g.round}`, [...of(p, k.g.round), k]);
  }
  for (const list of theirs.values()) list.sort((x, y) => x.at - y.at);
  // a game against himself pairs him twice
  const times = (p: number, r: number): number =>
    of(p, r).reduce((n, k) => n + (k.g.game.white === k.g.game.black ? 2 : 1), 0);
  const several = (p: number, r: number): boolean => times(p, r) > 1;
  for (const [where, list] of theirs) {
    const [p, r] = where.split(",").map(Number) as [number, number];
    if (!several(p, r)) continue;
    const last = list[list.length - 1] as { g: FileGame };
    sink.warning(
      last.g.line,
      last.g.column,
      msg("rdSeveralGames", {
        player: p + 1,
        name: name(p),
        round: r + 1,
        times: times(p, r),
        lines: list.map((k) => k.g.line).sort((a, b) => a - b),
        kept: last.g.line,
      }),
    );
  }
  for (const { g } of [...kept].sort((x, y) => x.g.line - y.g.line || x.g.column - y.g.column)) {
    const white = g.game.white as number;
    const black = g.game.black as number;
    if (!several(white, g.round) && !several(black, g.round)) {
      table.game(g.round, g.game, g.line, g.column);
      continue;
    }
    for (const [p, isWhite] of [
      [white, true],
      [black, false],
    ] as const) {
      if (p === black && isWhite === false && white === black) continue; // one entry for a self game
      const mine = of(p, g.round);
      if (mine[mine.length - 1]?.g !== g) continue; // not his kept game: scored below
      let extra = NONE;
      for (const k of mine) {
        const o = k.g.game;
        if (k.g !== g) {
          if (o.white === p) extra = add(extra, side(o, true));
          if (o.black === p) extra = add(extra, side(o, false));
        }
      }
      // a game against himself: White's score is the entry's, Black's is added to it
      if (white === black) extra = add(extra, side(g.game, false));
      const score: Points2 | null = isWhite ? g.game.scores[0] : g.game.scores[1];
      table.entry(
        p,
        g.round,
        {
          kind: "game",
          opponent: isWhite ? black : white,
          score,
          colour: g.game.colourKnown ? (isWhite ? "white" : "black") : null,
          handicap: g.game.handicap,
          forfeit: g.game.forfeit,
          // his opponent in one of his games, paired once, has none (D71)
          ...(several(p, g.round) ? { several: { times: times(p, g.round), ...extra } } : {}),
        },
        g.line,
        g.column,
      );
    }
  }
}

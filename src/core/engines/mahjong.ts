/**
 * One mahjong tournament's results rated under the Russian Mahjong Federation's rules (RULES §3;
 * D13, D14, D17–D19): the coefficient KT from the sessions, the participants, the players'
 * levels at its start and the championship bonus; per player NR, NR × KT, the norm fulfilled
 * and the level it leads to (D18 steps 2–5). Every rule is the core's (src/core/mahjong).
 * The rating itself (0.25 × EU + 0.75 × T5) needs a player's best five tournaments: the
 * MAHJONG functions and the rating list build it from many such results.
 */
import { type Subject } from "../../i18n/subject";
import type { Message } from "../../i18n/table";
import { msg } from "../../i18n/table";
import { type CalendarDate } from "../common/date";
import { invalid, mapPlayers, unlessRefused } from "../common/errors";
import { type Ratio, ratioToNumber } from "../mahjong/exact";
import { fulfil, startState } from "../mahjong/evolution";
import { type Level, TWELVE_KYU, formatLevel, levelValue, normOf, parseLevel } from "../mahjong/level";
import { coefficient, levelFactor, normPoints, normRating, sizeFactor } from "../mahjong/tournament";
import { CHAMPIONSHIP_FACTOR, SESSION_FACTOR } from "../mahjong/tables";
import { nameKey } from "../common/identity";
import {
  type IdentityChoice,
  type IdentityQuestion,
  type MatchCandidate,
  PlayerMatcher,
  identify,
  questionOf,
} from "./match";

/** One row of a results table (the model `readMahjongResults` produces fits). */
export interface MahjongEntry {
  /** Final place, whole or the average of tied places (x.5, D17), used as given. */
  readonly place: number;
  readonly player: string;
  /** Tournament points as printed (informational). */
  readonly points?: number;
  /** The player's level at the start, any spelling (`3 кю`, `2d+`); wins over the list. */
  readonly level?: string;
  /** 1-based source line, echoed in messages. */
  readonly line?: number;
}

/** A rating-list row giving a level (`RatingListEntry` of src/formats fits: its `rank`). */
export interface MahjongListedLevel extends MatchCandidate {
  /** The level (rank/level column); a row without one gives nothing. */
  readonly rank?: string;
  readonly line?: number;
}

export interface MahjongTournamentOptions {
  /** S: sessions, 1..1000 (in elimination events the fewest played by the main group). */
  readonly sessions: number;
  /** N: the most players playing at once in any session; default the number of result rows. */
  readonly participants?: number;
  /** A European or World championship or equivalent: KT_W = +1.00. */
  readonly championship?: boolean;
  /** Levels by name (the list's rank/level column); players not on it start at 12 kyu (R4). */
  readonly ratingList?: readonly MahjongListedLevel[];
  /** The officer's answers (D62) by row index: the list row (0-based) that is the player, or "new". */
  readonly identities?: ReadonlyMap<number, IdentityChoice>;
}

/** Where a player's level came from: the results table, the list, or the 12 kyu default (R4). */
export type LevelSource = "given" | "list" | "default";

export interface MahjongPlayerResult {
  /** Index in the results given. */
  readonly row: number;
  readonly place: number;
  readonly name: string;
  readonly points?: number;
  readonly levelSource: LevelSource;
  readonly listLine?: number;
  /** Level at the start (marks kept; KT_EU ignores them, D14), short name `3k` / `2d+`. */
  readonly level: string;
  readonly levelIndex: number;
  /** NR = 1000 × (N − place) / (N − 1), exactly and as a number (D17). */
  readonly nrExact: Ratio;
  readonly nr: number;
  /** NR × KT, exactly and as a number. */
  readonly nrKtExact: Ratio;
  readonly nrKt: number;
  /** The norm fulfilled (highest level value reached); null below 0 (R3). */
  readonly normIndex: number | null;
  readonly norm: string | null;
  /** The level after this tournament (D18 steps 2–5, no release in between). */
  readonly levelAfter: string;
  readonly levelAfterIndex: number;
}

export interface MahjongCoefficient {
  /** KT and its terms in hundredths: 0.1 × S, KT_N (D13), KT_EU (D14), KT_W. */
  readonly kt: number;
  readonly sessions: number;
  readonly size: number;
  readonly level: number;
  readonly championship: number;
}

export interface MahjongNote {
  /** Row index, or −1 for the tournament. */
  readonly player: number;
  readonly code: "default-level" | "loose-name" | "shared-place";
  /** What it says, in the one message table. */
  readonly text: Message;
}

export interface MahjongTournamentResult {
  readonly participants: number;
  readonly sessions: number;
  readonly championship: boolean;
  /** KT in hundredths with its breakdown (D19: 80 + 50 + 120 = 250). */
  readonly coefficient: MahjongCoefficient;
  /** One per result row, in the order given. */
  readonly players: readonly MahjongPlayerResult[];
  readonly notes: readonly MahjongNote[];
}

/** Any day: one tournament's level change does not depend on the calendar (R1, R4). */
const DAY: CalendarDate = { year: 2000, month: 6, day: 15 };

/** The level after a tournament whose norm is `norm`, from `level` held at its start (D18). */
export function levelAfter(level: Level, norm: number | undefined): Level {
  return fulfil(startState(level, DAY), norm, DAY).level;
}

interface LevelStart {
  readonly level: Level;
  readonly source: LevelSource;
  readonly listLine?: number;
}

/**
 * Where row i's level comes from: the results table's level, else the rating list's (by name),
 * else 12 kyu (R4). Throws for a level that is not one.
 */
function levelStart(
  r: MahjongEntry,
  i: number,
  list: readonly MahjongListedLevel[] | undefined,
  matcher: PlayerMatcher | null,
  notes: MahjongNote[],
  choice?: IdentityChoice,
): LevelStart {
  const who: Subject = { row: i + 1, name: r.player, ...(r.line !== undefined ? { line: r.line } : {}) };
  if (r.level !== undefined && r.level.trim() !== "") {
    return { level: parseLevel(r.level, { subject: who, field: "level" }), source: "given" };
  }
  if (matcher !== null && list !== undefined) {
    // D60–D62: a conflict or an unanswered near miss stops the rating, naming the row
    const found = identify(matcher, list, { name: r.player }, who, choice);
    const e = found === null ? undefined : list[found.index];
    if (found !== null && e?.rank !== undefined && e.rank.trim() !== "") {
      if (found.loose !== undefined) notes.push({ player: i, code: "loose-name", text: found.loose });
      return {
        level: parseLevel(e.rank, {
          subject: who,
          field: "listLevel",
          ...(e.line !== undefined ? { listLine: e.line } : {}),
        }),
        source: "list",
        ...(e.line !== undefined ? { listLine: e.line } : {}),
      };
    }
  }
  return { level: TWELVE_KYU, source: "default" };
}

/** What the engine will start a row from, shown before rating. */
export interface MahjongStartPreview {
  /** "none": the level given or listed is not one — rating refuses this row. */
  readonly source: LevelSource | "none";
  /** Short name (`3k`, `2d+`); null for "none". */
  readonly level: string | null;
  readonly listLine?: number;
  /** List rows carrying the player's name when several do (none of them taken). */
  readonly ambiguous: number;
  /** What the officer is asked before this row is rated (D62): a conflict or near misses. */
  readonly question?: IdentityQuestion;
}

/** Each row's level as `rateMahjongTournament` with the same list takes it (the pane's preview). */
export function previewMahjongStarts(
  results: readonly MahjongEntry[],
  ratingList?: readonly MahjongListedLevel[],
  identities?: ReadonlyMap<number, IdentityChoice>,
): MahjongStartPreview[] {
  const matcher = ratingList ? new PlayerMatcher(ratingList) : null;
  return results.map((r, i) => {
    const choice = identities?.get(i);
    const question = questionOf(matcher, ratingList, { name: r.player }, choice);
    const asked = question === undefined ? {} : { question };
    const ambiguous = question?.kind === "conflict" ? question.rows.length : 0;
    const refused = { source: "none", level: null, ambiguous, ...asked } as const;
    return unlessRefused((): MahjongStartPreview => {
      const s = levelStart(r, i, ratingList, matcher, [], choice);
      const line = s.listLine !== undefined ? { listLine: s.listLine } : {};
      return { source: s.source, level: formatLevel(s.level), ...line, ambiguous: 0 };
    }, refused);
  });
}

/**
 * Rates one tournament's results. Throws a RatingError for fewer than 12 participants (not
 * rated, D13), sessions outside 1..1000, a place outside 1..N, or a level that is not one.
 */
export function rateMahjongTournament(
  results: readonly MahjongEntry[],
  opts: MahjongTournamentOptions,
): MahjongTournamentResult {
  if (results.length === 0) throw invalid(msg("mahjongNoRows", {}));
  const participants = opts.participants ?? results.length;
  // one player is one row: a name twice would be rated twice (issue 11, class 4)
  // one player by the one identity rule (D60): "Фёдоров Семён" is "Федоров Семен"
  const rowOf = new Map<string, number>();
  mapPlayers(results, (r, i) => {
    const key = nameKey(r.player);
    const first = rowOf.get(key);
    if (first !== undefined && key !== "") {
      throw invalid(msg("mahjongRowAgain", { row: i + 1, name: r.player, first: first + 1 }));
    }
    rowOf.set(key, i);
  });
  const notes: MahjongNote[] = [];
  const matcher = opts.ratingList ? new PlayerMatcher(opts.ratingList) : null;

  const levels = mapPlayers(results, (r, i) =>
    levelStart(r, i, opts.ratingList, matcher, notes, opts.identities?.get(i)),
  );
  const defaults = levels.filter((l) => l.source === "default").length;
  if (defaults > 0) {
    notes.push({
      player: -1,
      code: "default-level",
      text: msg("mahjongDefaultLevel", { count: defaults }), // R4
    });
  }

  const size = sizeFactor(participants); // D13: fewer than 12 → not rated (#N/A)
  const level = levelFactor(levels.map((l) => l.level.index));
  const champ = opts.championship === true;
  const kt = coefficient({ sessions: opts.sessions, participants, levelFactor: level, championship: champ });

  const seen = new Map<number, number>();
  for (const r of results) seen.set(r.place, (seen.get(r.place) ?? 0) + 1);
  const shared = [...seen].filter(([, c]) => c > 1).map(([p]) => p);
  if (shared.length > 0) {
    notes.push({
      player: -1,
      code: "shared-place",
      text: msg("mahjongSharedPlace", { places: shared.join(", "), count: shared.length }), // D17
    });
  }

  const players = mapPlayers(results, (r, i): MahjongPlayerResult => {
    const l = levels[i] as (typeof levels)[number];
    const nr = normRating(r.place, participants);
    const points = normPoints(nr, kt);
    const norm = normOf(points);
    const after = levelAfter(l.level, norm);
    return {
      row: i,
      place: r.place,
      name: r.player,
      ...(r.points !== undefined ? { points: r.points } : {}),
      levelSource: l.source,
      ...(l.listLine !== undefined ? { listLine: l.listLine } : {}),
      level: formatLevel(l.level),
      levelIndex: l.level.index,
      nrExact: nr,
      nr: ratioToNumber(nr),
      nrKtExact: points,
      nrKt: ratioToNumber(points),
      normIndex: norm ?? null,
      norm: norm === undefined ? null : formatLevel({ index: norm, marks: 0 }),
      levelAfter: formatLevel(after),
      levelAfterIndex: after.index,
    };
  });
  return {
    participants,
    sessions: opts.sessions,
    championship: champ,
    coefficient: {
      kt,
      sessions: SESSION_FACTOR * opts.sessions,
      size,
      level,
      championship: champ ? CHAMPIONSHIP_FACTOR : 0,
    },
    players,
    notes,
  };
}

/** The value of a level (EU, marks ignored): what `ratingBefore`/`ratingAfter` show for mahjong. */
export function levelPoints(index: number): number {
  return levelValue(index);
}

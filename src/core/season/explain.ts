/**
 * The explain view of a season (issue 26, "seeing the history"; D175): who the officer asks
 * about, found on the list after the season, and for MGSZ each tournament he played with its
 * games, Jp, C and ΣJp (RULES §1.3) as the whole-tournament engine gave them. Every figure is
 * the engine's own (src/core/engines/mgsz.ts), read from the season's steps, never recomputed.
 * FIDE's periods are explain-fide.ts, mahjong's releases explain-mahjong.ts. Pure.
 */
import { msg } from "../../i18n/table";
import { noAnswer } from "../common/errors";
import { idKey, nameKey } from "../common/identity";
import { type Player, type Points2, fullName } from "../tournament/model";
import type { SeasonResult, SeasonStep } from "./types";

/** A row of a list as the explain view looks it up: an ID and a name. */
export interface Named {
  readonly pin?: string;
  readonly name: string;
  readonly firstName?: string;
}

const shownName = (p: Named): string => (p.firstName ? `${p.name} ${p.firstName}` : p.name);

/**
 * D175: the row of `list` the officer means by `who`: the row whose ID is `who` (EGD PIN, FIDE
 * ID: the identity rule's key, D60), else the rows whose folded name is `who`'s (word order,
 * letter case and accents aside). None, or several of one name, is refused naming them: the
 * view of a guessed player would explain someone else's rating.
 */
export function findExplained(list: readonly Named[], who: string): number {
  const id = idKey(who);
  if (id !== "") {
    const byId = list.findIndex((p) => idKey(p.pin) === id);
    if (byId >= 0) return byId;
  }
  const key = nameKey(who);
  const rows = key === "" ? [] : list.flatMap((p, i) => (nameKey(p.name, p.firstName) === key ? [i] : []));
  if (rows.length === 1) return rows[0] as number;
  if (rows.length === 0) throw noAnswer(msg("explainNobody", { who, players: list.length }));
  const named = rows.map((i) => {
    const p = list[i] as Named;
    return p.pin !== undefined && p.pin !== "" ? `${shownName(p)} (${p.pin})` : shownName(p);
  });
  throw noAnswer(msg("explainSeveral", { who, named: named.join(", ") }));
}

/** One rated game of the player: the opponent, his rating at the part's start, the stones, Jp. */
export interface MgszExplainedGame {
  readonly round: number;
  readonly opponent: string;
  readonly opponentRating: number;
  /** The player's result in half points: 2 won, 1 jigo, 0 lost. */
  readonly result: Points2;
  /** + received, − given (D5). */
  readonly stones: number;
  /** Jp in thousandths (D7). */
  readonly jp: number;
}

/** A part of the tournament (D4): its rounds, ΣJp (thousandths) and the change ⌊C·ΣJp + 0.5⌋. */
export interface MgszExplainedPart {
  readonly firstRound: number;
  readonly lastRound: number;
  readonly ratingBefore: number;
  readonly sumJp: number;
  readonly change: number;
  readonly ratingAfter: number;
}

/** One tournament of the season as the player's rating went through it. */
export interface MgszExplainedStep {
  readonly end: string;
  readonly event: string;
  readonly file: string;
  /** C (RULES §1.2), the officer's or from the time control. */
  readonly multiplier: number;
  readonly ratingBefore: number;
  readonly rankBefore: string;
  readonly games: readonly MgszExplainedGame[];
  readonly parts: readonly MgszExplainedPart[];
  /** ΣJp over the tournament in thousandths. */
  readonly sumJp: number;
  readonly change: number;
  readonly ratingAfter: number;
  readonly rankAfter: string;
}

/** What the view says of one player of an MGSZ season. */
export interface MgszExplained {
  readonly system: "mgsz";
  readonly name: string;
  readonly id: string | null;
  readonly rating: number;
  readonly rank: string | null;
  readonly steps: readonly MgszExplainedStep[];
}

/** One tournament of the season for the player at `at` of its players. */
function stepOf(s: SeasonStep, at: number): MgszExplainedStep | undefined {
  const r = s.result.players[at];
  if (r === undefined) return undefined;
  const name = (i: number): string => {
    const o = s.tournament.players[i] as Player | undefined;
    return o === undefined ? String(i + 1) : fullName(o);
  };
  return {
    end: s.end,
    event: s.event,
    file: s.files.join(", "),
    multiplier: s.result.multiplier.multiplier,
    ratingBefore: r.ratingBefore,
    rankBefore: r.rankBefore,
    games: r.games.map((g) => ({
      round: g.round,
      opponent: name(g.opponent),
      opponentRating: g.opponentRating,
      result: g.result,
      stones: g.stones,
      jp: g.jp,
    })),
    parts: r.parts.map((q) => ({ ...q })),
    sumJp: r.sumJp,
    change: r.change,
    ratingAfter: r.ratingAfter,
    rankAfter: r.rankAfter,
  };
}

/**
 * The explain view by row of the list after the season (an index into `result.list`): each
 * tournament's players are indexed by row once, so a page can explain every row.
 */
export function mgszExplainer(result: SeasonResult): (row: number) => MgszExplained {
  const indexes = result.steps.map((s) => {
    const at = new Map<number, number>();
    s.rows.forEach((row, i) => {
      if (row !== null) at.set(row, i);
    });
    return { s, at };
  });
  return (row) => {
    const p = result.list[row];
    if (p === undefined)
      throw noAnswer(msg("explainNobody", { who: String(row + 1), players: result.list.length }));
    const steps: MgszExplainedStep[] = [];
    for (const { s, at } of indexes) {
      const i = at.get(row);
      const step = i === undefined ? undefined : stepOf(s, i);
      if (step !== undefined) steps.push(step);
    }
    return {
      system: "mgsz",
      name: shownName(p),
      id: p.pin !== undefined && p.pin !== "" ? p.pin : null,
      rating: p.rating,
      rank: p.rank ?? null,
      steps,
    };
  };
}

/** The explain view of the player the officer names (D175). */
export function explainMgsz(result: SeasonResult, who: string): MgszExplained {
  return mgszExplainer(result)(findExplained(result.list, who));
}

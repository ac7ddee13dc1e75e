/**
 * The explain view of a FIDE season (issue 26; D175, D176): for the player the officer names,
 * each period he played in with his rating and K at its start (and K × n ≤ 700's limit), each
 * event with its games' W and We, Σ(W − We) and K × Σ(W − We) unrounded, and the period's change
 * rounded once (RULES §2, D10); for an unrated player the first rating over his pooled games.
 * Every figure is the period engine's own (src/core/engines/fide-period.ts, rated with
 * `explain`), never recomputed. Pure.
 */
import { msg } from "../../i18n/table";
import { noAnswer } from "../common/errors";
import type { FideSeasonPeriod, FideSeasonResult } from "../engines/fide-period-season";
import { periodName } from "../engines/fide-period-season";
import { periodKey } from "../engines/fide-period-gather";
import type { FidePeriodPlayer } from "../engines/fide-period-types";
import { ruleSetText } from "../fide/rules";
import { type Player, fullName } from "../tournament/model";
import { findExplained } from "./explain";

/** One game: the opponent, his rating at the period's start (null: unrated, not rated), W, We. */
export interface FideExplainedGame {
  readonly round: number;
  readonly opponent: string;
  readonly opponentRating: number | null;
  readonly w: number;
  readonly we: number | null;
}

/** One event of the period: its games, W, ΣWe, Σ(W − We) and K × Σ(W − We) unrounded (D10). */
export interface FideExplainedEvent {
  readonly event: string;
  readonly file: string;
  /** Games against rated opponents. */
  readonly n: number;
  readonly w: number;
  readonly we: number;
  readonly wMinusWe: number;
  readonly change: number;
  readonly games: readonly FideExplainedGame[];
}

/** An unrated player's first rating over his pooled games (RULES §2.1). */
export interface FideExplainedFirst {
  readonly rating: number | null;
  readonly registered: boolean;
  readonly games: number;
  readonly minGames: number;
}

/**
 * One period of the season as the player's rating went through it: the engine's own figures for
 * him (K and its source, n, W, We, the change rounded once, D10), his events with their games.
 */
export interface FideExplainedPeriod extends Pick<
  FidePeriodPlayer,
  | "ratingBefore"
  | "k"
  | "kBase"
  | "kSource"
  | "n"
  | "w"
  | "we"
  | "wMinusWe"
  | "changeExact"
  | "change"
  | "ratingAfter"
  | "published"
> {
  /** YYYY-MM, the month it starts (D156). */
  readonly period: string;
  readonly files: readonly string[];
  /** The rule set and its version. */
  readonly rules: string;
  readonly events: readonly FideExplainedEvent[];
  readonly first: FideExplainedFirst | null;
}

export interface FideExplained {
  readonly system: "fide";
  readonly name: string;
  readonly id: string | null;
  /** The rating on the list after the season; null: unrated. */
  readonly rating: number | null;
  readonly periods: readonly FideExplainedPeriod[];
}

function periodOf(s: FideSeasonPeriod, p: FidePeriodPlayer): FideExplainedPeriod {
  const fr = p.firstRating;
  return {
    period: periodName(s.period),
    files: s.files,
    rules: ruleSetText(s.rules),
    ratingBefore: p.ratingBefore,
    k: p.k,
    kBase: p.kBase,
    kSource: p.kSource,
    n: p.n,
    events: p.events.map((e) => {
      const t = s.tournaments[e.event];
      const name = (i: number): string => {
        const o = t?.players[i] as Player | undefined;
        return o === undefined ? String(i + 1) : fullName(o);
      };
      return {
        event: t?.name ?? String(e.event + 1),
        file: s.files[e.event] ?? "",
        n: e.games,
        w: e.w,
        we: e.we,
        wMinusWe: e.wMinusWe,
        change: e.change,
        games: (e.lines ?? []).map((g) => ({
          round: g.round,
          opponent: name(g.opponent),
          opponentRating: g.opponentRating,
          w: g.w,
          we: g.we,
        })),
      };
    }),
    w: p.w,
    we: p.we,
    wMinusWe: p.wMinusWe,
    changeExact: p.changeExact,
    change: p.change,
    ratingAfter: p.ratingAfter,
    published: p.published,
    first:
      fr === null
        ? null
        : { rating: fr.rating, registered: fr.registered, games: fr.games, minGames: fr.minGames },
  };
}

/**
 * The explain view of a season rated with `explain` (D176), by row of the list after it: the
 * periods in which the player of that row (his row, else his identity across periods, D152)
 * played. Each period's players are indexed once, so a page can explain every row.
 */
export function fideExplainer(result: FideSeasonResult): (row: number) => FideExplained {
  const indexes = result.periods.map((s) => {
    const byRow = new Map<number, FidePeriodPlayer>();
    const byKey = new Map<string, FidePeriodPlayer>();
    for (const p of s.players) {
      if (p.row !== null) byRow.set(p.row, p);
      byKey.set(p.key, p);
    }
    return { s, byRow, byKey };
  });
  return (row) => {
    const r = result.list[row];
    if (r === undefined)
      throw noAnswer(msg("explainNobody", { who: String(row + 1), players: result.list.length }));
    const key = periodKey(r.pin, r.name, r.firstName);
    const periods: FideExplainedPeriod[] = [];
    for (const { s, byRow, byKey } of indexes) {
      const p = byRow.get(row) ?? byKey.get(key);
      if (p !== undefined) periods.push(periodOf(s, p));
    }
    return {
      system: "fide",
      name: r.firstName ? `${r.name} ${r.firstName}` : r.name,
      id: r.pin !== undefined && r.pin !== "" ? r.pin : null,
      rating: r.rating > 0 ? r.rating : null,
      periods,
    };
  };
}

/** The explain view of the player the officer names (D175, D176). */
export function explainFide(result: FideSeasonResult, who: string): FideExplained {
  return fideExplainer(result)(findExplained(result.list, who));
}

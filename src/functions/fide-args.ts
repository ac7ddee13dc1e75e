/** Argument helpers of the FIDE custom functions (kept out of fide.ts, whose exports are functions). */
import { type FideGame } from "../core/fide/change";
import { type FirstRating } from "../core/fide/initial";
import { DEFAULT_RULES, type Rules } from "../core/fide/rules";
import { RULESET } from "../systems/fide";
import { invalid } from "../core/common/errors";
import { BOUNDS } from "../core/common/bounds";
import { type Message, msg } from "../i18n/table";
import { type CalendarDate, dayNumber } from "../core/common/date";
import {
  type Arg,
  type Cell,
  bool,
  date,
  isBlank,
  isEmpty,
  num,
  numError,
  numbers,
  optText,
  paired,
  requiredError,
  result,
  scalar,
  zeroError,
} from "./coerce";

const MAX = BOUNDS.fideRating.max; // H1, the readers' bound too; read once: the checks below run per cell

/** A rating outside 0..4000, in the words of the bounds' table (H1). */
function ratingRange(name: string, r: number): Message {
  return msg("outOfRange", { subject: { argument: name }, field: "rating", value: r, min: 0, max: MAX });
}

/** A rating argument: a number 1..4000 (#NUM! outside; 0 is an empty cell, D186). */
export function ratingArg(value: Arg, name: string): number {
  const r = num(value, name);
  if (r === 0) throw zeroError(name, "rating");
  if (r < 0 || r > MAX) throw numError(ratingRange(name, r));
  return r;
}

/** An omitted argument (not a range of blank cells) is an error naming it. */
export function required(value: Arg, name: string): void {
  if (!Array.isArray(value) && isBlank(value)) throw requiredError(name);
}

/** A range of ratings, blanks (and zeros: D186) skipped; the argument itself is required. */
export function ratingsArg(value: Arg, name: string): number[] {
  required(value, name);
  const rs = numbers(value, name).filter((r) => r !== 0);
  rs.forEach((r, i) => {
    if (r < 0 || r > MAX) {
      throw numError(ratingRange(`${name}[${i + 1}]`, r));
    }
  });
  return rs;
}

/**
 * The optional rule set, read by the one reader (D85): "HU2017", "FIDE2024" or "FIDE2024
 * 2025-09-30"; blank (D86) → FIDE2024's latest version (§2.2): no argument dates it (D88).
 */
export function rulesArg(value: Arg, name = RULESET.argument ?? "ruleset"): Rules {
  // the rule set's one declaration (src/systems/fide.ts), as the command line and the sheet read it
  const read = RULESET.read(optText(value, name) ?? "", { argument: name });
  if (!read.ok)
    throw invalid(
      read.refusal.kind === "message"
        ? read.refusal.message
        : msg("fideBadRuleSet", { value: String(value) }),
    );
  return read.value ?? RULESET.argumentDefault ?? DEFAULT_RULES;
}

/**
 * The common case without the general machinery: two ranges of the same shape holding only
 * valid numbers (ratings 0..4000, scores 1, 0.5, 0). Anything else (blanks, text, other shapes,
 * a bad value) returns null and goes the general way, which gives the same games or the error.
 */
/** Opponents and scores as parallel lists (blanks already dropped). */
export interface ScoreLists {
  opponents: readonly number[];
  scores: readonly number[];
}

function plainRow(o: readonly Cell[], s: readonly Cell[]): boolean {
  if (o.length !== s.length) return false;
  for (let c = 0; c < o.length; c++) {
    const r = o[c];
    const x = s[c];
    if (typeof r !== "number" || !(r > 0 && r <= MAX)) return false; // 0: an empty cell (D186)
    if (x !== 1 && x !== 0 && x !== 0.5) return false;
  }
  return true;
}

/**
 * Paired opponents / scores ranges as parallel lists; a blank in either is no game. The
 * common case, two one-row ranges holding only valid numbers, is checked and used as it is;
 * anything else (blanks, text, columns, a bad value) goes the general way, which gives the
 * same lists or the error naming the argument and position.
 */
export function scoresArg(opponents: Arg, scores: Arg): ScoreLists {
  if (Array.isArray(opponents) && Array.isArray(scores) && opponents.length === 1 && scores.length === 1) {
    const o = opponents[0] as Cell[];
    const s = scores[0] as Cell[];
    if (plainRow(o, s)) return { opponents: o as number[], scores: s as number[] };
  }
  const games = gamesArg(opponents, scores);
  return { opponents: games.map((g) => g.opponent as number), scores: games.map((g) => g.score) };
}

/**
 * Paired opponents / scores ranges and an optional range of event dates beside them, as events
 * in date order (games of one date are one event); without dates, one event.
 */
export function eventsArg(
  opponents: Arg,
  scores: Arg,
  dates: Arg,
): { events: FideGame[][]; dates?: CalendarDate[] } {
  if (!Array.isArray(dates) && isBlank(dates)) return { events: [gamesArg(opponents, scores)] };
  required(opponents, "opponents");
  required(scores, "scores");
  const rows = paired([
    { name: "opponents", value: opponents, zeroless: true }, // D186
    { name: "scores", value: scores },
    { name: "event_dates", value: dates },
  ]);
  const byDate = new Map<number, { date: CalendarDate; games: FideGame[] }>();
  rows.forEach(([o, s, d], i) => {
    const day = date(d ?? null, `event_dates[${i + 1}]`);
    const key = dayNumber(day);
    const game: FideGame = {
      opponent: ratingArg(o ?? null, `opponents[${i + 1}]`),
      score: result(s ?? null, `scores[${i + 1}]`) / 2,
    };
    const e = byDate.get(key);
    if (e === undefined) byDate.set(key, { date: day, games: [game] });
    else e.games.push(game);
  });
  const ordered = [...byDate.entries()].sort((a, b) => a[0] - b[0]).map(([, e]) => e);
  return { events: ordered.map((e) => e.games), dates: ordered.map((e) => e.date) };
}

/** Paired opponents / scores ranges as games; a blank in either is no game. */
export function gamesArg(opponents: Arg, scores: Arg): FideGame[] {
  required(opponents, "opponents");
  required(scores, "scores");
  const rows = paired([
    { name: "opponents", value: opponents, zeroless: true }, // D186
    { name: "scores", value: scores },
  ]);
  return rows.map(([o, s], i) => ({
    opponent: ratingArg(o ?? null, `opponents[${i + 1}]`),
    score: result(s ?? null, `scores[${i + 1}]`) / 2,
  }));
}

/**
 * D23/D9 "ever reached": TRUE/FALSE, or the player's highest published rating (reached when it
 * is `from` or more); blank → false.
 */
export function reachedArg(value: Arg, name: string, from: number): boolean {
  const v = scalar(value, name);
  if (isEmpty(v)) return false; // D185: 0 is FALSE and an empty cell alike
  if (typeof v === "number") return ratingArg(v, name) >= from;
  return bool(v, name, false);
}

/** Why a first rating is not published, with the figure (D25; FIDE2024 §2.2). */
export function notPublished(r: FirstRating, ruleSet: string): Message {
  return msg("fideFirstNotPublished", {
    reason: r.reason ?? "no games against rated opponents",
    rules: ruleSet,
    rating: r.rating,
    games: r.games,
    minGames: r.minGames,
    floor: r.floor,
    points: r.points,
  });
}

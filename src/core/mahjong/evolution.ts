/**
 * Evolution-level replay (RULES §3, D18). A player's state is a level with its marks plus the
 * one-year clock of a dan level. States are immutable values; each step is O(1), so a whole
 * federation's history replays in one pass.
 *
 * The steps, as D18 orders them, for a tournament ending on a date with norm `n`:
 * 1. Releases before the tournament charge one "−" per full year since the last confirmation
 *    ({@link atStart}); the state after that is the level the player holds at its start.
 * 2. A norm up to 2000 raises the level to it (never lowers it); a norm above 2000 raises a kyu
 *    player to 1 dan.
 * 3. If the level is a dan, each full 500 of (norm − level) adds a "+".
 * 4. A norm ≥ the level confirms it and restarts its one-year clock.
 * 5. Two "+" are one dan up, two "−" one dan down (never below 1 dan); "+" and "−" cancel.
 *
 * Releases (RULES §3 / regulation 2.3): the rating is released on the first day of every month;
 * at a release, each full year (D16 whole months ÷ 12) since the last confirmation adds one
 * "−" and restarts the clock at that anniversary. A release on a tournament's last day comes
 * after that tournament (its weight there is 1.00, D16), so only releases strictly before the
 * last day count at its start.
 */
import { type CalendarDate, compareDates } from "../common/date";
import { type Level, TWELVE_KYU, isDan, levelValue, normalize } from "./level";
import { wholeMonths } from "./tournament";
import { DAN_VALUE, FIRST_DAN, PLUS_STEP } from "./tables";

export interface EvolutionState {
  /** The level and its marks (see {@link Level}). */
  readonly level: Level;
  /**
   * Date the current dan level was last confirmed (or reached); undefined for kyu levels and
   * for a dan level whose clock has not started (a start level of unknown date).
   */
  readonly confirmed: CalendarDate | undefined;
  /** Full years since `confirmed` already charged as "−" at releases. */
  readonly charged: number;
}

/** The state of a player who has never played: 12 kyu (RULES §3; issue: start at 12 kyu). */
export const NEW_PLAYER: EvolutionState = { level: TWELVE_KYU, confirmed: undefined, charged: 0 };

/** A state from a known level; a dan level's clock starts on `confirmed` when given. */
export function startState(level: Level = TWELVE_KYU, confirmed?: CalendarDate): EvolutionState {
  const l = normalize(level.index, level.marks);
  return { level: l, confirmed: isDan(l.index) ? confirmed : undefined, charged: 0 };
}

/** The last monthly release strictly before `date`: the first of its month, or of the month before. */
export function lastReleaseBefore(date: CalendarDate): CalendarDate {
  if (date.day > 1) return { year: date.year, month: date.month, day: 1 };
  return date.month === 1
    ? { year: date.year - 1, month: 12, day: 1 }
    : { year: date.year, month: date.month - 1, day: 1 };
}

/** The state after charging the full years counted `months` whole months after the confirmation. */
function charge(state: EvolutionState, months: number): EvolutionState {
  const years = Math.floor(months / 12);
  const due = years - state.charged;
  if (due <= 0) return state;
  return {
    level: normalize(state.level.index, state.level.marks - due),
    confirmed: state.confirmed,
    charged: years,
  };
}

/**
 * The state as published at a release on `release` (D18): one "−" for each full year since the
 * last confirmation not yet charged. Kyu levels and dan levels without a clock are unchanged.
 */
export function atRelease(state: EvolutionState, release: CalendarDate): EvolutionState {
  if (state.confirmed === undefined) return state;
  return charge(state, wholeMonths(state.confirmed, release));
}

/**
 * The state a player holds at the start of a tournament ending on `date`: every monthly
 * release before it has been applied. KT_EU is computed from these levels (RULES §3).
 */
export function atStart(state: EvolutionState, date: CalendarDate): EvolutionState {
  const c = state.confirmed;
  if (c === undefined) return state;
  // wholeMonths(c, lastReleaseBefore(date)) without building the release date (hot path).
  const months =
    (date.year - c.year) * 12 + (date.month - c.month) - (date.day > 1 ? 0 : 1) - (c.day > 1 ? 1 : 0);
  return charge(state, months);
}

/**
 * One tournament ending on `date` in which the player fulfilled the norm of level `norm`
 * (an index, see `normOf`; undefined when NR × KT reached no level). D18 steps 1–5.
 * Returns the same object when nothing changes.
 */
export function fulfil(state: EvolutionState, norm: number | undefined, date: CalendarDate): EvolutionState {
  const s = atStart(state, date);
  if (norm === undefined) return s;
  const normValue = levelValue(norm);
  const before = s.level;
  // Step 2: norms up to 2000 fix the level for life; a higher norm first gives 1 dan.
  const lifetime = normValue <= DAN_VALUE ? norm : FIRST_DAN;
  if (!isDan(before.index)) {
    if (lifetime <= before.index) return s;
    if (!isDan(lifetime)) return { level: { index: lifetime, marks: 0 }, confirmed: undefined, charged: 0 };
  }
  const index = Math.max(before.index, lifetime);
  const value = levelValue(index);
  // Step 4: a norm below the level neither confirms nor marks it.
  if (normValue < value) return s;
  // Step 3: each full 500 above the level is a "+"; step 5 pairs the marks.
  const plus = Math.floor((normValue - value) / PLUS_STEP);
  const marks = index === before.index ? before.marks : 0;
  const level = plus === 0 && index === before.index ? before : normalize(index, marks + plus);
  // Step 4: a norm at or above the level confirms it and restarts the clock.
  return { level, confirmed: date, charged: 0 };
}

/** One tournament of a player's history: its last day and the norm fulfilled (level index or undefined). */
export interface NormEvent {
  readonly date: CalendarDate;
  readonly norm: number | undefined;
}

/**
 * Replays a history (D18) in date order (tournaments of the same day in the order given) and
 * returns the state at the release on `release`. Tournaments after the release date are not
 * part of that release and are left out. A dan start level without a `confirmed` date is taken
 * as confirmed on the day of the first tournament replayed.
 */
export function replay(
  events: readonly NormEvent[],
  release: CalendarDate,
  start: EvolutionState = NEW_PLAYER,
): EvolutionState {
  const ordered = events
    .map((e, i) => ({ e, i }))
    .filter(({ e }) => compareDates(e.date, release) <= 0)
    .sort((a, b) => compareDates(a.e.date, b.e.date) || a.i - b.i)
    .map(({ e }) => e);
  let state = start;
  const first = ordered[0];
  if (first !== undefined && isDan(state.level.index) && state.confirmed === undefined) {
    state = { level: state.level, confirmed: first.date, charged: 0 };
  }
  for (const e of ordered) state = fulfil(state, e.norm, e.date);
  return atRelease(state, release);
}

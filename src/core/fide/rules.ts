/**
 * Rule sets (RULES §2, §2.2). A rule set is a value passed down to every computation, never a
 * global switch, so one workbook can hold tournaments of both eras.
 *
 * - `FIDE2024` (the default everywhere): FIDE's rules in force since 1 March 2024, with the
 *   amendment of 1 October 2025 (the 400-point cap only for players rated below 2650). Without a
 *   date the latest text.
 * - `HU2017`: the Hungarian Chess Federation's own restatement of FIDE's regulation in its 2017
 *   rating regulation (appendix I), not FIDE's 2014–2024 text; it reproduces that document's
 *   worked examples.
 */
import { type Subject, asSubject } from "../../i18n/subject";
import { type Message, msg } from "../../i18n/table";
import { type CalendarDate, calendarDate, compareDates, formatIsoDate, parseDate } from "../common/date";
import { invalid, refusal } from "../common/errors";
import {
  CAP_EXEMPT_FROM,
  HU2017_FLOOR,
  HU2017_MIN_GAMES,
  INITIAL_MIN_GAMES,
  K_TIMES_GAMES_MAX,
  POOL_MONTHS,
  RATING_FLOOR,
} from "./tables";

/** The rule sets, by name: what the pane offers and the text's reader knows. */
export const RULE_SET_NAMES = ["HU2017", "FIDE2024"] as const;
export type RuleSetName = (typeof RULE_SET_NAMES)[number];

export interface Rules {
  readonly name: RuleSetName;
  /** FIDE2024 taken as in force on this date; undefined: the latest amendment. */
  readonly on?: CalendarDate;
  /** Own rating from which the 400-point cap does not apply; null: it applies to everyone. */
  readonly capExemptFrom: number | null;
  /** Juniors keep K 40 until the end of the year of their 18th birthday (else until it). */
  readonly juniorUntilEndOfYear: boolean;
  /** K reduced so that K × games in the period stays within this; null: no limit. */
  readonly kTimesGamesMax: number | null;
  /** No rating below this is published; null: no floor applied. */
  readonly floor: number | null;
  /** First ratings: 8.2 of the 2017 regulation, or FIDE2024's two hypothetical 1800 draws. */
  readonly firstRating: "HU2017" | "FIDE2024";
  /** First ratings: games against rated opponents needed (D25: HU2017 9; FIDE2024 5), a default. */
  readonly firstRatingMinGames: number;
  /** First ratings: no figure below this is published (D25: HU2017 8.31, 1000; FIDE2024 1400). */
  readonly firstRatingFloor: number;
  /** FIDE2024 8.2.1: a zero score in the first event is disregarded. */
  readonly zeroFirstEventDisregarded: boolean;
  /** FIDE2024 7.1.4: games towards a first rating pooled over at most this many months; null: all. */
  readonly poolMonths: number | null;
}

/** FIDE2024 took effect on 1 March 2024; the 2650 exemption on 1 October 2025. */
export const FIDE2024_FROM: CalendarDate = { year: 2024, month: 3, day: 1 };
export const CAP_EXEMPTION_FROM: CalendarDate = { year: 2025, month: 10, day: 1 };

export const HU2017: Rules = Object.freeze({
  name: "HU2017",
  capExemptFrom: null,
  juniorUntilEndOfYear: false,
  kTimesGamesMax: null,
  floor: null,
  firstRating: "HU2017",
  firstRatingMinGames: HU2017_MIN_GAMES,
  firstRatingFloor: HU2017_FLOOR,
  zeroFirstEventDisregarded: false,
  poolMonths: null,
});

export const FIDE2024: Rules = Object.freeze({
  name: "FIDE2024",
  capExemptFrom: CAP_EXEMPT_FROM,
  juniorUntilEndOfYear: true,
  kTimesGamesMax: K_TIMES_GAMES_MAX,
  floor: RATING_FLOOR,
  firstRating: "FIDE2024",
  firstRatingMinGames: INITIAL_MIN_GAMES,
  firstRatingFloor: RATING_FLOOR,
  zeroFirstEventDisregarded: true,
  poolMonths: POOL_MONTHS,
});

/** The rule set of every function, command and pane when none is named: FIDE2024 (§2.2). */
export const DEFAULT_RULES: Rules = FIDE2024;

/** The rules of a rule set; for FIDE2024 optionally as in force on a date (from 2024-03-01). */
export function rulesFor(name: RuleSetName, on?: CalendarDate): Rules {
  if (name === "HU2017") {
    if (on !== undefined) throw invalid(msg("fideHu2017NoDate", {}));
    return HU2017;
  }
  if (on === undefined) return FIDE2024;
  const d = calendarDate(on.year, on.month, on.day);
  if (compareDates(d, FIDE2024_FROM) < 0) {
    throw invalid(msg("fideRulesFrom", { from: formatIsoDate(FIDE2024_FROM), on: formatIsoDate(d) }));
  }
  const exempt = compareDates(d, CAP_EXEMPTION_FROM) >= 0 ? CAP_EXEMPT_FROM : null;
  return Object.freeze({ ...FIDE2024, on: d, capExemptFrom: exempt });
}

const RULESET_TEXT = /^(hu2017|fide2024)(?:(?:\s*@\s*|\s+)(\S+))?$/iu;

/**
 * What a rule set's text reads as (D85): the rule set, none (`rules` null: the text is blank, and
 * the place's default applies, D86), or the message saying why not. The one reader of that text
 * for every place that takes one: `rate`, `sheet` and `standings --ruleset`, the sheet's Rule set
 * cell, the pane's rule-set fields and the functions' `ruleset` argument; each only says the
 * message its own way.
 */
export type RuleSetRead =
  { readonly ok: true; readonly rules: Rules | null } | { readonly ok: false; readonly message: Message };

/**
 * A rule set from its text: `"HU2017"`, `"FIDE2024"` (any case), or FIDE2024 as in force on
 * a date: `"FIDE2024 2025-09-30"` (also `"FIDE2024@2025-09-30"`, any date the officer's date
 * reader takes, D67). `name` is what the message names it by (an argument, an option); null
 * where the place names it already (a sheet's labelled header row, the pane's labelled field).
 */
export function readRuleSet(textIn: string, name: string | Subject | null = "ruleset"): RuleSetRead {
  const subject = name === null ? undefined : asSubject(name);
  const trimmed = textIn.trim();
  if (trimmed === "") return { ok: true, rules: null };
  const m = RULESET_TEXT.exec(trimmed);
  if (m === null) {
    const value = textIn;
    return {
      ok: false,
      message: msg("fideBadRuleSet", { ...(subject === undefined ? {} : { subject }), value }),
    };
  }
  const setName = (m[1] as string).toUpperCase() as RuleSetName;
  // the date's refusal names the subject itself; the rule set's is said within it
  const on = m[2] === undefined ? undefined : refusal(() => parseDate(m[2] as string, subject));
  if (on !== undefined && "message" in on) return { ok: false, message: on.message };
  const rules = refusal(() => rulesFor(setName, on));
  if (!("message" in rules)) return { ok: true, rules };
  const inner = rules.message;
  return { ok: false, message: subject === undefined ? inner : msg("within", { subject, inner }) };
}

/** A rule set named by its text (blank refused: a rule set must be named); a value error else. */
export function parseRuleSet(textIn: string, name: string | Subject | null = "ruleset"): Rules {
  const read = readRuleSet(textIn, name);
  if (!read.ok) throw invalid(read.message);
  if (read.rules !== null) return read.rules;
  const subject = name === null ? undefined : asSubject(name);
  throw invalid(msg("fideBadRuleSet", { ...(subject === undefined ? {} : { subject }), value: textIn }));
}

/** The text a rule set is written as (the sheet's Rule set cell), which {@link readRuleSet} reads back. */
export function ruleSetText(rules: Rules): string {
  return rules.on === undefined ? rules.name : `${rules.name} ${formatIsoDate(rules.on)}`;
}

/**
 * How the rule set of an event nobody named was chosen (D87): `dates`, the version in force on
 * the event's last day; `before`, the event ended before FIDE2024 took effect, so its first
 * version; `undated`, the event has no date, so the latest version, as before.
 */
export type EventRulesBasis = "dates" | "before" | "undated";

export interface EventRules {
  readonly rules: Rules;
  readonly basis: EventRulesBasis;
  /** The event's last day (its end, else its start) that chose them. */
  readonly day?: CalendarDate;
}

/** The day of the last amendment of FIDE2024 the rules know: the latest version is in force from it. */
export const LATEST_AMENDMENT: CalendarDate = CAP_EXEMPTION_FROM;

/**
 * FIDE2024 as in force on the event's last day (D87): its end date, else its start date, as the
 * reader read them (H9); without either, the latest version.
 */
export function eventRules(event: {
  readonly start?: CalendarDate;
  readonly end?: CalendarDate;
}): EventRules {
  const day = event.end ?? event.start;
  if (day === undefined) return { rules: FIDE2024, basis: "undated" };
  const before = compareDates(day, FIDE2024_FROM) < 0;
  return {
    rules: rulesFor("FIDE2024", before ? FIDE2024_FROM : day),
    basis: before ? "before" : "dates",
    day,
  };
}

/** What is said of the rule set an event's dates chose (D87), in the one message table. */
export function eventRulesSaid(e: EventRules): Message {
  return msg("fideRulesOfEvent", {
    basis: e.basis,
    rules: ruleSetText(e.rules),
    from: formatIsoDate(e.basis === "undated" ? LATEST_AMENDMENT : FIDE2024_FROM),
    ...(e.day !== undefined ? { day: formatIsoDate(e.day) } : {}),
  });
}

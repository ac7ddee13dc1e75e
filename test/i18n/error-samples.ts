/**
 * Parameters for every code of the core's errors (src/i18n/errors*.ts), for the table's test
 * (test/i18n/table.test.ts): a code added without them does not compile.
 */
import { type ErrorParams } from "../../src/i18n/errors";

const kis = { player: 4, name: "Kis Anna" } as const;

export const ERROR_SAMPLES: { readonly [K in keyof ErrorParams]: readonly ErrorParams[K][] } = {
  outOfRange: [
    { field: "rating", value: -5, min: 0 },
    { field: "stones", value: 12, min: 0, max: 9, whole: true },
    { subject: kis, field: "rating", value: 5000, min: 0, max: 4000 },
    { subject: { argument: "time" }, value: 99_999, min: 0, max: 10_080 },
    { subject: { row: 3, name: "Иванов", line: 7 }, field: "sessions", value: 0, min: 1, whole: true },
  ],
  dateReason: [
    { reason: "notDate" },
    { reason: "yearOutside", first: 1900, last: 9999 },
    { reason: "noSuchMonth" },
    { reason: "notCalendar" },
    { reason: "notSerial" },
    { reason: "notADate" },
    { reason: "yearOnly" },
  ],
  badDate: [
    { subject: { argument: "on_date" }, value: "2026-02-30", reason: "notCalendar" },
    { value: 12, reason: "notSerial" },
  ],
  blankDate: [{ subject: { argument: "on_date" } }, {}],
  notCalendarDate: [{ date: "2026-2-30" }, { subject: { argument: "release_date" }, date: "2026-2-30" }],
  notNumber: [{ field: "p", value: "x" }],
  notRatio: [{ n: 1e300, d: 3 }],
  divisionByZero: [{}],
  listNoRating: [
    { subject: kis, value: -3, min: 0 },
    { subject: kis, value: Number.POSITIVE_INFINITY },
  ],
  mgszBadByoyomi: [{ argument: "byoyomi", value: "3x" }],
  mgszBadEvent: [{ argument: "event", value: "regional" }],
  mgszPairGo: [{ argument: "event" }],
  mgszBelowE: [{}],
  mgszNoTime: [{}],
  mgszPartLimit: [{ multiplier: 400, limit: 300 }],
  mgszNotThousandths: [{ value: 1.5 }],
  mgszNoPlayedGames: [{}],
  mgszRankNotInTable: [{ rank: "9d" }],
  mgszBadRank: [{ argument: "rank", value: "40k" }],
  mgszNoStart: [{ subject: kis }],
  fideNotScore: [{ value: 0.3 }, { value: 0.3, player: 2, opponent: 5 }],
  fideNotHundredths: [{ value: 1.5 }],
  fideCountMismatch: [{ opponents: 3, scores: 2 }],
  fidePNotHundredths: [{ value: 101 }],
  fideScoreRange: [{ score: 7, games: 5 }],
  fideRoundRobinSize: [{ size: 1 }],
  fideResultsCount: [{ player: 2, results: 4, size: 5 }],
  fideSelfResult: [{ player: 2, value: 1 }],
  fideNoResult: [{ player: 2, opponent: 4 }],
  fideResultsSum: [
    { player: 2, opponent: 4, result: 1, back: 1 },
    { player: 2, opponent: 4, result: 1, back: null },
  ],
  fideRoundRobinRules: [{ rules: "FIDE2024" }],
  fideNoRatedPlayer: [{}],
  fideNotRoundRobin: [{}, { a: 2, b: 4, times: 0 }, { a: 2, b: 4, times: 2 }],
  fideBonusHu2017: [{}],
  fideBirthAfter: [{ birth: "2027-01-01", on: "2026-11-01" }],
  fideBirthNeedsDate: [{}],
  fideDatesCount: [{ dates: 2, events: 3 }],
  fideEventOrder: [{ event: 2, date: "2024-01-01" }],
  fideNoRatedGames: [{}],
  fideHu2017NoDate: [{}],
  fideRulesFrom: [{ from: "2024-03-01", on: "2023-01-01" }],
  fideBadRuleSet: [{ argument: "ruleset", value: "FIDE2000" }],
};

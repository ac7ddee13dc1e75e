/**
 * The FIDE custom functions' metadata in English, as a family's codes (D132): `ID` a
 * function's description, `ID.param` a parameter's description, `ID.param.name` its name.
 * Each text is the function's JSDoc word for word, which the metadata generator reads for
 * functions.json (test/functions/function-texts.test.ts compares them).
 */
import type { NoParams } from "../../i18n/message";
import { dateCells } from "./date-cells";

export const FIDE_FUNCTIONS_EN = {
  "FIDE.EXPECTED": () => "Expected score against one or more opponents, summed (the 400-point rule).",
  "FIDE.EXPECTED.rating.name": () => "rating",
  "FIDE.EXPECTED.rating": () => "Player's rating, 1..4000 (0: an empty cell), e.g. 2145",
  "FIDE.EXPECTED.opponents.name": () => "opponents",
  "FIDE.EXPECTED.opponents": () =>
    "Opponents' ratings, 1..4000 (one value or a range; blanks and 0 skipped), e.g. 2300",
  "FIDE.EXPECTED.ruleset.name": () => "ruleset",
  "FIDE.EXPECTED.ruleset": () =>
    '"FIDE2024" (default), "HU2017", or "FIDE2024 2025-09-30" (as in force on a date)',
  "FIDE.DP": () => "Rating difference dp for a fraction scored (p rounded to hundredths, half up).",
  "FIDE.DP.p.name": () => "p",
  "FIDE.DP.p": () => "Fraction of the points scored, 0..1, e.g. 0.4",
  "FIDE.KFACTOR": () =>
    "Development coefficient K (10 once 2400 reached, else 40 for new players and for juniors who never reached 2300, else 20).",
  "FIDE.KFACTOR.rating.name": () => "rating",
  "FIDE.KFACTOR.rating": () =>
    "Published rating at the start of the period, 1..4000 (0: an empty cell), e.g. 2100",
  "FIDE.KFACTOR.games.name": () => "games",
  "FIDE.KFACTOR.games": () => "Rated games completed before the period, whole number 0 or more, e.g. 12",
  "FIDE.KFACTOR.birth_date.name": () => "birth_date",
  "FIDE.KFACTOR.birth_date": () => `Date of birth; blank: no junior rule; ${dateCells("en")}`,
  "FIDE.KFACTOR.reached_2400.name": () => "reached_2400",
  "FIDE.KFACTOR.reached_2400": () => "TRUE if a published rating ever reached 2400; default FALSE",
  "FIDE.KFACTOR.on_date.name": () => "on_date",
  "FIDE.KFACTOR.on_date": () =>
    `Date K applies on, e.g. the period's first day; required with birth_date; ${dateCells("en")}`,
  "FIDE.KFACTOR.ruleset.name": () => "ruleset",
  "FIDE.KFACTOR.ruleset": () => '"FIDE2024" (default) or "HU2017"',
  "FIDE.KFACTOR.games_in_period.name": () => "games_in_period",
  "FIDE.KFACTOR.games_in_period": () => "FIDE2024: rated games in the period, K × games ≤ 700; default none",
  "FIDE.KFACTOR.reached_2300.name": () => "reached_2300",
  "FIDE.KFACTOR.reached_2300": () =>
    "TRUE if a published rating ever reached 2300 (no junior K 40 then); or the highest published rating; default FALSE",
  "FIDE.CHANGE": () => "Rating change K·Σ(W − We), unrounded (FIDE2024: K reduced so that K × games ≤ 700).",
  "FIDE.CHANGE.rating.name": () => "rating",
  "FIDE.CHANGE.rating": () => "Player's rating, 1..4000 (0: an empty cell), e.g. 2145",
  "FIDE.CHANGE.opponents.name": () => "opponents",
  "FIDE.CHANGE.opponents": () => "Opponents' ratings (range; blanks: no game), e.g. {2300,2300}",
  "FIDE.CHANGE.scores.name": () => "scores",
  "FIDE.CHANGE.scores": () => 'Scores (range): 1, 0, 0.5 or "+", "-", "="',
  "FIDE.CHANGE.k.name": () => "k",
  "FIDE.CHANGE.k": () => "Development coefficient K, whole number 0..100, e.g. 40",
  "FIDE.CHANGE.ruleset.name": () => "ruleset",
  "FIDE.CHANGE.ruleset": () =>
    '"FIDE2024" (default), "HU2017", or "FIDE2024 2025-09-30" (as in force on a date)',
  "FIDE.NEWRATING": () => "New rating: rating + change rounded to a whole number, .5 away from zero.",
  "FIDE.NEWRATING.rating.name": () => "rating",
  "FIDE.NEWRATING.rating": () => "Player's rating, 1..4000 (0: an empty cell), e.g. 2145",
  "FIDE.NEWRATING.opponents.name": () => "opponents",
  "FIDE.NEWRATING.opponents": () => "Opponents' ratings (range; blanks: no game), e.g. {2300,2300}",
  "FIDE.NEWRATING.scores.name": () => "scores",
  "FIDE.NEWRATING.scores": () => 'Scores (range): 1, 0, 0.5 or "+", "-", "="',
  "FIDE.NEWRATING.k.name": () => "k",
  "FIDE.NEWRATING.k": () => "Development coefficient K, whole number 0..100, e.g. 40",
  "FIDE.NEWRATING.ruleset.name": () => "ruleset",
  "FIDE.NEWRATING.ruleset": () =>
    '"FIDE2024" (default; below 1400 is #N/A), "HU2017", or "FIDE2024 2025-09-30"',
  "FIDE.PERFORMANCE": () => "Tournament performance rating TPR: average of the opponents + dp(p).",
  "FIDE.PERFORMANCE.opponents.name": () => "opponents",
  "FIDE.PERFORMANCE.opponents": () => "Opponents' ratings (range; blanks: no game), e.g. {2300,2300}",
  "FIDE.PERFORMANCE.scores.name": () => "scores",
  "FIDE.PERFORMANCE.scores": () => 'Scores (range): 1, 0, 0.5 or "+", "-", "="',
  "FIDE.INITIAL": () => "First rating of an unrated player from pooled games against rated opponents.",
  "FIDE.INITIAL.opponents.name": () => "opponents",
  "FIDE.INITIAL.opponents": () =>
    "Rated opponents' ratings over all events pooled, 1..4000 (range; blanks and 0: no game), e.g. {2220,2150,2200}",
  "FIDE.INITIAL.scores.name": () => "scores",
  "FIDE.INITIAL.scores": () => 'Scores (range): 1, 0, 0.5 or "+", "-", "="',
  "FIDE.INITIAL.ruleset.name": () => "ruleset",
  "FIDE.INITIAL.ruleset": () => '"FIDE2024" (default: two 1800 draws added, at most 2200) or "HU2017"',
  "FIDE.INITIAL.bonus.name": () => "bonus",
  "FIDE.INITIAL.bonus": () => "HU2017: points per half point above 50 %, whole number 0..100; default 15",
  "FIDE.INITIAL.min_games.name": () => "min_games",
  "FIDE.INITIAL.min_games": () =>
    "Games against rated opponents needed, whole number 1..1000; default 5 (FIDE2024) or 9 (HU2017)",
  "FIDE.INITIAL.event_dates.name": () => "event_dates",
  "FIDE.INITIAL.event_dates": () =>
    `The event's date beside each game (range; one date per event): a first event under ½ point (HU2017) or at zero (FIDE2024) is left out; FIDE2024 pools 26 months; ${dateCells("en")}`,
} satisfies Readonly<Record<string, (p: NoParams) => string>>;

/** The codes of the FIDE functions' texts. */
export type FideFunctionCode = keyof typeof FIDE_FUNCTIONS_EN;

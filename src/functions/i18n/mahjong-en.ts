/**
 * The mahjong custom functions' metadata in English, as a family's codes (D132): `ID` a
 * function's description, `ID.param` a parameter's description, `ID.param.name` its name.
 * Each text is the function's JSDoc word for word, which the metadata generator reads for
 * functions.json (test/functions/function-texts.test.ts compares them).
 */
import type { NoParams } from "../../i18n/message";
import { dateCells } from "./date-cells";

export const MAHJONG_FUNCTIONS_EN = {
  "MAHJONG.NORMRATING": () => "Norm rating NR = 1000 × (N − place) / (N − 1): first place 1000, last 0.",
  "MAHJONG.NORMRATING.place.name": () => "place",
  "MAHJONG.NORMRATING.place": () =>
    "Player's place, 1..participants; whole, or x.5 for a shared place, e.g. 20",
  "MAHJONG.NORMRATING.participants.name": () => "participants",
  "MAHJONG.NORMRATING.participants": () =>
    "Participants N, the most players at once in any session, whole 2..100000, e.g. 40",
  "MAHJONG.WEIGHT": () => "Tournament weight W by whole months from its last day to the release date.",
  "MAHJONG.WEIGHT.tournament_date.name": () => "tournament_date",
  "MAHJONG.WEIGHT.tournament_date": () =>
    `Tournament's last day, a date not after the release, e.g. "2026-03-15"; ${dateCells("en")}`,
  "MAHJONG.WEIGHT.release_date.name": () => "release_date",
  "MAHJONG.WEIGHT.release_date": () => `Release date of the rating, e.g. "2026-12-01"; ${dateCells("en")}`,
  "MAHJONG.SIZEFACTOR": () => "Size factor KT_N of a tournament by its participants.",
  "MAHJONG.SIZEFACTOR.participants.name": () => "participants",
  "MAHJONG.SIZEFACTOR.participants": () =>
    "Participants N, whole 12..100000 (fewer: not rated, #N/A), e.g. 74",
  "MAHJONG.COEFFICIENT": () => "Tournament coefficient KT = 0.1 × S + KT_N + KT_EU + KT_W.",
  "MAHJONG.COEFFICIENT.sessions.name": () => "sessions",
  "MAHJONG.COEFFICIENT.sessions": () =>
    "Sessions S (elimination events: the fewest the main group played), whole 1..1000, e.g. 8",
  "MAHJONG.COEFFICIENT.participants.name": () => "participants",
  "MAHJONG.COEFFICIENT.participants": () => "Participants N, whole 12..100000, e.g. 40",
  "MAHJONG.COEFFICIENT.levels.name": () => "levels",
  "MAHJONG.COEFFICIENT.levels": () =>
    'Players\' levels at the start: a range of level names or values ("2d", 1250), or one mean value 0..7500, e.g. 1230',
  "MAHJONG.COEFFICIENT.championship.name": () => "championship",
  "MAHJONG.COEFFICIENT.championship": () =>
    "TRUE for a European or World championship or equivalent (+1.00); default FALSE",
  "MAHJONG.NORM": () => "Level whose norm NR × KT fulfils: the highest level value reached.",
  "MAHJONG.NORM.points.name": () => "points",
  "MAHJONG.NORM.points": () => "NR × KT, 0 or more, e.g. 2500",
  "MAHJONG.NORM.style.name": () => "style",
  "MAHJONG.NORM.style": () => '"short" (default, "2d"), "long" ("2 дан") or "english" ("2 dan")',
  "MAHJONG.LEVELVALUE": () => "Numeric value of an evolution level, marks ignored.",
  "MAHJONG.LEVELVALUE.level.name": () => "level",
  "MAHJONG.LEVELVALUE.level": () =>
    'Level in any spelling, 12 kyu..12 dan, e.g. "3 кю", "3 kyu", "3k", "2d+"',
  "MAHJONG.T5": () => "T5: the mean of the 5 largest NR × KT × W, missing ones counting 0, two decimals.",
  "MAHJONG.T5.values.name": () => "values",
  "MAHJONG.T5.values": () =>
    "NR × KT × W of the player's tournaments (range; blanks skipped), e.g. {2300,1282.05}",
  "MAHJONG.RATING": () => "Rating = 0.25 × EU + 0.75 × T5, shown with two decimals.",
  "MAHJONG.RATING.level.name": () => "level",
  "MAHJONG.RATING.level": () =>
    'Player\'s evolution level (marks ignored), a name or value, e.g. "2d+" or 2500',
  "MAHJONG.RATING.values.name": () => "values",
  "MAHJONG.RATING.values": () =>
    "NR × KT × W of the player's tournaments (range; blanks skipped), e.g. {2300,1282.05}",
  "MAHJONG.EVOLUTION": () => "Evolution level with its marks after replaying a player's norms in date order.",
  "MAHJONG.EVOLUTION.dates.name": () => "dates",
  "MAHJONG.EVOLUTION.dates": () =>
    `Tournaments' last days (range of dates), e.g. {"2025-03-10","2025-06-01"}; ${dateCells("en")}`,
  "MAHJONG.EVOLUTION.norms.name": () => "norms",
  "MAHJONG.EVOLUTION.norms": () =>
    "NR × KT of each tournament, or the level fulfilled (range, beside dates), e.g. {2100,2600}",
  "MAHJONG.EVOLUTION.release_date.name": () => "release_date",
  "MAHJONG.EVOLUTION.release_date": () =>
    `Release date; later tournaments are left out, e.g. "2026-12-01"; ${dateCells("en")}`,
  "MAHJONG.EVOLUTION.start_level.name": () => "start_level",
  "MAHJONG.EVOLUTION.start_level": () =>
    'Level before the first tournament, with marks; default "12 kyu", e.g. "1k"',
  "MAHJONG.RATINGLIST": () => "The rating list released on a date from a results sheet, sorted by rating.",
  "MAHJONG.RATINGLIST.results.name": () => "results",
  "MAHJONG.RATINGLIST.results": () =>
    `Range, one row per player per tournament: player, tournament, last day (date), place (whole or x.5), participants N, sessions S, and optionally championship (TRUE/FALSE); a header row is allowed. Excel hands a function at most 5 MB (about 50,000 rows): a larger range stays #BUSY! or is refused; read it with the task pane's list; ${dateCells("en")}`,
  "MAHJONG.RATINGLIST.release_date.name": () => "release_date",
  "MAHJONG.RATINGLIST.release_date": () =>
    `Release date of the rating; later tournaments are left out, e.g. "2026-12-01"; ${dateCells("en")}`,
} satisfies Readonly<Record<string, (p: NoParams) => string>>;

/** The codes of the mahjong functions' texts. */
export type MahjongFunctionCode = keyof typeof MAHJONG_FUNCTIONS_EN;

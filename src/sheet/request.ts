/** What the pane hands to the tournament sheet's build, and what the build gives back. */
import type { IdentityChoice } from "../core/engines/match";
import { systemOf } from "../systems";
import type { AnyParam, SystemName } from "../systems/types";
import type { Tournament } from "../core/tournament/model";
import type { MahjongResults } from "../formats/mahjong";
import type { RatingList } from "../formats/lists/model";
import type { LevelListEntry } from "../formats/rating-list";
import type { EngineNote } from "../results/notes";
import type { FideFigures, PlayerOutcome } from "../results/outcome";
import { type SheetPlan } from "./plan";
import type { SheetPairing } from "./pairing-params";
import { type SheetLanguage } from "./texts";

export type { FideFigures, PlayerOutcome } from "../results/outcome";

export type SystemParams =
  /**
   * `multiplier` null: a registration list's sheet whose file states no time (D76): the header's
   * C cell is left empty for the director to fill; no game is rated before it is.
   */
  | { system: "mgsz"; multiplier: number | null }
  /**
   * `ruleset` as the officer gave it (any text `readRuleSet` reads: "HU2017", "FIDE2024",
   * "FIDE2024 2025-09-30"); absent: the version in force on the event's last day (D87). The
   * header's Rule set cell holds the rule set rated by, as `ruleSetText` writes it. `on`: the
   * pane's date field, FIDE2024 as in force on it (ISO), read with the name by the same reader.
   */
  | { system: "fide"; ruleset?: string; on?: string; k?: number }
  | {
      system: "mahjong";
      /** The rating release date (ISO), on or after the event's last day (D16). */
      release: string;
      sessions: number;
      championship: boolean;
      /** The event's last day (ISO); default the file's end date, else its start date. */
      lastDay?: string;
    };

/**
 * The parameters of the build from the values of a system's parameters by key (src/systems):
 * each with a header row as its header cell writes it (a rule set as its text, a date ISO), a
 * value null (MGSZ's C not yet known, D76) as null; the others are the engine's options.
 */
export function systemParams(
  system: { readonly name: SystemName; readonly params: readonly AnyParam[] },
  values: ReadonlyMap<string, unknown>,
): SystemParams {
  const out: Record<string, unknown> = { system: system.name };
  for (const param of system.params) {
    const value = values.get(param.key);
    if (param.header === undefined || param.cell === undefined || value === undefined) continue;
    out[param.key] = value === null ? null : param.cell(value);
  }
  return out as SystemParams;
}

/**
 * Which list a system's players' list is, and so the request's field it fills (D68): mahjong's a
 * levels list (`readLevelList`: a level and a name, no rating column, RULES §3) into `levelList`,
 * every other system's a rating list into `ratingList`. The one answer for `sheet --ratings` and
 * the pane's list file (step 3), so that both build the same sheet from the same file.
 */
export function listFieldOf(system: SystemName): "levelList" | "ratingList" {
  return systemOf(system).listField;
}

export interface TournamentSheetRequest {
  tournament: Tournament;
  /** The file's name as picked or given (its extension kept, for the File cell); "" for pasted text. */
  fileName: string;
  params: SystemParams;
  ratingList?: RatingList;
  /** The list's name for the header block (D288): its file's name, or the sheet it was read from. */
  listName?: string;
  /**
   * Mahjong: the levels list as `rate` reads it (`readLevelList`: a level and a name column, no
   * rating needed; D68), which gives the players' levels in the place of `ratingList`.
   */
  levelList?: readonly LevelListEntry[];
  /** Short names (`SHORT_NAMES`, e.g. PTS MMS SOS SODOS SOSOS); empty = McMahon order. */
  tiebreaks: readonly string[];
  language: SheetLanguage;
  /**
   * Mahjong: the results table as read (src/formats/mahjong.ts), with the points. Without it
   * the tournament's players are the results, in the order of their `place` (else the file's).
   */
  mahjongResults?: MahjongResults;
  /** The officer's choices per player (D23, D24), by player index in the file's order. */
  choices?: PlayerChoices;
  /**
   * The officer's word that the file's ratings are on the system's own scale (D64): MGSZ
   * ratings, or Elo from a Go file. Default: MGSZ takes a player off the list from his rank, FIDE
   * a Go file's players as unrated.
   */
  fileRatings?: boolean;
  /**
   * The pairing block's parameters (P35): an OpenGotha file's own parameter sets; default the
   * McMahon defaults (P31) with the tournament's McMahon values on a Go sheet, P31's Swiss on a
   * chess sheet (which keeps a Swiss file's pairing parameters and placement).
   */
  pairing?: SheetPairing;
  /**
   * D54: the officer rates without the games whose result is not known or agreed (the pane's
   * checkbox on the diagnostics, `sheet --accept-unknown`): the ratings formula says so.
   */
  acceptUnknown?: boolean;
}

/** What the officer decided per player in the pane; the engines take them as options. */
export interface PlayerChoices {
  /** FIDE: the highest published rating ever (D9's 2400, D23's 2300: no junior K 40 once reached). */
  readonly highest?: ReadonlyMap<number, number>;
  /** MGSZ: whether a new player enters the register (D24; default: country HU). */
  readonly register?: ReadonlyMap<number, boolean>;
  /** MGSZ: the officer's starting rating of a new player (§1.5 override, D24). */
  readonly start?: ReadonlyMap<number, number>;
  /**
   * Every system: the officer's answer for a player the list has only under a near spelling or
   * on several rows (D62): the list row (its index) he is, or "new" for none of them.
   */
  readonly identity?: ReadonlyMap<number, IdentityChoice>;
}

/** The MGSZ engine's options for the officer's choices. */
export function mgszChoices(c: PlayerChoices | undefined): {
  entersRegister?: ReadonlyMap<number, boolean>;
  startingRatings?: ReadonlyMap<number, number>;
  identities?: ReadonlyMap<number, IdentityChoice>;
} {
  return {
    ...identityChoices(c),
    ...(c?.register !== undefined ? { entersRegister: c.register } : {}),
    ...(c?.start !== undefined ? { startingRatings: c.start } : {}),
  };
}

/** The engines' answers for the players the officer was asked about (D62), any system. */
export function identityChoices(c: PlayerChoices | undefined): {
  identities?: ReadonlyMap<number, IdentityChoice>;
} {
  return c?.identity !== undefined && c.identity.size > 0 ? { identities: c.identity } : {};
}

/** The figures of a FIDE engine result (src/core/engines/fide.ts). */
export function fideFigures(p: FideFigures): FideFigures {
  return { k: p.k, w: p.w, we: p.we, change: p.change, performance: p.performance };
}

/** Where the parts of the sheet are (A1, no sheet name); Recalculate finds them again by their words. */
export interface SheetLayout {
  /** The crosstable with its header row. */
  readonly crosstable: string;
  readonly standingsAnchor?: string;
  readonly ratingsAnchor: string;
  /** Team events (RULES §2.4): the block of team number, team, board, No and the team standings' spill. */
  readonly teams?: string;
  readonly teamStandingsAnchor?: string;
}

export interface TournamentSheetBuild {
  plan: SheetPlan;
  players: PlayerOutcome[];
  layout: SheetLayout;
  /** The engine's notes the sheet says (src/results/notes.ts), in its order: `sheet` prints them too. */
  notes: readonly EngineNote[];
  /** The date Post should head its column with by default: mahjong's release date; else none (today). */
  postDate?: string;
}

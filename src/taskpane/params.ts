/**
 * Step 2 without the DOM: the rating system and its parameters as the officer fills them in
 * (strings, as form fields hold them), checked and turned into the parameters of the sheet
 * builder. What each system asks and how each field is read is the system's (src/systems: its
 * parameters' readers, the command line's and the sheet's, and its pane form, pane-*.ts); this
 * module only walks them, and names no system.
 */
import type { Tournament } from "../core/tournament/model";
import {
  type TiebreakListOutcome,
  parseTiebreakList,
  tiebreakListWords,
} from "../core/tournament/tiebreak-list";
import type { TournamentFormat } from "../formats";
import type { ParamProblem } from "../i18n/pane";
import { type Message } from "../i18n/table";
import { SYSTEM_NAMES, type SystemName, defaultSystemOf, systemOf } from "../systems";
import { type PaneSystemParams } from "../systems/pane-form";
import { type SystemForms, initialForms, paneFormOf } from "../systems/pane-forms";
import { type MultiplierBreakdown } from "../core/engines/mgsz-multiplier";

export { type SystemName } from "../systems";
export { type PaneSystemParams } from "../systems/pane-form";
export { type MgszForm, breakdownLines, byoyomiText, deriveMultiplier } from "../systems/pane-mgsz";
export { type FideForm } from "../systems/pane-fide";
export { type MahjongForm } from "../systems/pane-mahjong";

export const SYSTEMS = SYSTEM_NAMES;

export interface ParamsForm extends SystemForms {
  system: SystemName;
  tiebreaks: string;
  /** The officer's word that the file's ratings are on the system's own scale (D64); default no. */
  fileRatings: boolean;
}

/** The system a file is rated under by default (each system's formats; a mahjong results table). */
export function defaultSystem(format: TournamentFormat, mahjongResults = false): SystemName {
  return defaultSystemOf(format, mahjongResults).name;
}

/**
 * The system's default tie-breaks (McMahon order for Go, D22; C.07's for chess, D28); a system
 * without tie-breaks (mahjong: its places are the result) has points, in a field hidden.
 */
export function defaultTiebreaks(system: SystemName): string {
  return systemOf(system).tiebreaks?.text ?? "PTS";
}

/** Whether the system takes the officer's word on the file's ratings (D64: its `--file-ratings`). */
export function takesFileRatings(system: SystemName): boolean {
  return systemOf(system).options.some((o) => o.flag === "file-ratings");
}

/** The form as the file fills it: its time control, its players, its games' handicaps, its dates. */
export function initialForm(
  t: Tournament,
  format: TournamentFormat,
  today: string,
  mahjongResults = false,
): ParamsForm {
  const system = defaultSystem(format, mahjongResults);
  return { system, ...initialForms(t, today), tiebreaks: defaultTiebreaks(system), fileRatings: false };
}

/** The request's `fileRatings` for the form (D64): the box ticked, under a system that takes it. */
export function fileRatingsChoice(f: ParamsForm): { fileRatings?: true } {
  return f.fileRatings && takesFileRatings(f.system) ? { fileRatings: true } : {};
}

/** A whole number in [min, max], or undefined for anything else (blank included). */
export function wholeNumber(text: string, min: number, max: number): number | undefined {
  const t = text.trim();
  if (!/^-?\d+$/.test(t)) return undefined;
  const n = Number(t);
  return n >= min && n <= max ? n : undefined;
}

/**
 * The field read by the one parser (D90) as the system's event: C.07's names under FIDE (D28),
 * Go's under MGSZ; a system without tie-breaks (mahjong) has none: the field is hidden, not read.
 */
export function parseTiebreaks(text: string, system: SystemName): TiebreakListOutcome {
  const tiebreaks = systemOf(system).tiebreaks;
  if (tiebreaks === null) return { ok: true, list: { event: "go", criteria: ["points"] } };
  return parseTiebreakList(text, tiebreaks.event);
}

export type ParamsOutcome =
  | {
      readonly ok: true;
      readonly params: PaneSystemParams;
      /** The words of the text the sheet writes (a chess list: "CHESS" first, D90). */
      readonly tiebreaks: readonly string[];
      readonly breakdown?: MultiplierBreakdown;
    }
  | { readonly ok: false; readonly problem: ParamProblem | "no-multiplier" }
  /** The tie-break list's parser's refusal (D90), or the rule set's reader's (D85). */
  | { readonly ok: false; readonly problem: "tiebreaks" | "ruleset"; readonly message: Message };

/** The checked parameters of the chosen system, or the first thing wrong with the form. */
export function buildParams(t: Tournament, f: ParamsForm): ParamsOutcome {
  const tb = parseTiebreaks(f.tiebreaks, f.system);
  if (!tb.ok) return { ok: false, problem: "tiebreaks", message: tb.message };
  const built = paneFormOf(f.system).build(t, f[f.system]);
  return built.ok ? { ...built, tiebreaks: tiebreakListWords(tb.list) } : built;
}

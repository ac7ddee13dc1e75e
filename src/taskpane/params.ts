/**
 * Step 2 without the DOM: the rating system and its parameters as the officer fills them in
 * (strings, as form fields hold them), checked and turned into the parameters of the sheet
 * builder. The MGSZ multiplier comes from the engine's own `tournamentMultiplier` (RULES §1.2,
 * D3), so the breakdown shown is the one the sheet uses.
 */
import { BOUNDS } from "../core/common/bounds";
import { formatIsoDate } from "../core/common/date";
import { RatingError } from "../core/common/errors";
import {
  type MultiplierBreakdown,
  byoyomiOfText,
  tournamentMultiplier,
} from "../core/engines/mgsz-multiplier";
import { type Byoyomi, EVENT_FLAGS, parseByoyomi } from "../core/mgsz/multiplier";
import type { Tournament } from "../core/tournament/model";
import { D28_ORDER } from "../core/tournament/chess-tiebreaks";
import {
  type TiebreakListOutcome,
  parseTiebreakList,
  tiebreakListWords,
} from "../core/tournament/tiebreak-list";
import type { TournamentFormat } from "../formats";
import type { Language } from "../i18n/language";
import type { ParamProblem } from "../i18n/pane";
import { type Message, render } from "../i18n/table";
import { multiplierLines, multiplierMessages } from "../results/multiplier";
import {
  RULE_SET_NAMES,
  type RuleSetName,
  type RuleSetRead,
  eventRules,
  readRuleSet,
} from "../core/fide/rules";

export const SYSTEMS = ["mgsz", "fide", "mahjong"] as const;
export type SystemName = (typeof SYSTEMS)[number];
export const RULESETS = RULE_SET_NAMES;
export type Ruleset = RuleSetName;
/** The importance flags of table 3, one switch each in the pane (D27). */
export const EVENTS = EVENT_FLAGS;
export type EventChoice = (typeof EVENTS)[number];

/** The parameters the sheet builder takes (the contract's `SystemParams`). */
export type PaneSystemParams =
  | { system: "mgsz"; multiplier: number }
  | { system: "fide"; ruleset?: Ruleset; on?: string; k?: number }
  | { system: "mahjong"; release: string; sessions: number; championship: boolean };

export interface MgszForm {
  /** Base time in minutes; "" = the file's. */
  time: string;
  /** "3x30s", "30s", "25/10"; "" = the file's. */
  byoyomi: string;
  /** The importance flags switched on (D27: independent, all that apply). */
  events: EventChoice[];
  participants: string;
  handicapFree: boolean;
  board: "19" | "13";
  /** The officer's own C; "" = the derived one. */
  multiplier: string;
}

export interface FideForm {
  ruleset: Ruleset;
  /**
   * FIDE2024 as in force on this date (the field under the rule set, any date the officer's
   * date reader takes); "" or absent: the rule set's latest version. Filled from the event's
   * last day (D87).
   */
  on?: string;
  kMode: "rules" | "fixed";
  k: string;
}

export interface MahjongForm {
  release: string;
  sessions: string;
  championship: boolean;
}

export interface ParamsForm {
  system: SystemName;
  mgsz: MgszForm;
  fide: FideForm;
  mahjong: MahjongForm;
  tiebreaks: string;
  /** The officer's word that the file's ratings are on the system's own scale (D64); default no. */
  fileRatings: boolean;
}

/** Go files are rated under MGSZ, chess files (TRF, CSV) under FIDE, mahjong results under mahjong. */
export function defaultSystem(format: TournamentFormat, mahjongResults = false): SystemName {
  if (mahjongResults) return "mahjong";
  return format === "trf" || format === "csv" ? "fide" : "mgsz";
}

/** McMahon order for Go (D22), FIDE's C.07 tie-breaks for chess (D28), points for mahjong. */
export function defaultTiebreaks(system: SystemName): string {
  if (system === "mgsz") return "MMS SOS SODOS";
  if (system === "fide") return D28_ORDER.join(" ");
  return "PTS";
}

export function byoyomiText(b: Byoyomi | undefined): string {
  if (b === undefined) return "";
  return b.kind === "japanese"
    ? `${b.periods > 1 ? `${b.periods}x` : ""}${b.seconds}s`
    : `${b.stones}/${Math.round(b.minutes * 1000) / 1000}`;
}

/** The form as the file fills it: its time control, its players, its games' handicaps. */
export function initialForm(
  t: Tournament,
  format: TournamentFormat,
  today: string,
  mahjongResults = false,
): ParamsForm {
  const system = defaultSystem(format, mahjongResults);
  const handicapFree = tournamentMultiplier(t, 0).handicapFree;
  return {
    system,
    mgsz: {
      time: t.timeControl?.basicMinutes === undefined ? "" : String(t.timeControl.basicMinutes),
      byoyomi: byoyomiText(byoyomiOfText(t.timeControl?.text)),
      events: [],
      participants: String(t.players.length),
      handicapFree,
      board: "19",
      multiplier: "",
    },
    fide: { ruleset: "FIDE2024", on: eventRulesDay(t), kMode: "rules", k: "" },
    mahjong: {
      // the event's last day as the reader read it (H9), else its first, else today
      release:
        t.end !== undefined ? formatIsoDate(t.end) : t.start !== undefined ? formatIsoDate(t.start) : today,
      sessions: "",
      championship: false,
    },
    tiebreaks: defaultTiebreaks(system),
    fileRatings: false,
  };
}

/** The day the event's dates take FIDE2024 in force on (D87), ISO; "" without a date: the latest. */
export function eventRulesDay(t: Tournament): string {
  const on = eventRules(t).rules.on;
  return on === undefined ? "" : formatIsoDate(on);
}

/**
 * The form's rule set as the one reader reads it (D85): the name, then the date (HU2017 takes
 * none: its field is hidden); refused in the reader's words, the field labelled (no subject).
 */
export function formRules(f: FideForm): RuleSetRead {
  const on = f.ruleset === "HU2017" ? "" : (f.on ?? "").trim();
  return readRuleSet(on === "" ? f.ruleset : `${f.ruleset} ${on}`, null);
}

/** The request's `fileRatings` for the form (D64): the box ticked, under MGSZ or FIDE. */
export function fileRatingsChoice(f: ParamsForm): { fileRatings?: true } {
  return f.fileRatings && f.system !== "mahjong" ? { fileRatings: true } : {};
}

/** A whole number in [min, max], or undefined for anything else (blank included). */
export function wholeNumber(text: string, min: number, max: number): number | undefined {
  const t = text.trim();
  if (!/^-?\d+$/.test(t)) return undefined;
  const n = Number(t);
  return n >= min && n <= max ? n : undefined;
}

export type MultiplierOutcome =
  | { readonly ok: true; readonly breakdown: MultiplierBreakdown }
  | { readonly ok: false; readonly problem: ParamProblem | "no-multiplier" };

/** C for the MGSZ form: the officer's own, else derived from the time control and importance. */
export function deriveMultiplier(t: Tournament, f: MgszForm): MultiplierOutcome {
  let given: number | undefined;
  if (f.multiplier.trim() !== "") {
    given = wholeNumber(f.multiplier, BOUNDS.multiplier.min, BOUNDS.multiplier.max); // H1
    if (given === undefined) return { ok: false, problem: "multiplier" };
  }
  let baseMinutes: number | undefined;
  if (f.time.trim() !== "") {
    baseMinutes = Number(f.time.trim().replace(",", "."));
    if (!Number.isFinite(baseMinutes) || baseMinutes < 0) return { ok: false, problem: "time" };
  }
  let byoyomi: Byoyomi | undefined;
  if (f.byoyomi.trim() !== "") {
    try {
      byoyomi = parseByoyomi(f.byoyomi);
    } catch {
      return { ok: false, problem: "byoyomi" };
    }
  }
  const participants = wholeNumber(f.participants, 0, 1_000_000);
  if (participants === undefined) return { ok: false, problem: "participants" };
  try {
    const breakdown = tournamentMultiplier(t, given, {
      ...(baseMinutes !== undefined ? { baseMinutes } : {}),
      ...(byoyomi !== undefined ? { byoyomi } : {}),
      event: f.events,
      participants,
      handicapFree: f.handicapFree,
      board: f.board === "13" ? 13 : 19,
    });
    return { ok: true, breakdown };
  } catch (e) {
    if (e instanceof RatingError) return { ok: false, problem: "no-multiplier" };
    throw e;
  }
}

/** The breakdown in the pane's language, one line per term, the total last. */
export function breakdownLines(b: MultiplierBreakdown, lang: Language): string[] {
  return multiplierLines(multiplierMessages(b)).map((m) => render(m, lang));
}

/**
 * The field read by the one parser (D90) as the system's event: C.07's names under FIDE (D28),
 * Go's under MGSZ; mahjong has none (its places are the result: the field is hidden, not read).
 */
export function parseTiebreaks(text: string, system: SystemName): TiebreakListOutcome {
  if (system === "mahjong") return { ok: true, list: { event: "go", criteria: ["points"] } };
  return parseTiebreakList(text, system === "fide" ? "chess" : "go");
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
  const tiebreaks = tiebreakListWords(tb.list);
  switch (f.system) {
    case "mgsz": {
      const m = deriveMultiplier(t, f.mgsz);
      if (!m.ok) return m;
      return {
        ok: true,
        params: { system: "mgsz", multiplier: m.breakdown.multiplier },
        tiebreaks,
        breakdown: m.breakdown,
      };
    }
    case "fide": {
      const read = formRules(f.fide);
      if (!read.ok) return { ok: false, problem: "ruleset", message: read.message };
      const on = read.rules?.on;
      // the fields as the file's dates filled them name no rule set: the sheet is built as
      // `sheet` builds it without --ruleset, the note on an event without a date included (D87)
      const asFilled = f.fide.ruleset === "FIDE2024" && on === undefined && eventRules(t).basis === "undated";
      const rules = {
        system: "fide",
        ...(asFilled ? {} : { ruleset: f.fide.ruleset }),
        ...(on !== undefined ? { on: formatIsoDate(on) } : {}),
      } as const;
      if (f.fide.kMode === "rules") return { ok: true, params: rules, tiebreaks };
      const k = wholeNumber(f.fide.k, 1, 100);
      if (k === undefined) return { ok: false, problem: "k" };
      return { ok: true, params: { ...rules, k }, tiebreaks };
    }
    case "mahjong": {
      const release = f.mahjong.release.trim();
      if (!/^\d{4}-\d{2}-\d{2}$/.test(release)) return { ok: false, problem: "release" };
      const sessions = wholeNumber(f.mahjong.sessions, 1, 10_000);
      if (sessions === undefined) return { ok: false, problem: "sessions" };
      return {
        ok: true,
        params: { system: "mahjong", release, sessions, championship: f.mahjong.championship },
        tiebreaks,
      };
    }
  }
}

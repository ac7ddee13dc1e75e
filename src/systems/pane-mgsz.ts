/**
 * MGSZ's share of the pane's step 2: the multiplier C, the officer's own or derived from the time
 * control and the importance by the engine's own `tournamentMultiplier` (RULES §1.2, D3), so the
 * breakdown shown is the one the sheet uses. Each field is read by its parameter's reader in
 * mgsz.ts, as `rate --multiplier/--time/--byoyomi/--participants` reads it (D110).
 */
import { type Byoyomi, EVENT_FLAGS, type EventKind } from "../core/mgsz/multiplier";
import {
  type MultiplierBreakdown,
  byoyomiOfText,
  tournamentMultiplier,
} from "../core/engines/mgsz-multiplier";
import { RatingError } from "../core/common/errors";
import type { Tournament } from "../core/tournament/model";
import { type Language, type ParamProblem, STRINGS } from "../i18n/pane";
import { render } from "../i18n/table";
import { multiplierLines, multiplierMessages } from "../results/multiplier";
import { BYOYOMI, EVENT, MULTIPLIER, PARTICIPANTS, TIME } from "./mgsz";
import { type PaneForm, type PaneView, fieldOf, paramField, readField } from "./pane-form";

export interface MgszForm {
  /** Base time in minutes; "" = the file's. */
  time: string;
  /** "3x30s", "30s", "25/10"; "" = the file's. */
  byoyomi: string;
  /** The importance flags switched on (D27: independent, all that apply). */
  events: EventKind[];
  participants: string;
  handicapFree: boolean;
  board: "19" | "13";
  /** The officer's own C; "" = the derived one. */
  multiplier: string;
}

export type MultiplierOutcome =
  | { readonly ok: true; readonly breakdown: MultiplierBreakdown }
  | { readonly ok: false; readonly problem: ParamProblem | "no-multiplier" };

export function byoyomiText(b: Byoyomi | undefined): string {
  if (b === undefined) return "";
  return b.kind === "japanese"
    ? `${b.periods > 1 ? `${b.periods}x` : ""}${b.seconds}s`
    : `${b.stones}/${Math.round(b.minutes * 1000) / 1000}`;
}

/**
 * C for the MGSZ form: the officer's own, else derived from the time control and importance.
 * Participants are the pane's to give (filled with the file's players): a blank field is refused.
 */
export function deriveMultiplier(t: Tournament, f: MgszForm): MultiplierOutcome {
  const given = readField(MULTIPLIER, f.multiplier); // H1's bound
  if (!given.ok) return { ok: false, problem: "multiplier" };
  const baseMinutes = readField(TIME, f.time);
  if (!baseMinutes.ok) return { ok: false, problem: "time" };
  const byoyomi = readField(BYOYOMI, f.byoyomi);
  if (!byoyomi.ok) return { ok: false, problem: "byoyomi" };
  const participants = readField(PARTICIPANTS, f.participants);
  if (!participants.ok || participants.value === null) return { ok: false, problem: "participants" };
  try {
    const breakdown = tournamentMultiplier(t, given.value ?? undefined, {
      ...(baseMinutes.value !== null ? { baseMinutes: baseMinutes.value } : {}),
      ...(byoyomi.value !== null ? { byoyomi: byoyomi.value } : {}),
      event: f.events,
      participants: participants.value,
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

/** The breakdown of the derived C, the placeholders of the fields it is derived from. */
function mgszView(t: Tournament, f: MgszForm, lang: Language): PaneView {
  const s = STRINGS[lang];
  const m = deriveMultiplier(t, { ...f, multiplier: "" });
  // An EGD file gives the adjusted time (TM[]) that C is derived from, not base time and byo-yomi.
  const adjusted = t.timeControl?.adjustedMinutes;
  const fromAdjusted = adjusted !== undefined && t.timeControl?.basicMinutes === undefined;
  return {
    lists: { "mgsz-breakdown": m.ok ? breakdownLines(m.breakdown, lang) : [] },
    placeholders: {
      [fieldOf(MULTIPLIER)]: m.ok ? String(m.breakdown.multiplier) : "",
      [fieldOf(TIME)]: fromAdjusted ? s.adjustedMinutes(adjusted) : "",
      [fieldOf(BYOYOMI)]: fromAdjusted ? s.inAdjustedTime : "",
    },
  };
}

export const MGSZ_PANE: PaneForm<MgszForm> = {
  box: "mgsz-params",
  fields: [
    paramField("time", TIME),
    paramField("byoyomi", BYOYOMI),
    {
      key: "events",
      id: fieldOf(EVENT),
      kind: "checks",
      choices: EVENT_FLAGS.map((e) => ({ value: e, id: `mgsz-event-${e}` })),
    },
    paramField("participants", PARTICIPANTS),
    { key: "handicapFree", id: "mgsz-handicap-free", kind: "check" },
    { key: "board", id: "mgsz-board", kind: "select", values: ["19", "13"] },
    paramField("multiplier", MULTIPLIER),
  ],
  initial: (t) => ({
    time: t.timeControl?.basicMinutes === undefined ? "" : String(t.timeControl.basicMinutes),
    byoyomi: byoyomiText(byoyomiOfText(t.timeControl?.text)),
    events: [],
    participants: String(t.players.length),
    handicapFree: tournamentMultiplier(t, 0).handicapFree,
    board: "19",
    multiplier: "",
  }),
  build: (t, f) => {
    const m = deriveMultiplier(t, f);
    if (!m.ok) return m;
    return {
      ok: true,
      params: { system: "mgsz", multiplier: m.breakdown.multiplier },
      breakdown: m.breakdown,
    };
  },
  view: mgszView,
};

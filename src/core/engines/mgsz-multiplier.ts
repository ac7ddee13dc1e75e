/**
 * The multiplier C of an MGSZ tournament (RULES §1.2; D3, D27, D29): given by the officer, or
 * from the file's time control (or the officer's overrides) and the event's importance, with the
 * breakdown the pane and the command line show.
 */
import { msg } from "../../i18n/table";
import { checkBound } from "../common/bounds";
import { invalid, noAnswer } from "../common/errors";
import {
  type Byoyomi,
  type EventKind,
  type TimeCategory,
  eventFlags,
  eventPoints,
  extendedTime,
  timeCategory,
} from "../mgsz/multiplier";
import { IMPORTANCE, MULTIPLIER_13X13, TIME_CATEGORIES } from "../mgsz/tables";
import { pairedGames } from "../tournament/model";
import type { PairedGame, Tournament } from "../tournament/model";

/** What decides the multiplier when it is not given (RULES §1.2). */
export interface MultiplierInput {
  /** Base thinking time in minutes; default the file's (OpenGotha `basicTime`). */
  readonly baseMinutes?: number;
  /** Default the file's (OpenGotha `STDBYOYOMI 30s`, `CANBYOYOMI 15/300s`). */
  readonly byoyomi?: Byoyomi;
  /** Importance flags (D27, all that apply): invitational, national, european, world. Default none. */
  readonly event?: EventKind | readonly EventKind[];
  /** Default: the number of players in the file. */
  readonly participants?: number;
  /** Default: true when no rated game has handicap stones. */
  readonly handicapFree?: boolean;
  /** 13 gives C = 5 whatever else (RULES §1.2). Default 19. */
  readonly board?: 13 | 19;
}

/** How C came about: given, or thinking-time points + importance points (table 2 and 3). */
export interface MultiplierBreakdown {
  readonly multiplier: number;
  readonly given: boolean;
  readonly board: 13 | 19;
  readonly baseMinutes?: number;
  readonly byoyomi?: Byoyomi;
  /** Base + byo-yomi moves, or the EGD adjusted time `TM[]` when that is all the file says. */
  readonly extendedMinutes?: number;
  readonly category: TimeCategory | null;
  readonly timePoints: number;
  /** The importance flags, comma-separated ("" for none), and as a list (D27). */
  readonly event: string;
  readonly events: readonly EventKind[];
  readonly eventPoints: number;
  readonly participants: number;
  readonly participantPoints: number;
  readonly handicapFree: boolean;
  readonly handicapFreePoints: number;
}

const JAPANESE_TEXT = /STDBYOYOMI\s+(\d+(?:\.\d+)?)s/i;
const CANADIAN_TEXT = /CANBYOYOMI\s+(\d+)\/(\d+(?:\.\d+)?)s/i;

/** The byo-yomi a file's time-control text states, when it states one MGSZ knows. */
export function byoyomiOfText(text: string | undefined): Byoyomi | undefined {
  if (!text) return undefined;
  const j = JAPANESE_TEXT.exec(text);
  if (j) return { kind: "japanese", periods: 1, seconds: Number(j[1]) };
  const c = CANADIAN_TEXT.exec(text);
  if (c && Number(c[1]) > 0) return { kind: "canadian", stones: Number(c[1]), minutes: Number(c[2]) / 60 };
  return undefined;
}

const pointsOf = (c: TimeCategory | null): number => TIME_CATEGORIES.find(([name]) => name === c)?.[3] ?? 0;

/** The category of an extended time alone (the EGD adjusted time), table 2's second column. */
function categoryOfExtended(minutes: number): TimeCategory | null {
  for (const [category, , extended] of TIME_CATEGORIES) if (minutes >= extended) return category;
  return null;
}

/** The higher of two categories (A highest); null below E. */
function higher(a: TimeCategory | null, b: TimeCategory | null): TimeCategory | null {
  return pointsOf(a) > pointsOf(b) || b === null ? a : b;
}

/**
 * The multiplier and its breakdown: `given` when the officer states C, else the file's time
 * control (or `time`'s overrides) and the event's importance (RULES §1.2, D3).
 */
export function tournamentMultiplier(
  t: Tournament,
  given: number | undefined,
  time: MultiplierInput = {},
  games: readonly PairedGame[] = pairedGames(t),
): MultiplierBreakdown {
  const board = time.board ?? 19;
  const events = eventFlags(time.event);
  const event = events.join(",");
  const participants = time.participants ?? t.players.length;
  const handicapFree =
    time.handicapFree ?? !games.some((g) => !g.forfeit && g.score !== null && (g.handicap ?? 0) > 0);
  const base = { board, event, events, participants, handicapFree };
  if (given !== undefined) {
    checkBound("multiplier", given, { argument: "multiplier" }); // H1
    return {
      ...base,
      multiplier: given,
      given: true,
      category: null,
      timePoints: 0,
      eventPoints: 0,
      participantPoints: 0,
      handicapFreePoints: 0,
    };
  }
  const baseMinutes = time.baseMinutes ?? t.timeControl?.basicMinutes;
  const byoyomi = time.byoyomi ?? byoyomiOfText(t.timeControl?.text);
  const adjusted = t.timeControl?.adjustedMinutes;
  if (baseMinutes === undefined && adjusted === undefined && board !== 13) {
    throw invalid(msg("mgszNoTime", {}));
  }
  if (baseMinutes !== undefined && (!Number.isFinite(baseMinutes) || baseMinutes < 0)) {
    throw invalid(msg("outOfRange", { subject: { argument: "time" }, value: baseMinutes, min: 0 }));
  }
  if (baseMinutes !== undefined) checkBound("minutes", baseMinutes, { argument: "time" });
  if (adjusted !== undefined) checkBound("minutes", adjusted, undefined, "adjustedTime");
  const fromBase = baseMinutes === undefined ? null : timeCategory(baseMinutes, byoyomi);
  const fromAdjusted =
    baseMinutes === undefined && adjusted !== undefined ? categoryOfExtended(adjusted) : null;
  const category = higher(fromBase, fromAdjusted);
  // D29: below category E the tables give no multiplier; the rating committee sets it (6.§ (2))
  if (category === null && board !== 13) throw noAnswer(msg("mgszBelowE", {}));
  const tp = pointsOf(category);
  const importance = {
    eventPoints: eventPoints(events),
    participantPoints: participants > 80 ? IMPORTANCE.moreThan80Participants : 0,
    handicapFreePoints: handicapFree ? IMPORTANCE.handicapFree19x19 : 0,
  };
  const total = tp + importance.eventPoints + importance.participantPoints + importance.handicapFreePoints;
  return {
    ...base,
    ...importance,
    multiplier: board === 13 ? MULTIPLIER_13X13 : total,
    given: false,
    ...(baseMinutes !== undefined ? { baseMinutes } : {}),
    ...(byoyomi !== undefined ? { byoyomi } : {}),
    ...(baseMinutes !== undefined
      ? { extendedMinutes: extendedTime(baseMinutes, byoyomi) }
      : adjusted !== undefined
        ? { extendedMinutes: adjusted }
        : {}),
    category,
    timePoints: tp,
  };
}

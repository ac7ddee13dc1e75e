/** Tournament multiplier C (6.§ step 1, appendix tables 2 and 3; RULES §1.2, D3, D4, D27, D29). */
import { type Subject, asSubject } from "../../i18n/subject";
import { msg } from "../../i18n/table";
import { checkBound } from "../common/bounds";
import { invalid, noAnswer, outOfRange } from "../common/errors";
import {
  CANADIAN_MOVES,
  IMPORTANCE,
  JAPANESE_MOVES,
  MULTIPLIER_13X13,
  PART_LIMIT,
  TIME_CATEGORIES,
} from "./tables";

/** Byo-yomi: Japanese (seconds per period; the number of periods does not matter) or Canadian. */
export type Byoyomi =
  | { kind: "japanese"; periods: number; seconds: number }
  | { kind: "canadian"; stones: number; minutes: number };

const JAPANESE = /^(?:(\d+)\s*[x×*]\s*)?(\d+(?:\.\d+)?)\s*(?:s|sec)$/u;
const CANADIAN = /^(\d+)\s*\/\s*(\d+(?:\.\d+)?)\s*(?:m|min)?$/u;

/** `"3x20s"`, `"20s"` (Japanese) or `"25/10"`, `"25/10m"` (Canadian: stones / minutes). */
export function parseByoyomi(textIn: string, name: string | Subject = "byoyomi"): Byoyomi {
  const t = textIn.trim().toLowerCase();
  const j = JAPANESE.exec(t);
  if (j) return { kind: "japanese", periods: Number(j[1] ?? 1), seconds: Number(j[2]) };
  const c = CANADIAN.exec(t);
  if (c && Number(c[1]) > 0) return { kind: "canadian", stones: Number(c[1]), minutes: Number(c[2]) };
  throw invalid(msg("mgszBadByoyomi", { subject: asSubject(name), value: textIn }));
}

/** Extra minutes of byo-yomi: 45 moves Japanese, 60 moves Canadian (RULES §1.2). */
function byoyomiMinutes(b: Byoyomi | undefined): number {
  if (b === undefined) return 0;
  return b.kind === "japanese" ? (b.seconds * JAPANESE_MOVES) / 60 : (b.minutes * CANADIAN_MOVES) / b.stones;
}

/** Extended time in minutes: base + byo-yomi time (60 + 3×20s → 75; 40 + 30/5 → 50). */
export function extendedTime(baseMinutes: number, byoyomi?: Byoyomi): number {
  checkBound("minutes", baseMinutes, undefined, "baseTime"); // H1
  return baseMinutes + byoyomiMinutes(byoyomi);
}

/** Extended time ≥ `minutes`, decided on integers (D7 spirit: no binary fraction decides it). */
function extendedReaches(baseMinutes: number, b: Byoyomi | undefined, minutes: number): boolean {
  if (b === undefined) return baseMinutes >= minutes;
  // Japanese in seconds: 60·base + 45·s ≥ 60·T. Canadian times stones: base·n + 60·m ≥ T·n.
  return b.kind === "japanese"
    ? 60 * baseMinutes + JAPANESE_MOVES * b.seconds >= 60 * minutes
    : baseMinutes * b.stones + CANADIAN_MOVES * b.minutes >= minutes * b.stones;
}

export type TimeCategory = (typeof TIME_CATEGORIES)[number][0];

/** The highest category of table 2 reached by either column (D3); null below E (D29). */
export function timeCategory(baseMinutes: number, byoyomi?: Byoyomi): TimeCategory | null {
  if (baseMinutes < 0) throw outOfRange(msg("outOfRange", { field: "baseTime", value: baseMinutes, min: 0 }));
  for (const [category, base, extended] of TIME_CATEGORIES) {
    if (baseMinutes >= base || extendedReaches(baseMinutes, byoyomi, extended)) return category;
  }
  return null;
}

/** Thinking-time points (table 2, D3): the highest category reached by either column; below E 0. */
export function timePoints(baseMinutes: number, byoyomi?: Byoyomi): number {
  const c = timeCategory(baseMinutes, byoyomi);
  return TIME_CATEGORIES.find(([name]) => name === c)?.[3] ?? 0;
}

/** One importance flag of table 3 (D27); "" is none. */
export type EventKind = "" | "invitational" | "national" | "european" | "world";
export const EVENT_FLAGS = ["invitational", "national", "european", "world"] as const;

/**
 * The importance flags of a text: one or more of invitational, national (Hungarian
 * championship), european, world, separated by commas or spaces (D27: "invitational,world" for
 * the WAGC); "" or "none" is none. "pair" (pair go) is refused: it is not rated (1.§ (3)).
 */
export function parseEvents(textIn: string, name: string | Subject = "event"): EventKind[] {
  const words = textIn
    .toLowerCase()
    .split(/[\s,;+]+/u)
    .filter((w) => w !== "" && w !== "none");
  const out: EventKind[] = [];
  for (const w of words) {
    if (w === "pair" || w === "pairgo" || w === "pair-go" || w === "rengo")
      throw noAnswer(msg("mgszPairGo", { subject: asSubject(name) }));
    if (!(EVENT_FLAGS as readonly string[]).includes(w)) {
      throw invalid(msg("mgszBadEvent", { subject: asSubject(name), value: w }));
    }
    if (!out.includes(w as EventKind)) out.push(w as EventKind);
  }
  return out;
}

/** The flags of an `event` value: one flag, "" or a list. */
export function eventFlags(e: EventKind | readonly EventKind[] | undefined): EventKind[] {
  if (e === undefined || e === "") return [];
  return typeof e === "string" ? [e] : e.filter((x) => x !== "");
}

export interface TournamentKind {
  baseMinutes: number;
  byoyomi?: Byoyomi;
  /** No handicap games (table 3: +10 on 19×19). */
  handicapFree: boolean;
  participants: number;
  /** Importance flags of table 3 (D27: independent, all that apply). */
  event: EventKind | readonly EventKind[];
  board: 13 | 19;
}

/**
 * Points of the event's rows of table 3 (D27): "international invitational event or Hungarian
 * championship" +5 and "European or World championship" +10, each row once.
 */
export function eventPoints(e: EventKind | readonly EventKind[]): number {
  const flags = eventFlags(e);
  const row1 = flags.includes("invitational") || flags.includes("national") ? IMPORTANCE.invitational : 0;
  const row3 = flags.includes("european") || flags.includes("world") ? IMPORTANCE.european : 0;
  return row1 + row3;
}

/** Importance points (table 3), all that apply added. */
export function importancePoints(t: Pick<TournamentKind, "handicapFree" | "participants" | "event">): number {
  let p = eventPoints(t.event);
  if (t.participants > 80) p += IMPORTANCE.moreThan80Participants;
  if (t.handicapFree) p += IMPORTANCE.handicapFree19x19;
  return p;
}

/**
 * C = time points + importance points; a 13×13 tournament has C = 5 in every case. Below
 * category E there is no C from the tables (D29): #N/A-kind error saying so.
 */
export function multiplier(t: TournamentKind): number {
  if (t.board === 13) return MULTIPLIER_13X13;
  if (timeCategory(t.baseMinutes, t.byoyomi) === null) throw noAnswer(msg("mgszBelowE", {}));
  return timePoints(t.baseMinutes, t.byoyomi) + importancePoints(t);
}

/**
 * D4: round counts of the parts. Fewest parts with C × rounds < 300 in each, lengths as equal
 * as possible, earlier parts the longer (45, 10 → [5, 5]; 45, 7 → [4, 3]).
 */
export function partsOf(c: number, rounds: number): number[] {
  if (!Number.isInteger(rounds) || rounds < 0)
    throw outOfRange(msg("outOfRange", { field: "rounds", value: rounds, min: 0, whole: true }));
  checkBound("multiplier", c); // H1, as MGSZ.PARTS's multiplier
  if (rounds === 0) return [];
  if (c >= PART_LIMIT) throw outOfRange(msg("mgszPartLimit", { multiplier: c, limit: PART_LIMIT }));
  let n = 1;
  while (Math.ceil(rounds / n) * c >= PART_LIMIT) n++;
  const base = Math.floor(rounds / n);
  const extra = rounds % n;
  return Array.from({ length: n }, (_, i) => base + (i < extra ? 1 : 0));
}

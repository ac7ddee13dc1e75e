/** Tournament multiplier C (6.§ step 1, appendix tables 2 and 3; RULES §1.2, D3, D4). */
import { invalid, outOfRange } from "../common/errors";
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
export function parseByoyomi(textIn: string, name = "byoyomi"): Byoyomi {
  const t = textIn.trim().toLowerCase();
  const j = JAPANESE.exec(t);
  if (j) return { kind: "japanese", periods: Number(j[1] ?? 1), seconds: Number(j[2]) };
  const c = CANADIAN.exec(t);
  if (c && Number(c[1]) > 0) return { kind: "canadian", stones: Number(c[1]), minutes: Number(c[2]) };
  throw invalid(
    `Argument ${name}: "${textIn}" is not a byo-yomi (Japanese "3x20s" or "20s", Canadian "25/10" or "25/10m")`,
  );
}

/** Extra minutes of byo-yomi: 45 moves Japanese, 60 moves Canadian (RULES §1.2). */
function byoyomiMinutes(b: Byoyomi | undefined): number {
  if (b === undefined) return 0;
  return b.kind === "japanese" ? (b.seconds * JAPANESE_MOVES) / 60 : (b.minutes * CANADIAN_MOVES) / b.stones;
}

/** Extended time in minutes: base + byo-yomi time (60 + 3×20s → 75; 40 + 30/5 → 50). */
export function extendedTime(baseMinutes: number, byoyomi?: Byoyomi): number {
  if (baseMinutes < 0) throw outOfRange(`Base time ${baseMinutes} must be 0 or more`);
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

/** Thinking-time points (table 2, D3): the highest category reached by either column; below E 0. */
export function timePoints(baseMinutes: number, byoyomi?: Byoyomi): number {
  if (baseMinutes < 0) throw outOfRange(`Base time ${baseMinutes} must be 0 or more`);
  for (const [, base, extended, points] of TIME_CATEGORIES) {
    if (baseMinutes >= base || extendedReaches(baseMinutes, byoyomi, extended)) return points;
  }
  return 0;
}

export type EventKind = "" | "invitational" | "national" | "european" | "world";

export interface TournamentKind {
  baseMinutes: number;
  byoyomi?: Byoyomi;
  /** No handicap games (table 3: +10 on 19×19). */
  handicapFree: boolean;
  participants: number;
  event: EventKind;
  board: 13 | 19;
}

/** Importance points (table 3), all that apply added. */
export function importancePoints(t: Pick<TournamentKind, "handicapFree" | "participants" | "event">): number {
  let p = t.event === "" ? 0 : IMPORTANCE[t.event];
  if (t.participants > 80) p += IMPORTANCE.moreThan80Participants;
  if (t.handicapFree) p += IMPORTANCE.handicapFree19x19;
  return p;
}

/** C = time points + importance points; a 13×13 tournament has C = 5 in every case. */
export function multiplier(t: TournamentKind): number {
  if (t.board === 13) return MULTIPLIER_13X13;
  return timePoints(t.baseMinutes, t.byoyomi) + importancePoints(t);
}

/**
 * D4: round counts of the parts. Fewest parts with C × rounds < 300 in each, lengths as equal
 * as possible, earlier parts the longer (45, 10 → [5, 5]; 45, 7 → [4, 3]).
 */
export function partsOf(c: number, rounds: number): number[] {
  if (!Number.isInteger(rounds) || rounds < 0)
    throw outOfRange(`Rounds ${rounds} must be a whole number ≥ 0`);
  if (c < 0) throw outOfRange(`Multiplier ${c} must be 0 or more`);
  if (rounds === 0) return [];
  if (c >= PART_LIMIT) throw outOfRange(`Multiplier ${c}: even a single round reaches ${PART_LIMIT}`);
  let n = 1;
  while (Math.ceil(rounds / n) * c >= PART_LIMIT) n++;
  const base = Math.floor(rounds / n);
  const extra = rounds % n;
  return Array.from({ length: n }, (_, i) => base + (i < extra ? 1 : 0));
}

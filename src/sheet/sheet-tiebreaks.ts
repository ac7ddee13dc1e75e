/**
 * The tie-break cell of the tournament sheet, read by the one parser (D90): its text says its
 * event (Go's short names, or chess's list after "CHESS", D28), as TOURNAMENT.STANDINGS reads
 * the same cell. Shared by the sheet's builder, Recalculate and the sheet's reader.
 */
import { MCMAHON_ORDER } from "../core/tournament/standings";
import {
  type TiebreakList,
  type TiebreakListOutcome,
  defaultTiebreakList,
  parseTiebreakList,
  parseTiebreakText,
  tiebreakListText,
} from "../core/tournament/tiebreak-list";
import type { Criterion } from "../core/go/criterion";
import { SheetInputError } from "./messages";

const blank = (names: readonly string[]): boolean => names.every((n) => n.trim() === "");

/** The cell's list, or the message the cell's problem says (D90, D91). */
export function sheetTiebreakList(names: readonly string[]): TiebreakListOutcome {
  // D91: a blank cell is no list: E.8's order, as TOURNAMENT.STANDINGS's blank argument
  return blank(names) ? { ok: true, list: defaultTiebreakList("go") } : parseTiebreakText(names);
}

/** The cell's list; a list refused is an error with the parser's message. */
export function sheetTiebreakListOf(names: readonly string[]): TiebreakList {
  const r = sheetTiebreakList(names);
  if (!r.ok) throw new SheetInputError(r.message);
  return r.list;
}

/**
 * The tie-break list the sheet writes (the text TOURNAMENT.STANDINGS reads back as the same list)
 * and its number of columns; a list refused is an error with the parser's message.
 */
export function sheetTiebreaks(names: readonly string[]): { text: string; count: number } {
  const list = sheetTiebreakListOf(names);
  return { text: tiebreakListText(list), count: list.criteria.length };
}

/** Go's tie-breaks as criteria (a blank list: E.8's order); a list refused is an error with its message. */
export function criteriaOf(names: readonly string[]): Criterion[] {
  if (blank(names)) return [...MCMAHON_ORDER];
  const r = parseTiebreakList(names, "go");
  if (!r.ok) throw new SheetInputError(r.message);
  return [...r.list.criteria];
}

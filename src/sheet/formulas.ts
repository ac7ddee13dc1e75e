/** The formulas the tournament sheet writes: the spilling functions over the crosstable and the header block's cells. */
import { type HeaderKey } from "./texts";

import type { SystemName } from "./request";

/** Mahjong's W, live over the header block's last day and release (D16). */
export function weightFormula(lastDayCell: string, releaseCell: string): string {
  return `=MAHJONG.WEIGHT(${lastDayCell},${releaseCell})`;
}

/** A K cell that follows the header block's K: blank (D9 by the function) when that is no number. */
export function kFormula(kCell: string): string {
  return `=IF(ISNUMBER(${kCell}),${kCell},"")`;
}

/** The ratings function call over a crosstable's data rows (`$A$12:$K$40`) and the header block's cells. */
export function ratingsFormula(
  system: SystemName,
  data: string,
  cells: Partial<Record<HeaderKey, string>>,
  kColumn?: string,
): string {
  switch (system) {
    case "mgsz":
      return `=TOURNAMENT.MGSZ(${data},${cells.multiplier ?? ""})`;
    case "fide":
      return `=TOURNAMENT.FIDE(${data},${cells.ruleset ?? ""},${kColumn ?? cells.k ?? ""})`;
    case "mahjong":
      return `=TOURNAMENT.MAHJONG(${data},${cells.sessions ?? ""},${cells.championship ?? ""})`;
  }
}

export function standingsFormula(data: string, tiebreaksCell: string): string {
  return `=TOURNAMENT.STANDINGS(${data},${tiebreaksCell})`;
}

/** The crosstable and language arguments of the TOURNAMENT functions (tournament.ts, pairing.ts). */
import type { Tournament } from "../core/tournament/model";
import { type SheetValue, readSheetCrosstable } from "../formats/sheet-crosstable";
import { type HeaderLanguage, headerLanguage } from "../results/headers";
import { type Arg, isBlank, scalar, valueError } from "./coerce";

/**
 * The crosstable range as a tournament with the range row of each player. `ranks: false`
 * leaves the third column alone (a chess title, "GM", is no Go rank).
 */
export function crosstableRows(
  value: Arg,
  name: string,
  ranks = true,
): { tournament: Tournament; rows: readonly number[]; height: number } {
  const whole: SheetValue[][] = Array.isArray(value) ? value : [[value]];
  const range = ranks ? whole : whole.map((r) => r.map((c, k) => (k === 2 ? null : c)));
  const { tournament, diagnostics, rows } = readSheetCrosstable(range);
  const errors = diagnostics.filter((d) => d.severity === "error");
  const [first] = errors;
  if (first !== undefined) {
    const more = errors.length > 1 ? ` (and ${errors.length - 1} more)` : "";
    throw valueError(`Argument ${name}: ${first.message}${more}`);
  }
  if (tournament.players.length === 0) throw valueError(`Argument ${name}: no player rows`);
  return { tournament, rows, height: whole.length };
}

/** The header row's language (src/results/headers.ts): blank is English. */
export function languageArg(value: Arg, name: string): HeaderLanguage {
  const v = scalar(value, name);
  if (isBlank(v)) return "en";
  const lang = typeof v === "string" ? headerLanguage(v) : null;
  if (lang === null)
    throw valueError(`Argument ${name}: expected "en", "hu" or "ru", got ${JSON.stringify(v)}`);
  return lang;
}

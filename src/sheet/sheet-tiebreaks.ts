/**
 * The tie-break list of the tournament sheet: the names the director chose, as the text
 * TOURNAMENT.STANDINGS reads (Go's short names, or chess's list after "CHESS", D28) and as
 * criteria. Shared by the sheet's builder, Recalculate and the sheet's reader.
 */
import { MCMAHON_ORDER } from "../core/tournament/standings";
import { CRITERIA, type Criterion, SHORT_NAMES, parseCriterion } from "../core/tournament/tiebreaks";
import { chessListOf } from "../core/tournament/chess-tiebreaks";
import { msg } from "../i18n/table";
import { SheetInputError } from "./messages";

/** Every Go tie-break the sheet knows, for the message naming an unknown one. */
const NAMES = CRITERIA.map((c) => SHORT_NAMES[c]).join(" ");

/**
 * The tie-break list the sheet writes (the text TOURNAMENT.STANDINGS reads) and its number of
 * columns: Go's short names, or for a chess list (D28: "CHESS" first, or a name only chess has)
 * "CHESS" and C.07's names. Unknown names are an error naming them.
 */
export function sheetTiebreaks(names: readonly string[]): { text: string; count: number } {
  const words = names.flatMap((n) => n.split(/[,;\s]+/)).filter((w) => w !== "");
  const chess = chessListOf(words, (w) => parseCriterion(w) !== null);
  if (chess === null) {
    const criteria = criteriaOf(words);
    return { text: criteria.map((c) => SHORT_NAMES[c]).join(" "), count: criteria.length };
  }
  if (!chess.ok) throw new SheetInputError(msg("unknownTiebreak", { word: chess.word, names: NAMES }));
  return { text: ["CHESS", ...chess.value].join(" "), count: chess.value.length };
}

/** The tie-breaks as criteria; unknown names are an error naming them. */
export function criteriaOf(names: readonly string[]): Criterion[] {
  const words = names.flatMap((n) => n.split(/[,;\s]+/)).filter((w) => w !== "");
  if (words.length === 0) return [...MCMAHON_ORDER];
  return words.map((w) => {
    const c = parseCriterion(w);
    if (c === null) throw new SheetInputError(msg("unknownTiebreak", { word: w, names: NAMES }));
    return c;
  });
}

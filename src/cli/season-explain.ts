/**
 * `rating-officer season ... --explain NAME_OR_ID`: how the season made one player's rating
 * (D175–D177), printed in `--lang` (src/formats/season-explain.ts), or as JSON with `--json`,
 * instead of the season's own output; `--out` and `--html` are still written.
 */
import { explainMgsz } from "../core/season/explain";
import type { SeasonResult } from "../core/season/types";
import { type ExplainView, explainText, mgszView } from "../formats/season-explain";
import { type Language } from "../i18n/language";
import { type Parsed, str } from "./args";
import type { CliIO } from "./types";

/** Prints the explain view of the player `--explain` names; false when it names none. */
export function printExplained(
  p: Parsed,
  lang: Language,
  io: CliIO,
  explain: (who: string) => ExplainView,
): boolean {
  const who = str(p, "explain");
  if (who === undefined) return false;
  const x = explain(who);
  io.out(p.values.json === true ? `${JSON.stringify(x.json, null, 2)}\n` : explainText(x, lang));
  return true;
}

/** The MGSZ season's: the one call `season` makes. */
export function printMgszExplained(p: Parsed, result: SeasonResult, lang: Language, io: CliIO): boolean {
  return printExplained(p, lang, io, (who) => mgszView(explainMgsz(result, who)));
}

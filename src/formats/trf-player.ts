/**
 * The fields of a TRF player record (`001`) that need more than a slice (FORMATS.md §1.4): the
 * title letters, the round blocks and where their grid starts, and the extension codes that are
 * not national ratings.
 */
import { lookupTable } from "../core/common/lookup";

/** Swiss-Manager single-letter titles (FORMATS.md §1.4) → FIDE titles. */
// prettier-ignore
const TITLES: ReadonlyMap<string, string> = lookupTable({
  g: "GM", m: "IM", f: "FM", c: "CM", wg: "WGM", wm: "WIM", wf: "WFM", wc: "WCM",
});
const FIDE_TITLES = new Set(["GM", "IM", "FM", "CM", "WGM", "WIM", "WFM", "WCM"]);

/** Extension codes that look like national-rating lines but are not (FORMATS.md §1.6). */
export const NOT_NRS = new Set([
  "XXR",
  "XXC",
  "XXZ",
  "XXS",
  "XXA",
  "XXP",
  "BBW",
  "BBD",
  "BBL",
  "BBZ",
  "BBF",
  "BBU",
  "DAT",
]);

// one round block: "  26 w 1", "0000 - H", "         H" (lichess), "  153 - -" (withdrawn)
export const BLOCK = /^[ \d]{4} [wbWB\- ] [10=+\-WDLHFUZwdlhfuz ]$/;

export interface Block {
  readonly opp: number; // 0 = none
  readonly colour: string;
  readonly result: string;
  readonly column: number;
}

export function title(raw: string): string | undefined {
  const t = raw.trim();
  if (!t) return undefined;
  if (FIDE_TITLES.has(t.toUpperCase())) return t.toUpperCase();
  return TITLES.get(t.toLowerCase()) ?? t;
}

/** Finds the column (0-based) where the round grid starts: 91 by the spec, ±3 for shifted files. */
export function gridStart(line: string): number {
  const fits = (s: number): boolean => {
    let judged = 0;
    for (let p = s; p + 8 <= line.length; p += 10) {
      const b = line.slice(p, p + 8);
      if (b.trim() !== "" && !BLOCK.test(b)) return false;
      judged++;
    }
    return judged > 0; // at least one block to judge by
  };
  if (line.length <= 91 || fits(91)) return 91;
  for (const d of [1, -1, 2, -2, 3, -3]) if (fits(91 + d)) return 91 + d;
  return 91;
}

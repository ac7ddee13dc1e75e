/**
 * The fields of a TRF player record (`001`) that need more than a slice (FORMATS.md §1.4): the
 * title letters, the round blocks and where their grid starts, and the extension codes that are
 * not national ratings; and the record read field by field at its columns (trf-columns.ts).
 */
import { BOUNDS, inBound } from "../core/common/bounds";
import { lookupTable } from "../core/common/lookup";
import type { DiagnosticSink } from "../core/tournament/diagnostics";
import type { Player } from "../core/tournament/model";
import { msg } from "../i18n/table";
import { fileDate } from "./read-result";
import { playerSpill } from "./trf-columns";

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

/** A national-rating line (FORMATS.md §1.6): three capitals that are no extension, a starting rank at 5–8. */
export const isNationalLine = (line: string): boolean =>
  /^[A-Z]{3}$/.test(line.slice(0, 3)) && !NOT_NRS.has(line.slice(0, 3)) && /^\s*\d+$/.test(line.slice(4, 8));

// one round block: "  26 w 1", "0000 - H", "         H" (lichess), "  153 - -" (withdrawn); the
// opponent's digits stand together (right-aligned by the format, "12  " read too)
export const BLOCK = /^(?: *\d+ *| {4}) [wbWB\- ] [10=+\-WDLHFUZwdlhfuz ]$/;

/** The columns (1-based) where a player record's name and FIDE ID begin. */
export interface FieldColumns {
  readonly name: number;
  readonly fide: number;
}

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

const FIDE_BOUND = {
  kind: "bound",
  min: BOUNDS.fideRating.min,
  max: BOUNDS.fideRating.max,
  whole: BOUNDS.fideRating.whole,
} as const;

/**
 * The rating at columns 49–52 of a player record (`001`) or a national-rating line, as TRF
 * writes it: digits, blank or `0` for none. Anything else is no rating: a text that is not
 * digits (`1e3`, `0x10`, `21.5`, `-`) a warning at column 49 (H1: a file's number is a plain
 * decimal; D375: TRF's rating field is digits alone), digits beyond FIDE's 4000 (a shifted
 * column, `9999`) an error there.
 */
export function ratingField(line: string, lineNo: number, sink: DiagnosticSink): number | undefined {
  const text = line.slice(48, 52).trim();
  if (text === "") return undefined;
  if (!/^\d+$/.test(text)) {
    sink.warning(lineNo, 49, msg("rdRatingMisaligned", { value: text }));
    return undefined;
  }
  const rating = Number(text);
  if (!inBound("fideRating", rating)) {
    sink.error(lineNo, 49, msg("rdBadRating", { what: { word: "rating" }, value: text, why: FIDE_BOUND }));
    return undefined;
  }
  return rating > 0 ? rating : undefined;
}

/**
 * A player record (`001`) read field by field at its columns (FORMATS.md §1.4): a field that
 * spills over its columns refuses the line (an error at that column naming the player and the
 * field, D57) and no rating is taken from it; a birth date one column right is read there (D58).
 * Nothing when the starting rank is no number.
 */
export function playerRecord(
  line: string,
  lineNo: number,
  sink: DiagnosticSink,
): { player: Omit<Player, "results">; blocks: Block[]; columns: FieldColumns } | undefined {
  const { spill, moved } = playerSpill(line);
  const startText = line.slice(4, 8).trim();
  const start = Number(startText);
  const name = line.slice(14, 47).trim();
  const who = { start: /^\d+$/.test(startText) ? start : 0, name };
  if (spill !== undefined)
    sink.error(lineNo, spill.column, msg("rdTrfSpill", { record: "001", who, ...spill }));
  if (moved !== undefined)
    sink.warning(lineNo, moved.at, msg("rdTrfMoved", { record: "001", who, ...moved }));
  if (!/^\d+$/.test(startText) || start <= 0) {
    if (spill === undefined) sink.error(lineNo, 5, msg("rdStartNumber", { value: startText }));
    return undefined;
  }
  const sex = line.charAt(9).toLowerCase();
  const read = ratingField(line, lineNo, sink);
  const rating = spill === undefined ? read : undefined;
  const fideId = line.slice(57, 68).trim();
  const at = moved === undefined ? 70 : moved.at;
  const birth = line.slice(at - 1, at + 9).trim();
  // H9: a birth date that is no calendar date is reported, never dropped in silence
  const born = /^0000/.test(birth)
    ? undefined
    : fileDate(sink, { word: "birthDate" }, { text: birth, line: lineNo, column: at });
  const fed = line.slice(53, 56).trim();
  const g = gridStart(line);
  const blocks: Block[] = [];
  for (let p = g; p < line.length; p += 10) {
    const b = line.slice(p, p + 8).padEnd(8);
    if (!BLOCK.test(b)) {
      sink.error(lineNo, p + 1, msg("rdRoundBlock", { round: blocks.length + 1, entry: b.trim() }));
      blocks.push({ opp: 0, colour: "-", result: "Z", column: p + 1 });
      continue;
    }
    blocks.push({
      opp: Number(b.slice(0, 4).trim() || "0"),
      colour: b.charAt(5),
      result: b.charAt(7),
      column: p + 1,
    });
  }
  const t = title(line.slice(10, 13));
  const player: Omit<Player, "results"> = {
    name,
    ...(sex === "m" ? { sex: "m" as const } : sex === "w" || sex === "f" ? { sex: "w" as const } : {}),
    ...(t ? { title: t } : {}),
    ...(rating !== undefined ? { rating } : {}),
    ...(fed ? { federation: fed } : {}),
    ...(fideId && /^\d+$/.test(fideId) && Number(fideId) > 0 ? { fideId } : {}),
    ...(birth && !/^0000/.test(birth) ? { birth } : {}),
    ...(born !== undefined ? { born } : {}),
    startNumber: start,
  };
  // where the name and the FIDE ID begin (1-based), for the repeated-player check (D63, D74)
  const from = (start: number, end: number): number => {
    const field = line.slice(start, end);
    return start + 1 + field.length - field.trimStart().length;
  };
  return { player, blocks, columns: { name: from(14, 47), fide: from(57, 68) } };
}

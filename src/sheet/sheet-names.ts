/** Sheet and table names as Excel allows them: cut, cleaned and made unique (case-insensitively). */
import { MAX_SHEET_NAME_LENGTH, MAX_TABLE_NAME_LENGTH } from "./plan";

/** Excel compares sheet and table names without regard to case. */
export function fold(name: string): string {
  return name.toLocaleUpperCase("en-US");
}

/** Cuts to at most `max` UTF-16 units without splitting a surrogate pair. */
/** Without leading / trailing apostrophes (a loop: `/'+$/` is quadratic on a run of them, H3). */
function trimStartQuotes(s: string): string {
  let i = 0;
  while (s.charCodeAt(i) === 39) i++;
  return s.slice(i);
}
function trimEndQuotes(s: string): string {
  let j = s.length;
  while (j > 0 && s.charCodeAt(j - 1) === 39) j--;
  return s.slice(0, j);
}

function cut(s: string, max: number): string {
  if (s.length <= max) return s;
  const end = /[\uD800-\uDBFF]/.test(s.charAt(max - 1)) ? max - 1 : max;
  return s.slice(0, end);
}

/**
 * Cut between words when a space lies in the last third (`FIDE C.07 2023 Tie-Break Exercises` →
 * `FIDE C.07 2023 Tie-Break`, not `… Tie-Break Exerci`), else as `cut`.
 */
function cutAtWord(s: string, max: number): string {
  const c = cut(s, max);
  if (c.length === s.length || s.charAt(c.length) === " ") return c;
  const space = c.lastIndexOf(" ");
  return space >= Math.ceil((max * 2) / 3) ? c.slice(0, space) : c;
}

/**
 * A valid sheet name from any text: Excel forbids \ / ? * [ ] : (each becomes "-"), control
 * characters, a leading or trailing apostrophe, an empty name, more than 31 characters, and
 * "History" (reserved for change tracking).
 */
export function sanitizeSheetName(wish: string): string {
  let s = wish
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f]/g, " ")
    .replace(/[\\/?*[\]:]/g, "-")
    .replace(/\s+/g, " ")
    .trim();
  s = trimEndQuotes(trimStartQuotes(s)).trim();
  s = trimEndQuotes(cutAtWord(s, MAX_SHEET_NAME_LENGTH)).trim();
  if (s === "") s = "Sheet";
  if (fold(s) === "HISTORY") s = "History-";
  return s;
}

/**
 * A sheet name not among `existing` (case-insensitive): the sanitized wish itself, else the wish
 * with " (2)", " (3)" … as Excel names a copied sheet, the stem shortened to keep 31 characters.
 * Never returns an existing name, so an import never overwrites a sheet.
 */
export function uniqueSheetName(wish: string, existing: Iterable<string>): string {
  const taken = new Set<string>();
  for (const e of existing) taken.add(fold(e));
  const base = sanitizeSheetName(wish);
  if (!taken.has(fold(base))) return base;
  for (let n = 2; ; n++) {
    const suffix = ` (${n})`;
    const stem = trimEndQuotes(cut(base, MAX_SHEET_NAME_LENGTH - suffix.length)).trimEnd();
    const candidate = `${stem === "" ? "Sheet" : stem}${suffix}`;
    if (!taken.has(fold(candidate))) return candidate;
  }
}

/**
 * A valid table name from any text: letters, digits, "_" and "." only (anything else becomes
 * "_"), starting with a letter or "_", at most 255 characters, and not readable as a cell
 * reference ("A1", "R1C1", "R", "C"), which Excel rejects.
 */
export function sanitizeTableName(wish: string): string {
  let s = wish.normalize("NFC").replace(/[^\p{L}\p{N}_.]/gu, "_");
  if (!/^[\p{L}_]/u.test(s)) s = `_${s}`;
  if (/^[A-Za-z]{1,3}\d+$/.test(s) || /^[RrCc]$/.test(s) || /^[Rr]\d*[Cc]\d*$/.test(s)) s = `_${s}`;
  return cut(s, MAX_TABLE_NAME_LENGTH);
}

/**
 * A table name unique among `existing` (tables and defined names share one namespace in a
 * workbook, case-insensitive): the sanitized wish, else with "_2", "_3" …
 */
export function uniqueTableName(wish: string, existing: Iterable<string>): string {
  const taken = new Set<string>();
  for (const e of existing) taken.add(fold(e));
  const base = sanitizeTableName(wish);
  if (!taken.has(fold(base))) return base;
  for (let n = 2; ; n++) {
    const suffix = `_${n}`;
    const candidate = cut(base, MAX_TABLE_NAME_LENGTH - suffix.length) + suffix;
    if (!taken.has(fold(candidate))) return candidate;
  }
}

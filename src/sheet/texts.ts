/**
 * The words a tournament sheet shows, in the three languages of the pane (src/i18n/sheet-texts.ts).
 * The header block's labels are also how Recalculate finds the values again (`labelKey`), in
 * whichever of the three languages the sheet was written: a workbook passed between officers
 * keeps working.
 */

export {
  LANGUAGES as SHEET_LANGUAGES,
  type Language as SheetLanguage,
  russianPlural,
} from "../i18n/language";
export { HEADER_KEYS, type HeaderKey } from "../i18n/labels";
export { SHEET_TEXTS, type SheetTexts } from "../i18n/sheet-texts";
import { HEADER_KEYS, type HeaderKey } from "../i18n/labels";
import { LANGUAGES as SHEET_LANGUAGES, type Language as SheetLanguage } from "../i18n/language";
import { SHEET_TEXTS } from "../i18n/sheet-texts";

const fold = (s: string): string => s.trim().toLocaleLowerCase("en-US");

const LABELS = new Map<string, HeaderKey>();
for (const lang of SHEET_LANGUAGES) {
  for (const key of HEADER_KEYS) LABELS.set(fold(SHEET_TEXTS[lang].labels[key]), key);
}
// Labels of sheets written before the Hungarian sheet said "Értékszám-lista" as the pane does.
LABELS.set(fold("Ranglista"), "ratingList");
LABELS.set(fold("Ranglista kiadása"), "release");

/** The header key a label cell stands for, in any of the three languages; null otherwise. */
export function labelKey(label: unknown): HeaderKey | null {
  return typeof label === "string" ? (LABELS.get(fold(label)) ?? null) : null;
}

/** The language a sheet is written in, from one of its words (e.g. its "ratings" title); null: none. */
export function wordLanguage(value: unknown, word: "standings" | "ratings"): SheetLanguage | null {
  if (typeof value !== "string") return null;
  const v = fold(value);
  return SHEET_LANGUAGES.find((l) => fold(SHEET_TEXTS[l][word]) === v) ?? null;
}

/** Whether a cell is the given word (e.g. "no", "standings") in any of the three languages. */
export function isWord(
  value: unknown,
  word:
    | "no"
    | "name"
    | "place"
    | "player"
    | "standings"
    | "ratings"
    | "id"
    | "k"
    | "register"
    | "reachedOnce"
    | "firstName"
    | "club"
    | "country"
    | "sex"
    | "fileRatingsUsed"
    | "unsettledNote"
    | "startNotes"
    | "crosstableNotes"
    | "norms",
): boolean {
  if (typeof value !== "string") return false;
  const v = fold(value);
  return SHEET_LANGUAGES.some((l) => fold(SHEET_TEXTS[l][word]) === v);
}

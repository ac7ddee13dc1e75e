/**
 * The pane's date fields (the mahjong rating release, Post's column date, the FIDE rule set's day) in the pane's language
 * rather than the browser's locale, which an `<input type="date">` follows (an English browser
 * showed `11/22/2026` in the Hungarian and Russian panes): text fields that show a date in the
 * language's own pattern — en `2026-11-22`, hu `2026. 11. 22.`, ru `22.11.2026` — and read what
 * is typed through the one date reader (`readDate`, H9) as the command line's options read it
 * (D67: all three, and `05/06/2026` is no date: ambiguous).
 */
import { type CalendarDate, formatIsoDate, isReadDate, readDate } from "../core/common/date";
import { type Language, STRINGS } from "../i18n/pane";
import { SYSTEM_NAMES } from "../systems";
import { paneFormOf } from "../systems/pane-forms";
import { byId } from "./dom";

/** The date fields of the pane, by element id: Post's, and the systems' forms' (the mahjong release, the FIDE rule set's day). */
export const DATE_FIELDS: readonly string[] = [
  "post-date",
  ...SYSTEM_NAMES.flatMap((s) => paneFormOf(s).fields.flatMap((f) => (f.kind === "date" ? [f.id] : []))),
];

/** The ISO date a text is (`2026-11-22`), or null when it is no whole date. */
export function isoDay(text: string): string | null {
  const r = readDate(text, "typed");
  return isReadDate(r) && !r.yearOnly ? formatIsoDate(r.date) : null;
}

const pad = (n: number): string => String(n).padStart(2, "0");

/** A date as the language writes it. */
export function dateText(date: CalendarDate, lang: Language): string {
  switch (lang) {
    case "en":
      return formatIsoDate(date);
    case "hu":
      return `${date.year}. ${pad(date.month)}. ${pad(date.day)}.`;
    case "ru":
      return `${pad(date.day)}.${pad(date.month)}.${date.year}`;
  }
}

/** An ISO date (or any date the reader reads) in the language's pattern; other text as it is. */
export function displayDate(text: string, lang: Language): string {
  const r = readDate(text, "typed");
  return isReadDate(r) && !r.yearOnly ? dateText(r.date, lang) : text;
}

/** A field's date as ISO, or its text as typed when that is no date (the caller names the problem). */
export function fieldDate(id: string): string {
  const text = byId<HTMLInputElement>(id).value.trim();
  return isoDay(text) ?? text;
}

/** Puts a date (ISO) into a field, in the pane's language. */
export function setFieldDate(id: string, iso: string, lang: Language): void {
  byId<HTMLInputElement>(id).value = displayDate(iso, lang);
}

let shownIn: Language | undefined;

/**
 * On a change of language (only then: a date half typed is never rewritten under the cursor),
 * every field's date in the new language's pattern, with that pattern as its placeholder.
 */
export function localizeDateFields(lang: Language): void {
  if (shownIn === lang) return;
  shownIn = lang;
  for (const id of DATE_FIELDS) {
    const input = byId<HTMLInputElement>(id);
    input.value = displayDate(input.value.trim(), lang);
    input.placeholder = STRINGS[lang].datePattern;
    input.lang = lang;
  }
}

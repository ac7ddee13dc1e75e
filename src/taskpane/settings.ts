/**
 * The rating list's column mapping, remembered in the workbook (Office's document settings)
 * so that the next import into the same workbook finds it confirmed.
 */
import type { RatingListMapping } from "../sheet/actions";
import { type Message, english, msg } from "../i18n/table";

/** The part of `Office.Settings` the pane uses. */
export interface SettingsLike {
  get(name: string): unknown;
  set(name: string, value: unknown): void;
  saveAsync(callback?: (result: Office.AsyncResult<void>) => void): void;
}

/** The open workbook's settings (Office's document settings), when Office gives them. */
export function documentSettings(): SettingsLike | undefined {
  return Office.context?.document?.settings as unknown as SettingsLike | undefined;
}

/** Column indexes (0-based, absolute: A = 0; `headerRow` 0-based too) of a rating-list sheet. */
export type StoredMapping = RatingListMapping;

export const MAPPING_FIELDS = [
  "name",
  "firstName",
  "pin",
  "rating",
  "rank",
  "k",
  "birth",
  "federation",
] as const;
export type MappingField = (typeof MAPPING_FIELDS)[number];

const index = (v: unknown): boolean => typeof v === "number" && Number.isInteger(v) && v >= 0;

/** A stored value that has a mapping's shape (settings may hold anything, or an older shape). */
export function isStoredMapping(v: unknown): v is StoredMapping {
  if (typeof v !== "object" || v === null) return false;
  const m = v as Record<string, unknown>;
  if (typeof m["sheet"] !== "string" || !index(m["headerRow"]) || !index(m["rating"])) return false;
  if (m["name"] === undefined && m["pin"] === undefined) return false;
  return MAPPING_FIELDS.every((f) => m[f] === undefined || index(m[f]));
}

/** The remembered mapping, or undefined (none, or not a mapping). */
export function loadMapping(settings: SettingsLike, key: string): StoredMapping | undefined {
  const v = settings.get(key);
  return isStoredMapping(v) ? v : undefined;
}

/**
 * The workbook did not save its settings: the pane says so in its language (`text`), with
 * Office's own text when it gives one.
 */
export class SettingsNotSaved extends Error {
  readonly text: Message;
  constructor(detail: string | undefined) {
    const text = msg("settingsNotSaved", detail === undefined || detail === "" ? {} : { detail });
    super(english(text));
    this.text = text;
    this.name = "SettingsNotSaved";
  }
}

/** Remembers `mapping` and saves the settings into the document. */
export function saveMapping(settings: SettingsLike, key: string, mapping: StoredMapping): Promise<void> {
  return saveSetting(settings, key, mapping);
}

/** Sets one entry of the settings and saves them into the document. */
export function saveSetting(settings: SettingsLike, key: string, value: unknown): Promise<void> {
  settings.set(key, value);
  return new Promise((resolve, reject) => {
    settings.saveAsync((result) => {
      if (String(result.status) === "failed") reject(new SettingsNotSaved(result.error?.message));
      else resolve();
    });
  });
}

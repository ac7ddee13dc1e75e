/**
 * What the pane remembers in a workbook (the rating list's column mapping, the identity answers)
 * so that the next import into the same workbook finds it confirmed: kept in the workbook's own
 * part (D210), Office's document settings a copy for convenience.
 */
import type { RatingListMapping } from "../sheet/actions";
import { type Message, msg } from "../i18n/table";
import { type WorkbookPart, officePart, parsePartXml, partXml } from "./workbook-part";

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
export function loadMapping(store: Pick<SettingsLike, "get">, key: string): StoredMapping | undefined {
  const v = store.get(key);
  return isStoredMapping(v) ? v : undefined;
}

const detailOf = (error: unknown): string | undefined => {
  const text = error instanceof Error ? error.message : typeof error === "string" ? error : undefined;
  return text === undefined || text === "" ? undefined : text;
};

const notKept = (detail: string | undefined): Message =>
  msg("rememberNotKept", detail === undefined ? {} : { detail });

/** Settings' saveAsync as a promise of its failure's text (undefined: saved). */
function saveSettings(settings: SettingsLike): Promise<{ failed: boolean; detail?: string }> {
  return new Promise((resolve) => {
    try {
      settings.saveAsync((result) => {
        if (String(result.status) !== "failed") resolve({ failed: false });
        else resolve({ failed: true, ...(result.error?.message ? { detail: result.error.message } : {}) });
      });
    } catch (error) {
      const detail = detailOf(error);
      resolve({ failed: true, ...(detail === undefined ? {} : { detail }) });
    }
  });
}

/**
 * What the pane remembers in a workbook (D210, D211): kept in the workbook's own part
 * (workbook-part.ts), the document settings a copy for convenience. Read: the part's entry
 * first, the settings' second, and the settings' entries written into the part when it lacks
 * them (a workbook from before the part). Written: the part, then the settings; neither failing
 * stops the pane, each says so as a warning (D212).
 */
export class Remembered {
  private values: Record<string, unknown> = {};
  private loaded = false;

  constructor(
    private readonly part: WorkbookPart | undefined,
    private readonly settings: SettingsLike | undefined,
  ) {}

  /** Reads the entries `keys` (D211); a warning when the part could not be read or written. */
  async load(keys: readonly string[]): Promise<Message | undefined> {
    let book: Record<string, unknown> | undefined;
    let warning: Message | undefined;
    let readable = this.part !== undefined;
    try {
      const xml = await this.part?.read();
      if (xml !== undefined) {
        book = parsePartXml(xml);
        if (book === undefined) warning = msg("rememberNotRead", {});
      }
    } catch (error) {
      readable = false;
      const detail = detailOf(error);
      warning = msg("rememberNotRead", detail === undefined ? {} : { detail });
    }
    const values: Record<string, unknown> = {};
    let migrated = false;
    for (const key of keys) {
      if (book !== undefined && Object.prototype.hasOwnProperty.call(book, key)) {
        values[key] = book[key];
        continue;
      }
      const v = this.settings?.get(key);
      if (v === null || v === undefined) continue;
      values[key] = v;
      migrated = true;
    }
    this.values = values;
    this.loaded = true;
    if (migrated && readable && this.part !== undefined) {
      try {
        await this.part.write(partXml(values));
      } catch (error) {
        warning ??= notKept(detailOf(error));
      }
    }
    return warning;
  }

  /** An entry: the workbook's once read, the settings' until then. */
  get(key: string): unknown {
    if (this.loaded)
      return Object.prototype.hasOwnProperty.call(this.values, key) ? this.values[key] : undefined;
    return this.settings?.get(key) ?? undefined;
  }

  /**
   * Remembers `value` for this pane at once and keeps it in the workbook; the warning when the
   * workbook did not keep it (its part not written, or, where Excel has no part, the settings
   * not saved: a read-only or view-mode workbook), never a rejection (D212).
   */
  async set(key: string, value: unknown): Promise<Message | undefined> {
    this.values = { ...this.values, [key]: value };
    let warning: Message | undefined;
    if (this.part !== undefined) {
      try {
        await this.part.write(partXml(this.values));
      } catch (error) {
        warning = notKept(detailOf(error));
      }
    }
    if (this.settings === undefined) return warning;
    try {
      this.settings.set(key, value);
    } catch (error) {
      return warning ?? (this.part === undefined ? notKept(detailOf(error)) : undefined);
    }
    const saved = await saveSettings(this.settings);
    // the settings are a copy: their failure matters only where the part is not written
    if (saved.failed && this.part === undefined) return warning ?? notKept(saved.detail);
    return warning;
  }
}

let store: Remembered | undefined;

/** The pane's store of what it remembers (the settings alone until {@link loadRemembered}). */
export const remembered = (): Remembered => store ?? new Remembered(undefined, documentSettings());

/** Reads the open workbook's remembered `keys` (D211) into the pane's store; its warning. */
export function loadRemembered(keys: readonly string[]): Promise<Message | undefined> {
  store = new Remembered(officePart(), documentSettings());
  return store.load(keys);
}

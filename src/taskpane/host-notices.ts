/**
 * What the pane finds wrong with its host when it opens, said at the top of the pane and in the
 * console instead of assumed in silence: the workbook's date system it could not read (D320),
 * the custom functions' metadata Excel on the web cannot fetch (D323).
 */
import type { DateSystem } from "../core/common/date";
import { type Message, msg, render } from "../i18n/table";
import type { Language } from "../i18n/language";
import { pickLanguage } from "../i18n/pane";
import { describe, messageOf } from "../sheet/messages";
import { byId, el, show } from "./dom";
import { refresh } from "./state";

/**
 * What the pane found, kept until it closes, each rendered in the pane's language; `probes` the
 * probes that have answered (the box's `data-probes`, which the browser tests wait for).
 */
const found: { dateSystem?: unknown; metadata?: Message; probes: number } = { probes: 0 };

/**
 * D320: the date system the custom functions are given when the pane opens: the workbook's, as
 * `read` gives it, or, when the probe fails, the 1900 system (D193's assumption) and the failure
 * (an error of `read`) to say.
 */
export async function probeDateSystem(
  read: () => Promise<DateSystem>,
): Promise<{ system: DateSystem; failure?: unknown }> {
  try {
    return { system: await read() };
  } catch (failure) {
    return { system: "1900", failure };
  }
}

/**
 * D320: the message saying that the probe failed (`failure`, as Excel or the reader gave it) and
 * what is assumed. D374: what Excel gave is said once, in the notice's own sentence: the value
 * the reader refused (`dateSystemUnknown`), not the reader's whole sentence (which tells a step
 * that read a sheet to try again), or Excel's own error text.
 */
export function dateSystemNotice(failure: unknown, lang: Language): string {
  const said = messageOf(failure);
  const what =
    said.code === "dateSystemUnknown" ? { value: said.params.value } : { error: describe(said, lang) };
  return render(msg("dateSystemAssumed", what), lang);
}

/** D323: the metadata file Excel loads for Office's display language (manifest.xml's overrides). */
export function metadataFile(displayLanguage: unknown): string {
  const lang = pickLanguage(typeof displayLanguage === "string" ? displayLanguage : undefined);
  return lang === "en" ? "functions.json" : `functions-${lang}.json`;
}

/** The part of `fetch` the metadata probe uses. */
export type Fetch = (
  url: string,
  init: { cache: "no-store" },
) => Promise<{
  ok: boolean;
  status: number;
  headers: { get(name: string): string | null };
}>;

/**
 * D323: fetches the metadata `file` beside the pane, from the pane's own origin (which reads every
 * header of the answer), and says what keeps Excel from loading it: an answer that is no file
 * (`metadataUnread`), or, where Excel fetches it from another origin (`web`: Excel on the web),
 * an answer without `Access-Control-Allow-Origin` (`metadataNoCors`). Nothing to say: undefined.
 */
export async function probeMetadata(
  fetchFile: Fetch,
  file: string,
  web: boolean,
): Promise<Message | undefined> {
  try {
    const answer = await fetchFile(file, { cache: "no-store" });
    if (!answer.ok) return msg("metadataUnread", { file, detail: `HTTP ${answer.status}` });
    const allowed = answer.headers.get("access-control-allow-origin");
    if (web && (allowed === null || allowed.trim() === "")) return msg("metadataNoCors", { file });
    return undefined;
  } catch (error) {
    return msg("metadataUnread", { file, detail: error instanceof Error ? error.message : String(error) });
  }
}

/** Keeps the date system probe's failure (D320), if any, and logs it in English. */
export function noteDateSystem(failure: unknown): void {
  found.probes++;
  if (failure !== undefined) {
    found.dateSystem = failure;
    console.warn(dateSystemNotice(failure, "en"));
  }
  refresh();
}

/** Keeps what the metadata probe found (D323), if anything, and logs it in English. */
export function noteMetadata(problem: Message | undefined): void {
  found.probes++;
  if (problem !== undefined) {
    found.metadata = problem;
    console.warn(render(problem, "en"));
  }
  refresh();
}

/** The notices, shown above the steps in `lang` (none: the box hidden). */
export function renderHostNotices(lang: Language): void {
  const texts: string[] = [];
  if (found.dateSystem !== undefined) texts.push(dateSystemNotice(found.dateSystem, lang));
  if (found.metadata !== undefined) texts.push(render(found.metadata, lang));
  const box = byId("host-notices");
  box.replaceChildren(...texts.map((t) => el("p", t)));
  show(box, texts.length > 0);
  box.dataset["probes"] = String(found.probes);
}

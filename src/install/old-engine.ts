/**
 * `dist/old-engine.js` (D255, D256): the ES5 check of the webview (old-engine.es5.js) after its
 * configuration, the words of OLD_ENGINE_WORDS in every language and the ids of the custom
 * functions (functions.json's). The build (old-engine-plugin.js) writes it; taskpane.html loads
 * it before the bundle.
 */
import { OLD_ENGINE_WORDS } from "../i18n/old-engine";
import { wordsByLanguage } from "../i18n/message";

/** A JavaScript literal of the value that an ES5 engine reads in any charset: ASCII only. */
function es5Literal(value: unknown): string {
  // U+2028 and U+2029 end a line inside an ES5 string; every non-ASCII character is escaped
  return JSON.stringify(value).replace(
    /[^\x20-\x7e]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`,
  );
}

/** The ids of the custom functions in functions.json's text (the metadata the build writes). */
export function functionIds(metadataJson: string): string[] {
  const metadata = JSON.parse(metadataJson) as { functions?: { id?: unknown }[] };
  const ids = (metadata.functions ?? []).map((f) => f.id);
  if (ids.length === 0 || !ids.every((id): id is string => typeof id === "string" && id !== "")) {
    throw new Error("functions.json: every function needs an id, and there must be one");
  }
  return ids;
}

/** dist/old-engine.js: the configuration, then the check itself (`source`, the ES5 file's text). */
export function oldEngineScript(source: string, ids: readonly string[]): string {
  const config = { words: wordsByLanguage(OLD_ENGINE_WORDS), functions: ids };
  return `var ratingOfficerOldEngine = ${es5Literal(config)};\n${source}`;
}

/**
 * A value of a tournament sheet's header block that its reader refuses (src/sheet/parse-sheet.ts):
 * the row's label in the language, then the reader's own message (a rule set that is none, a
 * date before its rule set applies) in the same language.
 */
import { type HeaderKey, HEADER_LABELS } from "./labels";
import { type Language } from "./language";
import { type Family } from "./message";
import { type Message } from "./table";

/** The parameters of each header-block error, by code. */
export interface HeaderErrorParams {
  labelled: { field: HeaderKey; inner: Message };
}

/** The family, given the table's renderer (it says the reader's message). */
export function headerErrors(render: (m: Message, lang: Language) => string): Family<HeaderErrorParams> {
  const say = (lang: Language) => (p: HeaderErrorParams["labelled"]) =>
    `${HEADER_LABELS[lang][p.field]}: ${render(p.inner, lang)}`;
  return { en: { labelled: say("en") }, hu: { labelled: say("hu") }, ru: { labelled: say("ru") } };
}

/**
 * D167: the engines' notes on a season's step in its JSON, `{code, name?, text}`: the message
 * table's code, the player's name when the note is about one, and the text in `--lang`'s
 * language, as the text output says it.
 */
import type { SeasonNote } from "../core/season/types";
import type { Language } from "../i18n/language";
import { render } from "../i18n/table";

/** A step's notes as its JSON gives them, in the engine's order. */
export function notesJson(
  notes: readonly SeasonNote[],
  lang: Language,
): { code: string; name?: string; text: string }[] {
  return notes.map((n) => ({
    code: n.text.code,
    ...(n.name !== undefined ? { name: n.name } : {}),
    text: render(n.text, lang),
  }));
}

/**
 * The words of a JSON value in the Go readers' messages (pairgoth's files, H15): the kinds of a
 * value and where a value stands (a round, a round's game, a player), in each language.
 */
import { q } from "./reader-words";

/** The kinds of a JSON value. */
export type JsonKind = "list" | "object" | "number" | "text" | "boolean" | "null";

// prettier-ignore
export const JSON_KINDS = {
  en: { list: "a list [ … ]", object: "an object { … }", number: "a number", text: "a text", boolean: "true or false", null: "null" },
  hu: { list: "lista [ … ]", object: "objektum { … }", number: "szám", text: "szöveg", boolean: "true vagy false", null: "null" },
  ru: { list: "список [ … ]", object: "объект { … }", number: "число", text: "текст", boolean: "true или false", null: "null" },
} as const;

/** Where a JSON value stands: a round, a round's game, a player of the file. */
export interface JsonPlace {
  readonly round?: number;
  readonly game?: number;
  readonly player?: number;
}

/** Where a JSON value stands: "round 3, game 2: ", "player 4: " and their translations. */
export function jsonLead(lang: "en" | "hu" | "ru", p: JsonPlace): string {
  const words = {
    en: ["round", "game", "player"],
    hu: ["forduló", "játszma", "játékos"],
    ru: ["тур", "партия", "игрок"],
  }[lang];
  const one = (n: number | undefined, i: 0 | 1 | 2): string[] =>
    n === undefined ? [] : [lang === "hu" ? `${n}. ${words[i] ?? ""}` : `${words[i] ?? ""} ${n}`];
  const parts = [...one(p.round, 0), ...one(p.game, 1), ...one(p.player, 2)];
  return parts.length === 0 ? "" : `${parts.join(", ")}: `;
}

/** The value found, its kind and, when short, its text: `a text "w"`. */
export const jsonShown = (lang: "en" | "hu" | "ru", p: { found: JsonKind; value?: string }): string =>
  `${JSON_KINDS[lang][p.found]}${p.value === undefined ? "" : ` ${q(lang, p.value)}`}`;

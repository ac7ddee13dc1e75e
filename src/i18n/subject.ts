/**
 * What an error is about, named in each language: a custom function's argument, a player of the
 * file (its number and name), a result row of a mahjong ranking, or a name given as it is (a
 * command-line option, which only the command line names).
 */
import { type Language } from "./language";

export type Subject =
  | { readonly argument: string }
  | { readonly player: number; readonly name?: string }
  | { readonly row: number; readonly name: string; readonly line?: number }
  | { readonly named: string };

const NAMES: Readonly<Record<Language, (s: Subject) => string>> = {
  en: (s) =>
    "argument" in s
      ? `Argument ${s.argument}`
      : "player" in s
        ? `Player ${s.player}${s.name !== undefined ? ` "${s.name}"` : ""}`
        : "row" in s
          ? `Row ${s.row} "${s.name}"${s.line !== undefined ? ` (line ${s.line})` : ""}`
          : s.named,
  hu: (s) =>
    "argument" in s
      ? `A(z) ${s.argument} argumentum`
      : "player" in s
        ? `${s.player}. játékos${s.name !== undefined ? ` („${s.name}”)` : ""}`
        : "row" in s
          ? `${s.row}. sor („${s.name}”)${s.line !== undefined ? ` (a fájl ${s.line}. sora)` : ""}`
          : s.named,
  ru: (s) =>
    "argument" in s
      ? `Аргумент ${s.argument}`
      : "player" in s
        ? `Игрок ${s.player}${s.name !== undefined ? ` («${s.name}»)` : ""}`
        : "row" in s
          ? `Строка ${s.row} («${s.name}»)${s.line !== undefined ? ` (строка файла ${s.line})` : ""}`
          : s.named,
};

/** The subject's name in a language ("Argument k", "3. játékos („Kovács”)"). */
export function subjectName(lang: Language, s: Subject): string {
  return NAMES[lang](s);
}

/** `Subject: ` before a message, or nothing when there is no subject. */
export function lead(lang: Language, s: Subject | undefined): string {
  return s === undefined ? "" : `${NAMES[lang](s)}: `;
}

/** A subject given by its name alone: a custom function's argument. */
export function asSubject(s: string | Subject): Subject {
  return typeof s === "string" ? { argument: s } : s;
}

/**
 * What an error is about, named in each language: a custom function's argument, a player of the
 * file (its number and name), a result row of a mahjong ranking, or a name given as it is (a
 * command-line option, which only the command line names).
 */
import { type Language } from "./language";
import { type Family } from "./message";

export type Subject =
  | { readonly argument: string }
  | { readonly player: number; readonly name?: string }
  | { readonly row: number; readonly name: string; readonly line?: number }
  | { readonly named: string };

/** A subject's name, a code per kind of subject, in the one form (D133). */
interface SubjectParams {
  readonly argument: { readonly argument: string };
  readonly player: { readonly player: number; readonly name?: string };
  readonly row: { readonly row: number; readonly name: string; readonly line?: number };
}

const NAMES: Family<SubjectParams> = {
  en: {
    argument: (s) => `Argument ${s.argument}`,
    player: (s) => `Player ${s.player}${s.name !== undefined ? ` "${s.name}"` : ""}`,
    row: (s) => `Row ${s.row} "${s.name}"${s.line !== undefined ? ` (line ${s.line})` : ""}`,
  },
  hu: {
    argument: (s) => `A(z) ${s.argument} argumentum`,
    player: (s) => `${s.player}. játékos${s.name !== undefined ? ` („${s.name}”)` : ""}`,
    row: (s) => `${s.row}. sor („${s.name}”)${s.line !== undefined ? ` (a fájl ${s.line}. sora)` : ""}`,
  },
  ru: {
    argument: (s) => `Аргумент ${s.argument}`,
    player: (s) => `Игрок ${s.player}${s.name !== undefined ? ` («${s.name}»)` : ""}`,
    row: (s) => `Строка ${s.row} («${s.name}»)${s.line !== undefined ? ` (строка файла ${s.line})` : ""}`,
  },
};

/** The subject said by its kind's code; a name given as it is stays as it is. */
function said(lang: Language, s: Subject): string {
  const names = NAMES[lang];
  return "argument" in s
    ? names.argument(s)
    : "player" in s
      ? names.player(s)
      : "row" in s
        ? names.row(s)
        : s.named;
}

/** The subject's name in a language ("Argument k", "3. játékos („Kovács”)"). */
export function subjectName(lang: Language, s: Subject): string {
  return said(lang, s);
}

/** `Subject: ` before a message, or nothing when there is no subject. */
export function lead(lang: Language, s: Subject | undefined): string {
  return s === undefined ? "" : `${said(lang, s)}: `;
}

/** A subject given by its name alone: a custom function's argument. */
export function asSubject(s: string | Subject): Subject {
  return typeof s === "string" ? { argument: s } : s;
}

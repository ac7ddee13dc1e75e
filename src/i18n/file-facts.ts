/**
 * What the command line and the pane say about a file they read that is no diagnostic: how its
 * text was decoded (src/formats/encoding.ts, D40), and why it could not be read when a reader
 * failed with something other than a message of the table (the error's own text, as it is), and
 * that no player could be read from a tournament file, and what to give instead (D430).
 */
import { type Language } from "./language";
import { type Family } from "./message";

/** The parameters of each fact about a file read, by code. */
export interface FileFactParams {
  /**
   * How a text was decoded: `encoding` (`windows-1251`), or line by line (`mixed`) with `mostly`
   * the legacy encoding most lines were read in; `chosen` when the officer chose it; the
   * encodings that would have read it nearly as well (`alternatives`) when the detection was close.
   */
  fileEncoding: {
    encoding: string;
    mixed: boolean;
    mostly?: string;
    chosen: boolean;
    alternatives: readonly string[];
  };
  /** A reader failed unexpectedly: the error's own text (`detail`), not the product's words. */
  fileUnexpected: { detail: string };
  /** A tournament file of which no player could be read, in the format it was read as (D430). */
  fileNoPlayers: { format: string };
}

type Decoding = FileFactParams["fileEncoding"];

const WORDS: Readonly<
  Record<Language, { mixed: (mostly: string) => string; chosen: string; also: (alts: string) => string }>
> = {
  en: {
    mixed: (m) => `mixed, line by line (mostly ${m})`,
    chosen: "chosen",
    also: (a) => `uncertain: also ${a}`,
  },
  hu: {
    mixed: (m) => `vegyes, soronként (többnyire ${m})`,
    chosen: "választott",
    also: (a) => `bizonytalan: ${a} is lehet`,
  },
  ru: {
    mixed: (m) => `смешанная, построчно (в основном ${m})`,
    chosen: "выбрана вручную",
    also: (a) => `не наверняка: возможно, ${a}`,
  },
};

/** `windows-1252 (uncertain: also windows-1250)`, `koi8-r (chosen)`, in a language. */
function decoding(lang: Language, d: Decoding): string {
  const w = WORDS[lang];
  const base = d.mixed ? w.mixed(d.mostly ?? "utf-8") : d.encoding;
  if (d.chosen) return `${base} (${w.chosen})`;
  return d.alternatives.length > 0 ? `${base} (${w.also(d.alternatives.join(", "))})` : base;
}

export const FILE_FACT_MESSAGES: Family<FileFactParams> = {
  en: {
    fileEncoding: (p) => decoding("en", p),
    fileUnexpected: (p) => `an unexpected error: ${p.detail}`,
    fileNoPlayers: (p) =>
      `no players could be read (format ${p.format}): give the tournament's own file, as the program that paired it saved it, with a line or an entry for each player; any messages before this one name what was not read`,
  },
  hu: {
    fileEncoding: (p) => decoding("hu", p),
    fileUnexpected: (p) => `váratlan hiba: ${p.detail}`,
    fileNoPlayers: (p) =>
      `egy játékost sem sikerült beolvasni (formátum: ${p.format}): adja meg a verseny saját fájlját, ahogy a párosító program mentette, minden játékos sorával vagy bejegyzésével; az ezt megelőző üzenetek, ha vannak, megnevezik, mi maradt ki`,
  },
  ru: {
    fileEncoding: (p) => decoding("ru", p),
    fileUnexpected: (p) => `непредвиденная ошибка: ${p.detail}`,
    fileNoPlayers: (p) =>
      `не прочитано ни одного игрока (формат ${p.format}): укажите собственный файл турнира, как его сохранила программа жеребьёвки, со строкой или записью для каждого игрока; предыдущие сообщения, если они есть, называют, что не прочитано`,
  },
};

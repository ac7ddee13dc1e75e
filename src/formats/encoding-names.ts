/**
 * The text encodings a file may be in, by their WHATWG labels, and their names as an officer may
 * write them (`--encoding`, the pane's selector).
 */
import { lookupTable } from "../core/common/lookup";

/** The encodings read, by their WHATWG labels (what TextDecoder and `--encoding` take). */
export const ENCODINGS = [
  "utf-8",
  "utf-16le",
  "utf-16be",
  "windows-1250",
  "windows-1251",
  "windows-1252",
  "iso-8859-2",
  "iso-8859-5",
  "iso-8859-15",
  "koi8-r",
] as const;
export type EncodingName = (typeof ENCODINGS)[number];

/**
 * The single-byte encodings a file without a BOM and not in UTF-8 may be in, in the order that
 * breaks a tie: ISO-8859-15 first, in which OpenGotha writes its h9 and tou files (FORMATS §2.5), then windows-1252, its Windows sibling, then the Central European and Cyrillic ones.
 */
export const LEGACY: readonly EncodingName[] = [
  "iso-8859-15",
  "windows-1252",
  "windows-1250",
  "windows-1251",
  "iso-8859-2",
  "iso-8859-5",
  "koi8-r",
];

const ALIASES: ReadonlyMap<string, EncodingName> = lookupTable({
  utf8: "utf-8",
  utf16: "utf-16le",
  utf16le: "utf-16le",
  utf16be: "utf-16be",
  cp1250: "windows-1250",
  win1250: "windows-1250",
  windows1250: "windows-1250",
  cp1251: "windows-1251",
  win1251: "windows-1251",
  windows1251: "windows-1251",
  cp1252: "windows-1252",
  win1252: "windows-1252",
  windows1252: "windows-1252",
  latin1: "windows-1252",
  iso88591: "windows-1252",
  latin2: "iso-8859-2",
  iso88592: "iso-8859-2",
  iso88595: "iso-8859-5",
  latin9: "iso-8859-15",
  iso885915: "iso-8859-15",
  koi8r: "koi8-r",
  koi8: "koi8-r",
});

/**
 * An encoding's name as an officer may write it (`cp1251`, `Windows-1251`, `latin2`, `UTF-16`,
 * `koi8r`), or undefined when it is not one of {@link ENCODINGS}. ISO-8859-1 is read as
 * windows-1252, its superset (as the WHATWG Encoding standard does).
 */
export function parseEncodingName(name: string): EncodingName | undefined {
  return ALIASES.get(
    name
      .trim()
      .toLowerCase()
      .replace(/[\s_.-]/g, ""),
  );
}

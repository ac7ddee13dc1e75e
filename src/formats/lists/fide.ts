/**
 * FIDE's rating lists (ratings.fide.com/download_lists.phtml; docs/formats.md, D44): the TXT
 * download, fixed width with a header naming the columns (`players_list_foa.txt`, the three
 * ratings side by side: `SRtng SGm SK RRtng RGm Rk BRtng BGm BK`; `standard_…txt` and the like,
 * one rating under the month's name: `FOA SEP26 Gms K`), and the XML download
 * (`<playerslist><player><fideid>…`, `rating`/`rapid_rating`/`blitz_rating`). Both give one
 * player's fields to {@link fideEntry}, which makes the rating-list row, so that the two read
 * alike (the XML reader is `fide-xml.ts`). Which rating is taken is the officer's choice (standard
 * by default).
 */
import { inBound } from "../../core/common/bounds";
import type { ReadDate } from "../../core/common/date";
import type { DiagnosticSink } from "../../core/tournament/diagnostics";
import { msg } from "../../i18n/table";
import { fileDate, fileNumber } from "../read-result";
import type { FideRatingKind, RatingListEntry } from "./model";

/** One player's fields as a FIDE list writes them (trimmed text), with where they are. */
export interface FideFields {
  readonly id: string;
  /** The name, a text of its own (not a piece of a larger text that it would keep alive). */
  readonly name: string;
  readonly federation: string;
  readonly rating: string;
  readonly k: string;
  readonly birth: string;
  readonly line: number;
  /** 1-based column of the rating and of the ID (0 in XML: the line is the player's tag). */
  readonly ratingColumn: number;
  readonly idColumn: number;
}

/**
 * A copy of a text that keeps nothing else alive: a piece of a larger string (a line of a
 * 4 MB chunk) would otherwise hold the whole chunk in memory as long as the row is kept. Short
 * pieces are copies already; a longer one is copied through JSON, which gives one flat string
 * (about 40 bytes less per name than a concatenation, whose copy is still a piece).
 */
export function own(s: string): string {
  return s.length < 13 ? s : (JSON.parse(JSON.stringify(s)) as string);
}

/**
 * The rating-list row of one FIDE player, or undefined: without a rating of the chosen kind
 * (empty or 0, FIDE's unrated: counted, `unrated`), or with a bad ID or rating (a diagnostic
 * naming the line). The name is kept as FIDE writes it ("Carlsen, Magnus"; the matcher reads
 * both orders).
 */
export function fideEntry(
  f: FideFields,
  sink: DiagnosticSink,
  unrated: { count: number },
): RatingListEntry | undefined {
  if (!/^\d{1,12}$/.test(f.id)) {
    sink.warning(f.line, f.idColumn, msg("rdFideId", { id: f.id }));
    return undefined;
  }
  if (f.rating === "" || /^0+$/.test(f.rating)) {
    unrated.count++;
    return undefined;
  }
  if (!/^\d{1,4}$/.test(f.rating)) {
    sink.error(
      f.line,
      f.ratingColumn,
      msg("rdBadRating", { what: { word: "rating" }, value: f.rating, why: { kind: "notNumber" } }),
    );
    return undefined;
  }
  const at = { line: f.line, column: f.ratingColumn };
  const n = Number(f.rating);
  const rating = inBound("fideRating", n)
    ? n
    : fileNumber(sink, "fideRating", { word: "rating" }, f.rating, at, "error", "rdBadRating");
  if (rating === undefined) return undefined;
  // one object of one shape per row, every field in place (an absent one undefined), its few
  // repeated texts shared: a million rows (D44)
  const e: { -readonly [K in keyof RatingListEntry]: RatingListEntry[K] } = {
    pin: f.id,
    name: f.name,
    rating,
    k: undefined,
    birth: undefined,
    born: undefined,
    federation: undefined,
    line: f.line,
  };
  if (f.k !== "" && f.k !== "0") {
    const kn = Number(f.k);
    const k =
      /^\d+$/.test(f.k) && inBound("kFactor", kn)
        ? kn
        : fileNumber(sink, "kFactor", { key: "K" }, f.k, at, "warning");
    if (k !== undefined) e.k = k;
  }
  if (f.birth !== "" && !/^0+$/.test(f.birth)) {
    const born = birthYear(f.birth, f.line, sink);
    if (born !== undefined) {
      e.birth = born.text;
      e.born = born.date;
    }
  }
  if (f.federation !== "") e.federation = shared(f.federation);
  return e;
}

/** Birth years read once each (a list of a million players has about a hundred). */
const YEARS = new Map<string, { text: string; date: ReadDate }>();

function birthYear(
  text: string,
  line: number,
  sink: DiagnosticSink,
): { text: string; date: ReadDate } | undefined {
  const known = YEARS.get(text);
  if (known !== undefined) return known;
  const date = fileDate(sink, { word: "birthYear" }, { text, line, column: 0 });
  if (date === undefined) return undefined;
  const y = { text: own(text), date };
  if (YEARS.size < 1000) YEARS.set(y.text, y);
  return y;
}

/** Short texts many rows repeat (federations, clubs, ranks), kept once each. */
const TEXTS = new Map<string, string>();
export function shared(text: string): string {
  const known = TEXTS.get(text);
  if (known !== undefined) return known;
  if (TEXTS.size < 20000) TEXTS.set(text, text);
  return text;
}

// ---------------------------------------------------------------------------------------------
// TXT

type TxtField = "id" | "name" | "federation" | "rating" | "k" | "birth";
const TXT_FIELDS: readonly TxtField[] = ["id", "name", "federation", "rating", "k", "birth"];

/** The columns of a TXT list: each field's 0-based start and end (exclusive) in a line. */
export interface FideTxtColumns {
  readonly fields: ReadonlyMap<TxtField, readonly [number, number]>;
  /** The header's name of the rating column taken (`SRtng`, `SEP26`). */
  readonly ratingHeader: string;
  /** Start and end of id, name, federation, rating, k and birth, in this order. */
  readonly at: readonly number[];
}

/** A TXT list's header line starts with `ID Number` and names `Name`. */
export const FIDE_TXT_HEADER = /^ID[ _]?Number\s+Name\s/i;

/** The header's label of each field, for the chosen rating kind. */
function labelField(label: string, kind: FideRatingKind, single: boolean): TxtField | undefined {
  const l = label.toLowerCase();
  if (l === "id number" || l === "id_number" || l === "idnumber") return "id";
  if (l === "name") return "name";
  if (l === "fed" || l === "country") return "federation"; // COUNTRY: the lists of 2001–2002
  if (l === "b-day" || l === "born" || l === "bday") return "birth";
  const prefix = kind === "standard" ? "s" : kind === "rapid" ? "r" : "b";
  if (l === `${prefix}rtng`) return "rating";
  if (l === `${prefix}k` || (kind === "rapid" && l === "rk")) return "k";
  if (single && /^[a-z]{3}\d{2}$/.test(l)) return "rating"; // `SEP26`: a list of one rating
  if (single && (l === "rtng" || l === "rating")) return "rating";
  if (single && l === "k") return "k";
  return undefined;
}

/**
 * The columns of a TXT list from its header line: each label starts its column, which ends
 * where the next label starts (the values are written from their label's first character on).
 * Undefined when the header does not name the ID, the name and a rating of the chosen kind.
 */
export function fideTxtColumns(header: string, kind: FideRatingKind): FideTxtColumns | undefined {
  const labels = Array.from(header.trimEnd().matchAll(/ID[ _]?Number|\S+/gi), (m) => ({
    text: m[0],
    at: m.index,
  })).flatMap(unglued);
  const single = !labels.some((l) => /^[srb]rtng$/i.test(l.text));
  const fields = new Map<TxtField, readonly [number, number]>();
  let ratingHeader = "";
  labels.forEach((l, i) => {
    const f = labelField(l.text, kind, single);
    if (f === undefined || fields.has(f)) return;
    const end = i + 1 < labels.length ? (labels[i + 1]?.at ?? Infinity) : Infinity;
    fields.set(f, [l.at, end]);
    if (f === "rating") ratingHeader = l.text;
  });
  if (!fields.has("id") || !fields.has("name") || !fields.has("rating")) return undefined;
  // start and end of each field in TXT_FIELDS' order; a field the header lacks is empty
  const at = TXT_FIELDS.flatMap((f) => fields.get(f) ?? [0, 0]);
  return { fields, ratingHeader, at };
}

/**
 * Two labels written without a space between them, as FIDE's lists before 2012 write them
 * (`ID number Name … TitlFed  Sep11 GamesBorn  Flag`: the title's column is four wide, the
 * games' five), or `COUNTRYJAN01` in one list of 2001: each starts its own column.
 */
function unglued(label: { text: string; at: number }): { text: string; at: number }[] {
  const m = /^(titl|games|country)(fed|born|[a-z]{3}\d{2})$/i.exec(label.text);
  if (m === null) return [label];
  const first = m[1] ?? "";
  return [
    { text: first, at: label.at },
    { text: m[2] ?? "", at: label.at + first.length },
  ];
}

/** One player's fields from a TXT line (undefined for a blank line). */
export function fideTxtFields(line: string, cols: FideTxtColumns, lineNo: number): FideFields | undefined {
  if (line.trim() === "") return undefined;
  const c = cols.at;
  return {
    id: line.slice(c[0], c[1]).trim(),
    name: own(line.slice(c[2], c[3]).trim()),
    federation: line.slice(c[4], c[5]).trim(),
    rating: line.slice(c[6], c[7]).trim(),
    k: line.slice(c[8], c[9]).trim(),
    birth: line.slice(c[10], c[11]).trim(),
    line: lineNo,
    ratingColumn: (c[6] ?? 0) + 1,
    idColumn: 1,
  };
}

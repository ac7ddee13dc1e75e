/**
 * Rating and levels lists as CSV (docs/formats.md): the header's names of the columns, the rows
 * below it, and the rating-list rows they give.
 */
import { lookupTable } from "../../core/common/lookup";
import { DiagnosticSink } from "../../core/tournament/diagnostics";
import { msg } from "../../i18n/table";
import { normaliseRank } from "../../core/go/rank";
import { unneutralise } from "../csv-safe";
import { type CsvRows, blankRow, csvRows, nameCell, repeatedColumns, unnamedCells } from "../csv-rows";
import type { RatingList, RatingListEntry } from "./model";
import { fileDate, fileNumber } from "../read-result";
import { seasonColumns, seasonFields } from "./csv-history";

export type Col = "pin" | "name" | "firstName" | "rating" | "rank" | "k" | "birth" | "federation" | "club";

/**
 * D68: the one vocabulary of a list of players' header, in English, Hungarian and Russian, keyed
 * by {@link headerKey}: a rating or levels list as a file (this module) or as a sheet of the
 * workbook (src/sheet/post.ts), the CSV crosstable's player columns (csv.ts) and a mahjong
 * results table's player (mahjong.ts). `отчество` (the patronymic) is no column of a list.
 */
// prettier-ignore
const COLS: ReadonlyMap<string, Col> = lookupTable({
  pin: "pin", egdpin: "pin", fideid: "pin", id: "pin", idnumber: "pin", azonosító: "pin", azonosito: "pin", ид: "pin",
  name: "name", surname: "name", lastname: "name", player: "name", playername: "name",
  név: "name", nev: "name", vezetéknév: "name", játékos: "name", jatekos: "name",
  фамилия: "name", игрок: "name", фио: "name",
  firstname: "firstName", givenname: "firstName", keresztnév: "firstName", utónév: "firstName", имя: "firstName",
  rating: "rating", elo: "rating", gor: "rating", rtg: "rating", értékszám: "rating", ertekszam: "rating", рейтинг: "rating",
  rank: "rank", grade: "rank", level: "rank", fokozat: "rank", szint: "rank", разряд: "rank", уровень: "rank", ранг: "rank",
  k: "k", kfactor: "k",
  birth: "birth", born: "birth", birthday: "birth", byear: "birth", születés: "birth", született: "birth",
  годрождения: "birth", датарождения: "birth",
  federation: "federation", fed: "federation", country: "federation", ország: "federation", orszag: "federation",
  федерация: "federation", страна: "federation",
  club: "club", klub: "club", клуб: "club",
});

/** The field a header cell names, keyed by {@link headerKey} (D68's vocabulary). */
export const listWord = (key: string): Col | undefined => COLS.get(key);

/** A header cell as COLS and ROUND_HEADER name it: lower case, without spaces, dots, dashes. */
export const headerKey = (h: string): string =>
  h
    .trim()
    .toLowerCase()
    .replace(/[\s._-]/g, "");

/** A header row as a refusal names what it found: its cells joined, cut to 120 characters. */
export function headerFound(cells: readonly unknown[]): string {
  const got = cells.map((c) => String(c).trim()).join(", ");
  return got.length > 120 ? `${got.slice(0, 119)}…` : got;
}

/**
 * The column of each field a header row names (D68), the first column of each: `Имя` is the
 * first name beside a family name (`Фамилия;Имя`) and the name itself where no column is the
 * family name (a Russian list's one `Имя` column holds the whole name).
 */
export function listColumns(header: readonly unknown[]): Map<Col, number> {
  const cols = new Map<Col, number>();
  header.forEach((h, i) => {
    const c = typeof h === "string" ? COLS.get(headerKey(h)) : undefined;
    if (c !== undefined && !cols.has(c)) cols.set(c, i);
  });
  const first = cols.get("firstName");
  if (!cols.has("name") && first !== undefined && headerKey(String(header[first])) === "имя") {
    cols.delete("firstName");
    cols.set("name", first);
  }
  return cols;
}

/** D438: a list's header cells naming a field an earlier one names, said at their cell (the first is read). */
export function columnsTwice(header: readonly string[], line: number, sink: DiagnosticSink): void {
  for (const t of repeatedColumns(header, (cell) => COLS.get(headerKey(cell)))) {
    sink.warning(
      line,
      t.column + 1,
      msg("rdColumnTwice", { header: header[t.column] ?? "", first: t.first + 1 }),
    );
  }
}

/** Header names of a crosstable's round columns (csv.ts: `R1`, `Round 1`, `1`, `1.Rd.`). */
export const ROUND_HEADER = /^(?:r|rd|round)?\d{1,3}(?:rd)?$/;

/** A CSV rating list (see {@link readRatingList}) from its text. */
export function csvRatingList(text: string): Omit<RatingList, "encoding" | "decoding"> {
  const sink = new DiagnosticSink("Rating list");
  const { headerLine, header, cols, rows, unclosed } = csvList(text, sink);
  if (unclosed !== undefined) sink.error(unclosed.line, unclosed.column, msg("rdUnclosedQuote", {}));
  columnsTwice(header, headerLine, sink);
  if (!cols.has("rating") || !(cols.has("name") || cols.has("pin"))) {
    sink.error(headerLine, 1, msg("rdListHeader", { got: headerFound(header) }));
    return { entries: [], diagnostics: sink.items, format: "csv" };
  }
  const season = seasonColumns(header, headerLine, { word: listWord, headerKey }, sink);
  const entries: RatingListEntry[] = [];
  rows.forEach(({ cells, line }) => {
    const get = cellOf(cells, cols);
    // H1, H10: a rating within its bound; `2,150` is never guessed to be 2.15 or 2150
    const ratingAt = { line, column: (cols.get("rating") ?? 0) + 1 };
    const rating =
      get("rating") === ""
        ? undefined
        : fileNumber(sink, "goRating", { word: "rating" }, get("rating"), ratingAt, "error", "rdBadRating");
    if (get("rating") === "")
      sink.error(
        line,
        ratingAt.column,
        msg("rdBadRating", { what: { word: "rating" }, value: "", why: { kind: "notNumber" } }),
      );
    if (rating === undefined) return;
    const k = fileNumber(
      sink,
      "kFactor",
      { key: "K" },
      get("k"),
      { line, column: (cols.get("k") ?? 0) + 1 },
      "error",
    );
    const rank = get("rank");
    const born = fileDate(
      sink,
      { word: "birthDate" },
      {
        text: get("birth"),
        line,
        column: (cols.get("birth") ?? 0) + 1,
      },
    );
    entries.push({
      ...(get("pin") ? { pin: get("pin") } : {}),
      name: get("name"),
      ...(get("firstName") ? { firstName: get("firstName") } : {}),
      rating,
      ...(rank ? { rank: normaliseRank(rank) ?? rank } : {}),
      ...(k !== undefined ? { k } : {}),
      ...(get("birth") ? { birth: get("birth") } : {}),
      ...(born !== undefined ? { born } : {}),
      ...(get("federation") ? { federation: get("federation") } : {}),
      ...(get("club") ? { club: get("club") } : {}),
      line,
      ...seasonFields(cells, line, season, sink),
    });
  });
  return { entries, diagnostics: sink.items, format: "csv" };
}

/**
 * A CSV list: its header (the first row that is not blank), the column of each field the header
 * names, and the rows below it that are not blank, each with its 1-based line in the file. With
 * `sink`, a name's or first name's cell holding a line break is said there and read on one line
 * (D459), and a cell no header cell names is said (D461).
 */
export function csvList(
  text: string,
  sink?: DiagnosticSink,
): {
  headerLine: number;
  header: string[];
  cols: Map<Col, number>;
  rows: { cells: string[]; line: number }[];
  /** D438: a quote opened and never closed, where it opened. */
  unclosed?: CsvRows["unclosed"];
} {
  const split = csvRows(text); // D438: split once, Excel's sep= line read, each row's line
  const lines = split.rows
    // a cell the project's writers made safe to open (D42) reads back as it was
    .map((r, i) => ({ cells: r.map(unneutralise), line: split.lines[i] ?? i + 1 }))
    .filter((r) => !blankRow(r.cells));
  const header = lines[0]?.cells ?? [];
  const cols = listColumns(header);
  const names = (["name", "firstName"] as const).flatMap((c) => cols.get(c) ?? []);
  const unnamedSaid = new Set<number>();
  if (sink !== undefined)
    for (const r of lines.slice(1)) {
      for (const c of names)
        if (r.cells[c] !== undefined) r.cells[c] = nameCell(r.cells[c], r.line, c + 1, sink);
      // D461: a cell no header cell names (a first name under a merged `Név`), said once a column
      for (const u of unnamedCells(header, r.cells))
        if (!unnamedSaid.has(u.column)) {
          unnamedSaid.add(u.column);
          sink.warning(r.line, u.column + 1, u.said);
        }
    }
  return {
    headerLine: lines[0]?.line ?? 1,
    header,
    cols,
    rows: lines.slice(1),
    ...(split.unclosed !== undefined ? { unclosed: split.unclosed } : {}),
  };
}

/** The trimmed text of a row's cell for a field ("" when the list has no such column). */
export function cellOf(row: readonly string[], cols: ReadonlyMap<Col, number>): (c: Col) => string {
  return (c) => {
    const k = cols.get(c);
    return k === undefined ? "" : String(row[k] ?? "").trim();
  };
}

import { lookupTable } from "../core/common/lookup";
import { type Col, headerKey, listColumns, listWord } from "./lists/csv-list";
import { DiagnosticSink } from "../core/tournament/diagnostics";
import { DEFAULT_PARAMETERS } from "../core/tournament/model";
import type { Player, RoundEntry, Tournament } from "../core/tournament/model";
import { normaliseRank } from "../core/go/rank";
import { msg } from "../i18n/table";
import { cellFailureText, parseCell } from "./cell";
import type { CellValue } from "./cell";
import { type ReaderField } from "../i18n/reader-words";
import { unneutralise } from "./csv-safe";
import { blankRow, csvRows, nameCell, repeatedColumns, unnamedCells } from "./csv-rows";
import { toText } from "./encoding";
import { crosstableRounds } from "./game-table";
import { type DateAt, emptyRead, eventDates, fileNumber, finishRead, textKeeper } from "./read-result";
import type { ReadResult } from "./types";

type Field = "no" | "name" | "firstName" | "rank" | "rating" | "federation" | "club" | "egdPin" | "fideId";

/** The crosstable's own header names (lower case, no spaces or dots); players' columns: D68's words. */
// prettier-ignore
const HEADERS: ReadonlyMap<string, Field> = lookupTable({
  no: "no", "#": "no", nr: "no", sno: "no", number: "no", num: "no", startno: "no",
  co: "federation",
  pin: "egdPin", egdpin: "egdPin",
  fideid: "fideId", id: "fideId",
});

/** A player column named in a list's words (D68) as this reader's field; IDs keep HEADERS' words. */
const listed = (c: Col | undefined): Field | undefined =>
  c === "pin" || c === "k" || c === "birth" ? undefined : c;

// R1, Round 1, 1, 1.Rd., Rd 1
const ROUND = /^(?:r|rd|round)?(\d{1,3})(?:rd)?$/;

function norm(h: string): string {
  return h
    .trim()
    .toLowerCase()
    .replace(/[\s._-]/g, "");
}

/** Meta rows written above the header by `writeCsv`. */
export const META = ["Tournament", "Location", "Start", "End"] as const;

/** The rating column, named by the product's word. */
const RATING: ReaderField = { word: "rating" };

/**
 * Reads a plain CSV crosstable: optional `Tournament;name` meta rows, a header row naming at
 * least `name` and round columns (`R1`, `Round 1`, `1`), then one row per player with one cell
 * per round in the cell grammar (cell.ts). Opponent numbers refer to the `No` column when there
 * is one, else to the row order. Also reads the Swiss-Manager "Final Ranking" export
 * (`opp;colour;result` per round, `x` = ½) — see `readSwissManagerRows`.
 */
export function readCsv(input: string | Uint8Array): ReadResult {
  const { text, encoding } = toText(input);
  const sink = new DiagnosticSink("CSV");
  // D438: split once, as every CSV reader splits: Excel's sep= line, each row's own line
  const split = csvRows(text);
  const { rows, lines: lineOf } = split;
  if (split.unclosed !== undefined)
    sink.error(split.unclosed.line, split.unclosed.column, msg("rdUnclosedQuote", {}));
  const keep = textKeeper();
  const meta = new Map<string, string>();
  const metaRow = new Map<string, number>();
  let h = -1;
  for (let i = 0; i < rows.length && h < 0; i++) {
    const cells = rows[i] ?? [];
    // a meta row first: a tournament named `Name` is no header (issue 11, class 4)
    if (cells.length >= 2 && (META as readonly string[]).includes((cells[0] ?? "").trim())) {
      meta.set((cells[0] ?? "").trim(), keep(unneutralise((cells[1] ?? "").trim())));
      metaRow.set((cells[0] ?? "").trim(), i);
    } else if (
      cells.filter((c) => c.trim() !== "").length >= 2 &&
      listColumns(cells).has("name") // D68: the lists' words (`Név`, `Игрок` …) name the player
    ) {
      h = i;
    } else if (!meta.has("Tournament") && (cells[0] ?? "").trim() !== "" && cells.length === 1) {
      meta.set("Tournament", keep((cells[0] ?? "").trim()));
      metaRow.set("Tournament", i);
    }
  }
  if (h < 0) {
    sink.error(1, 1, msg("rdNoNameColumn", {}));
    return emptyRead("csv", sink, encoding);
  }
  const header = (rows[h] ?? []).map(norm);
  if (header.includes("sno") && header.some((x) => /^\d+rd$/.test(x))) {
    return readSwissManagerRows(rows, lineOf, h, meta.get("Tournament") ?? "", encoding, sink, keep);
  }
  const fields = new Map<Field, number>();
  const roundCols: { col: number; round: number }[] = [];
  const inList = [...listColumns(rows[h] ?? [])];
  const fieldOf = (name: string, col: number): Field | undefined =>
    HEADERS.get(name) ?? listed(inList.find(([, i]) => i === col)?.[0]);
  // D438: a field or a round named twice is read from its first column, the later one said
  const twice = repeatedColumns(header, (name, col) => {
    const f = fieldOf(name, col) ?? listed(listWord(headerKey((rows[h] ?? [])[col] ?? "")));
    const m = f === undefined ? ROUND.exec(name) : null;
    return f ?? (m ? `round ${Number(m[1])}` : undefined);
  });
  for (const t of twice) {
    const text = (rows[h] ?? [])[t.column] ?? "";
    sink.warning(
      lineOf[h] ?? h + 1,
      t.column + 1,
      msg("rdColumnTwice", { header: text, first: t.first + 1 }),
    );
  }
  const skipped = new Set(twice.map((t) => t.column));
  header.forEach((name, col) => {
    if (skipped.has(col)) return;
    const f = fieldOf(name, col);
    if (f && !fields.has(f)) fields.set(f, col);
    else {
      const m = ROUND.exec(name);
      if (m) roundCols.push({ col, round: Number(m[1]) });
    }
  });
  roundCols.sort((a, b) => a.round - b.round);
  const metaAt = (key: string): DateAt => {
    const row = metaRow.get(key);
    return { text: meta.get(key), line: row === undefined ? 0 : (lineOf[row] ?? row + 1), column: 2 };
  };
  const data: { line: number; cells: readonly string[] }[] = [];
  for (let i = h + 1; i < rows.length; i++) {
    const cells = rows[i] ?? [];
    if (blankRow(cells)) continue;
    data.push({ line: lineOf[i] ?? i + 1, cells });
  }
  const get = (cells: readonly string[], f: Field): string => {
    const c = fields.get(f);
    return c === undefined ? "" : keep(unneutralise((cells[c] ?? "").trim()));
  };
  // D377: a player's number is digits (1 or more), as an opponent's is, a Hungarian "12." too: "0x2", "1e0" or "3.0" is none
  const numberOf = (cells: readonly string[]): number | undefined => {
    const t = get(cells, "no");
    return /^\d+\.?$/.test(t) && Number(t) > 0 ? Number(t) : undefined;
  };
  const byNo = new Map<number, number>();
  data.forEach((d, i) => {
    const no = numberOf(d.cells);
    const text = get(d.cells, "no");
    if (fields.has("no") && no === undefined && text !== "")
      sink.error(d.line, (fields.get("no") ?? 0) + 1, msg("ctBadNumber", { value: text }));
    if (fields.has("no") && no !== undefined) {
      if (byNo.has(no))
        sink.error(d.line, (fields.get("no") ?? 0) + 1, msg("ctDuplicateNumber", { number: no }));
      else byNo.set(no, i);
    }
  });
  const toIndex = (n: number): number | undefined =>
    fields.has("no") ? byNo.get(n) : n >= 1 && n <= data.length ? n - 1 : undefined;
  // the header's round columns, within the cells the file's size justifies (H2): a header of
  // 100,000 round columns over short rows is no size for every row; then the rounds run to the
  // last in which a row has a cell, and the cells beyond are said where they stand
  // (one pass over the cells each row has, never rows × header columns)
  const roundOfCol = new Map(roundCols.map(({ col }, r) => [col, r + 1]));
  const filled: number[] = [roundCols.length];
  for (const d of data) {
    d.cells.forEach((c, col) => {
      const r = roundOfCol.get(col);
      if (r !== undefined && c.trim() !== "") filled.push(r);
    });
  }
  const rounds = crosstableRounds(data.length, filled, text.length, sink);
  const players: Player[] = data.map((d) => {
    // a cell right of the header's last column, or under a blank header cell (a merged `Name`
    // over the first names, D461), belongs to no column: said, not dropped (class 4)
    for (const u of unnamedCells(header, d.cells)) sink.warning(d.line, u.column + 1, u.said);
    for (let col = 0; col < d.cells.length && rounds < roundCols.length; col++) {
      const beyond = (d.cells[col] ?? "").trim();
      if (beyond !== "" && (roundOfCol.get(col) ?? 0) > rounds) {
        sink.error(d.line, col + 1, msg("rdAfterLastRound", { value: beyond, rounds }));
      }
    }
    const results: RoundEntry[] = roundCols.slice(0, rounds).map(({ col }, r) => {
      const raw = d.cells[col] ?? "";
      const parsed = parseCell(raw);
      if (!parsed.ok) {
        sink.error(d.line, col + 1, cellFailureText(parsed, r + 1));
        return { kind: "absent", score: null };
      }
      const v: CellValue = parsed.value;
      if (v.kind !== "game") return v;
      const opponent = toIndex(v.opponent);
      if (opponent === undefined) {
        sink.error(d.line, col + 1, msg("ctUnknownOpponent", { round: r + 1, opponent: v.opponent }));
        return { kind: "absent", score: null };
      }
      return { ...v, opponent };
    });
    const rank = get(d.cells, "rank");
    const rating = get(d.cells, "rating");
    const nr = normaliseRank(rank);
    if (rank && nr === null)
      sink.warning(d.line, (fields.get("rank") ?? 0) + 1, msg("rdBadRank", { value: rank }));
    // H1, H10: a rating within its bound (99999, 1e308 and the ambiguous 2,150 are errors)
    const ratingAt = { line: d.line, column: (fields.get("rating") ?? 0) + 1 };
    const ratingValue = fileNumber(sink, "goRating", RATING, rating, ratingAt, "error", "rdBadRating");
    const no = numberOf(d.cells);
    const opt = (f: Field): string | undefined => get(d.cells, f) || undefined;
    // D459: a name's cell across lines is said at its cell, the name read on one line
    const named = (f: "name" | "firstName"): string =>
      nameCell(get(d.cells, f), d.line, (fields.get(f) ?? 0) + 1, sink);
    const firstName = named("firstName");
    return {
      name: named("name"),
      ...(firstName ? { firstName } : {}),
      ...(nr ? { rank: nr } : {}),
      ...(ratingValue !== undefined ? { rating: ratingValue } : {}),
      ...(opt("federation") ? { federation: opt("federation") } : {}),
      ...(opt("club") ? { club: opt("club") } : {}),
      ...(opt("egdPin") ? { egdPin: opt("egdPin") } : {}),
      ...(opt("fideId") ? { fideId: opt("fideId") } : {}),
      ...(fields.has("no") && no !== undefined ? { startNumber: no } : {}),
      results,
    };
  });
  const tournament: Tournament = {
    format: "csv",
    name: meta.get("Tournament") ?? "",
    location: meta.get("Location") || undefined,
    ...eventDates(sink, metaAt("Start"), metaAt("End")),
    rounds,
    parameters: DEFAULT_PARAMETERS,
    players,
  };
  return finishRead(
    tournament,
    data.map((d) => d.line),
    sink,
    encoding,
    (p, r) => {
      const d = data[p];
      const c = roundCols[r];
      return d && c && r < rounds ? { line: d.line, column: c.col + 1 } : undefined;
    },
    (p, field) => {
      const c = fields.get(({ name: "name", egd: "egdPin", fide: "fideId" } as const)[field]);
      return data[p] && c !== undefined ? { line: data[p].line, column: c + 1 } : undefined;
    },
  );
}

// Swiss-Manager rounds without a game, one object each for every row (a model kept per byte of
// file, issue 11 class 8): a full-point bye, and rounds not played scoring a half or nothing
const FULL_BYE: RoundEntry = Object.freeze({ kind: "bye", score: 2 });
const HALF_ABSENT: RoundEntry = Object.freeze({ kind: "absent", score: 1 });
const ZERO_ABSENT: RoundEntry = Object.freeze({ kind: "absent", score: 0 });

/**
 * Swiss-Manager "Final Ranking" CSV (FORMATS.md §1.8): `Rank;SNo.;title;Name;Rtg;FED;` then per
 * round `opp;colour;result` (`1 0 x`, `+ -` forfeits with opponent `-`), then `Pts;RecRp`.
 * Opponents are row numbers of the ranking (verified on the San Sebastián export: rank 1 met
 * "81", whose row lists "1"), like the EGD tables; tied rows print a blank rank.
 */
function readSwissManagerRows(
  rows: readonly (readonly string[])[],
  lineOf: readonly number[],
  h: number,
  name: string,
  encoding: ReadResult["encoding"],
  sink: DiagnosticSink,
  keep: (text: string) => string,
): ReadResult {
  const header = (rows[h] ?? []).map(norm);
  const col = (n: string): number => header.indexOf(n);
  const first = header.findIndex((x) => /^\d+rd$/.test(x));
  const rounds = header.filter((x) => /^\d+rd$/.test(x)).length;
  const data: { line: number; cells: readonly string[] }[] = [];
  // rows after the ranking without a start number (a footer: notes, tie-break legends) are no
  // players: said once, with the first one's line and their count (issue 11, class 4)
  const footer = { first: 0, count: 0 };
  for (let i = h + 1; i < rows.length; i++) {
    const cells = rows[i] ?? [];
    const line = lineOf[i] ?? i + 1;
    if (!/^\d+$/.test((cells[col("sno")] ?? "").trim())) {
      if (!blankRow(cells)) {
        if (footer.count === 0) footer.first = line;
        footer.count++;
      }
      continue;
    }
    // a player's row shorter than the header's rounds is read, its missing rounds as not played,
    // and said (issue 11, class 4: no row dropped without a word)
    if (cells.length < first + 3 * rounds) {
      const have = Math.max(0, Math.floor((cells.length - first) / 3));
      sink.warning(
        line,
        cells.length,
        msg("rdShortRow", { cells: cells.length, rounds, need: first + 3 * rounds, have }),
      );
    }
    data.push({ line, cells });
  }
  if (footer.count > 0) {
    sink.warning(footer.first, col("sno") + 1, msg("rdFooterRows", { count: footer.count }));
  }
  const byNo = new Map<number, number>();
  data.forEach((_, i) => byNo.set(i + 1, i));
  const players: Player[] = data.map((d) => {
    // sized once (a pushed array keeps half again its length spare), rounds without a game shared
    const results = Array.from({ length: rounds }, (_, r): RoundEntry => {
      const c = first + 3 * r;
      const opp = (d.cells[c] ?? "").trim();
      const colour = (d.cells[c + 1] ?? "").trim().toLowerCase();
      const res = (d.cells[c + 2] ?? "").trim().toLowerCase();
      const score =
        res === "1" || res === "+"
          ? 2
          : res === "x" || res === "½"
            ? 1
            : res === "0" || res === "-"
              ? 0
              : null;
      if (score === null && res !== "") {
        sink.error(d.line, c + 3, msg("rdUnknownResult", { round: r + 1, result: res }));
      }
      const o = byNo.get(Number(opp));
      if (/^\d+$/.test(opp) && o !== undefined) {
        return {
          kind: "game",
          opponent: o,
          score,
          colour: colour === "w" ? "white" : colour === "b" ? "black" : null,
          handicap: null,
          forfeit: res === "+" || res === "-",
        };
      }
      if (/^\d+$/.test(opp))
        sink.error(d.line, c + 1, msg("ctUnknownOpponent", { round: r + 1, opponent: +opp }));
      return score === 2 ? FULL_BYE : score === 1 ? HALF_ABSENT : ZERO_ABSENT;
    });
    const rtgAt = { line: d.line, column: col("rtg") + 1 };
    const rating =
      fileNumber(sink, "fideRating", RATING, d.cells[col("rtg")], rtgAt, "error", "rdBadRating") ?? 0;
    const federation = keep((d.cells[col("fed")] ?? "").trim());
    const title = keep((d.cells[col("sno") + 1] ?? "").trim());
    return {
      name: keep(nameCell(d.cells[col("name")] ?? "", d.line, col("name") + 1, sink)),
      ...(rating > 0 ? { rating } : {}),
      ...(federation ? { federation } : {}),
      ...(title ? { title } : {}),
      startNumber: Number(d.cells[col("sno")]),
      results,
    };
  });
  const tournament: Tournament = { format: "csv", name, rounds, parameters: DEFAULT_PARAMETERS, players };
  // a Swiss-Manager round is three fields (opponent, colour, result): the result field is the cell
  return finishRead(
    tournament,
    data.map((d) => d.line),
    sink,
    encoding,
    (p, r) => (data[p] ? { line: data[p].line, column: first + 3 * r + 3 } : undefined),
    (p, field) => (data[p] && field === "name" ? { line: data[p].line, column: col("name") + 1 } : undefined),
  );
}

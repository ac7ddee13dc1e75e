/**
 * The EGD's rating-list download (`allworld_lp`, FORMATS §2.6; docs/formats.md): telling it and
 * reading its rows, one line at a time (lists/stream.ts).
 */
import type { DiagnosticSink } from "../../core/tournament/diagnostics";
import { normaliseRank } from "../../core/go/rank";
import { msg } from "../../i18n/table";
import type { RatingListEntry } from "./model";
import { fileNumber } from "../read-result";
import { own, shared } from "./fide";

//  13850408  Aczel Gergely   HU  BuPe    3d   --   2236    20  T090425A
// (pairgoth's pattern, FORMATS.md §2.6; names may contain spaces, so anchored on the columns after)
// (applied only to lines of 400 characters or less, so its backtracking is bounded per line: H3)
const EGD_ROW =
  // eslint-disable-next-line regexp/no-super-linear-backtracking
  /^\s*(\d{8})\s+(\S+)(?:\s+(\S.*?))?\s+([A-Z]{2})\s+(\S{1,4})\s+(\d{1,2}[kdpKDP])\s+(\d{1,2}[kdpKDP]|--)\s+(-?\d+)\s+(\d+)\s+(\S+)\s*$/;

/**
 * One line of the EGD rating-list download (`allworld_lp`, an HTML `<pre>`, mixed encodings
 * decoded per line): a row when it starts with a PIN, else nothing (the HTML and the notes); a
 * row that does not read is a warning naming the line.
 */
export function egdRow(l: string, line: number, sink: DiagnosticSink): RatingListEntry | undefined {
  if (l.length > 400 || !/^\s*\d{8}\s/.test(l)) return undefined;
  const m = EGD_ROW.exec(l);
  if (!m) {
    sink.warning(line, 1, msg("rdListRow", { row: l.trim().slice(0, 60) }));
    return undefined;
  }
  const rating = fileNumber(
    sink,
    "goRating",
    { word: "rating" },
    m[8],
    { line, column: 1 },
    "error",
    "rdBadRating",
  );
  if (rating === undefined) return undefined;
  // one object of one shape per row, its repeated texts (country, club, rank) shared: the
  // whole world's list is 1.2 million rows (D44; README, Performance)
  return {
    pin: m[1] ?? "",
    name: own((m[2] ?? "").replace(/_/g, " ")),
    firstName: m[3] ? own(m[3].trim().replace(/_/g, " ")) : undefined,
    federation: shared(m[4] ?? ""),
    club: shared(m[5] ?? ""),
    rank: shared(normaliseRank(m[6] ?? "") ?? m[6] ?? ""),
    rating,
    line,
  };
}

/**
 * The EGD rating-list download: an HTML `<pre>` or a "List of … Players" title ("List of
 * Players", "List of WORLD Players") near the start, or its `PIN name … rank rank GoR` rows
 * among the first 50 lines.
 */
export function looksLikeEgdList(text: string, lines: readonly string[]): boolean {
  return (
    /<pre>|List of (?:\w+ )?Players/i.test(text.slice(0, 4096)) ||
    lines.slice(0, 50).some((l) => /^\s*\d{8}\s+\S/.test(l) && EGD_ROW.test(l))
  );
}

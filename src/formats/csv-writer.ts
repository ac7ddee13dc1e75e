/**
 * The plain CSV crosstable written (D195, D196): the form `readCsv` (csv.ts) reads back.
 */
import type { Tournament } from "../core/tournament/model";
import { formatCell } from "./cell";
import { META } from "./csv";
import { type CsvForm, csvCell, csvRows, excelCsv } from "./csv-form";
import { quoteField } from "./csv-safe";
import { Notes, type WriteNote } from "./trf-writer-fields";
import { writtenEntry } from "./written-bye";

/**
 * Writes the plain CSV crosstable (one row per player in model order, `No` = row number, cells in
 * the cell grammar) in a CSV form (D195: by default English Excel's). `readCsv(writeCsv(t, form))`
 * gives back `t`'s players and games in every form (D196).
 */
export function writeCsv(t: Tournament, form: CsvForm = excelCsv("en")): string {
  return writeCsvTable(t, form).text;
}

/**
 * {@link writeCsv} with what the CSV could not hold (D383): a Go bye left to the tournament's
 * value whose points and McMahon points differ, an error at its player and round.
 */
export function writeCsvTable(
  t: Tournament,
  form: CsvForm = excelCsv("en"),
): { text: string; notes: readonly WriteNote[] } {
  const notes = new Notes();
  const field = (x: string | number): string => csvCell(x, form);
  const out: string[][] = [];
  const metaValues: Record<(typeof META)[number], string | undefined> = {
    Tournament: t.name,
    Location: t.location,
    Start: t.startDate,
    End: t.endDate,
  };
  for (const k of META) if (metaValues[k]) out.push([k, field(metaValues[k] ?? "")]);
  const rounds = Array.from({ length: t.rounds }, (_, r) => `R${r + 1}`);
  out.push([
    "No",
    "Name",
    "FirstName",
    "Rank",
    "Rating",
    "Federation",
    "Club",
    "EgdPin",
    "FideId",
    ...rounds,
  ]);
  t.players.forEach((p, i) => {
    const cells = Array.from({ length: t.rounds }, (_, r): string => {
      const read = p.results[r] ?? { kind: "absent", score: null };
      const target = { format: "CSV", cell: formatCell, notes };
      const e = writtenEntry(read, { player: p, index: i, round: r }, t.parameters, target); // D383
      return formatCell(e.kind === "game" ? { ...e, opponent: e.opponent + 1 } : e);
    });
    out.push([
      String(i + 1),
      ...[p.name, p.firstName ?? "", p.rank ?? ""].map(field),
      p.rating === undefined ? "" : field(p.rating),
      ...[p.federation ?? "", p.club ?? "", p.egdPin ?? "", p.fideId ?? ""].map(field),
      ...cells.map((c) => quoteField(c, form.delimiter)),
    ]);
  });
  // text cells neutralised (D42) as they were pushed; the header and meta keys are plain words
  return { text: csvRows(out, form), notes: notes.list() };
}

/**
 * The rating report's share of the TRF (issue 28): the tournament section's records the model
 * keeps in `Tournament.report` (`032` federation, `092` type, `102` chief arbiter, `112` deputy
 * arbiters, `132` round dates; FORMATS.md §1.3), read from a TRF and written back, and what FIDE's
 * rating report requires that a tournament does not say (TRF-2026's R column: `012`, `022`,
 * `032`, `042`, `052`, `102`, `132`, and every player's FIDE ID), said by what and where, with
 * nothing made up in its place (D203).
 */
import type { Tournament } from "../core/tournament/model";
import type { EventReport } from "../core/tournament/report";
import { GRID } from "./trf-columns";
import { Notes, type WriteNote, note } from "./trf-writer-fields";

/** Each round's date of a `132` line (8 columns from 92, 102, …; `shift` columns right, D58). */
export function roundDatesOf(line: string, shift: number): string[] {
  const dates: string[] = [];
  for (let p = GRID - 1 + shift; p < line.trimEnd().length; p += 10) dates.push(line.slice(p, p + 8).trim());
  return dates;
}

/**
 * D465: the date of a `132` line written for one round, as chesspairing writes a line per round
 * (`132 2025/01/15`, `132` and the date at column 30): one date and nothing else, standing
 * before column 92, where TRF's first round's date begins; given in TRF's `YY/MM/DD`, which its
 * 8 columns hold. Otherwise undefined.
 */
function datePerLine(line: string): string | undefined {
  const text = line.trimEnd();
  if (!text.startsWith("132") || text.length >= GRID) return undefined;
  const m = /^(?:\d{2})?(\d{2})[/.-](\d{1,2})[/.-](\d{1,2})$/.exec(text.slice(3).trim());
  return m ? `${m[1]}/${(m[2] ?? "").padStart(2, "0")}/${(m[3] ?? "").padStart(2, "0")}` : undefined;
}

/**
 * D465: where every `132` line of the file is one round's date (`datePerLine`), the rounds' dates
 * in the lines' order and the lines of the first and the last; otherwise undefined.
 */
export function datesPerLine(
  lines: readonly string[],
): { dates: string[]; first: number; last: number } | undefined {
  const dated = lines.flatMap((line, i) =>
    line.startsWith("132") ? [{ line: i + 1, date: datePerLine(line) }] : [],
  );
  const dates = dated.flatMap((d) => (d.date === undefined ? [] : [d.date]));
  if (dated.length === 0 || dates.length < dated.length) return undefined;
  return { dates, first: dated[0]?.line ?? 0, last: dated[dated.length - 1]?.line ?? 0 };
}

/** The report a TRF's header records give, or nothing when they give none of it. */
export function reportOf(
  header: ReadonlyMap<string, string>,
  deputies: readonly string[],
  dates: readonly string[],
): EventReport | undefined {
  const report: EventReport = {
    ...(header.get("032") ? { federation: header.get("032") } : {}),
    ...(header.get("092") ? { type: header.get("092") } : {}),
    ...(header.get("102") ? { chiefArbiter: header.get("102") } : {}),
    ...(deputies.length > 0 ? { deputyArbiters: deputies } : {}),
    ...(dates.some((d) => d !== "") ? { roundDates: dates } : {}),
  };
  return Object.keys(report).length > 0 ? report : undefined;
}

/** The `132` line of the round dates: `132`, then each date at its round's 8 columns. */
export function roundDatesLine(dates: readonly string[]): string {
  return `132${" ".repeat(GRID - 4)}${dates.map((d) => d.padEnd(8)).join("  ")}`.trimEnd();
}

/**
 * What FIDE's rating report requires and the tournament does not say (D203): each record of the
 * tournament section by its code, each round without its date, each player without a FIDE ID
 * (with how many more).
 */
export function reportGaps(t: Tournament): WriteNote[] {
  const notes = new Notes();
  const r = t.report;
  const missing = (
    record: "012" | "022" | "032" | "042" | "052" | "102" | "132",
    value: string | undefined,
  ): void => {
    if (value === undefined || value.trim() === "") notes.add("warning", note("wrReportMissing", { record }));
  };
  missing("012", t.name);
  missing("022", t.location);
  missing("032", r?.federation);
  missing("042", t.startDate);
  missing("052", t.endDate);
  missing("102", r?.chiefArbiter);
  const dates = r?.roundDates ?? [];
  if (dates.every((d) => d === "")) missing("132", undefined);
  else
    for (let k = 0; k < t.rounds; k++)
      if ((dates[k] ?? "") === "") notes.add("warning", note("wrRoundDate", { round: k + 1 }));
  t.players.forEach((p, i) => {
    if (!p.fideId || /^0+$/.test(p.fideId))
      notes.add("warning", note("wrNoFideId", { who: { player: p.startNumber ?? i + 1, name: p.name } }));
  });
  return notes.list();
}

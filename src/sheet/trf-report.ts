/**
 * The pane's "FIDE report (TRF)" (issue 28, D300, D301): a chess tournament sheet read as
 * Recalculate reads it (planRecalculate: the header block, the crosstable with its titles and
 * FIDE IDs, D284), written by the one writer of FIDE's rating report (`ratingReport`, as
 * `rating-officer convert --to trf`), with what the report requires and the sheet does not say.
 */
import { formatIsoDate } from "../core/common/date";
import { D28_ORDER } from "../core/tournament/chess-tiebreaks";
import { tiebreakListText } from "../core/tournament/tiebreak-list";
import type { Tournament } from "../core/tournament/model";
import type { EventReport } from "../core/tournament/report";
import { type WriteNote, ratingReport } from "../formats/trf-writer";
import { Notes, note } from "../formats/trf-writer-fields";
import { type Message, msg } from "../i18n/table";
import { isChess } from "../systems";
import type { SheetProblem } from "./read-grid";
import { readNormEvent } from "./norm-cells";
import { readCrosstable } from "./pairing-read";
import { planRecalculate } from "./recalc";
import type { SheetRead } from "./sheet-read";

export type TrfReportPlan =
  | {
      readonly ok: true;
      /** The TRF-2026 text. */
      readonly text: string;
      /** The event's name (the sheet's title), the file's name. */
      readonly event: string;
      /** What the report requires and the sheet does not say, and what TRF cannot hold (D301). */
      readonly notes: readonly WriteNote[];
    }
  | {
      readonly ok: false;
      /** Why no report: the sheet's problems counted, or that it is no chess sheet. */
      readonly said: Message;
      /** The problems Recalculate finds, each at its cell (none for a sheet of another system). */
      readonly problems: readonly SheetProblem[];
    };

/**
 * D301: the sheet's event dates (its header block, H9) as the tournament's `startDate` and
 * `endDate`, so that the report's gaps are those of the sheet; nothing else is added.
 */
function withDates(t: Tournament): Tournament {
  return {
    ...t,
    ...(t.startDate === undefined && t.start !== undefined ? { startDate: formatIsoDate(t.start) } : {}),
    ...(t.endDate === undefined && t.end !== undefined ? { endDate: formatIsoDate(t.end) } : {}),
  };
}

/**
 * D385: what the sheet keeps beside its crosstable, which Recalculate's reading leaves out: each
 * player's first name, country and sex from the First name, Country and Sex columns (D357), as
 * Pair round reads them (`readCrosstable`), and the Host federation cell (D358) as the report's
 * `032`; a blank cell gives nothing, as the build wrote nothing for a file without it. D411: the
 * players are Pair round's reading of the crosstable, the same reading as Recalculate's with
 * those columns beside it (nothing matched by position); where that reading fails (a sheet
 * without round columns), its problems, and no report that would leave those cells out.
 */
function withSheetCells(t: Tournament, read: SheetRead): Tournament | SheetProblem[] {
  const c = readCrosstable(read, 1);
  if (Array.isArray(c)) return c;
  const host = readNormEvent(c.grid, c.parsed).host;
  const report: { -readonly [K in keyof EventReport]: EventReport[K] } = { ...t.report };
  delete report.federation;
  if (host) report.federation = host;
  return { ...t, players: c.t.players, ...(Object.keys(report).length > 0 ? { report } : {}) };
}

/**
 * D300: the report of the sheet `read`: its problems when Recalculate would refuse it (nothing
 * written), that it is no chess sheet (a Go or mahjong sheet), else the TRF and its notes.
 */
export function planTrfReport(read: SheetRead): TrfReportPlan {
  const plan = planRecalculate(read);
  if (!plan.ok)
    return {
      ok: false,
      said: msg("trfReportProblems", { count: plan.problems.length }),
      problems: plan.problems,
    };
  const standings = plan.standings;
  if (standings === undefined || !isChess(standings.system))
    return { ok: false, said: msg("trfReportNotChess", { sheet: read.sheetName }), problems: [] };
  const t = withSheetCells(withDates(standings.tournament), read);
  if (Array.isArray(t))
    return {
      ok: false,
      said: msg("trfReportCellsUnread", { sheet: read.sheetName, count: t.length }),
      problems: t,
    };
  // D388: ranked as the sheet's standings rank, by its Tie-breaks cell (D28's order when it
  // holds no chess list)
  const list = standings.tiebreaks.list; // D436: the cell as Recalculate read it
  const chess = list.event === "chess" ? list.criteria : undefined;
  const written = ratingReport(t, chess ?? D28_ORDER);
  // D386: what a TRF may hold and the sheet has no cell for, said once, by record
  const lacks = new Notes();
  lacks.add("warning", note("wrSheetKeepsNot", {}));
  // D411: a list the sheet's standings rank by and the report cannot (Go's; a blank cell E.8's
  // order, D91), said with the order used
  if (chess === undefined) {
    const blank = standings.tiebreaks.text.trim() === "";
    const value = blank ? tiebreakListText(list) : standings.tiebreaks.text.trim();
    const order = tiebreakListText({ event: "chess", criteria: D28_ORDER });
    lacks.add("warning", note("wrSheetTiebreaksNotChess", { value, blank, order }));
  }
  return { ok: true, text: written.text, event: t.name, notes: [...written.notes, ...lacks.list()] };
}

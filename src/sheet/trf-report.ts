/**
 * The pane's "FIDE report (TRF)" (issue 28, D300, D301): a chess tournament sheet read as
 * Recalculate reads it (planRecalculate: the header block, the crosstable with its titles and
 * FIDE IDs, D284), written by the one writer of FIDE's rating report (`ratingReport`, as
 * `rating-officer convert --to trf`), with what the report requires and the sheet does not say.
 */
import { formatIsoDate } from "../core/common/date";
import type { Tournament } from "../core/tournament/model";
import { type WriteNote, ratingReport } from "../formats/trf-writer";
import { type Message, msg } from "../i18n/table";
import { isChess } from "../systems";
import type { SheetProblem } from "./read-grid";
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
  const t = withDates(standings.tournament);
  const written = ratingReport(t);
  return { ok: true, text: written.text, event: t.name, notes: written.notes };
}

/**
 * The pane's "FIDE report (TRF)" button (issue 28, D300–D302): the active chess sheet read as
 * Recalculate reads it (src/sheet/trf-report.ts), its TRF-2026 rating report saved as
 * Publish saves its page (the browser's download; on Office for Mac shown to copy, D213), and
 * what FIDE requires that the sheet does not hold listed under the button, never made up.
 */
import { readActiveSheet } from "../sheet/actions";
import { describe, describeError } from "../sheet/messages";
import type { SheetProblem } from "../sheet/read-grid";
import { planTrfReport } from "../sheet/trf-report";
import type { WriteNote } from "../formats/trf-writer";
import { type Message, msg, render } from "../i18n/table";
import { STRINGS } from "../i18n/pane";
import { isChess } from "../systems";
import { byId, el, listen, show } from "./dom";
import { withProgress } from "./progress";
import { type SaveForm, pageFileName, savePage } from "./publish-copy";
import { refresh, state } from "./state";
import { renderProblems } from "./view-results";

/** D302: a TRF is plain text (UTF-8), saved under the event's name with `.trf`. */
export const TRF_FORM: SaveForm = {
  mime: "text/plain;charset=utf-8",
  hint: (file) => msg("trfReportCopyHint", { file }),
  copy: msg("trfReportCopyButton", {}),
  copyFailed: msg("trfReportCopyFailed", {}),
};

/** What the last click gave: its message, the sheet's problems, the report's notes. */
let outcome: { said?: Message | string; problems: readonly SheetProblem[]; notes: readonly WriteNote[] } = {
  problems: [],
  notes: [],
};

/** Reads the active sheet (one sync) and saves its report, or says why there is none. */
export async function fideReport(): Promise<void> {
  const lang = () => state.language;
  await withProgress(
    () => STRINGS[lang()].working,
    (d, t) => STRINGS[lang()].progress(d, t),
    async () => {
      try {
        const plan = planTrfReport(await Excel.run((context) => readActiveSheet(context)));
        if (!plan.ok) outcome = { said: plan.said, problems: plan.problems, notes: [] };
        else {
          const file = pageFileName(plan.event, "report", "trf");
          savePage(plan.text, file, TRF_FORM);
          outcome = {
            said: msg("trfReportDone", { file, notes: plan.notes.length }),
            problems: [],
            notes: plan.notes,
          };
        }
      } catch (error) {
        outcome = { said: describeError(error, lang()), problems: [], notes: [] };
      }
      refresh();
    },
  );
}

export function wireTrfReport(): void {
  listen(byId("trf-report"), "click", () => fideReport());
}

/**
 * D370: whether the pane offers the report: where it applies, the tournament sheet the pane knows
 * (the one it last created or recalculated) being a chess sheet; not on a Go or mahjong sheet,
 * nor before the pane knows a sheet (Recalculate of a chess sheet made earlier shows it).
 */
export function reportApplies(): boolean {
  const system = state.sheetSystem;
  return system !== undefined && isChess(system);
}

export function renderTrfReport(): void {
  const lang = state.language;
  show(byId("trf-report-block"), reportApplies());
  byId("trf-report").textContent = render(msg("trfReportButton", {}), lang);
  byId("trf-report-hint").textContent = render(msg("trfReportHint", {}), lang);
  const said = outcome.said;
  byId("trf-report-result").textContent =
    said === undefined ? "" : typeof said === "string" ? said : describe(said, lang);
  renderProblems(outcome.problems, lang, { box: "trf-report-problems", kind: "errors" });
  byId("trf-report-notes").replaceChildren(...outcome.notes.map((n) => el("li", render(n.text, lang))));
}

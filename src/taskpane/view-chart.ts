/**
 * The pane's history step (D180–D182, D104): the rating-list sheet's history as an Excel chart,
 * of the player of the selected list row or of the top N (src/sheet/history-chart.ts), and the
 * season page published from that sheet (publish.ts). The list sheet is step 3's when it is
 * chosen and confirmed, else the one the workbook remembers. Its texts are the chart family of
 * the message table (src/i18n/chart.ts); every text from data goes in through textContent.
 */
import { type Language } from "../i18n/language";
import { type Message, msg, render } from "../i18n/table";
import { type RatingListMapping, describeError } from "../sheet/actions";
import { TOP_DEFAULT, TOP_MAX, readTop } from "../sheet/chart-plan";
import { type ChartTarget, chartHistory, readSheetHistory } from "../sheet/history-chart";
import type { SheetProblem } from "../sheet/read-grid";
import { byId, listen, problemItem, translateCodes } from "./dom";
import { withProgress } from "./progress";
import { publishSeason } from "./publish";
import { seasonPageRefusal } from "../sheet/list-season";
import { listMapping } from "./list-mapping";
import { refresh, state } from "./state";

interface ChartState {
  message?: Message;
  problems?: readonly SheetProblem[];
  failure?: (lang: Language) => string;
}

const chart: ChartState = {};

async function run(task: (mapping: RatingListMapping) => Promise<void>): Promise<void> {
  await withProgress(
    () => render(msg("chartStep", {}), state.language),
    (done, total) => `${done}/${total}`,
    async () => {
      delete chart.message;
      delete chart.problems;
      delete chart.failure;
      const mapping = listMapping();
      try {
        if (mapping === undefined) chart.message = msg("chartNoListSheet", {});
        else await task(mapping);
      } catch (error) {
        chart.failure = (lang) => render(msg("chartFailed", { detail: describeError(error, lang) }), lang);
      }
      refresh();
    },
  );
}

function draw(target: ChartTarget): Promise<void> {
  return run(async (mapping) => {
    const system = state.form?.system;
    const r = await Excel.run((context) => chartHistory(context, mapping, target, state.language, system));
    chart.problems = r.problems;
    chart.message = r.ok
      ? msg("chartDone", { sheet: r.sheet, players: r.players, points: r.points })
      : r.message;
  });
}

function top(): Promise<void> {
  const typed = byId<HTMLInputElement>("chart-top").value;
  const n = readTop(typed);
  if (n !== undefined) return draw({ kind: "top", n });
  return run(() => {
    chart.message = msg("chartTopBad", { value: typed.trim(), max: TOP_MAX });
    return Promise.resolve();
  });
}

/** D104, D206, D207: the season page of the list sheet, for the system of step 2. */
function seasonPage(): Promise<void> {
  return run(async (mapping) => {
    const system = state.form?.system;
    // D207: a mahjong sheet is not read: its levels' warnings would say nothing of its page
    const refused = seasonPageRefusal(system);
    if (refused !== undefined) {
      chart.message = refused;
      return;
    }
    const history = await Excel.run((context) => readSheetHistory(context, mapping));
    chart.problems = history.problems;
    const page = publishSeason(history, system);
    if (page !== undefined) chart.message = page;
  });
}

export function wireChartStep(): void {
  byId<HTMLInputElement>("chart-top").value = String(TOP_DEFAULT);
  listen(byId("chart-player"), "click", () => draw({ kind: "selected" }));
  listen(byId("chart-top-button"), "click", () => top());
  listen(byId("season-page"), "click", () => seasonPage());
}

export function renderChartStep(): void {
  const lang = state.language;
  translateCodes(byId("step-history"), "chart", lang);
  byId("chart-result").textContent =
    chart.failure?.(lang) ?? (chart.message === undefined ? "" : render(chart.message, lang));
  byId("chart-problems").replaceChildren(...(chart.problems ?? []).map((p) => problemItem(p, lang)));
}

/**
 * The pane's history chart in Excel (D180–D182): reads the rating-list sheet (sync 1), the
 * workbook's sheets and the selection (sync 2), the chart sheets of an earlier run (sync 3), then
 * writes the data block and a line chart over it (ExcelApi 1.1 `charts.add`, named
 * {@link CHART_NAME}, axis titles, the players' names as the series' names, the days as the
 * categories) on the sheet Chart (sync 4). A second run replaces its own chart and block and
 * nothing else; a sheet Chart of the user's is left alone (the chart goes on "Chart (2)").
 * MGSZ's and FIDE's list sheets hold ratings; a mahjong one holds levels and is not charted (D205).
 */
import { type Language } from "../i18n/language";
import { type Message, msg, render } from "../i18n/table";
import { parseRange, stripSheet } from "./a1";
import { writeChunk } from "./adapter";
import { DEFAULT_REQUEST_BUDGET, planRequests } from "./chunks";
import { type ChartLike, type ContextLike, type RangeLike } from "./excel-like";
import {
  CHART_NAME,
  CHART_SHEET,
  chartBlock,
  chartTable,
  playerAtRow,
  previousBlock,
  topPlayers,
} from "./chart-plan";
import { type SheetHistory, type SheetHistoryPlayer, sheetHistory } from "./list-history";
import type { RatingListMapping } from "./post";
import type { SheetProblem } from "./read-grid";
import { fold, uniqueSheetName } from "./sheet-names";
import { readUsedRange } from "./sheet-read";
import { type SystemName, systemOf } from "../systems";

/** Whom to chart: the player of the selected list row, or the top N (D182). */
export type ChartTarget = { readonly kind: "selected" } | { readonly kind: "top"; readonly n: number };

export type ChartResult =
  | {
      readonly ok: true;
      readonly sheet: string;
      readonly players: number;
      readonly points: number;
      /** Cells of the list not read (each point left out, at its address). */
      readonly problems: readonly SheetProblem[];
    }
  | { readonly ok: false; readonly message: Message; readonly problems: readonly SheetProblem[] };

/** The sheet of an address Excel returns (`'My list'!B5` → `My list`). */
function sheetOf(address: string): string {
  const bang = address.lastIndexOf("!");
  const part = bang < 0 ? "" : address.slice(0, bang);
  return part.startsWith("'") && part.endsWith("'") ? part.slice(1, -1).replace(/''/g, "'") : part;
}

/** The players `target` names in the list's history, or why there are none. */
function chosen(
  history: SheetHistory,
  target: ChartTarget,
  selection: string | undefined,
): SheetHistoryPlayer[] | Message {
  const sheet = history.sheet;
  if (target.kind === "top") {
    const top = topPlayers(history.players, target.n);
    return top.length > 0 ? top : msg("chartNoneWithHistory", { sheet });
  }
  const selected = sheetOf(selection ?? "");
  if (fold(selected) !== fold(sheet)) return msg("chartSelectionElsewhere", { list: sheet, sheet: selected });
  const row = parseRange(stripSheet(selection ?? "A1")).row;
  const player = playerAtRow(history.players, row);
  if (player === undefined) return msg("chartSelectionNoPlayer", { list: sheet, row: row + 1 });
  return player.history.length > 0 ? [player] : msg("chartNoHistory", { name: player.name, sheet });
}

/** The history of the list sheet of `mapping` (D180). One sync. */
export async function readSheetHistory(
  context: ContextLike,
  mapping: RatingListMapping,
): Promise<SheetHistory> {
  return sheetHistory(await readUsedRange(context, mapping.sheet), mapping);
}

/**
 * D205: why the list sheet of `system` (step 2's; none chosen: MGSZ's) has no rating history to
 * chart: a mahjong sheet's dated columns are the level after each tournament (its points, as Post
 * writes them), which a rating axis would show as ratings; its season page charts the ratings.
 */
export function chartRefusal(system: SystemName | undefined): Message | undefined {
  return system !== undefined && systemOf(system).season === "releases"
    ? msg("chartMahjongLevels", {})
    : undefined;
}

/**
 * Charts the history of the players `target` names from the list sheet of `mapping`, whose
 * ratings are `system`'s (D205: MGSZ's or FIDE's; a mahjong sheet is refused before it is read).
 */
export async function chartHistory(
  context: ContextLike,
  mapping: RatingListMapping,
  target: ChartTarget,
  lang: Language,
  system?: SystemName,
): Promise<ChartResult> {
  const refused = chartRefusal(system);
  if (refused !== undefined) return { ok: false, message: refused, problems: [] };
  const read = await readUsedRange(context, mapping.sheet);
  const history = sheetHistory(read, mapping);
  const problems = history.problems;
  const worksheets = context.workbook.worksheets;
  worksheets.load("items/name");
  const selection = target.kind === "selected" ? context.workbook.getSelectedRange() : undefined;
  selection?.load("address");
  await context.sync();
  const players = chosen(history, target, selection?.address);
  if (!Array.isArray(players)) return { ok: false, message: players, problems };

  // D181: the first sheet Chart, Chart (2) … holding our chart is ours; else a new one
  const names = worksheets.items.map((s) => s.name);
  const ours = /^chart(?: \((\d+)\))?$/i;
  const candidates = names
    .filter((n) => ours.test(n))
    .sort((a, b) => Number(ours.exec(a)?.[1] ?? 1) - Number(ours.exec(b)?.[1] ?? 1))
    .map((name) => {
      const sheet = worksheets.getItem(name);
      const chart = sheet.charts.getItemOrNullObject(CHART_NAME);
      chart.load("name");
      const used = sheet.getUsedRangeOrNullObject(true);
      used.load("address,values");
      return { name, chart, used };
    });
  if (candidates.length > 0) await context.sync();
  const reused = candidates.find((c) => !c.chart.isNullObject);
  const sheetName = reused?.name ?? uniqueSheetName(CHART_SHEET, names);

  const table = chartTable(players);
  const block = chartBlock(table, read.dateSystem); // D191: the days as the workbook counts them
  context.workbook.application.suspendApiCalculationUntilNextSync();
  const sheet = reused === undefined ? worksheets.add(sheetName) : worksheets.getItem(sheetName);
  if (reused !== undefined) {
    reused.chart.delete();
    const before = previousWritten(reused.used);
    if (before !== undefined) sheet.getRange(before).clear("All");
  }
  const [chunks = []] = planRequests(
    { sheetName, blocks: [{ at: "A1", rows: block.rows }] },
    DEFAULT_REQUEST_BUDGET,
  );
  for (const chunk of chunks) writeChunk(sheet, chunk);
  const chart: ChartLike = sheet.charts.add("Line", sheet.getRange(block.range), "Columns");
  chart.name = CHART_NAME;
  const only = players.length === 1 ? players[0] : undefined;
  chart.title.text = render(
    only !== undefined
      ? msg("chartTitlePlayer", { name: only.name })
      : msg("chartTitleTop", { count: players.length }),
    lang,
  );
  chart.axes.categoryAxis.title.text = render(msg("chartAxisDate", {}), lang);
  chart.axes.valueAxis.title.text = render(msg("chartAxisRating", {}), lang);
  chart.setPosition(block.position.start, block.position.end);
  sheet.activate();
  await context.sync();
  return { ok: true, sheet: sheetName, players: players.length, points: table.days.length, problems };
}

/** The block an earlier run wrote on its chart sheet (from A1), if the sheet still holds one. */
function previousWritten(used: RangeLike): string | undefined {
  if (used.isNullObject) return undefined;
  const at = parseRange(stripSheet(used.address));
  // the used range from A1: rows and columns before it are empty
  const grid: unknown[][] = Array.from({ length: at.row + used.values.length }, (_, r) =>
    r < at.row ? [] : [...Array<unknown>(at.column).fill(""), ...(used.values[r - at.row] ?? [])],
  );
  return previousBlock(grid);
}

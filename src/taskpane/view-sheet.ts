/**
 * Steps 4–6: create the tournament sheet, recalculate it (the pane's button and the ribbon's),
 * post the new ratings to the rating-list sheet. Each action is one Excel.run over src/sheet's
 * actions (at most two syncs each); the pane repaints between the steps.
 */
import { runRecalculate, setRecalculateHook } from "../commands/recalculate";
import { D28_ORDER, chessStandings, parseChessTiebreaks } from "../core/tournament/chess-tiebreaks";
import { standings } from "../core/tournament/standings";
import { type Criterion, parseCriterion } from "../core/tournament/tiebreaks";
import { standingsPage } from "../formats/standings-html";
import {
  MAPPING_SETTING,
  buildTournamentSheet,
  createTournamentSheet,
  describe,
  describeError,
  detectRatingListMapping,
  postToRatingList,
  ratingListFromSheet,
  readSheet,
  readSheetNames,
  recalculateActiveSheet,
} from "../sheet/actions";
import { formatLevel, parseLevel } from "../core/mahjong/level";
import { type Figure, figureText } from "../results/columns";
import type { SheetProblem } from "../sheet/read-grid";
import type { PlayerOutcome } from "../sheet/request";
import type { SheetRead } from "../sheet/sheet-read";
import { byId, el, nextFrame, pagedRows, show } from "./dom";
import { type Language, STRINGS } from "../i18n/pane";
import { type ImportPreview, baseName, headersOf } from "./import";
import { withProgress } from "./progress";
import { type SettingsLike, type StoredMapping, loadMapping, saveMapping } from "./settings";
import { refresh, state } from "./state";
import { fileReady } from "./view-file";
import type { SheetListApi } from "./view-list";
import { currentChoices } from "./view-choices";
import { currentParams, paramsProblem } from "./view-params";

const s = () => STRINGS[state.language];

function settings(): SettingsLike | undefined {
  return Office.context?.document?.settings as unknown as SettingsLike | undefined;
}

let lastRead: SheetRead | undefined;

/** Step 3's access to the workbook: its sheets, their column mapping, the list through it. */
export function sheetListApi(): SheetListApi {
  return {
    sheetNames: () => Excel.run((context) => readSheetNames(context)),
    async detect(sheet) {
      const read = await Excel.run((context) => readSheet(context, sheet));
      lastRead = read;
      const store = settings();
      const remembered = store === undefined ? undefined : loadMapping(store, MAPPING_SETTING);
      if (remembered !== undefined && remembered.sheet === sheet) {
        return { headers: headersOf(read, remembered.headerRow), mapping: remembered, remembered: true };
      }
      const found = detectRatingListMapping(read);
      if ("text" in found)
        return { headers: headersOf(read, read.row), remembered: false, problem: found.text };
      return { headers: headersOf(read, found.headerRow), mapping: found, remembered: false };
    },
    async confirm(mapping) {
      const store = settings();
      if (store !== undefined) await saveMapping(store, MAPPING_SETTING, mapping);
      const read =
        lastRead !== undefined && lastRead.sheetName === mapping.sheet
          ? lastRead
          : await Excel.run((context) => readSheet(context, mapping.sheet));
      return ratingListFromSheet(read, mapping);
    },
    rememberedSheet() {
      const store = settings();
      return store === undefined ? undefined : loadMapping(store, MAPPING_SETTING)?.sheet;
    },
  };
}

/** The date Post heads its column with: the sheet's own (mahjong's release date) when it has one. */
function proposePostDate(date: string | undefined): void {
  if (date !== undefined) byId<HTMLInputElement>("post-date").value = date;
}

async function create(): Promise<void> {
  const p = state.preview;
  const params = currentParams();
  if (p === undefined || !fileReady() || params === undefined) {
    state.sheetMessage = (lang) => STRINGS[lang].notReady;
    refresh();
    return;
  }
  if (!params.ok) {
    state.sheetMessage = (lang) => paramsProblem(params, STRINGS[lang]) ?? "";
    refresh();
    return;
  }
  const choices = currentChoices();
  if (!choices.ok) {
    state.sheetMessage = (lang) => STRINGS[lang].choiceBad(choices.no, choices.value);
    refresh();
    return;
  }
  await withProgress(
    () => s().creating,
    (d, t) => s().progress(d, t),
    async (progress) => {
      try {
        const build = buildTournamentSheet({
          tournament: p.tournament,
          fileName: baseName(p.fileName) || p.event || s().defaultSheetName,
          params: params.params,
          ...(state.list.ratingList !== undefined ? { ratingList: state.list.ratingList } : {}),
          tiebreaks: params.tiebreaks,
          language: state.language,
          choices: choices.choices,
          ...(params.params.system === "mahjong" && p.mahjongResults !== undefined
            ? { mahjongResults: p.mahjongResults }
            : {}),
        });
        await nextFrame();
        const result = await Excel.run((context) =>
          createTournamentSheet(context, build, (done, total) => progress.report(done, total)),
        );
        state.sheetName = result.sheetName;
        state.outcomes = build.players;
        state.outcomesOfFile = true;
        state.outcomesStale = false;
        state.problems = undefined;
        state.sheetMessage = (lang) => STRINGS[lang].created(result.sheetName);
        proposePostDate(build.postDate);
      } catch (error) {
        state.sheetMessage = (lang) => STRINGS[lang].createFailed(describeError(error, lang));
      }
      refresh();
    },
  );
}

async function recalculate(): Promise<void> {
  await withProgress(
    () => s().working,
    (d, t) => s().progress(d, t),
    async (progress) => {
      try {
        const r = await Excel.run((context) =>
          recalculateActiveSheet(context, (done: number, total: number) => progress.report(done, total)),
        );
        if (r.ok) {
          state.sheetName = r.sheetName;
          state.outcomes = r.players;
          state.outcomesOfFile = false; // the sheet's crosstable may differ from the file's now
          state.outcomesStale = false;
          state.problems = undefined;
          state.recalcMessage = (lang) => STRINGS[lang].recalcDone(r.sheetName);
          proposePostDate(r.postDate);
        } else {
          state.problems = r.problems;
          state.outcomesStale = state.outcomes !== undefined;
          state.recalcMessage = (lang) => STRINGS[lang].recalcProblems(r.problems.length);
        }
      } catch (error) {
        state.outcomesStale = state.outcomes !== undefined;
        state.recalcMessage = (lang) => STRINGS[lang].recalculateFailed(describeError(error, lang));
      }
      refresh();
    },
  );
}

async function post(): Promise<void> {
  const mapping: StoredMapping | undefined = state.list.source === "sheet" ? state.list.mapping : undefined;
  const players = state.outcomes;
  if (players === undefined) {
    state.postMessage = (lang) => STRINGS[lang].postNeedsResults;
    refresh();
    return;
  }
  if (mapping === undefined || !state.list.mappingConfirmed) {
    state.postMessage = (lang) => STRINGS[lang].postNeedsSheet;
    refresh();
    return;
  }
  const input = byId<HTMLInputElement>("post-date");
  const date = input.value === "" ? new Date().toISOString().slice(0, 10) : input.value;
  await withProgress(
    () => s().posting,
    (d, t) => s().progress(d, t),
    async () => {
      try {
        const r = await Excel.run((context) => postToRatingList(context, mapping, [...players], date));
        state.postMessage = (lang) => STRINGS[lang].postDone(r.column, r.updated, r.appended);
        state.postSkipped = r.skipped;
      } catch (error) {
        state.postMessage = (lang) => STRINGS[lang].postFailed(describeError(error, lang));
        state.postSkipped = undefined;
      }
      refresh();
    },
  );
}

/**
 * The ribbon's Recalculate does what the pane's button does (the command shows the pane
 * first), then brings step 5 with its outcome and problems into view. Registered at start-up.
 */
export function registerRecalculate(): void {
  setRecalculateHook(async () => {
    await recalculate();
    byId("step-recalc").scrollIntoView({ block: "nearest" });
  });
}

/** A tournament of games (not a mahjong results table): it has standings to publish. */
const isGame = (p: ImportPreview): boolean => p.mahjongResults === undefined && p.rounds > 0;

/**
 * The standings page of the file as the created sheet rated it. Offered after Create only: after
 * a Recalculate the sheet's crosstable may no longer be the file's (`standings --html` then
 * publishes from a corrected file). src/formats/standings-html.ts writes it.
 */
export function standingsPageHtml(): string | undefined {
  const preview = state.preview;
  const outcomes = state.outcomes;
  if (preview === undefined || outcomes === undefined || !isGame(preview) || state.outcomesOfFile !== true)
    return undefined;
  const t = preview.tournament;
  const words = (state.form?.tiebreaks ?? "").split(/[,;\s]+/);
  const criteria = words.map(parseCriterion).filter((c): c is Criterion => c !== null);
  // A chess event (the FIDE system): C.07's tie-breaks as the sheet computes them (D28).
  const chess = parseChessTiebreaks(words.filter((w) => w !== "" && w.toUpperCase() !== "CHESS"));
  const chessCriteria = chess.ok && chess.value.length > 0 ? chess.value : [...D28_ORDER];
  const ratings = new Map(
    outcomes.map((o) => [
      o.no - 1,
      {
        before: o.ratingBefore,
        after: o.ratingAfter,
        change: o.ratingBefore !== null && o.ratingAfter !== null ? o.ratingAfter - o.ratingBefore : null,
        ...(o.rankAfter !== undefined ? { rankAfter: o.rankAfter } : {}),
      },
    ]),
  );
  return standingsPage({
    lang: state.language,
    tournament: t,
    standings:
      state.form?.system === "fide"
        ? { chess: chessStandings(t, chessCriteria), criteria: chessCriteria }
        : standings(t, criteria.length > 0 ? { criteria } : {}),
    ratings,
    system: state.form?.system.toUpperCase() ?? "",
  });
}

/** Saves the standings page as a file (the browser's download). */
function publish(): void {
  const html = standingsPageHtml();
  if (html === undefined) return;
  const url = URL.createObjectURL(new Blob([html], { type: "text/html;charset=utf-8" }));
  const a = document.createElement("a");
  a.href = url;
  const base = (state.preview?.event ?? "").replace(/[\\/:*?"<>|]+/g, " ").trim() || "standings";
  a.download = `${base}.html`;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

export function wireSheetSteps(): void {
  byId("publish").addEventListener("click", publish);
  byId("create-sheet").addEventListener("click", () => void create());
  byId("recalculate").addEventListener("click", () => void runRecalculate());
  byId("post").addEventListener("click", () => void post());
  const date = byId<HTMLInputElement>("post-date");
  if (date.value === "") date.value = new Date().toISOString().slice(0, 10);
}

/** A column of the pane's results table: its header, a cell's text, numbers right-aligned. */
interface ResultColumn {
  readonly header: string;
  readonly cell: (o: PlayerOutcome) => string;
  readonly num?: boolean;
  readonly className?: string;
}

const figure = (f: Figure, x: number | null | undefined): string => String(figureText(f, x ?? null));

/** A mahjong level in the pane's language: `12 kyu`, `2 dan+`; Russian `12 кю`, `2 дан+`. */
function levelName(level: string | undefined, lang: Language): string {
  if (level === undefined || level === "") return "";
  try {
    return formatLevel(parseLevel(level), lang === "ru" ? "long" : "english");
  } catch {
    return level; // as the sheet has it: Recalculate reported it already
  }
}

/**
 * The results table's columns per system: MGSZ the ratings and the rank after; FIDE the figures
 * of RULES §2 (K, W, We, change, the rating after, performance; the rating before is after −
 * change, and the pane is 360 px wide); mahjong the levels before and after, which are its
 * result (a level's points are no rating to show).
 */
function resultColumns(outcomes: readonly PlayerOutcome[], lang: Language): ResultColumn[] {
  const t = STRINGS[lang];
  const no: ResultColumn = { header: t.colNo, cell: (o) => String(o.no), num: true };
  const name: ResultColumn = { header: t.colName, cell: (o) => o.name, className: "name" };
  const before: ResultColumn = {
    header: t.colBefore,
    cell: (o) => figure("whole", o.ratingBefore),
    num: true,
  };
  const after: ResultColumn = { header: t.colAfter, cell: (o) => figure("whole", o.ratingAfter), num: true };
  if (state.form?.system === "mahjong")
    return [
      no,
      name,
      { header: t.colLevelBefore, cell: (o) => levelName(o.rankBefore, lang) },
      { header: t.colLevelAfter, cell: (o) => levelName(o.rankAfter, lang) },
    ];
  if (outcomes.some((o) => o.fide !== undefined))
    return [
      no,
      name,
      { header: "K", cell: (o) => figure("whole", o.fide?.k), num: true },
      { header: "W", cell: (o) => figure("tenths", o.fide?.w), num: true },
      { header: "We", cell: (o) => figure("hundredths", o.fide?.we), num: true },
      { header: t.colChange, cell: (o) => figure("signed", o.fide?.change), num: true },
      after,
      { header: t.colPerformance, cell: (o) => figure("whole", o.fide?.performance), num: true },
    ];
  const ranks = outcomes.some((o) => o.rankAfter !== undefined && o.rankAfter !== "");
  return [
    no,
    name,
    before,
    after,
    ...(ranks ? [{ header: t.colRank, cell: (o: PlayerOutcome) => o.rankAfter ?? "" }] : []),
  ];
}

/** The new ratings as the sheet computed them, the columns of the system (headers aligned as their figures). */
function resultsTable(lang: Language): HTMLElement {
  const t = STRINGS[lang];
  const outcomes = state.outcomes ?? [];
  const columns = resultColumns(outcomes, lang);
  const cls = (c: ResultColumn) => (c.num === true ? "num" : c.className);
  const table = el("table", undefined, "results");
  const head = el("tr", undefined, undefined, ...columns.map((c) => el("th", c.header, cls(c))));
  const rows = outcomes.map((o) =>
    el("tr", undefined, undefined, ...columns.map((c) => el("td", c.cell(o), cls(c)))),
  );
  const body = el("tbody");
  table.append(el("thead", undefined, undefined, head), body);
  return pagedRows(rows, body, { search: t.searchNames, showing: t.showing, more: t.showMore }, table);
}

/** Problems listed whole up to this many; beyond, summarised by kind and folded. */
const PROBLEMS_SHOWN = 10;

/**
 * Recalculate's problems, each at its cell. Many of them (a 600-player sheet pasted over with
 * another file's rows) are counted by kind first — the message's code, shown with its first
 * instance — and the list folds below, searchable and 50 at a time, so step 6 stays in reach.
 */
function renderProblems(problems: readonly SheetProblem[], lang: Language): void {
  const items = problems.map((p) =>
    el("li", undefined, undefined, el("code", p.address), " ", describe(p, lang)),
  );
  const box = byId("problems");
  if (problems.length <= PROBLEMS_SHOWN) {
    box.replaceChildren(el("ul", undefined, "errors", ...items));
    return;
  }
  const kinds = new Map<string, { first: SheetProblem; count: number }>();
  for (const p of problems) {
    const kind = kinds.get(p.text.code);
    if (kind === undefined) kinds.set(p.text.code, { first: p, count: 1 });
    else kind.count++;
  }
  const summary = el(
    "ul",
    undefined,
    "summary",
    ...[...kinds.values()].map(({ first, count }) =>
      el(
        "li",
        undefined,
        undefined,
        el("strong", String(count)),
        " ",
        s().problemsLike,
        " ",
        el("code", first.address),
        " ",
        describe(first, lang),
      ),
    ),
  );
  const details = el("details", undefined, "unmatched");
  details.append(
    el("summary", s().problemsHeading(problems.length)),
    pagedRows(items, el("ul", undefined, "errors"), {
      search: s().searchProblems,
      showing: s().showing,
      more: s().showMore,
    }),
  );
  box.replaceChildren(summary, details);
}

/**
 * Steps 5 and 6 keep their numbers after steps 2–4; on a pane without a file (Recalculate of a
 * sheet made earlier) those are hidden, and the headings go without numbers rather than jump
 * from 1 to 5.
 */
function numberSteps(ready: boolean): void {
  const heading = (id: string, text: string) => {
    const h2 = byId(id).querySelector("h2");
    if (h2 !== null) h2.textContent = ready ? text : text.replace(/^\d+\.\s*/, "");
  };
  heading("step-recalc", s().stepRecalc);
  heading("step-post", s().stepPost);
}

export function renderSheetSteps(ready: boolean): void {
  const lang = state.language;
  numberSteps(ready);
  show(byId("step-create"), ready);
  byId("create-result").textContent = state.sheetMessage?.(lang) ?? "";
  byId("recalc-result").textContent = state.recalcMessage?.(lang) ?? "";
  renderProblems(state.problems ?? [], lang);
  const results = byId("results");
  results.classList.toggle("stale", state.outcomesStale === true);
  results.replaceChildren(
    ...(state.outcomes === undefined
      ? []
      : [
          el("h3", s().resultsHeading),
          // After a failed Recalculate: said, and greyed, so no one copies them as the new ones.
          ...(state.outcomesStale === true ? [el("p", s().resultsStale, "stale-note")] : []),
          resultsTable(lang),
        ]),
  );
  show(byId("step-post"), state.outcomes !== undefined);
  show(
    byId("publish-block"),
    state.outcomes !== undefined && state.preview !== undefined && isGame(state.preview),
  );
  byId("post-result").textContent = state.postMessage?.(lang) ?? "";
  const skipped = state.postSkipped ?? [];
  byId("post-skipped").replaceChildren(
    ...(skipped.length === 0
      ? []
      : [
          el("h3", s().postSkipped(skipped.length)),
          el("ul", undefined, undefined, ...skipped.map((x) => el("li", describe(x, lang)))),
        ]),
  );
}

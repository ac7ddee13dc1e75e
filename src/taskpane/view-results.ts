/**
 * The results the pane shows after Create and Recalculate: the new ratings in the columns of the
 * system, and Recalculate's problems at their cells.
 */
import { formatLevel, parseLevel } from "../core/mahjong/level";
import { type Figure, figureText } from "../results/columns";
import { describe } from "../sheet/actions";
import type { SheetProblem } from "../sheet/read-grid";
import type { PlayerOutcome } from "../sheet/request";
import { type Language, STRINGS } from "../i18n/pane";
import { byId, el, pagedRows } from "./dom";
import { state } from "./state";
import { systemOf } from "../systems";

/** A column of the pane's results table: its header, a cell's text, numbers right-aligned. */
interface ResultColumn {
  readonly header: string;
  readonly cell: (o: PlayerOutcome) => string;
  readonly num?: boolean;
  readonly className?: string;
  /** The header's full name, shown as its tooltip when the header is short. */
  readonly title?: string;
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
  // a system whose players' list is a levels list (mahjong, D68) rates by level: its result
  const levels = state.form !== undefined && systemOf(state.form.system).listField === "levelList";
  if (levels)
    return [
      no,
      name,
      { header: t.colLevelBefore, cell: (o) => levelName(o.rankBefore, lang) },
      { header: t.colLevelAfter, cell: (o) => levelName(o.rankAfter, lang) },
    ];
  if (outcomes.some((o) => o.fide !== undefined)) {
    // Eight columns in 360 px: short headers, their names as tooltips (RULES §2's figures).
    const full = t.colTitles;
    return [
      no,
      name,
      { header: "K", title: full.k, cell: (o) => figure("whole", o.fide?.k), num: true },
      { header: "W", title: full.w, cell: (o) => figure("tenths", o.fide?.w), num: true },
      { header: "We", title: full.we, cell: (o) => figure("hundredths", o.fide?.we), num: true },
      {
        header: t.colChangeShort,
        title: full.change,
        cell: (o) => figure("signed", o.fide?.change),
        num: true,
      },
      after,
      {
        header: t.colPerformance,
        title: full.performance,
        cell: (o) => figure("whole", o.fide?.performance),
        num: true,
      },
    ];
  }
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
export function resultsTable(lang: Language): HTMLElement {
  const t = STRINGS[lang];
  const outcomes = state.outcomes ?? [];
  const columns = resultColumns(outcomes, lang);
  const cls = (c: ResultColumn) => (c.num === true ? "num" : c.className);
  const table = el("table", undefined, "results");
  const th = (c: ResultColumn): HTMLElement => {
    const cell = el("th", c.header, cls(c));
    if (c.title !== undefined) cell.title = c.title;
    return cell;
  };
  const head = el("tr", undefined, undefined, ...columns.map(th));
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
export function renderProblems(
  problems: readonly SheetProblem[],
  lang: Language,
  /** Where and how: Recalculate's problems in red, its warnings (the sheet was rewritten) in amber. */
  { box: boxId, kind }: { box: string; kind: "errors" | "warnings" } = { box: "problems", kind: "errors" },
): void {
  const items = problems.map((p) =>
    el("li", undefined, undefined, el("code", p.address), " ", describe(p, lang)),
  );
  const box = byId(boxId);
  if (problems.length <= PROBLEMS_SHOWN) {
    box.replaceChildren(...(items.length === 0 ? [] : [el("ul", undefined, kind, ...items)]));
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
        STRINGS[lang].problemsLike,
        " ",
        el("code", first.address),
        " ",
        describe(first, lang),
      ),
    ),
  );
  const details = el("details", undefined, "unmatched");
  details.append(
    el("summary", STRINGS[lang].problemsHeading(problems.length)),
    pagedRows(items, el("ul", undefined, kind), {
      search: STRINGS[lang].searchProblems,
      showing: STRINGS[lang].showing,
      more: STRINGS[lang].showMore,
    }),
  );
  box.replaceChildren(summary, details);
}

/** A plan checked against Excel's limits and its own consistency before anything is written. */
import { RatingError, invalid } from "../core/common/errors";
import { type PlanFinding, type PlanPlace } from "../i18n/errors-plan";
import { type Message, msg } from "../i18n/table";
import { type Rect, blockRect, cellAddress, parseRange, rectsOverlap } from "./a1";
import {
  type Block,
  type Cell,
  MAX_COLUMNS,
  MAX_FORMULA_LENGTH,
  MAX_ROWS,
  MAX_TEXT_LENGTH,
  type SheetPlan,
  TEXT_FORMAT,
} from "./plan";
import { fold } from "./sheet-names";
import { blockCells, drained, inTurns } from "./chunks";

/** The plan, or every problem found in it (messages of the one table, each naming its place). */
export type PlanValidation =
  { readonly ok: true; readonly value: SheetPlan } | { readonly ok: false; readonly problems: Message[] };

/** The problems found, each at its place. */
class Problems {
  readonly list: Message[] = [];
  add(place: PlanPlace, finding: PlanFinding): void {
    this.list.push(msg("planProblem", { place, finding }));
  }
  /** An address the plan gives that is none (the address reader's error, said at the place). */
  address(place: PlanPlace, e: unknown): void {
    if (!(e instanceof RatingError)) throw e;
    this.add(place, { kind: "address", error: e.text });
  }
}

/**
 * A cell's problems, each at `place()`: the place is made only for a problem (D362: an address per
 * cell of a valid plan took most of the check, 0.75 s of CPU for a 601,708-cell update).
 */
function validateCell(
  cell: Cell,
  place: () => PlanPlace,
  columnFormat: string | null | undefined,
  errors: Problems,
): void {
  if (cell === null) return;
  switch (cell.kind) {
    case "text":
      if (cell.text.length > MAX_TEXT_LENGTH) {
        errors.add(place(), { kind: "textTooLong", length: cell.text.length, max: MAX_TEXT_LENGTH });
      }
      return;
    case "number":
      if (!Number.isFinite(cell.value)) errors.add(place(), { kind: "notFinite", value: String(cell.value) });
      break;
    case "boolean":
      return;
    case "format":
      if (cell.format === TEXT_FORMAT) errors.add(place(), { kind: "spillTextFormat" });
      return;
    case "formula":
      if (!cell.formula.startsWith("=") || cell.formula.length < 2) {
        errors.add(place(), { kind: "formulaNoEquals", formula: cell.formula.slice(0, 40) });
      }
      if (cell.formula.length > MAX_FORMULA_LENGTH) {
        errors.add(place(), { kind: "formulaTooLong", length: cell.formula.length, max: MAX_FORMULA_LENGTH });
      }
      break;
  }
  const format = cell.format ?? columnFormat;
  if (format === TEXT_FORMAT) errors.add(place(), { kind: "textFormat", cell: cell.kind });
}

/** One block's problems (its place, its edges, its overlaps with `rects` before it, its cells); adds its rect. */
function checkBlock(block: Block, b: number, rects: { rect: Rect; index: number }[], errors: Problems): void {
  const label = { block: b + 1, at: block.at };
  let rect: Rect;
  try {
    rect = blockRect(block);
  } catch (e) {
    errors.address(label, e);
    return;
  }
  if (rect.rows === 0 || rect.columns === 0) {
    errors.add(label, { kind: "noCells" });
    return;
  }
  if (rect.row + rect.rows > MAX_ROWS || rect.column + rect.columns > MAX_COLUMNS) {
    errors.add(label, { kind: "pastEdge", rows: rect.rows, columns: rect.columns, edge: `XFD${MAX_ROWS}` });
    return;
  }
  for (const other of rects) {
    if (rectsOverlap(other.rect, rect)) errors.add(label, { kind: "overlapsBlock", other: other.index + 1 });
  }
  rects.push({ rect, index: b });
  if (block.columnFormats !== undefined && block.columnFormats.length > rect.columns) {
    errors.add(label, {
      kind: "columnFormats",
      formats: block.columnFormats.length,
      columns: rect.columns,
    });
  }
  block.rows.forEach((row, r) => {
    for (let c = 0; c < row.length; c++) {
      const cell = row[c] ?? null;
      if (cell === null) continue; // most of a list's update: the cells left as they are
      const place = () => ({ ...label, cell: cellAddress(rect.row + r, rect.column + c) });
      validateCell(cell, place, block.columnFormats?.[c], errors);
    }
  });
}

/**
 * Checks a plan against Excel's limits and its own consistency (blocks inside the sheet and not
 * overlapping, tables over written cells with distinct text headers, sane freeze and widths).
 * Never throws; `assertPlan` is the throwing form.
 */
export function validatePlan(plan: SheetPlan): PlanValidation {
  return drained(validating(plan));
}

/** `validatePlan` block by block: yields each block's cells once checked (D362), returns the check. */
function* validating(plan: SheetPlan): Generator<number, PlanValidation> {
  const errors = new Problems();
  const rects: { rect: Rect; index: number }[] = [];
  for (let b = 0; b < plan.blocks.length; b++) {
    const block = plan.blocks[b] as Block;
    checkBlock(block, b, rects, errors);
    yield blockCells(block);
  }

  const cellAt = (row: number, column: number): Cell | undefined => {
    for (const { rect, index } of rects) {
      if (
        row >= rect.row &&
        row < rect.row + rect.rows &&
        column >= rect.column &&
        column < rect.column + rect.columns
      ) {
        return plan.blocks[index]?.rows[row - rect.row]?.[column - rect.column] ?? null;
      }
    }
    return undefined;
  };

  const tableRects: Rect[] = [];
  (plan.tables ?? []).forEach((t, i) => {
    const label = { table: i + 1, name: t.name };
    let rect: Rect;
    try {
      rect = parseRange(t.range);
    } catch (e) {
      errors.address(label, e);
      return;
    }
    if (t.name.trim() === "") errors.add(label, { kind: "emptyName" });
    if (tableRects.some((o) => rectsOverlap(o, rect))) errors.add(label, { kind: "overlapsTable" });
    tableRects.push(rect);
    if (t.hasHeaders) {
      const seen = new Set<string>();
      for (let c = rect.column; c < rect.column + rect.columns; c++) {
        const cell = cellAt(rect.row, c);
        const where = { ...label, header: cellAddress(rect.row, c) };
        if (cell === undefined || cell === null || cell.kind !== "text" || cell.text.trim() === "") {
          errors.add(where, { kind: "headerNotText" });
        } else if (seen.has(fold(cell.text))) {
          errors.add(where, { kind: "headerRepeats", text: cell.text });
        } else {
          seen.add(fold(cell.text));
        }
      }
    }
  });

  if (plan.freeze !== undefined) {
    const { rows, columns } = plan.freeze;
    if (!Number.isInteger(rows) || !Number.isInteger(columns) || rows < 0 || columns < 0) {
      errors.add({ part: "freeze" }, { kind: "freezeNotWhole", rows, columns });
    } else if (rows >= MAX_ROWS || columns >= MAX_COLUMNS) {
      errors.add({ part: "freeze" }, { kind: "freezeWhole", rows, columns });
    }
  }
  for (const w of plan.columnWidths ?? []) {
    if (!Number.isInteger(w.column) || w.column < 0 || w.column >= MAX_COLUMNS) {
      errors.add({ part: "columnWidth" }, { kind: "widthColumn", column: w.column, max: MAX_COLUMNS - 1 });
    }
    if (!Number.isFinite(w.points) || w.points < 0 || w.points > 1800) {
      errors.add({ part: "columnWidth" }, { kind: "widthPoints", points: w.points });
    }
  }
  const titles = plan.print?.titleColumns;
  if (titles !== undefined && !/^\$?[A-Za-z]{1,3}:\$?[A-Za-z]{1,3}$/.test(titles)) {
    errors.add({ part: "print" }, { kind: "titleColumns", range: titles });
  }
  const titleRows = plan.print?.titleRows;
  if (titleRows !== undefined && !/^\$?[1-9]\d{0,6}:\$?[1-9]\d{0,6}$/.test(titleRows)) {
    errors.add({ part: "print" }, { kind: "titleRows", range: titleRows });
  }
  const area = plan.print?.area;
  if (area !== undefined) {
    try {
      parseRange(area);
    } catch (e) {
      errors.address({ part: "printArea" }, e);
    }
  }
  const wide = plan.print?.fitToPagesWide;
  if (wide !== undefined && (!Number.isInteger(wide) || wide < 1 || wide > 32767)) {
    errors.add({ part: "print" }, { kind: "pagesWide", wide });
  }
  for (const b of plan.bold ?? []) {
    try {
      parseRange(b);
    } catch (e) {
      errors.address({ part: "bold" }, e);
    }
  }
  return errors.list.length === 0 ? { ok: true, value: plan } : { ok: false, problems: errors.list };
}

/** `validatePlan` that throws a RatingError listing every problem. */
export function assertPlan(plan: SheetPlan): SheetPlan {
  return asserted(plan, validatePlan(plan));
}

/** `validatePlan` on the pane's thread in turns (D362): the same check, the thread given back between blocks. */
export function validatePlanInTurns(plan: SheetPlan): Promise<PlanValidation> {
  return inTurns(validating(plan));
}

/** `assertPlan` on the pane's thread in turns (D362). */
export async function assertPlanInTurns(plan: SheetPlan): Promise<SheetPlan> {
  return asserted(plan, await validatePlanInTurns(plan));
}

function asserted(plan: SheetPlan, v: PlanValidation): SheetPlan {
  if (!v.ok) throw invalid(msg("planRefused", { sheet: plan.sheetName, problems: v.problems }));
  return v.value;
}

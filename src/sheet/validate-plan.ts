/** A plan checked against Excel's limits and its own consistency before anything is written. */
import { invalid } from "../core/common/errors";
import { msg } from "../i18n/table";
import { type Rect, blockRect, cellAddress, parseRange, rectsOverlap } from "./a1";
import {
  type Cell,
  MAX_COLUMNS,
  MAX_FORMULA_LENGTH,
  MAX_ROWS,
  MAX_TEXT_LENGTH,
  type SheetPlan,
  TEXT_FORMAT,
} from "./plan";
import { fold } from "./sheet-names";

export type PlanValidation =
  { readonly ok: true; readonly value: SheetPlan } | { readonly ok: false; readonly errors: string[] };

function validateCell(
  cell: Cell,
  where: string,
  columnFormat: string | null | undefined,
  errors: string[],
): void {
  if (cell === null) return;
  switch (cell.kind) {
    case "text":
      if (cell.text.length > MAX_TEXT_LENGTH) {
        errors.push(`${where}: text of ${cell.text.length} characters exceeds Excel's ${MAX_TEXT_LENGTH}`);
      }
      return;
    case "number":
      if (!Number.isFinite(cell.value)) errors.push(`${where}: number ${cell.value} is not finite`);
      break;
    case "boolean":
      return;
    case "format":
      if (cell.format === TEXT_FORMAT) errors.push(`${where}: a spill area cannot have the Text format "@"`);
      return;
    case "formula":
      if (!cell.formula.startsWith("=") || cell.formula.length < 2) {
        errors.push(`${where}: formula "${cell.formula.slice(0, 40)}" must start with "="`);
      }
      if (cell.formula.length > MAX_FORMULA_LENGTH) {
        errors.push(
          `${where}: formula of ${cell.formula.length} characters exceeds Excel's ${MAX_FORMULA_LENGTH}`,
        );
      }
      break;
  }
  const format = cell.format ?? columnFormat;
  if (format === TEXT_FORMAT) errors.push(`${where}: a ${cell.kind} cannot have the Text format "@"`);
}

/**
 * Checks a plan against Excel's limits and its own consistency (blocks inside the sheet and not
 * overlapping, tables over written cells with distinct text headers, sane freeze and widths).
 * Never throws; `assertPlan` is the throwing form.
 */
export function validatePlan(plan: SheetPlan): PlanValidation {
  const errors: string[] = [];
  const rects: { rect: Rect; index: number }[] = [];
  plan.blocks.forEach((block, b) => {
    const label = `block ${b + 1} at ${block.at}`;
    let rect: Rect;
    try {
      rect = blockRect(block);
    } catch (e) {
      errors.push(`${label}: ${(e as Error).message}`);
      return;
    }
    if (rect.rows === 0 || rect.columns === 0) {
      errors.push(`${label}: no cells`);
      return;
    }
    if (rect.row + rect.rows > MAX_ROWS || rect.column + rect.columns > MAX_COLUMNS) {
      errors.push(`${label}: ${rect.rows}×${rect.columns} cells run past the sheet's edge (XFD${MAX_ROWS})`);
      return;
    }
    for (const other of rects) {
      if (rectsOverlap(other.rect, rect)) errors.push(`${label}: overlaps block ${other.index + 1}`);
    }
    rects.push({ rect, index: b });
    if (block.columnFormats !== undefined && block.columnFormats.length > rect.columns) {
      errors.push(`${label}: ${block.columnFormats.length} column formats for ${rect.columns} columns`);
    }
    block.rows.forEach((row, r) =>
      row.forEach((cell, c) => {
        const where = `${label}, cell ${cellAddress(rect.row + r, rect.column + c)}`;
        validateCell(cell, where, block.columnFormats?.[c], errors);
      }),
    );
  });

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
    const label = `table ${i + 1} "${t.name}"`;
    let rect: Rect;
    try {
      rect = parseRange(t.range);
    } catch (e) {
      errors.push(`${label}: ${(e as Error).message}`);
      return;
    }
    if (t.name.trim() === "") errors.push(`${label}: empty name`);
    if (tableRects.some((o) => rectsOverlap(o, rect))) errors.push(`${label}: overlaps another table`);
    tableRects.push(rect);
    if (t.hasHeaders) {
      const seen = new Set<string>();
      for (let c = rect.column; c < rect.column + rect.columns; c++) {
        const cell = cellAt(rect.row, c);
        const where = `${label}, header ${cellAddress(rect.row, c)}`;
        if (cell === undefined || cell === null || cell.kind !== "text" || cell.text.trim() === "") {
          errors.push(`${where}: must be non-empty text`);
        } else if (seen.has(fold(cell.text))) {
          errors.push(`${where}: "${cell.text}" repeats (Excel would rename it)`);
        } else {
          seen.add(fold(cell.text));
        }
      }
    }
  });

  if (plan.freeze !== undefined) {
    const { rows, columns } = plan.freeze;
    if (!Number.isInteger(rows) || !Number.isInteger(columns) || rows < 0 || columns < 0) {
      errors.push(`freeze: rows and columns must be whole numbers ≥ 0, got ${rows} and ${columns}`);
    } else if (rows >= MAX_ROWS || columns >= MAX_COLUMNS) {
      errors.push(`freeze: ${rows} rows × ${columns} columns is the whole sheet`);
    }
  }
  for (const w of plan.columnWidths ?? []) {
    if (!Number.isInteger(w.column) || w.column < 0 || w.column >= MAX_COLUMNS) {
      errors.push(`column width: column index ${w.column} is outside 0…${MAX_COLUMNS - 1}`);
    }
    if (!Number.isFinite(w.points) || w.points < 0 || w.points > 1800) {
      errors.push(`column width: ${w.points} points is outside 0…1800`);
    }
  }
  const titles = plan.print?.titleColumns;
  if (titles !== undefined && !/^\$?[A-Za-z]{1,3}:\$?[A-Za-z]{1,3}$/.test(titles)) {
    errors.push(`print: title columns "${titles}" are not columns like $A:$B`);
  }
  const titleRows = plan.print?.titleRows;
  if (titleRows !== undefined && !/^\$?[1-9]\d{0,6}:\$?[1-9]\d{0,6}$/.test(titleRows)) {
    errors.push(`print: title rows "${titleRows}" are not rows like $9:$9`);
  }
  const area = plan.print?.area;
  if (area !== undefined) {
    try {
      parseRange(area);
    } catch (e) {
      errors.push(`print area: ${(e as Error).message}`);
    }
  }
  const wide = plan.print?.fitToPagesWide;
  if (wide !== undefined && (!Number.isInteger(wide) || wide < 1 || wide > 32767)) {
    errors.push(`print: ${wide} pages wide is not a whole number 1..32767`);
  }
  for (const b of plan.bold ?? []) {
    try {
      parseRange(b);
    } catch (e) {
      errors.push(`bold: ${(e as Error).message}`);
    }
  }
  return errors.length === 0 ? { ok: true, value: plan } : { ok: false, errors };
}

/** `validatePlan` that throws a RatingError listing every problem. */
export function assertPlan(plan: SheetPlan): SheetPlan {
  const v = validatePlan(plan);
  if (!v.ok) throw invalid(msg("planInvalid", { sheet: plan.sheetName, problems: v.errors.join("; ") }));
  return v.value;
}

/**
 * A plan's switches (`SheetPlan.checkboxes`) on a host without checkboxes (D286): each boolean
 * cell inside one of those ranges is written as the mark ✓ (TRUE) or ✗ (FALSE) instead, so that
 * the sheet never shows or prints `TRUE`/`FALSE`; a blank stays blank. The readers read the marks
 * back as the booleans (src/i18n/marks.ts). Pure: the adapter applies it before writing.
 */
import { FALSE_MARK, TRUE_MARK } from "../i18n/marks";
import { type Rect, parseCell, parseRange } from "./a1";
import { type Block, type Cell, type SheetPlan, text } from "./plan";

const inside = (rects: readonly Rect[], row: number, column: number): boolean =>
  rects.some(
    (r) => row >= r.row && row < r.row + r.rows && column >= r.column && column < r.column + r.columns,
  );

/** The cell a switch shows where the host has no checkbox: ✓ or ✗ as text, any other cell as it is. */
function markOf(cell: Cell): Cell {
  return cell !== null && cell.kind === "boolean" ? text(cell.value ? TRUE_MARK : FALSE_MARK) : cell;
}

/** The plan with its switches written as marks, and no checkboxes left to add. */
export function withMarks(plan: SheetPlan): SheetPlan {
  const { checkboxes, ...rest } = plan;
  if (checkboxes === undefined || checkboxes.length === 0) return plan;
  const rects = checkboxes.map(parseRange);
  const blocks = plan.blocks.map((b): Block => {
    const at = parseCell(b.at);
    return {
      ...b,
      rows: b.rows.map((row, r) =>
        row.map((cell, c) => (inside(rects, at.row + r, at.column + c) ? markOf(cell) : cell)),
      ),
    };
  });
  return { ...rest, blocks };
}

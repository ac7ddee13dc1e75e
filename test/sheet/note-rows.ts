/**
 * The note block's lines from its rows as the sheet holds them: a row that begins with
 * CONTINUED carries on the line above (`wrapNote` cut it to the print area's width).
 */
import { CONTINUED } from "../../src/sheet/unsettled-note";

export function noteLines(rows: readonly unknown[]): unknown[] {
  const lines: unknown[] = [];
  for (const r of rows) {
    const last = lines.length - 1;
    if (typeof r === "string" && r.startsWith(CONTINUED) && last >= 0)
      lines[last] = `${String(lines[last])} ${r.slice(CONTINUED.length)}`;
    else lines.push(r);
  }
  return lines;
}

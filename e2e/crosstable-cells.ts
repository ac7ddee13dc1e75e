/**
 * The crosstable's cells of one round in the stub's workbook, read from the pane's page: the
 * browser tests of Pair round (Go and chess sheets) compare them with the engines' pairings.
 */
import type { Pane } from "./harness";

/** The round column's cells of the sheet's crosstable, by player row, with their addresses. */
export async function roundColumn(
  pane: Pane,
  sheet: string,
  round: number,
): Promise<{ address: string; value: string }[]> {
  return pane.book(
    (b, [name, r]) => {
      const s = b.sheet(name);
      if (s === undefined) throw new Error(`no sheet ${name}`);
      const v = (row: number, c: number) => s.cells.get(`${row},${c}`)?.value ?? "";
      for (let row = 0; row < 200; row++) {
        if (v(row, 0) !== "No" || v(row, 1) !== "Name") continue;
        const out: { address: string; value: string }[] = [];
        const column = 3 + Number(r);
        for (let p = row + 1; v(p, 0) !== ""; p++)
          out.push({ address: `${String.fromCharCode(65 + column)}${p + 1}`, value: String(v(p, column)) });
        return out;
      }
      throw new Error("no crosstable");
    },
    [sheet, round] as [string, number],
  );
}

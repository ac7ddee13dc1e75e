/**
 * Write the round-robin schedule on a tournament sheet (docs/pairing.md, "In the sheet"):
 * every round of Berger's tables (single or double, P25) by the crosstable's order, both cells
 * of every game with its colour and the result unknown (`5?/w`), the free round of an odd
 * number of players as `0-` (no game, no point). Only into a crosstable whose rounds are all
 * empty and numerous enough; nothing is written otherwise.
 */
import { bergerSchedule } from "../core/pairing/berger";
import { formatCell } from "../formats/cell";
import { type Message, msg } from "../i18n/table";
import { cellAddress } from "./a1";
import type { SheetUpdate } from "./adapter";
import { FIRST_ROUND_COLUMN, readCrosstable } from "./pairing";
import { type Cell, text } from "./plan";
import { type SheetProblem, problemAt } from "./read-grid";
import type { SheetRead } from "./sheet-read";

export type RoundRobinPlan =
  | { readonly ok: true; readonly update: SheetUpdate; readonly summary: Message }
  | { readonly ok: false; readonly problems: SheetProblem[] };

/** The round-robin schedule of the sheet's players, numbered in the crosstable's order. */
export function planRoundRobin(read: SheetRead, options: { readonly double: boolean }): RoundRobinPlan {
  const c = readCrosstable(read, 1);
  if (Array.isArray(c)) return { ok: false, problems: c };
  const { t, grid } = c;
  const n = t.players.length;
  if (n < 2)
    return {
      ok: false,
      problems: [problemAt(grid.address(c.rowOf[0] as number, 0), msg("pairNobody", { round: 1 }))],
    };
  const schedule = bergerSchedule(n, { double: options.double });
  const first = c.rowOf[0] as number;
  if (schedule.length > c.rounds)
    return {
      ok: false,
      problems: [
        problemAt(
          grid.address(first - 1, FIRST_ROUND_COLUMN + c.rounds - 1),
          msg("rrColumns", { players: n, needed: schedule.length, have: c.rounds }),
        ),
      ],
    };
  for (let r = 0; r < schedule.length; r++) {
    const filled = c.rowOf.find((row) => !grid.blank(row, FIRST_ROUND_COLUMN + r));
    if (filled !== undefined)
      return {
        ok: false,
        problems: [
          problemAt(grid.address(filled, FIRST_ROUND_COLUMN + r), msg("rrFilled", { round: r + 1 })),
        ],
      };
  }
  const no = (i: number): number => t.players[i]?.startNumber ?? i + 1;
  // cells[player][round]
  const cells: string[][] = t.players.map(() => new Array<string>(schedule.length).fill(""));
  schedule.forEach((round, r) => {
    for (const g of round.games) {
      const [w, b] = [g.white - 1, g.black - 1];
      (cells[w] as string[])[r] = formatCell({
        kind: "game",
        opponent: no(b),
        score: null,
        colour: "white",
        handicap: null,
        forfeit: false,
      });
      (cells[b] as string[])[r] = formatCell({
        kind: "game",
        opponent: no(w),
        score: null,
        colour: "black",
        handicap: null,
        forfeit: false,
      });
    }
    if (round.bye !== null) (cells[round.bye - 1] as string[])[r] = formatCell({ kind: "absent", score: 0 });
  });
  const last = c.rowOf.reduce((a, b) => Math.max(a, b));
  const byRow = new Map(c.rowOf.map((row, i) => [row, i]));
  const rows: (Cell | null)[][] = [];
  for (let row = first; row <= last; row++) {
    const i = byRow.get(row);
    rows.push(schedule.map((_, r) => (i === undefined ? null : text((cells[i] as string[])[r] as string))));
  }
  return {
    ok: true,
    update: { sheetName: c.sheetName, blocks: [{ at: cellAddress(first, FIRST_ROUND_COLUMN), rows }] },
    summary: msg("rrDone", { players: n, rounds: schedule.length }),
  };
}

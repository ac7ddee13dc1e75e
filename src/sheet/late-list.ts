/**
 * Late entries from a registration list added to an existing tournament sheet (docs/pairing.md,
 * "In the sheet"): the list's players written in the blank rows right under the crosstable (a
 * row there joins the table), each with his row's number, name, rank and rating, his round
 * cells left blank (not participating in the rounds already played, P31), his club and country
 * in the sheet's Club and Country columns when it has them. Nothing is written when the rows are
 * not blank up to the next section: the director inserts rows first, as the problem says.
 */
import { isChess, ratesCrosstable } from "../systems";
import type { Tournament } from "../core/tournament/model";
import { type Message, msg } from "../i18n/table";
import { cellAddress } from "./a1";
import type { SheetUpdate } from "./adapter";
import { parseTournamentSheet } from "./parse-sheet";
import { type Block, type Cell, num, text } from "./plan";
import { ReadGrid, type SheetProblem, problemAt } from "./read-grid";
import type { SheetRead } from "./sheet-read";

export type AddEntriesPlan =
  | { readonly ok: true; readonly update: SheetUpdate; readonly summary: Message }
  | { readonly ok: false; readonly problems: SheetProblem[] };

/** The players of registration list `list` as late entries of the tournament sheet read. */
export function planAddEntries(read: SheetRead, list: Tournament): AddEntriesPlan {
  const grid = new ReadGrid(read);
  const parsed = parseTournamentSheet(grid);
  if (Array.isArray(parsed)) return { ok: false, problems: parsed };
  const p = parsed;
  if (!ratesCrosstable(p.system))
    return {
      ok: false,
      problems: [problemAt(grid.address(p.ctRow, 0), msg("pairNoGo", { sheet: read.sheetName }))],
    };
  const first = p.ctRow + 1 + p.players;
  const end = p.standingsTitle ?? p.ratingsTitle;
  const last = Math.max(
    p.width - 1,
    p.idColumn ?? 0,
    p.firstNameColumn ?? 0,
    p.clubColumn ?? 0,
    p.countryColumn ?? 0,
  );
  let room = 0;
  for (let r = first; r < end; r++) {
    let blank = true;
    for (let c = 0; c <= last && blank; c++) blank = grid.blank(r, c);
    if (!blank) break;
    room++;
  }
  const count = list.players.length;
  if (room < count)
    return {
      ok: false,
      problems: [problemAt(grid.address(first, 0), msg("lateRoom", { needed: count, room, row: first + 1 }))],
    };
  const used = new Set<number>();
  for (let r = p.ctRow + 1; r < first; r++) {
    const v = grid.value(r, 0);
    if (typeof v === "number") used.add(v);
    else if (/^\s*\d+\s*$/.test(String(v))) used.add(Number(v));
  }
  const blocks: Block[] = [];
  const problems: SheetProblem[] = [];
  list.players.forEach((pl, j) => {
    const row = first + j;
    const number = row - p.ctRow;
    const name = [pl.name, pl.firstName ?? ""].join(" ").trim();
    if (used.has(number)) {
      problems.push(problemAt(grid.address(row, 0), msg("lateNumberTaken", { name, number })));
      return;
    }
    const cells: Cell[] = [
      num(number),
      text(name),
      // A chess sheet's third column is the title, not a Go rank.
      isChess(p.system) ? null : text(pl.rank ?? ""),
      pl.rating === undefined ? null : num(pl.rating),
    ];
    blocks.push({ at: cellAddress(row, 0), rows: [cells] });
    if (p.firstNameColumn !== undefined && pl.firstName !== undefined && pl.firstName.trim() !== "")
      blocks.push({ at: cellAddress(row, p.firstNameColumn), rows: [[text(pl.firstName.trim())]] });
    if (p.clubColumn !== undefined && pl.club !== undefined)
      blocks.push({ at: cellAddress(row, p.clubColumn), rows: [[text(pl.club)]] });
    if (p.countryColumn !== undefined && pl.federation !== undefined)
      blocks.push({ at: cellAddress(row, p.countryColumn), rows: [[text(pl.federation)]] });
  });
  if (problems.length > 0) return { ok: false, problems };
  return {
    ok: true,
    update: { sheetName: read.sheetName, blocks },
    summary: msg("lateAdded", {
      count,
      sheet: read.sheetName,
      first: first - p.ctRow,
      last: first - p.ctRow + count - 1,
    }),
  };
}

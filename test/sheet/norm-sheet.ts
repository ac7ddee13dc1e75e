/**
 * The norm block's tests' set-up (D303, D357–D360): the command line's `norms --json` over a TRF
 * in memory, a title's figures as the block's row writes them, and the block's rows as a sheet
 * holds them.
 */
import { run } from "../cli/fake-io";
import type { FakeWorkbook } from "./fake-workbook";

export interface CliTitle {
  title: string;
  status: string;
  halfPoints: number;
  games: number;
  rated: number;
  average: number;
  performance: number;
  forecast: { text: string };
}

/** `rating-officer norms --json` over `trf` (in memory): player `no`'s titles. */
export async function cliTitlesOf(trf: string, no: number, ...args: string[]): Promise<CliTitle[]> {
  const out = await run(["norms", "open.trf", "--json", ...args], { "open.trf": trf });
  expect(out.code).toBe(0);
  const json = JSON.parse(out.stdout) as { players: { no: number; titles: CliTitle[] }[] };
  return json.players.find((p) => p.no === no)?.titles ?? [];
}

/** The command line's figures of a title, in the block's order: status, points, games, rated, Ra, Rp, forecast. */
export function cliRow(no: number, name: string, t: CliTitle | undefined): unknown[] {
  if (t === undefined) throw new Error("no such title");
  const status = { met: "met", missed: "not met", unknown: "cannot be told" }[t.status];
  return [
    no,
    name,
    t.title,
    status,
    t.halfPoints / 2,
    t.games,
    t.rated,
    t.average,
    t.performance,
    t.forecast.text,
  ];
}

/** The block's rows (values, column A to J) from its title on; [] when the sheet has none. */
export function blockOf(book: FakeWorkbook, sheet: string): unknown[][] {
  const rows: unknown[][] = [];
  let found = false;
  for (let r = 1; r <= 200; r++) {
    const a = book.cell(sheet, `A${r}`)?.value;
    if (!found && a !== "Title norms") continue;
    if (found && (a === undefined || a === null || a === "")) break;
    found = true;
    rows.push([..."ABCDEFGHIJ"].map((c) => book.cell(sheet, `${c}${r}`)?.value ?? null));
  }
  return rows;
}

/**
 * A chess sheet's Sex column and Host federation row (D357, D358), read by the norm block, and a
 * sheet made before them (D360), against `rating-officer norms` over the same TRF:
 * samples/norms-round-robin.trf (a 10-player round robin made by hand at TRF-2026's columns, its
 * 032 HUN, every player's sex; test/cli/norms.test.ts works its figures from B.01) with Huber,
 * a woman, WFM instead of WGM, so that she seeks all four titles (D234). Her figures by B.01
 * over the file: her opponents 1, 6, 2, 7, 3, 8, 4, 9, 5 rated 2480, 2430, 2600, 2380, 2580,
 * 2520, 2550, 2400, 2450, average 22390 / 9 = 2487.8 → 2488 (1.4.7); 0 + ½ + 0 + 1 + ½ + 0 + 1
 * + ½ + 0 = 3.5 of 9, p = .39, dp −80 (table 8.1a, .61 → 80) → performance 2408 (1.4.8), the
 * WGM's 2400 and the WIM's 2250 reached.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { readTrf } from "../../src/formats/trf";
import { recalculateActiveSheet } from "../../src/sheet/actions";
import { firstWorksheet, resultOf, run } from "../cli/fake-io";
import { type CliTitle, blockOf, cliRow, cliTitlesOf } from "./norm-sheet";
import type { FakeWorkbook } from "./fake-workbook";
import { before, sheetOf } from "./pairing-sheet";

const SAMPLE = readFileSync(join(__dirname, "..", "..", "samples", "norms-round-robin.trf"), "latin1");
/** The sample with Huber a WFM (TRF columns 10–13: sex w, title WFM). */
const TRF = SAMPLE.replace("wWGM Huber, Lena", "wWFM Huber, Lena");
const COLUMNS = [..."ABCDEFGHIJKLMNOPQRSTUVWXYZ"];

/** The sheet's 1-based row whose column A holds `value`. */
function rowOf(book: FakeWorkbook, sheet: string, value: string): number {
  const row = [...Array(200).keys()].find((r) => book.cell(sheet, `A${r + 1}`)?.value === value);
  if (row === undefined) throw new Error(`no row ${value}`);
  return row + 1;
}

/** The crosstable's header row and the column headed `header` there (its letter). */
function columnOf(book: FakeWorkbook, sheet: string, header: string): { row: number; column: string } {
  const row = rowOf(book, sheet, "No");
  const column = COLUMNS.find((c) => book.cell(sheet, `${c}${row}`)?.value === header);
  if (column === undefined) throw new Error(`no column ${header}`);
  return { row, column };
}

/** The Sex cell of player `no` (rows in the order of the numbers). */
function sexCell(book: FakeWorkbook, sheet: string, no: number): string {
  const { row, column } = columnOf(book, sheet, "Sex");
  return `${column}${row + no}`;
}

describe("the women's norms and 1.4.3d from a chess sheet's own cells (D357, D358)", () => {
  test("built from a TRF with sexes and 032: the Sex column, the Host federation row, WGM and WIM as norms gives them", async () => {
    const { book, sheet } = await sheetOf(readTrf(TRF).tournament, undefined, "en", "fide");
    // the header's row and the column, from the file's 032 and 001 records
    expect(book.cell(sheet, `B${rowOf(book, sheet, "Host federation")}`)?.value).toBe("HUN");
    expect([1, 10].map((no) => book.cell(sheet, sexCell(book, sheet, no))?.value)).toEqual(["m", "w"]);
    const rows = blockOf(book, sheet);
    // every pair met once: a round robin (D359), as norms --round-robin checks it
    const cli = await cliTitlesOf(TRF, 10, "--round-robin");
    expect(cli.map((t) => t.title)).toEqual(["GM", "IM", "WGM", "WIM"]);
    for (const title of ["WGM", "WIM"]) {
      const t = cli.find((x) => x.title === title) as CliTitle;
      expect(rows.find((r) => r[0] === 10 && r[2] === title)).toEqual(cliRow(10, "Huber, Lena", t));
    }
    // every row of a player and title is the command line's, and they are the titles it prints
    const shown = rows.filter((r) => typeof r[0] === "number");
    for (const r of shown) {
      const c = (await cliTitlesOf(TRF, r[0] as number, "--round-robin")).find((x) => x.title === r[2]);
      expect(r).toEqual(cliRow(r[0] as number, r[1] as string, c));
    }
    const text = await run(["norms", "open.trf", "--round-robin"], { "open.trf": TRF });
    expect(shown).toHaveLength(text.stdout.split("\n").filter((l) => /^ {2}W?[GI]M norm /.test(l)).length);
    // the figures worked above: 3.5 of 9, average 2488, performance 2408
    expect(rows.find((r) => r[0] === 10 && r[2] === "WGM")?.slice(4, 9)).toEqual([3.5, 9, 9, 2488, 2408]);
    expect(rows.find((r) => r[0] === 10 && r[2] === "WIM")?.slice(4, 9)).toEqual([3.5, 9, 9, 2488, 2408]);
    // nothing said of a sex or a host not kept
    const codes = rows.map((r) => String(r[0]));
    expect(codes.filter((c) => /Sex|Host federation/.test(c))).toEqual([]);
  });

  test("a Swiss's check after round 7 with the host: WGM, WIM and 1.4.3d as norms --round 7 gives them", async () => {
    const t = before(readTrf(TRF).tournament, 7, () => true);
    const { book, sheet } = await sheetOf(t, undefined, "en", "fide");
    const rows = blockOf(book, sheet);
    const cli = await cliTitlesOf(TRF, 10, "--round", "7");
    for (const title of ["WGM", "WIM"]) {
      const shown = rows.find((r) => r[0] === 10 && r[2] === title);
      const c = cli.find((x) => x.title === title) as CliTitle;
      // a title not shown is one the command line does not print without --all (made impossible)
      if (shown === undefined) expect(c.status === "missed" && !/needed/.test(c.forecast.text)).toBe(true);
      else expect(shown).toEqual(cliRow(10, "Huber, Lena", c));
    }
    expect(rows.some((r) => r[0] === 10 && (r[2] === "WGM" || r[2] === "WIM"))).toBe(true);
    // 1.4.3d's line, the one the command line prints under its heading (the file's 032, HUN)
    const text = await run(["norms", "open.trf", "--round", "7"], { "open.trf": TRF });
    expect(text.stdout.split("\n")[1]).toMatch(/^Foreign opponents \(1\.4\.3d\)/);
    expect(rows[2]?.[0]).toBe(text.stdout.split("\n")[1]);
  });

  test("a Sex cell emptied: her WGM and WIM not checked, and said naming her", async () => {
    const { book, sheet } = await sheetOf(readTrf(TRF).tournament, undefined, "en", "fide");
    book.typeInto(sheet, sexCell(book, sheet, 10), "");
    expect((await recalculateActiveSheet(book.context())).ok).toBe(true);
    const rows = blockOf(book, sheet);
    expect(rows.filter((r) => r[0] === 10).map((r) => r[2])).not.toContain("WGM");
    expect(rows.filter((r) => r[0] === 10).map((r) => r[2])).not.toContain("WIM");
    expect(rows.map((r) => r[0])).toContain(
      "No sex in the Sex column for player 10 (Huber, Lena): their WGM and WIM norms are not checked; type m or w there, then Recalculate",
    );
    // the command line over the file without her sex (TRF column 10 blank): the same GM and IM figures
    const sexless = TRF.replace("wWFM Huber", " WFM Huber");
    const cli = await cliTitlesOf(sexless, 10, "--round-robin");
    expect(cli.map((t) => t.title)).toEqual(["GM", "IM"]);
    // a W typed in capitals is her sex again
    book.typeInto(sheet, sexCell(book, sheet, 10), "W");
    expect((await recalculateActiveSheet(book.context())).ok).toBe(true);
    expect(
      blockOf(book, sheet)
        .filter((r) => r[0] === 10)
        .map((r) => r[2]),
    ).toContain("WIM");
  });

  test("a Sex cell neither m nor w, a Host federation not three letters: refused at their cells", async () => {
    const { book, sheet } = await sheetOf(readTrf(TRF).tournament, undefined, "en", "fide");
    const sex = sexCell(book, sheet, 4);
    const host = `B${rowOf(book, sheet, "Host federation")}`;
    book.typeInto(sheet, sex, "f");
    book.typeInto(sheet, host, "Hungary");
    const result = await recalculateActiveSheet(book.context());
    expect(result.ok).toBe(false);
    if (result.ok) return;
    const said = result.problems.map((p) => [p.address, p.text.code]);
    expect(said).toEqual(
      expect.arrayContaining([
        [`'${sheet}'!${host}`, "normSheetHostCell"],
        [`'${sheet}'!${sex}`, "normSheetSexCell"],
      ]),
    );
    expect(said).toHaveLength(2);
  });
});

describe("a chess sheet made before the Sex column and the Host federation row (D360)", () => {
  test("opens, recalculates, checks GM and IM, and says what it does not check and how to add it", async () => {
    // a Swiss's check (round 7 of 9): 1.4.3d would apply
    const t = before(readTrf(TRF).tournament, 7, () => true);
    const { book, sheet } = await sheetOf(t, undefined, "en", "fide");
    // the sheet as it was made before: no Host federation row, no Sex column
    const hostRow = rowOf(book, sheet, "Host federation");
    book.typeInto(sheet, `A${hostRow}`, "");
    book.typeInto(sheet, `B${hostRow}`, "");
    const { row, column } = columnOf(book, sheet, "Sex");
    for (let r = row; r <= row + 10; r++) book.typeInto(sheet, `${column}${r}`, "");
    const result = await recalculateActiveSheet(book.context());
    expect(result.ok).toBe(true);
    const rows = blockOf(book, sheet);
    expect(rows.map((r) => r[0])).toEqual(
      expect.arrayContaining([
        "The sheet has no Host federation row (it was made before sheets kept one): the exemption from the foreign opponents (1.4.3d) is not checked; add a row labelled Host federation to the header block with the federation's three letters (HUN) in column B, then Recalculate",
        "The sheet has no Sex column (it was made before sheets kept one): WGM and WIM norms are not checked; add a column headed Sex right of the crosstable with m or w for each player, then Recalculate",
      ]),
    );
    expect(rows.filter((r) => r[0] === 10).map((r) => r[2])).not.toContain("WIM");
    // GM as the command line checks it without a host and without sexes (032 and column 10 blank)
    const bare = TRF.replace(/^032 .*\r?\n/m, "").replace(/^(001 .{5})[mw]/gm, "$1 ");
    expect(bare).not.toBe(TRF);
    const gm = (await cliTitlesOf(bare, 1, "--round", "7")).find((x) => x.title === "GM") as CliTitle;
    expect(rows.find((r) => r[0] === 1 && r[2] === "GM")).toEqual(cliRow(1, "Kertesz, Balint", gm));
    // the row and the column typed back as a new sheet has them: read again
    book.typeInto(sheet, `A${hostRow}`, "Host federation");
    book.typeInto(sheet, `B${hostRow}`, "hun");
    book.typeInto(sheet, `${column}${row}`, "Sex");
    book.typeInto(sheet, `${column}${row + 10}`, "w");
    expect((await recalculateActiveSheet(book.context())).ok).toBe(true);
    const again = blockOf(book, sheet);
    expect(again[2]?.[0]).toMatch(/^Foreign opponents \(1\.4\.3d\)/);
  });
});

describe("rating-officer sheet: the same cells and block in the file it writes (D357, D358)", () => {
  test("the Host federation row, the Sex column and Huber's WGM and WIM as norms --round-robin gives them", async () => {
    const r = await run(["sheet", "open.trf", "--system", "fide", "--out", "n.xlsx"], { "open.trf": TRF });
    expect(r.code).toBe(0);
    const s = await firstWorksheet(r.written.get("n.xlsx"));
    const rows: unknown[][] = [];
    s.eachRow({ includeEmpty: true }, (row, n) => {
      rows[n] = (row.values as unknown[]).slice(1).map((v) => resultOf(v as never));
    });
    const at = (a: string): number => rows.findIndex((row) => row?.[0] === a);
    expect(rows[at("Host federation")]?.[1]).toBe("HUN");
    const header = rows[at("No")] ?? [];
    const sex = header.indexOf("Sex");
    expect(sex).toBeGreaterThan(header.indexOf("Country"));
    expect(rows.slice(at("No") + 1, at("No") + 11).map((row) => row?.[sex])).toEqual([..."mmmmmmmmm", "w"]);
    const cli = await cliTitlesOf(TRF, 10, "--round-robin");
    const block = rows.slice(at("Title norms"));
    for (const title of ["WGM", "WIM"])
      expect(block.find((row) => row?.[0] === 10 && row[2] === title)?.slice(0, 10)).toEqual(
        cliRow(
          10,
          "Huber, Lena",
          cli.find((x) => x.title === title),
        ),
      );
  });
});

/**
 * D324: the structured references of `rating-officer sheet --out`'s formulas
 * (`Crosstable[[No]:[R5]]`, `Crosstable[K]`) as a real spreadsheet program reads them.
 * LibreOffice (Debian's libreoffice-calc, headless, its own profile) opens the .xlsx and saves
 * it as a flat ODF sheet (.fods), whose formulas it writes with the ranges it resolved: they
 * must be the A1 ranges the in-memory evaluation reads the same references as
 * (src/sheet/table-ref.ts, `structuredToA1`), i.e. the table exceljs wrote is the one the
 * formulas name. `npm run test:slow`.
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fixtureFile, run } from "./fake-io";

/** The crosstable's last column in example 8.34's sheet: its twelfth round. */
const LAST = "R12";

const dir = mkdtempSync(path.join(tmpdir(), "sheet-table-refs-"));

/** The formulas of the sheet as LibreOffice saved them (`of:=…`), entities decoded. */
async function libreOfficeFormulas(name: string, args: string[]): Promise<{ xlsx: string[]; lo: string[] }> {
  const r = await run(["sheet", ...args, "--out", `${name}.xlsx`]);
  const bytes = r.written.get(`${name}.xlsx`);
  if (r.code !== 0 || bytes === undefined) throw new Error(`${name}: ${r.stderr}`);
  writeFileSync(path.join(dir, `${name}.xlsx`), bytes);
  execFileSync(
    "soffice",
    [
      `-env:UserInstallation=file://${path.join(dir, "profile")}`,
      "--headless",
      "--convert-to",
      "fods",
      "--outdir",
      dir,
      path.join(dir, `${name}.xlsx`),
    ],
    { stdio: "pipe", timeout: 180_000 },
  );
  const fods = readFileSync(path.join(dir, `${name}.fods`), "utf8");
  const lo = [...fods.matchAll(/table:formula="([^"]*)"/g)].map((m) =>
    (m[1] ?? "")
      .replace(/&apos;/g, "'")
      .replace(/&quot;/g, '"')
      .replace(/&amp;/g, "&"),
  );
  const xml = execFileSync("unzip", ["-p", path.join(dir, `${name}.xlsx`), "xl/worksheets/sheet1.xml"], {
    encoding: "utf8",
  });
  const xlsx = [...xml.matchAll(/<f>([^<]*)<\/f>/g)].map((m) => (m[1] ?? "").replace(/&quot;/g, '"'));
  return { xlsx, lo };
}

test("RULES §2.1 example 8.34's FIDE sheet: the crosstable A12:P24 and the K column R12:R24", async () => {
  const { xlsx, lo } = await libreOfficeFormulas("fide", [
    fixtureFile("trf-rules-8-34"),
    "--system",
    "fide",
    "--ruleset",
    "HU2017",
  ]);
  // the file keeps the references by the table's name, as the pane writes them
  expect(xlsx).toEqual([
    `TOURNAMENT.STANDINGS(Crosstable[[No]:[${LAST}]],$B$8)`,
    `TOURNAMENT.FIDE(Crosstable[[No]:[${LAST}]],$B$5,Crosstable[K])`,
  ]);
  // 13 players under the header in row 11 (under the Host federation row, D358), No … the twelfth
  // round in A:P, K in R (test/sheet/tournament-sheet.test.ts)
  const sheet = "$'RULES 2.1 example 8.34 as one'";
  expect(lo).toEqual([
    `of:=tournament.standings([${sheet}.$A$12:.$P$24];[.$B$8])`,
    `of:=tournament.fide([${sheet}.$A$12:.$P$24];[.$B$5];[${sheet}.$R$12:.$R$24])`,
  ]);
}, 240_000);

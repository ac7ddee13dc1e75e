/**
 * The CSV the command line writes for Excel (D195) opened in a real spreadsheet program:
 * LibreOffice (headless) imports each file as a Hungarian or Russian office would — the locale's
 * list separator, its decimal comma (the import's language, 1038 hu-HU, 1049 ru-RU) and the
 * system's code page (windows-1250, windows-1251), which a file without a byte-order mark is read
 * in — and converts it to .xlsx, whose cells are looked at: the ratings are numbers, the names are
 * intact. The RFC 4180 form opened the same way is the control: its rows stay one text cell each,
 * no figure a number, so the check can fail. LibreOffice recognises UTF-8 without the mark, which
 * Excel does not: the mark itself is checked in the bytes (csv-form.test.ts).
 * `npm run test:slow` (about 25 s a conversion).
 */
import { execFileSync, spawnSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import ExcelJS from "exceljs";
import { run } from "../cli/fake-io";

const HAS_SOFFICE = spawnSync("soffice", ["--version"], { encoding: "utf8" }).status === 0;

/** The import options of LibreOffice's CSV filter: separator, quote, code page, first line, -, language. */
const LOCALES = {
  hu: { filter: "CSV:59,34,MS_1250,1,,1038", lang: "hu" },
  ru: { filter: "CSV:59,34,MS_1251,1,,1049", lang: "ru" },
} as const;

/** A rate table of a Hungarian weekend: names with accents, decimal figures (We). */
const H9 = "test/fixtures/traps/readers-hungarian-rating-list/input.h9";
const LIST = "test/fixtures/traps/readers-hungarian-rating-list/lista.csv";
const FIDE = "test/fixtures/trf-rules-round-robin-8-21b/input.trf";

/** Converts a CSV to .xlsx in a locale's way; the first sheet's rows, 1-based cells. */
async function opened(dir: string, file: string, filter: string): Promise<ExcelJS.CellValue[][]> {
  execFileSync(
    "soffice",
    [
      `-env:UserInstallation=file://${path.join(dir, "profile")}`,
      "--headless",
      `--infilter=${filter}`,
      "--convert-to",
      "xlsx",
      "--outdir",
      dir,
      path.join(dir, file),
    ],
    { stdio: "ignore", timeout: 120_000 },
  );
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.readFile(path.join(dir, file.replace(/\.csv$/, ".xlsx")));
  const rows: ExcelJS.CellValue[][] = [];
  wb.worksheets[0]?.eachRow((row) => rows.push((row.values as ExcelJS.CellValue[]).slice(1)));
  return rows;
}

const TITLE = "the CSV for Excel opened in LibreOffice with a Hungarian and a Russian locale (D195)";
// skipped only where LibreOffice is not installed, and then the title says so
const describeWithSoffice = HAS_SOFFICE ? describe : describe.skip;
describeWithSoffice(
  HAS_SOFFICE ? TITLE : `${TITLE}: skipped, soffice is not on PATH (apt-get install libreoffice-calc)`,
  () => {
    jest.setTimeout(300_000);
    const dir = mkdtempSync(path.join(tmpdir(), "csv-excel-"));

    it.each(Object.entries(LOCALES))("%s: names intact, ratings and figures numbers", async (_, locale) => {
      const mgsz = await run([
        "rate",
        H9,
        "--system",
        "mgsz",
        "--ratings",
        LIST,
        "--csv",
        "--csv-locale",
        locale.lang,
      ]);
      const fide = await run([
        "rate",
        FIDE,
        "--system",
        "fide",
        "--ruleset",
        "HU2017",
        "--csv",
        "--csv-locale",
        locale.lang,
      ]);
      writeFileSync(path.join(dir, `mgsz-${locale.lang}.csv`), mgsz.stdout);
      writeFileSync(path.join(dir, `fide-${locale.lang}.csv`), fide.stdout);
      const go = await opened(dir, `mgsz-${locale.lang}.csv`, locale.filter);
      // the trap's list: Kovács Péter 2150 (lista.csv), read back by name
      const kovacs = go.find((r) => r.includes("Kovács Péter"));
      expect(kovacs).toBeDefined();
      expect(kovacs).toContain(2150);
      expect(go[0]).toContain("Name");
      const chess = await opened(dir, `fide-${locale.lang}.csv`, locale.filter);
      // RULES §2.1's round robin (8.21b): Player A expects 7.36, a number and not the text "7,36"
      const a = chess.find((r) => r.includes("Player, A"));
      expect(a).toContain(7.36);
      expect(a).toContain(2600);
    });

    it("the control: the plain RFC 4180 form opened the Hungarian way is one text cell a row, no figure a number", async () => {
      const plain = await run([
        "rate",
        FIDE,
        "--system",
        "fide",
        "--ruleset",
        "HU2017",
        "--csv",
        "--csv-plain",
      ]);
      writeFileSync(path.join(dir, "plain.csv"), plain.stdout);
      const rows = await opened(dir, "plain.csv", LOCALES.hu.filter);
      expect(rows.flat()).not.toContain(7.36);
      expect(rows.flat().filter((c) => typeof c === "number")).toEqual([]);
    });
  },
);

/**
 * The .xlsx of `rating-officer sheet --out` in a real spreadsheet program: LibreOffice (Debian's
 * libreoffice-calc, headless; .ci/run installs it) converts each file to PDF, and the PDF's text
 * (poppler's pdftotext) is looked at: the figures are there (LibreOffice cannot run the add-in's
 * functions, so it shows the values stored beside the formulas), the sheet prints one page wide
 * (the crosstable's first and last column on the same page), the hint right of the print area is
 * not printed. Every system, the three languages, and the 600-player EGC 2013.
 * `npm run test:slow` (it spawns LibreOffice: about 10 s). With `SHEET_PICTURES=docs` it also
 * draws each PDF's first page into docs/sheet-<case>.png (poppler's `pdftoppm -r 110`: an A4 page 910 × 1287 px, its 11-pt text readable), the
 * pictures of docs/taskpane.md: `SHEET_PICTURES=docs npx jest -c jest.slow.config.js sheet-pdf`.
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fixtureFile, run } from "./fake-io";

const SHEET_FIXTURES = path.join(__dirname, "..", "sheet", "fixtures");

interface Case {
  name: string;
  args: string[];
  /** Words that must be printed: names and figures (each from the fixture or RULES). */
  printed: string[];
  /** The crosstable's first and last column headers: on one page when it prints one page wide. */
  firstAndLast: [string, string];
  hint: string;
}

const CASES: Case[] = [
  {
    name: "mgsz-en",
    args: [fixtureFile("opengotha-weekend"), "--system", "mgsz", "--multiplier", "15"],
    // the weekend's winner by MMS (the fixture; the standings of test/sheet/tournament-sheet.test.ts)
    printed: ["Marz Manja", "Drean-Guenaizia Benjamin", "Standings", "New ratings", "Change"],
    firstAndLast: ["Name", "ID"],
    hint: "then press Recalculate",
  },
  {
    name: "mgsz-hu",
    args: [fixtureFile("opengotha-weekend"), "--system", "mgsz", "--multiplier", "15", "--lang", "hu"],
    printed: ["Marz Manja", "Végeredmény", "Új értékszámok", "Értékszám-lista"],
    firstAndLast: ["Név", "Azonosító"],
    hint: "Újraszámolás gombot",
  },
  {
    name: "fide-ru",
    args: [fixtureFile("trf-rules-8-34"), "--system", "fide", "--ruleset", "HU2017", "--lang", "ru"],
    printed: ["Итоговая таблица", "Новые рейтинги", "Изменение"],
    firstAndLast: ["Имя", "ИД"],
    hint: "Пересчитать",
  },
  {
    name: "mahjong-ru",
    args: [
      path.join(SHEET_FIXTURES, "mahjong-d19.csv"),
      "--system",
      "mahjong",
      "--sessions",
      "8",
      "--release",
      "2026-12-01",
      "--lang",
      "ru",
    ],
    // the figures themselves are test/sheet/evaluate.test.ts's; here: printed, not #NAME?
    printed: ["Player 1", "NR×KT", "Новые рейтинги"],
    firstAndLast: ["Место", "Очки"],
    hint: "Пересчитать",
  },
  {
    name: "egc2013-600",
    args: [fixtureFile("egd-egc2013"), "--system", "mgsz", "--multiplier", "30"],
    printed: ["Standings", "New ratings"],
    firstAndLast: ["Name", "ID"],
    hint: "then press Recalculate",
  },
];

const dir = mkdtempSync(path.join(tmpdir(), "sheet-pdf-"));
const pages = new Map<string, string[]>();

beforeAll(async () => {
  for (const c of CASES) {
    const r = await run(["sheet", ...c.args, "--out", `${c.name}.xlsx`]);
    if (r.code !== 0) throw new Error(`${c.name}: ${r.stderr}`);
    const bytes = r.written.get(`${c.name}.xlsx`);
    if (bytes === undefined) throw new Error(`${c.name}: nothing written`);
    writeFileSync(path.join(dir, `${c.name}.xlsx`), bytes);
  }
  // one LibreOffice run for every file, with its own profile (never the user's)
  execFileSync(
    "soffice",
    [
      `-env:UserInstallation=file://${path.join(dir, "profile")}`,
      "--headless",
      "--convert-to",
      "pdf",
      "--outdir",
      dir,
      ...CASES.map((c) => path.join(dir, `${c.name}.xlsx`)),
    ],
    { stdio: "pipe", timeout: 180_000 },
  );
  for (const c of CASES) {
    const text = execFileSync("pdftotext", ["-layout", path.join(dir, `${c.name}.pdf`), "-"], {
      encoding: "utf8",
    });
    pages.set(
      c.name,
      text.split("\f").filter((p) => p.trim() !== ""),
    );
    const pictures = process.env["SHEET_PICTURES"];
    if (pictures !== undefined && pictures !== "") {
      const out = path.join(pictures, `sheet-${c.name}`);
      const pdf = path.join(dir, `${c.name}.pdf`);
      execFileSync("pdftoppm", ["-r", "110", "-f", "1", "-l", "1", "-png", "-singlefile", pdf, out]);
    }
  }
}, 240_000);

describe.each(CASES)("$name", (c) => {
  test("printed with its figures, one page wide, without the hint", () => {
    const all = pages.get(c.name) ?? [];
    expect(all.length).toBeGreaterThan(0);
    const text = all.join("\n");
    for (const word of c.printed) expect(text).toContain(word);
    expect(text).not.toContain("#NAME?");
    expect(text).not.toContain(c.hint);
    const [first, last] = c.firstAndLast;
    const page = all.find((p) => p.includes(first));
    expect(page).toBeDefined();
    expect(page).toContain(last);
    // Every text in Calibri's metric twin (Carlito), bold included: the widths are measured for
    // it, and a bold font without a name once printed the labels in a wider serif, cut.
    const fonts = execFileSync("pdffonts", [path.join(dir, `${c.name}.pdf`)], { encoding: "utf8" })
      .split("\n")
      .slice(2)
      .filter((line) => line.trim() !== "")
      .map((line) => (line.split(/\s+/)[0] ?? "").replace(/^[A-Z]{6}\+/, ""));
    expect(fonts.length).toBeGreaterThan(0);
    // Carlito lacks the Register column's marks ✓ ✗ (D286): LibreOffice draws those two in DejaVu Sans
    expect(fonts.filter((f) => !/^(Carlito(-Bold)?|DejaVuSans)$/.test(f))).toEqual([]);
    // A4, as the file asks
    const info = execFileSync("pdfinfo", [path.join(dir, `${c.name}.pdf`)], { encoding: "utf8" });
    expect(info).toMatch(/Page size:\s+595\.\d+ x 841\.\d+ pts|Page size:\s+841\.\d+ x 595\.\d+ pts/);
    expect(
      readFileSync(path.join(dir, `${c.name}.pdf`))
        .subarray(0, 4)
        .toString(),
    ).toBe("%PDF");
  });
});

import { readFileSync, readdirSync } from "fs";
import type ExcelJS from "exceljs";
import { join } from "path";
import { main } from "../../src/cli/main";
import type { CliIO } from "../../src/cli/types";

export const FIXTURES = join(__dirname, "../fixtures");

/** The input file of a fixture folder. */
export function fixtureFile(dir: string): string {
  const file = readdirSync(join(FIXTURES, dir)).find((f) => f.startsWith("input.")) ?? "input";
  return join(FIXTURES, dir, file);
}

/** Every fixture that is a Go tournament (EGD, FFG, OpenGotha, pairgoth, MacMahon files). */
export const GO_FIXTURES: string[] = readdirSync(FIXTURES)
  .filter((d) => /^(egd|ffg|opengotha|pairgoth|macmahon)-/.test(d) && d !== "egd-ratinglist-hu")
  .sort();

export interface Run {
  code: number;
  stdout: string;
  stderr: string;
  /** The files the command wrote, by path (kept in memory). */
  written: Map<string, Uint8Array>;
}

/**
 * Runs `rating-officer ARGS…` in-process; `files` are extra in-memory files by path, `stdin` what
 * standard input holds.
 */
export async function run(args: string[], files: Record<string, string> = {}, stdin = ""): Promise<Run> {
  let stdout = "";
  let stderr = "";
  const written = new Map<string, Uint8Array>();
  const io: CliIO = {
    out: (t) => void (stdout += t),
    err: (t) => void (stderr += t),
    readStdin: async () => stdin,
    readFile: (path) => {
      const mem = files[path];
      return mem !== undefined ? new TextEncoder().encode(mem) : readFileSync(path);
    },
    // written files land among the in-memory ones (a test reads them back by path), and as bytes
    writeFile: (path, bytes) => {
      files[path] = new TextDecoder().decode(bytes);
      written.set(path, bytes);
    },
  };
  const code = await main(args, io);
  // not enumerable: tests that compare a whole Run with toEqual see code, stdout and stderr only
  return Object.defineProperty({ code, stdout, stderr }, "written", {
    value: written,
    enumerable: false,
  }) as Run;
}

const runs = new Map<string, Promise<Run>>();
/**
 * {@link run} of files on disk, run once per suite for the same arguments: tests that check
 * different things of one command's output (the same arguments give the same output) share it.
 */
export function runOnce(args: string[]): Promise<Run> {
  const k = args.join("\u0000");
  const r = runs.get(k) ?? run(args);
  runs.set(k, r);
  return r;
}

/**
 * The first worksheet of an .xlsx the command wrote (`--out`), read back with exceljs (loaded
 * here, not with this file: most suites that run the command line never read an .xlsx).
 */
export async function firstWorksheet(bytes: Uint8Array | undefined): Promise<ExcelJS.Worksheet> {
  if (bytes === undefined) throw new Error("nothing written");
  const { Workbook } = (await import("exceljs")).default;
  const b = new Workbook();
  await b.xlsx.load(Buffer.from(bytes) as unknown as ArrayBuffer);
  const s = b.worksheets[0];
  if (s === undefined) throw new Error("no sheet");
  return s;
}

/** A cell's value, or the value stored beside its formula. */
export const resultOf = (v: ExcelJS.CellValue): unknown =>
  v !== null && typeof v === "object" && "formula" in v ? v.result : v;

/** The (last) cell of a worksheet whose formula starts with `prefix`, e.g. "TOURNAMENT.MGSZ(". */
export function formulaCell(s: ExcelJS.Worksheet, prefix: string): ExcelJS.Cell {
  let found: ExcelJS.Cell | undefined;
  s.eachRow((row) =>
    row.eachCell((cell) => {
      const v = cell.value;
      if (v !== null && typeof v === "object" && "formula" in v && (v.formula ?? "").startsWith(prefix))
        found = cell;
    }),
  );
  if (found === undefined) throw new Error(`no ${prefix} formula`);
  return found;
}

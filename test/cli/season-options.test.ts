/**
 * `season`'s options per system: the form of the list `--out` writes (D195, D259) and the
 * refusal of an option of another system's season, naming the systems that take it (D260).
 */
import { optionOwners } from "../../src/systems";
import { writeTrf } from "../../src/formats/trf-writer";
import { event } from "../core/engines/fide-period-events";
import { type Run, run } from "./fake-io";
import { type Ev, type Listed, h9, listCsv } from "./season-files";

const PLAYERS: Listed[] = [
  { pin: "12000001", name: "Kovacs", firstName: "Anna", rating: 2040 },
  { pin: "12000002", name: "Nagy", firstName: "Bela", rating: 1990 },
];
const MARCH: Ev = { name: "March Cup", date: "2026-03-14", rounds: [[[0, 1, 2]]] };
const MAY: Ev = { name: "May Open", date: "2026-05-09", rounds: [[[0, 1, 0]]] };
const mgszFiles = (): Record<string, string> => ({
  "list.csv": listCsv(PLAYERS),
  "march.h9": h9(PLAYERS, MARCH),
  "may.h9": h9(PLAYERS, MAY),
});
const MGSZ_ARGS = ["season", "--system", "mgsz", "--list", "list.csv", "march.h9"];

// test/cli/season-fide.test.ts's list and June (a first rating begun, D155)
const fideFiles = (): Record<string, string> => ({
  "list.csv": "PIN,Name,Rating,Games\n11,Player 11,1900,100\n12,Player 12,1950,100\n13,Player 13,1800,100\n",
  "june.trf": writeTrf({
    ...event("June open", "2025-06-15", [
      ["9", "11", 1],
      ["9", "12", 0.5],
      ["9", "13", 0.5],
    ]),
    startDate: "2025-06-15",
  }).text,
});
const FIDE_ARGS = ["season", "--system", "fide", "--list", "list.csv", "june.trf"];
const MAHJONG_ARGS = [
  "season",
  "--system",
  "mahjong",
  "--list",
  "samples/mahjong-results.csv",
  "--release",
  "2026-03-01",
];

const bytes = (r: Run, path: string): Uint8Array => r.written.get(path) ?? new Uint8Array();
const text = (r: Run, path: string): string =>
  new TextDecoder("utf-8", { ignoreBOM: true }).decode(bytes(r, path));
const BOM = [0xef, 0xbb, 0xbf];

describe("season --out in the CSV forms of D195 (D259)", () => {
  it("--csv-plain: RFC 4180 (comma, CRLF, no mark), and the next month's --list reads it back", async () => {
    const files = mgszFiles();
    const r = await run([...MGSZ_ARGS, "--out", "plain.csv", "--csv-plain", "--lang", "hu"], files);
    expect(r).toMatchObject({ code: 0, stderr: "" });
    expect([...bytes(r, "plain.csv").slice(0, 3)]).not.toEqual(BOM);
    const lines = text(r, "plain.csv").split("\r\n");
    // the header in --lang's words (D143), in the plain form's separator
    expect(lines[0]).toMatch(/^Azonosító,Név,Keresztnév,/u);
    expect(lines.at(-1)).toBe("");
    // the plain file continues the season as the default form does (D196)
    const plain = await run(["season", "--system", "mgsz", "--list", "plain.csv", "may.h9", "--json"], files);
    await run([...MGSZ_ARGS, "--out", "excel.csv"], files);
    const excel = await run(["season", "--system", "mgsz", "--list", "excel.csv", "may.h9", "--json"], files);
    expect(plain).toMatchObject({ code: 0, stderr: "" });
    expect(plain.stdout).toBe(excel.stdout);
  });

  it("--csv-locale hu with English headers: `;` and the mark; the default follows --lang", async () => {
    const files = mgszFiles();
    const hu = await run([...MGSZ_ARGS, "--out", "hu.csv", "--csv-locale", "hu"], files);
    expect(hu).toMatchObject({ code: 0, stderr: "" });
    expect([...bytes(hu, "hu.csv").slice(0, 3)]).toEqual(BOM);
    expect(text(hu, "hu.csv").split("\n")[0]).toMatch(/^\uFEFFPIN;Name;First name;/u);
    const ru = await run([...MGSZ_ARGS, "--out", "ru.csv", "--lang", "ru"], files);
    expect(text(ru, "ru.csv").split("\n")[0]).toContain(";");
    const en = await run([...MGSZ_ARGS, "--out", "en.csv"], files);
    expect(text(en, "en.csv").split("\n")[0]).toMatch(/^\uFEFFPIN,Name,First name,/u);
  });

  it("FIDE's list in the plain form reads back as the next period's list", async () => {
    const files = fideFiles();
    const r = await run([...FIDE_ARGS, "--out", "fide.csv", "--csv-plain"], files);
    expect(r).toMatchObject({ code: 0, stderr: "" });
    expect(text(r, "fide.csv")).toMatch(/^PIN,Name,First name,Federation,Club,Rating,K,[^\n]*\r\n/u);
    const next = await run(["season", "--system", "fide", "--list", "fide.csv", "--json", "june.trf"], files);
    // June again over a list that holds June is refused (D158): the plain list was read, history and all
    expect(next.code).toBe(2);
    expect(next.stderr).toContain("2025-06");
  });

  it.each([
    [["--csv-plain"], "--csv-plain applies to --out FILE"],
    [["--csv-locale", "hu"], "--csv-locale applies to --out FILE"],
    [["--out", "x.csv", "--csv-plain", "--csv-locale", "hu"], "give --csv-locale or --csv-plain, not both"],
    [["--out", "x.csv", "--csv-locale", "de"], '--csv-locale "de": expected en, hu or ru'],
  ])("%j is refused, nothing written", async (extra, said) => {
    const r = await run([...MGSZ_ARGS, ...extra], mgszFiles());
    expect(r.code).toBe(2);
    expect(r.stderr).toContain(said);
    expect(r.written.size).toBe(0);
    expect(r.stdout).toBe("");
  });
});

describe("an option of another system's season names the systems that take it (D260)", () => {
  const args: Record<string, string[]> = { mgsz: MGSZ_ARGS, fide: FIDE_ARGS, mahjong: MAHJONG_ARGS };
  // the systems each option is for: mgsz and fide keep a list (D143, D148), fide rates periods
  // (D154), mahjong's releases (issue 26)
  it.each([
    ["mahjong", ["--out", "x.csv"], "--out applies to --system mgsz or fide, not mahjong"],
    ["mahjong", ["--diff", "old.csv"], "--diff applies to --system mgsz or fide, not mahjong"],
    ["mahjong", ["--csv-plain"], "--csv-plain applies to --system mgsz or fide, not mahjong"],
    // the mahjong season has no list to match its players against (D261)
    ["mahjong", ["--new", "X"], "--new applies to --system mgsz or fide, not mahjong"],
    ["mahjong", ["--match", "X=2"], "--match applies to --system mgsz or fide, not mahjong"],
    ["mgsz", ["--period", "3"], "--period applies to --system fide, not mgsz"],
    ["mahjong", ["--period", "3"], "--period applies to --system fide, not mahjong"],
    ["mgsz", ["--release", "2026-03-01"], "--release applies to --system mahjong, not mgsz"],
    ["fide", ["--release", "2026-03-01"], "--release applies to --system mahjong, not fide"],
  ])("under %s, %j", async (system, extra, said) => {
    const f = system === "mgsz" ? mgszFiles() : system === "fide" ? fideFiles() : {};
    const r = await run([...(args[system] ?? []), ...extra], f);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain(said);
    expect(r.stderr).not.toMatch(/is for --system mgsz/u);
    expect(r.written.size).toBe(0);
  });

  it("the refusals come from the systems' declarations: every system-bound option of season is one", () => {
    expect(Object.fromEntries(optionOwners("season"))).toEqual({
      match: ["mgsz", "fide"],
      new: ["mgsz", "fide"],
      out: ["mgsz", "fide"],
      diff: ["mgsz", "fide"],
      "csv-plain": ["mgsz", "fide"],
      "csv-locale": ["mgsz", "fide"],
      period: ["fide"],
      release: ["mahjong"],
    });
  });
});

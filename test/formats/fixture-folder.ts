/**
 * The checks of one fixture folder (test/fixtures/<case>/input.* + expected.json + SOURCES.txt for
 * real files), one body for fixtures.test.ts (npm test) and fixtures.slow.test.ts (the EGC-size
 * folders, LARGE_FIXTURES of test/cli/per-fixture.ts). Every diagnostic a reader emits must be
 * listed in expected.json with the reason it is expected; the list must match exactly.
 */
import { existsSync, readdirSync, readFileSync } from "fs";
import { join } from "path";
import { readRatingList } from "../../src/formats/rating-list";
import { readTournament } from "../../src/formats/sniff";

interface ExpectedDiagnostic {
  code: string;
  line: number;
  reason: string;
}
interface Expected {
  reader: "tournament" | "ratingList";
  format: string;
  encoding?: string;
  players?: number;
  rounds?: number;
  entries?: number;
  firstPlayer?: { name: string; firstName?: string };
  diagnostics: ExpectedDiagnostic[];
}

const root = join(__dirname, "../fixtures");

/** The fixture folders: those with an expected.json. */
export const FIXTURE_FOLDERS = readdirSync(root).filter((d) => existsSync(join(root, d, "expected.json")));

/** The tests of one folder: its source note and input, and what its reader says of it. */
export function fixtureFolderTests(dir: string): void {
  const expected = JSON.parse(readFileSync(join(root, dir, "expected.json"), "utf8")) as Expected;
  const file = readdirSync(join(root, dir)).find((f) => f.startsWith("input."));
  const bytes = new Uint8Array(readFileSync(join(root, dir, file ?? "input")));

  it("has a source note and an input", () => {
    expect(file).toBeDefined();
    expect(existsSync(join(root, dir, "SOURCES.txt"))).toBe(true);
  });

  it("every expected diagnostic carries a reason", () => {
    for (const d of expected.diagnostics) expect(d.reason.length).toBeGreaterThan(10);
  });

  if (expected.reader === "ratingList") {
    it("reads the rating list with only explained diagnostics", () => {
      const r = readRatingList(bytes);
      expect(r.format).toBe(expected.format);
      expect(r.entries).toHaveLength(expected.entries ?? -1);
      expect(r.diagnostics.map((d) => ({ code: d.code, line: d.line }))).toEqual(
        expected.diagnostics.map((d) => ({ code: d.code, line: d.line })),
      );
    });
    return;
  }

  it("reads with only explained diagnostics", () => {
    const r = readTournament(bytes, file ?? "");
    expect(r.format).toBe(expected.format);
    if (expected.encoding) expect(r.encoding).toBe(expected.encoding);
    expect(r.tournament.players).toHaveLength(expected.players ?? -1);
    expect(r.tournament.rounds).toBe(expected.rounds);
    const first = r.tournament.players[0];
    expect({ name: first?.name, ...(first?.firstName ? { firstName: first.firstName } : {}) }).toEqual(
      expected.firstPlayer,
    );
    expect(r.diagnostics.map((d) => ({ code: d.code, line: d.line }))).toEqual(
      expected.diagnostics.map((d) => ({ code: d.code, line: d.line })),
    );
    expect(r.tournament.players.filter((p) => p.results.length !== r.tournament.rounds)).toEqual([]);
  });
}

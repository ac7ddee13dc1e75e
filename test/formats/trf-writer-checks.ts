/**
 * The TRF writer's checks with one body for both suites: trf-writer.test.ts runs them on samples
 * in npm test (fewer random tournaments, the smaller real files), trf-writer.slow.test.ts on the
 * rest (the full count, the largest TRF files, the EGC-size sources of bbp-check.json).
 */
import { createHash } from "crypto";
import { readFileSync, readdirSync } from "fs";
import { join } from "path";
import fc from "fast-check";
import { DEFAULT_PARAMETERS } from "../../src/core/tournament/model";
import type { Player, RoundEntry, Tournament } from "../../src/core/tournament/model";
import { readTrf } from "../../src/formats/trf";
import { type TrfVersion, writeTrf } from "../../src/formats/trf-writer";
import { tournamentArb } from "../core/tournament/arbitrary";
import { isLarge } from "../cli/per-fixture";
import { inputOf, tournamentOf } from "./fixture-model";

export const FIXTURES = join(__dirname, "../fixtures");

/**
 * The largest TRF fixtures (0.2–0.35 s each to read, write twice and read again): their real-file
 * round trip runs in the slow suite; grandmommyscup's team section is checked in npm test as well.
 */
const LARGE_TRF = [
  "trf-bbp-issue-15",
  "trf-competichess-lichess-large",
  "trf-echecs-grandmommyscup",
  "trf-sklangen-example1-karl-mala-2005",
];

/** Every TRF fixture, and those whose real-file round trip runs in npm test. */
export const TRF_FIXTURES = readdirSync(FIXTURES)
  .filter((d) => d.startsWith("trf-"))
  .sort();
export const TRF_SAMPLES = TRF_FIXTURES.filter((d) => !LARGE_TRF.includes(d));
export const TRF_SWEPT = TRF_FIXTURES.filter((d) => LARGE_TRF.includes(d));

/** What a TRF carries of a tournament (FORMATS §1.3, §1.4), for comparing two reads. */
export function carried(t: Tournament, version: TrfVersion): unknown {
  return {
    name: t.name,
    location: t.location,
    startDate: t.startDate,
    endDate: t.endDate,
    rounds: t.rounds,
    timeControl: t.timeControl,
    parameters: t.parameters,
    ...(version === "2026" ? { plannedRounds: t.plannedRounds, initialColour: t.initialColour } : {}),
    players: t.players.map((p) => ({
      ...p,
      born: undefined, // read from the birth text, which is compared
      ...(version === "16" ? { nationalRatings: undefined } : {}),
    })),
  };
}

// names a TRF must carry as they are: accents, Cyrillic, commas, the characters other formats
// treat specially, and the spreadsheet-formula names of OWASP's CSV injection (D42)
export const AWKWARD = [
  "Kovács, Péter",
  "Čermák, Tomáš",
  "Иванов, Иван",
  "O'Neil | Smith; Jr",
  "[Bracket] Name",
  '"Quoted" Name',
  '=HYPERLINK("x")',
  "+cmd|' /C calc'!A0",
  "@SUM(1)",
  "-2+3",
  "Łódź Ålesund ß",
  "x".repeat(33),
];

/** Random tournaments in what TRF carries: known colours, no handicaps, byes of a full point. */
export const trfArb = fc
  .tuple(
    tournamentArb({ loose: false }),
    fc.array(
      fc.record({
        name: fc.constantFrom(...AWKWARD),
        sex: fc.constantFrom(undefined, "m" as const, "w" as const),
        title: fc.constantFrom(undefined, "GM", "WIM", "CM"),
        rating: fc.option(fc.integer({ min: 1000, max: 2900 }), { nil: undefined }),
        federation: fc.option(fc.constantFrom("HUN", "RUS", "CZE", "ESP"), { nil: undefined }),
        fideId: fc.option(fc.stringMatching(/^[1-9]\d{3,10}$/), { nil: undefined }),
        birth: fc.option(fc.constantFrom("1978", "1990/05/01", "2011/12/31"), { nil: undefined }),
        national: fc.option(fc.integer({ min: 1000, max: 2500 }), { nil: undefined }),
      }),
      { minLength: 12, maxLength: 12 },
    ),
    fc.boolean(),
  )
  .map(([t, people, shuffled]): Tournament => {
    const n = t.players.length;
    // starting ranks: 1…n, or the same numbers in another order (the file's own order is kept)
    const start = Array.from({ length: n }, (_, i) => (shuffled ? n - i : i + 1));
    const players = t.players.map((p, i): Player => {
      const q = people[i] ?? people[0];
      if (q === undefined) throw new Error("12 people are generated");
      return {
        name: q.name,
        ...(q.sex ? { sex: q.sex } : {}),
        ...(q.title ? { title: q.title } : {}),
        ...(q.rating !== undefined ? { rating: q.rating } : {}),
        ...(q.federation ? { federation: q.federation } : {}),
        ...(q.fideId ? { fideId: q.fideId } : {}),
        ...(q.birth ? { birth: q.birth } : {}),
        startNumber: start[i] ?? i + 1,
        ...(q.national !== undefined
          ? { nationalRatings: [{ federation: "HUN", rating: q.national, id: `H${i}` }] }
          : {}),
        results: p.results.map((e): RoundEntry => (e.kind === "game" ? { ...e, handicap: null } : e)),
      };
    });
    return {
      format: "trf",
      name: "Kupa, Budapest",
      location: "Győr",
      startDate: "2026/05/01",
      endDate: "2026/05/03",
      rounds: t.rounds,
      parameters: { ...DEFAULT_PARAMETERS, absentMms2: 0 },
      timeControl: { text: "90 min + 30 s" },
      players,
    };
  });

/** Random tournaments with awkward names, written as TRF `v` and read back, are the same model. */
export function randomRoundTrip(v: TrfVersion, numRuns: number): void {
  fc.assert(
    fc.property(trfArb, (t) => {
      const w = writeTrf(t, v);
      expect(w.notes).toEqual(
        v === "16" && t.players.some((p) => p.nationalRatings)
          ? [expect.objectContaining({ code: "trf-national" })]
          : [],
      );
      const back = readTrf(w.text);
      // the random pairings may pair two players twice (D59), and the names drawn from AWKWARD
      // and the random FIDE IDs may repeat (D74, D63): said, read all the same
      const said = new Set(["repeated-pairing", "duplicate-name", "duplicate-id"]);
      expect(back.diagnostics.filter((d) => !said.has(d.code))).toEqual([]);
      const expected =
        v === "16" ? { ...t, players: t.players.map((p) => ({ ...p, nationalRatings: undefined })) } : t;
      expect(carried(back.tournament, v)).toEqual(carried(expected, v));
    }),
    { numRuns },
  );
}

/** The errors a real file has of its own, which its copy written has too (its expected.json). */
const OWN_ERRORS: Readonly<Record<string, readonly string[]>> = {
  // FIDE ID 42143365 on two rows (D63)
  "trf-heltour-friendship-cup-2024": ["duplicate-id"],
};

/** The real file `dir`, read, written and read again, is the same model (both versions). */
export function realFileRoundTrip(dir: string): void {
  const first = tournamentOf(inputOf(dir));
  for (const v of ["2026", "16"] as const) {
    const written = writeTrf(first, v);
    if (v === "16" && first.parameters.byePoints2 !== 2) {
      // TRF16 has no point-system record: a bye worth less than a win cannot be said there
      expect(written.notes.map((n) => n.code)).toContain("trf-bye-value");
      continue;
    }
    const again = readTrf(written.text);
    const errors = again.diagnostics.filter((d) => d.severity === "error").map((d) => d.code);
    expect(errors).toEqual(OWN_ERRORS[dir] ?? []);
    expect(carried(again.tournament, v)).toEqual(carried(first, v));
  }
}

export interface BbpCheck {
  source: string;
  version: TrfVersion;
  sha256: string;
  bbpExit: number;
  sameVerdictAsOriginal: boolean | null;
}
export const BBP_RECORD = JSON.parse(
  readFileSync(join(FIXTURES, "trf-bbp-generated-1124", "bbp-check.json"), "utf8"),
) as { checks: BbpCheck[] };

/** bbp-check.json's records on the EGC-size sources (594 players), checked in the slow suite. */
export const BBP_SWEPT = BBP_RECORD.checks.filter((c) => isLarge(c.source));
export const BBP_SAMPLES = BBP_RECORD.checks.filter((c) => !isLarge(c.source));

/** The writer still writes, byte for byte, the file bbpPairings checked (its SHA-256). */
export function bbpAccepted(v: TrfVersion, c: BbpCheck): void {
  // the records the writer writes from the model, as bbpPairings checked them: the source's own
  // other records, written back since (trf-writer-keep.ts), were checked on the original
  const t = { ...tournamentOf(inputOf(c.source)), sourceLines: undefined };
  const sha = createHash("sha256").update(writeTrf(t, v).text, "utf8").digest("hex");
  expect(sha).toBe(c.sha256);
  // a team event's 310/013 records: bbpPairings pairs individual events only and refuses it,
  // as it refuses the original (its SOURCES.txt); every other file was read and checked
  expect(c.bbpExit).toBe(t.teams !== undefined ? 3 : 0);
}

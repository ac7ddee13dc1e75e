import { readFileSync } from "fs";
import { DEFAULT_PARAMETERS, fullName } from "../../src/core/tournament/model";
import type { TeamSection, Tournament } from "../../src/core/tournament/model";
import { teamStandings } from "../../src/core/tournament/teams";
import { readTrf } from "../../src/formats/trf";
import { writeTrf } from "../../src/formats/trf-writer";
import { english } from "../../src/i18n/table";
import { inputOf, tournamentOf } from "./fixture-model";
import { writesTrfBack } from "./trf-from-formats";
import {
  BBP_SAMPLES,
  TRF_SAMPLES,
  bbpAccepted,
  randomRoundTrip,
  realFileRoundTrip,
} from "./trf-writer-checks";

describe("writeTrf: read ∘ write is the identity on the model", () => {
  // a quarter of the random tournaments; trf-writer.slow.test.ts runs the full 60 with the same body
  it.each(["2026", "16"] as const)("TRF %s: random tournaments with awkward names read back the same", (v) =>
    randomRoundTrip(v, 15),
  );

  // the largest TRF files in the slow suite (trf-writer.slow.test.ts, TRF_SWEPT)
  it.each(TRF_SAMPLES)(
    "%s: the real file, read, written and read again, is the same model (both versions)",
    realFileRoundTrip,
  );
});

describe("writeTrf from the other formats", () => {
  // EGC 2013 and 2011 (594 and 760 players) in the slow suite: trf-from-formats.slow.test.ts
  it.each(["csv-swissmanager-san-sebastian", "ffg-frioul", "macmahon-sample-tournament"])(
    "%s → TRF reads back to the same games, points and chess standings",
    writesTrfBack,
  );
});

describe("what TRF cannot carry is said", () => {
  const base: Tournament = {
    format: "model",
    name: "Notes",
    rounds: 1,
    parameters: DEFAULT_PARAMETERS,
    players: [
      {
        name: "A very long name that goes on, and on past the column",
        rating: -900,
        results: [{ kind: "game", opponent: 1, score: null, colour: null, handicap: 3, forfeit: false }],
      },
      {
        name: "Tab\there 😀",
        federation: "Hungary",
        results: [{ kind: "game", opponent: 0, score: null, colour: null, handicap: 3, forfeit: false }],
      },
      { name: "Byer", results: [{ kind: "bye", score: 1 }] },
      {
        name: "White",
        results: [{ kind: "game", opponent: 4, score: 2, colour: "white", handicap: 0, forfeit: false }],
      },
      {
        name: "Black",
        results: [{ kind: "game", opponent: 3, score: 0, colour: "black", handicap: 0, forfeit: false }],
      },
    ],
  };

  it("names each loss once, with a count", () => {
    const w = writeTrf(base);
    const codes = w.notes.map((n) => n.code).sort();
    expect(codes).toEqual(
      [
        "trf-bye-value",
        "trf-character",
        "trf-federation",
        "trf-handicap",
        "trf-name-cut",
        "trf-rating",
        "trf-unknown-result",
      ].sort(),
    );
    const unknown = w.notes.find((n) => n.code === "trf-unknown-result");
    expect(unknown === undefined ? "" : english(unknown.text)).toMatch(/round 1.*\(and 1 more\)/);
    const back = readTrf(w.text).tournament;
    expect(back.players.map(fullName)).toEqual([
      "A very long name that goes on, an",
      "Tab here ?",
      "Byer",
      "White",
      "Black",
    ]);
    // the unknown result is an absence for nothing; the half-point bye an H (FORMATS §1.4)
    expect(back.players.map((p) => p.results[0])).toEqual([
      { kind: "absent", score: 0 },
      { kind: "absent", score: 0 },
      { kind: "absent", score: 1 },
      { kind: "game", opponent: 4, score: 2, colour: "white", handicap: null, forfeit: false },
      { kind: "game", opponent: 3, score: 0, colour: "black", handicap: null, forfeit: false },
    ]);
  });

  it("writes more than 99.9 points as an error", () => {
    const rounds = 201;
    const t: Tournament = {
      ...base,
      rounds,
      players: [
        { name: "Byer", results: Array.from({ length: rounds }, () => ({ kind: "bye", score: 2 }) as const) },
      ],
    };
    expect(writeTrf(t).notes).toEqual([expect.objectContaining({ severity: "error", code: "trf-points" })]);
  });
});

/**
 * The manual check with bbpPairings (README, "Checking TRF with bbpPairings"): bbpPairings v6
 * (FIDE-endorsed pairing engine) read each file below as written by writeTrf and its checker
 * (`--dutch FILE -c`) ran to the end, but for team events, which it refuses. The record keeps the SHA-256 of the exact bytes it read, so
 * a change to the writer fails here until the check is run again and the record updated.
 */
describe("bbpPairings accepted these files (test/fixtures/trf-bbp-generated-1124/bbp-check.json)", () => {
  // the EGC-size sources in the slow suite (trf-writer.slow.test.ts, BBP_SWEPT)
  it.each(BBP_SAMPLES.map((c) => [c.source, c.version, c] as const))("%s as TRF %s", (_, v, c) =>
    bbpAccepted(v, c),
  );

  it("bbpPairings' own TRF-2026 output is written back line for line (but the rank, D28's here)", () => {
    const text = readFileSync(inputOf("trf-bbp-generated-1124"), "utf8");
    const theirs = text.split(/\r\n|\r|\n/).filter((l) => l.startsWith("001"));
    const ours = writeTrf(readTrf(text).tournament)
      .text.split("\r\n")
      .filter((l) => l.startsWith("001"));
    const unranked = (l: string) => l.slice(0, 85) + l.slice(89);
    expect(ours.map(unranked)).toEqual(theirs.map(unranked));
  });
});

// Team events (D45): the team section of the real team fixtures survives `convert --to trf`.
// grandmommyscup is FIDE TEC's TRF-2026 team example (50 teams, 240/320/330/352/362 records;
// test/fixtures/trf-echecs-grandmommyscup/SOURCES.txt), the Sharly file a team Swiss with 352 WBBW
// and 362 TW 3 (its SOURCES.txt); the expected model is the fixture's own, as readTrf reads it.
describe("writeTrf: team events keep their team section (310, 320, 240, 330, 352, 362)", () => {
  const TEAM_FIXTURES = [
    "trf-echecs-grandmommyscup",
    "trf-sharly-trf26-team-import-test",
    "trf-echecs-trf26-team",
  ];

  it.each(TEAM_FIXTURES)("%s: read ∘ write ∘ read gives the same teams and team standings", (dir) => {
    const first = tournamentOf(inputOf(dir));
    expect(first.teams?.teams.length).toBeGreaterThan(0);
    const written = writeTrf(first, "2026");
    expect(written.notes.filter((n) => n.code.startsWith("trf-team"))).toEqual([]);
    const again = readTrf(written.text);
    expect(again.diagnostics.filter((d) => d.severity !== "info")).toEqual([]);
    expect(again.tournament.teams).toEqual(first.teams);
    const section = first.teams as TeamSection;
    expect(teamStandings(again.tournament, again.tournament.teams as TeamSection).rows).toEqual(
      teamStandings(first, section).rows,
    );
  });

  it("grandmommyscup: the records as FIDE TEC's file writes them, columns and all", () => {
    const dir = "trf-echecs-grandmommyscup";
    const first = tournamentOf(inputOf(dir));
    const lines = writeTrf(first, "2026").text.split("\r\n");
    // the fixture's line 295 `310   1 India …` read back field by field (columns of FORMATS §1.5)
    const india = lines.find((l) => l.startsWith("310   1 ")) ?? "";
    expect(india.slice(8, 40).trim()).toBe("India");
    expect(india.slice(41, 46).trim()).toBe("IND");
    expect([india.slice(54, 60).trim(), india.slice(61, 67).trim(), india.slice(68, 71).trim()]).toEqual([
      "15.0",
      "28.0",
      "11",
    ]);
    expect(india.slice(73).trim().split(/\s+/)).toEqual(["1", "5", "15", "28", "44"]);
    expect(lines).toContain("352 WBWB");
    expect(lines.filter((l) => l.startsWith("330 "))).toHaveLength(
      readFileSync(inputOf(dir), "latin1")
        .split(/\r?\n/)
        .filter((l) => l.startsWith("330 ")).length,
    );
  });

  it("TRF16 keeps the teams and their members as 013 records and says what it leaves out", () => {
    const dir = "trf-echecs-grandmommyscup";
    const first = tournamentOf(inputOf(dir));
    const w = writeTrf(first, "16");
    expect(w.notes.map((n) => n.code)).toContain("trf-team-records");
    const again = readTrf(w.text).tournament;
    expect(again.teams?.teams.map((x) => [x.number, x.name, x.members])).toEqual(
      first.teams?.teams.map((x) => [x.number, x.name, x.members]),
    );
  });

  it("a team name longer than TRF's 32 characters is cut and said", () => {
    const dir = "trf-echecs-trf26-team";
    const first = tournamentOf(inputOf(dir));
    const section = first.teams as TeamSection;
    const long = {
      ...first,
      teams: {
        ...section,
        teams: section.teams.map((x, i) => (i === 0 ? { ...x, name: "A".repeat(40) } : x)),
      },
    };
    const w = writeTrf(long, "2026");
    expect(w.notes.map((n) => n.code)).toContain("trf-team-name-cut");
    expect(readTrf(w.text).tournament.teams?.teams[0]?.name).toBe("A".repeat(32));
  });
});

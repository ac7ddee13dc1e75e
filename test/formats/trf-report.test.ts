import { readFileSync } from "fs";
import { join } from "path";
import { readTrf } from "../../src/formats/trf";
import { reportGaps } from "../../src/formats/trf-report";
import { writeTrf } from "../../src/formats/trf-writer";
import { english } from "../../src/i18n/table";

/**
 * The rating report (issue 28, D203): the tournament section's records FIDE's rating report
 * requires (TRF-2026's R column: 012, 022, 032, 042, 052, 102, 132 and each player's FIDE ID)
 * are the model's, written back from it, and what a tournament lacks of them is named, never
 * made up. The file is the trap trf-convert-keeps-records (a 6-player Swiss written by hand at
 * TRF-2026's columns, FORMATS §1.3).
 */
const FILE = join(__dirname, "..", "fixtures", "traps", "trf-convert-keeps-records", "input.trf");
const read = readTrf(new Uint8Array(readFileSync(FILE)));
const t = read.tournament;

describe("the rating report's records", () => {
  it("are read into the model as the file gives them", () => {
    expect(t.report).toEqual({
      federation: "HUN",
      type: "Individual: Swiss-System",
      chiefArbiter: "Kiss, Jozsef (700123)",
      deputyArbiters: ["Fekete, Ilona", "Nemeth, Balazs"],
      roundDates: ["26/10/03", "26/10/03", "26/10/04"],
    });
  });

  it("are written from the model, line for line as the file has them, without its own lines", () => {
    const source = readFileSync(FILE, "utf8").split("\n");
    const written = writeTrf({ ...t, sourceLines: undefined }).text.split("\r\n");
    for (const code of ["012", "022", "032", "042", "052", "092", "102", "112", "122", "132"])
      expect(written.filter((l) => l.startsWith(code))).toEqual(source.filter((l) => l.startsWith(code)));
  });

  it("the file says all the report requires: nothing is said", () => {
    expect(reportGaps(t)).toEqual([]);
  });

  it("names each missing record and each round without a date, and makes none up", () => {
    const bare = {
      ...t,
      location: undefined,
      report: { chiefArbiter: "Kiss, Jozsef (700123)", roundDates: ["26/10/03", "", "26/10/04"] },
      players: t.players.map((p, i) => (i < 2 ? p : { ...p, fideId: undefined })),
    };
    expect(reportGaps(bare).map((n) => english(n.text))).toEqual([
      "record 022 (the city) is missing: FIDE's rating report requires it; add it to the file",
      "record 032 (the federation) is missing: FIDE's rating report requires it; add it to the file",
      "record 132: round 2 has no date: FIDE's rating report requires each round's",
      `player 3 (${t.players[2]?.name ?? ""}): no FIDE ID (columns 58–68): FIDE's rating report requires one for every player (and 3 more)`,
    ]);
    const written = writeTrf({ ...bare, sourceLines: undefined }).text;
    expect(written).not.toMatch(/^(022|032)/m);
    expect(written).toMatch(/^132 {88}26\/10\/03 {12}26\/10\/04\r$/m);
  });
});

import type { Tournament } from "../../src/core/tournament/model";
import { readEgd } from "../../src/formats/egd";
import { readTrf } from "../../src/formats/trf";
import { GO_FIXTURES, fixtureFile, run } from "./fake-io";
import {
  CONVERTIBLE,
  GO_SAMPLES,
  convertsBack,
  games,
  isLarge,
  isSample,
  sameGamesAsOpenGothasH9,
} from "./per-fixture";
import { asLines, tournamentOf } from "../formats/fixture-model";

describe("rating-officer convert", () => {
  // the Go fixtures of GO_SAMPLES that convert reads back; the others in the slow suite
  // (fixture-sweep.slow.test.ts, the EGC-size ones in large-fixtures.slow.test.ts)
  // a file pairing a player several times in a round gives each player his own game there (D71),
  // one side's only: no crosstable reads that back as the same games
  it.each(CONVERTIBLE.filter(isSample))(
    "%s → h9 and CSV read back to the same players and games",
    convertsBack,
  );

  it("the Go fixtures checked one by one here and in rate and standings: small ones, every Go format among them", () => {
    expect(GO_SAMPLES.filter((d) => !GO_FIXTURES.includes(d) || isLarge(d))).toEqual([]);
    const format = (d: string) => d.split("-")[0];
    expect(new Set(CONVERTIBLE.filter(isSample).map(format))).toEqual(new Set(GO_FIXTURES.map(format)));
  });

  it("a player paired several times in a round: h9 holds each player's game as OpenGotha's export does (D71)", async () => {
    const r = await run(["convert", fixtureFile("opengotha-parity-twice-round3"), "--to", "h9"]);
    // D75: the file's surnames are numbers ("1860" of "1860 游客5632"); a tied row keeps its
    // place, so that an EGD table does not read the number as the place: every name read back
    expect(r.code).toBe(0);
    expect(r.stderr).not.toContain("which an EGD table reads as");
    expect(readEgd(r.stdout).tournament.players.map((p) => `${p.name} ${p.firstName ?? ""}`)).toContain(
      "1860 游客5632",
    );
    expect(r.stderr).toContain("player 6 (1793 范小康) is paired 11 times in round 1");
    // OpenGotha 3.51.02's own export of the file, rows 5 and 6: 1+/b0 6-/b0 8?/w7 and 0- 5+/w0 9?/w2
    const lines = r.stdout.split("\n").filter((l) => !l.startsWith(";"));
    expect(lines[4]).toMatch(/1\+\/b0 +6-\/b0 +8\?\/w7$/);
    expect(lines[5]).toMatch(/0- +5\+\/w0 +9\?\/w2$/);
  });

  it("h9 says which players it gives 30K because they have no rank (the table needs one)", async () => {
    // opengotha-rating-7800: players 2 and 6 have OpenGotha's 99K, which is no Go rank
    const r = await run(["convert", fixtureFile("opengotha-rating-7800"), "--to", "h9"]);
    expect(r.code).toBe(0);
    expect(r.stderr).toContain(
      "h9: warning: player 2 (Azuaje Manuel): no rank; written as 30K, as an EGD table needs one (and 1 more)",
    );
  });

  // OpenGotha's own h9 of Championnat Levallois 2018 (7 players; both files from OpenGotha's
  // distribution, SOURCES.txt); EGC 2013's twins (594) in the slow suite (large-fixtures.slow.test.ts)
  it("the Levallois 2018 OpenGotha XML written as h9 has the same games as OpenGotha's own h9 (FORMATS twins)", () =>
    sameGamesAsOpenGothasH9("opengotha-championnat-levallois-2018", "egd-championnat-levallois-2018"));

  it("--to trf writes a TRF-2026 that reads back to the same games; TRF16 on request", async () => {
    const file = fixtureFile("egd-egc2013");
    const original = tournamentOf(file);
    const r = await run(["convert", file, "--to", "trf"]);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/^012 /);
    expect(r.stdout).toMatch(/\r\n142 10\r\n/);
    const back = readTrf(r.stdout).tournament;
    const bare = (t: Tournament) => games(t).map((g) => ({ ...g, handicap: null }));
    expect(asLines(bare(back))).toEqual(asLines(bare(original)));
    const r16 = await run(["convert", file, "--to", "trf16"]);
    expect(r16.stdout).not.toMatch(/\r\n142 /);
  });

  it.each([
    [["convert", fixtureFile("egd-veterans")], /give --to h9, csv, trf or trf16/],
    [["convert", fixtureFile("egd-veterans"), "--to", "pdf"], /--to "pdf": expected h9, csv, trf or trf16/],
    [["convert", "--to", "h9"], /give a tournament FILE/],
  ])("%j exits 2 with a message", async (args, message) => {
    const r = await run(args);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(message);
  });
});

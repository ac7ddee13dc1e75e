/**
 * The command-line suites' per-fixture checks (`per-fixture.ts`) on the EGC-size fixtures that
 * `npm test` leaves out: EGC 2011 and 2013, 594–760 players, in each of their formats.
 */
import { existsSync, readdirSync } from "fs";
import { join } from "path";
import { tournamentOf } from "../formats/fixture-model";
import { FIXTURES, GO_FIXTURES, fixtureFile } from "./fake-io";
import {
  LARGE_FIXTURES,
  convertsBack,
  isLarge,
  rateWorks,
  ratesEveryPlayer,
  sameGamesAsOpenGothasH9,
  standsInOrder,
  systemOf,
} from "./per-fixture";

const LARGE = GO_FIXTURES.filter(isLarge);

describe("the EGC-size fixtures through the command line", () => {
  it("are the EGC 2011 and 2013 files in their formats", () => {
    // fixtures' SOURCES.txt: EGC 2013 (594 players) as EGD h9, FFG .tou and OpenGotha XML; EGC 2011 (760) as OpenGotha XML
    expect(LARGE).toEqual(["egd-egc2013", "ffg-egc2013", "opengotha-egc2013", "opengotha-parity-egc2011"]);
    expect(LARGE.every((d) => systemOf(d) !== null)).toBe(true);
  });
  it("are every fixture the command-line suites rate or convert with 500 players or more, as named in per-fixture.ts", () => {
    // `npm test` leaves out the fixtures LARGE_FIXTURES names, without reading them to count
    const rated = readdirSync(FIXTURES).filter(
      (d) => existsSync(join(FIXTURES, d, "SOURCES.txt")) && systemOf(d) !== null,
    );
    const all = [...new Set([...GO_FIXTURES, ...rated])].sort();
    const counted = all.filter((d) => tournamentOf(fixtureFile(d)).players.length >= 500);
    expect(counted).toEqual([...LARGE_FIXTURES].sort());
  });
  it.each(LARGE)("convert %s → h9 and CSV read back to the same players and games", convertsBack);
  it.each(LARGE)(
    "rate --system mgsz rates every player of %s (names as the file gives them)",
    ratesEveryPlayer,
  );
  it.each(LARGE)("rate works on %s with its system", rateWorks);
  it.each(LARGE)(
    "standings %s: every player once, in final order, with the four McMahon criteria (E.8)",
    standsInOrder,
  );
  it("convert: the EGC 2013 OpenGotha XML written as h9 has the same games as OpenGotha's own h9 (FORMATS twins)", () =>
    sameGamesAsOpenGothasH9("opengotha-egc2013", "egd-egc2013"));
});

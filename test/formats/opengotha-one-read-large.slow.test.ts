/**
 * opengotha-one-read.test.ts's check that both views of an OpenGotha file agree (D93), on the
 * EGC-size OpenGotha fixtures that `npm test` leaves out (EGC 2011 and 2013, 594–760 players).
 */
import { readFileSync } from "node:fs";
import { fixtureFile } from "../cli/fake-io";
import { LARGE_FIXTURES } from "../cli/per-fixture";
import { bothViewsAgree } from "./opengotha-views";

const LARGE = LARGE_FIXTURES.filter((d) => d.startsWith("opengotha-"));

describe("both views read the same players, games and byes: the EGC-size files", () => {
  it("are EGC 2011 and 2013", () => {
    expect(LARGE).toEqual(["opengotha-egc2013", "opengotha-parity-egc2011"]);
  });
  it.each(LARGE)("%s", (dir) => bothViewsAgree(readFileSync(fixtureFile(dir))));
});

/**
 * EGC 2013's h9 as OpenGotha 3.45 exported it (fixture egd-egc2013, 594 players, its MMS and SOS
 * columns), for the standings suites that compare with it (standings.test.ts,
 * standings-egc.slow.test.ts).
 */
import { readFileSync } from "fs";
import { readEgd } from "../../src/formats/egd";
import { fixtureFile } from "./fake-io";

let h9Read: ReturnType<typeof readEgd> | undefined;
/** EGC 2013's h9, read once a suite. */
export function egc2013H9(): ReturnType<typeof readEgd> {
  h9Read ??= readEgd(readFileSync(fixtureFile("egd-egc2013")));
  return h9Read;
}

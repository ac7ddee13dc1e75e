/**
 * The command-line suites' per-fixture checks (`per-fixture.ts`) on the Go fixtures `npm test`
 * leaves out: every one but GO_SAMPLES (convert.test.ts, rate.test.ts, standings.test.ts) and the
 * EGC-size ones (large-fixtures.slow.test.ts).
 */
import { GO_FIXTURES } from "./fake-io";
import {
  CONVERTIBLE,
  convertsBack,
  isSwept,
  rateWorks,
  ratesEveryPlayer,
  standsInOrder,
} from "./per-fixture";

const SWEPT = GO_FIXTURES.filter(isSwept);

describe("the Go fixtures npm test leaves to its samples, through the command line", () => {
  it("are the Go fixtures but the samples and the EGC-size ones", () => {
    expect(SWEPT.length).toBeGreaterThanOrEqual(40);
  });
  it.each(CONVERTIBLE.filter(isSwept))(
    "convert %s → h9 and CSV read back to the same players and games",
    convertsBack,
  );
  it.each(SWEPT)(
    "rate --system mgsz rates every player of %s (names as the file gives them)",
    ratesEveryPlayer,
  );
  it.each(SWEPT)("rate works on %s with its system", rateWorks);
  it.each(SWEPT)(
    "standings %s: every player once, in final order, with the four McMahon criteria (E.8)",
    standsInOrder,
  );
});

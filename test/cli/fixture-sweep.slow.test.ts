/**
 * The command-line suites' per-fixture checks (`per-fixture.ts`) on the fixtures `npm test` checks
 * by a sample only: `convert`'s round trip on every Go fixture but CONVERT_SAMPLES (in
 * convert.test.ts) and the EGC-size ones (in large-fixtures.slow.test.ts).
 */
import { CONVERTIBLE, CONVERT_SAMPLES, convertsBack, isLarge } from "./per-fixture";

describe("every fixture through the command line", () => {
  it.each(CONVERTIBLE.filter((d) => !isLarge(d) && !CONVERT_SAMPLES.includes(d)))(
    "convert %s → h9 and CSV read back to the same players and games",
    convertsBack,
  );
});

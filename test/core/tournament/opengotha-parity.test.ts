/** OpenGotha parity (D21, D22) on the parity fixtures but EGC 2011's (opengotha-parity-check.ts). */
import { isLarge } from "../../cli/per-fixture";
import { PARITY_FIXTURES, standsAsOpenGotha } from "./opengotha-parity-check";

// EGC 2011 (760 players): opengotha-parity.slow.test.ts
const cases = PARITY_FIXTURES.filter((d) => !isLarge(d));

describe("OpenGotha parity: standings identical to OpenGotha's own (D21, D22)", () => {
  it("finds the parity fixtures", () => {
    expect(cases.length).toBeGreaterThanOrEqual(5);
  });

  it.each(cases)("%s", standsAsOpenGotha);
});

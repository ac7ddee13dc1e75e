/** OpenGotha parity (D21, D22) on the EGC-size parity fixture, EGC 2011 (760 players): the same check. */
import { isLarge } from "../../cli/per-fixture";
import { PARITY_FIXTURES, standsAsOpenGotha } from "./opengotha-parity-check";

const cases = PARITY_FIXTURES.filter(isLarge);

describe("OpenGotha parity of an EGC's size (D21, D22)", () => {
  it("is EGC 2011's", () => {
    expect(cases).toEqual(["opengotha-parity-egc2011"]);
  });

  it.each(cases)("%s", standsAsOpenGotha);
});

import { writeReadIdentity } from "./roundtrip-checks";

describe("write ∘ read is the identity on the model", () => {
  // a quarter of the generated tournaments; roundtrip.slow.test.ts runs the full count and the
  // EGC 2013 table with the same bodies
  writeReadIdentity(50);
});

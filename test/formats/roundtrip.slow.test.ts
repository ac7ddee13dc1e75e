import { FULL_RUNS, egc2013WrittenBack, writeReadIdentity } from "./roundtrip-checks";

describe("write ∘ read is the identity on the model", () => {
  writeReadIdentity(FULL_RUNS);
  egc2013WrittenBack();
});

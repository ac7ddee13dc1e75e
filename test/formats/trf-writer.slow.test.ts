/**
 * The TRF writer's checks that npm test runs on samples (trf-writer.test.ts), here on the rest
 * with the same bodies (trf-writer-checks.ts): the full count of random tournaments, the largest
 * TRF files' round trip, bbpPairings' record on the EGC-size sources.
 */
import { BBP_SWEPT, TRF_SWEPT, bbpAccepted, randomRoundTrip, realFileRoundTrip } from "./trf-writer-checks";

describe("writeTrf: read ∘ write is the identity on the model", () => {
  it.each(["2026", "16"] as const)("TRF %s: random tournaments with awkward names read back the same", (v) =>
    randomRoundTrip(v, 60),
  );

  it.each(TRF_SWEPT)(
    "%s: the real file, read, written and read again, is the same model (both versions)",
    realFileRoundTrip,
  );
});

describe("bbpPairings accepted these files (test/fixtures/trf-bbp-generated-1124/bbp-check.json)", () => {
  it.each(BBP_SWEPT.map((c) => [c.source, c.version, c] as const))("%s as TRF %s", (_, v, c) =>
    bbpAccepted(v, c),
  );
});

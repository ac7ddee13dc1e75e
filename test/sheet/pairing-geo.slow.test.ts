/**
 * The Club and Country pairing check of pairing-geo.test.ts (geoPairsAsTheFile) on every
 * OpenGotha 3.52.03 fixture it ran on: `npm test` runs it on simplemm, CI's slow suite on both.
 */
import { geoPairsAsTheFile } from "./pairing-geo-sweep";

describe("Club and Country beside the crosstable, every fixture", () => {
  test.each([
    ["og352-weights-simplemm", "mcmahon"],
    ["og352-weights-toulouse2024", "mcmahon"],
  ] as const)(
    "%s: the clubs and countries read from the sheet pair every round as the file does",
    geoPairsAsTheFile,
  );
});

/**
 * The pairing-block checks of pairing-block.test.ts on every OpenGotha 3.52.03 fixture
 * (pairing-block-sweep.ts): `npm test` runs them on samples, CI's slow suite on all four.
 */
import { FILES, blockReadsBack, pairsEveryRound } from "./pairing-block-sweep";

describe("the pairing block holds the file's parameter sets (P35), every fixture", () => {
  test.each(FILES)("%s: read back from the sheet, equal to the pairing reader's", blockReadsBack);
});

describe("Pair round k from the sheet's pairing block (P35, P40), every fixture", () => {
  test.each(FILES)(
    "%s: every round pairs as the pairing reader pairs the file, colours included",
    pairsEveryRound,
  );
});

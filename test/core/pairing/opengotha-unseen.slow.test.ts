/** The rounds of D378's 33 files that opengotha-unseen.test.ts leaves out, against the jar. */
import { jarRounds } from "./og-jar-rounds";
import { UNSEEN_SAMPLE, UNSEEN_TIES } from "./opengotha-remote-rounds";

describe("OpenGotha 3.51 mode against the jar on a second draw of the remote/ archive (D378)", () => {
  jarRounds("unseen-costs.csv", "unseen-pairs.csv", UNSEEN_TIES, (dir, round) => !UNSEEN_SAMPLE(dir, round));
});

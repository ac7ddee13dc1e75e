/** The rounds of D279's 24 files that opengotha-review.test.ts leaves out, against the jar. */
import { jarRounds } from "./og-jar-rounds";
import { REVIEW_SAMPLE, REVIEW_TIES } from "./opengotha-remote-rounds";

describe("OpenGotha 3.51 mode against the jar on files of the remote/ archive not used before (D279)", () => {
  jarRounds("review-costs.csv", "review-pairs.csv", REVIEW_TIES, (dir, round) => !REVIEW_SAMPLE(dir, round));
});

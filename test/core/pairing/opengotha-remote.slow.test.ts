/** The rounds of OpenGotha's remote/ archive that opengotha-remote.test.ts leaves out, against the jar. */
import { jarRounds } from "./og-jar-rounds";
import { REMOTE_SAMPLE, TIES } from "./opengotha-remote-rounds";

describe("OpenGotha 3.51 mode against the jar on files of OpenGotha's remote/ archive", () => {
  jarRounds("remote-costs.csv", "remote-pairs.csv", TIES, (dir, round) => !REMOTE_SAMPLE(dir, round));
});

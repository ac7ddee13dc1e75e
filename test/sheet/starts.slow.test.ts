/**
 * The check of starts.test.ts (previewIsWhatTheEngineDoes) on the EGC 2013 cases, which
 * `npm test` leaves to this suite (run by CI).
 */
import { CASES, isEgc, previewIsWhatTheEngineDoes } from "./starts-cases";

describe("the pane's preview is what the engine then does, EGC 2013", () => {
  test.each(CASES.filter(([name]) => isEgc(name)))("%s", previewIsWhatTheEngineDoes);
});

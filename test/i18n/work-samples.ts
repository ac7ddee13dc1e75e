/** Parameters for the long work's codes (src/i18n/work.ts), for test/i18n/table.test.ts. */
import type { WorkParams } from "../../src/i18n/work";

export const WORK_SAMPLES: { readonly [K in keyof WorkParams]: readonly WorkParams[K][] } = {
  workMegabytes: [
    { done: 0, total: 200 * 1024 * 1024 },
    { done: 12.5 * 1024 * 1024, total: 190 * 1024 * 1024 },
  ],
  workCancel: [{}],
  workCancelled: [{}],
  workOnPane: [{}],
  workCrashed: [{ detail: "out of memory" }],
};

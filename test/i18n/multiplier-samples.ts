/**
 * Parameters for every term of the MGSZ multiplier (src/i18n/multiplier.ts), for the table's test
 * (test/i18n/table.test.ts). The total (`C = 25`) is a formula, the same in every language, which
 * the table's test would take for a missing translation: test/results/multiplier.test.ts checks it.
 */
import { type MultiplierParams } from "../../src/i18n/multiplier";

export const MULTIPLIER_SAMPLES: { readonly [K in keyof MultiplierParams]: readonly MultiplierParams[K][] } =
  {
    multiplierGiven: [{ multiplier: 30 }],
    multiplierBoard13: [{ multiplier: 5 }],
    multiplierTime: [
      { category: "B", points: 15, extendedMinutes: 82 },
      { category: "A", points: 20 },
      { category: null, points: 0 },
    ],
    multiplierEvent: [
      { events: [], points: 0 },
      { events: ["invitational", "world"], points: 15 },
    ],
    multiplierParticipants: [{ participants: 81, points: 5 }],
    multiplierHandicap: [
      { handicapFree: true, points: 10 },
      { handicapFree: false, points: 0 },
    ],
    multiplierTotal: [{ multiplier: 25 }],
  };

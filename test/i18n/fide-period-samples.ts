/**
 * Parameters for every message of the FIDE rating period (src/i18n/fide-period.ts), for the
 * table's test (test/i18n/table.test.ts).
 */
import { type FidePeriodParams } from "../../src/i18n/fide-period";
import { msg } from "../../src/i18n/table";

export const FIDE_PERIOD_SAMPLES: { readonly [K in keyof FidePeriodParams]: readonly FidePeriodParams[K][] } =
  {
    fidePeriodGamesAssumed: [
      { count: 1, games: 30 },
      { count: 12, games: 30 },
    ],
    fidePeriodHighestAssumed: [{ count: 1 }, { count: 3 }],
    fidePeriodKLimited: [{ name: "Kovács, Anna", k: 40, limited: 17, games: 41, max: 700 }],
    fidePeriodFirstRating: [{ name: "Új, Péter", figure: 1922, games: 5, periods: 2 }],
    fidePeriodCarried: [
      { name: "Új, Péter", games: 3, needs: 5, floor: 1400 },
      { name: "Új, Péter", games: 5, needs: 5, floor: 1400, figure: 1390 },
    ],
    fidePeriodBelowFloor: [{ name: "Kovács, Anna", rating: 1396, floor: 1400 }],
    fidePeriodEvent: [
      {
        event: 2,
        name: "Open",
        inner: msg("fidePeriodBelowFloor", { name: "A", rating: 1396, floor: 1400 }),
      },
    ],
    fidePeriodSamePlayer: [{ a: 3, b: 7, name: "Kovács, Anna" }],
    fidePeriodNoDate: [{ event: 1, name: "Open" }],
    fidePeriodOutside: [
      { event: 3, name: "Open", day: "2025-10-02", start: "2025-09-01", end: "2025-09-30" },
    ],
    fidePeriodBadRange: [{ start: "2025-10-01", end: "2025-09-30" }],
    fidePeriodLength: [{ value: 5 }],
    fidePeriodRules: [{ rules: "FIDE2024 2025-09-30", day: "2025-09-30" }],
  };

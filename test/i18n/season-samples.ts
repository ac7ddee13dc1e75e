/** Parameters for every season message (src/i18n/season.ts), for the table's test. */
import type { SeasonParams } from "../../src/i18n/season";

export const SEASON_SAMPLES: { readonly [K in keyof SeasonParams]: readonly SeasonParams[K][] } = {
  seasonNoDate: [{ file: "open.h9", event: "Budapest Open" }],
  seasonAlreadyRated: [{ file: "open.h9", event: "Budapest Open", end: "2026-03-14" }],
  seasonBeforeList: [{ file: "april.h9", event: "April Cup", end: "2026-04-11", latest: "2026-05-09" }],
  seasonSameEvent: [{ file: "open-a.h9", other: "open-b.h9", event: "Budapest Open", end: "2026-03-14" }],
  seasonHistoryHeader: [{ column: 9, got: "rating 2026-13-40 Open" }],
  seasonBadRank: [{ column: 10, value: "9x" }],
  seasonNotYet: [{ system: "FIDE" }],
  seasonStep: [{ end: "2026-03-14", event: "Budapest Open", file: "open.h9", players: 24 }],
  seasonRelease: [{ release: "2027-01-01", players: 40 }],
  seasonListAfter: [{ players: 310, steps: 12 }],
  seasonDiffChanged: [
    { name: "Kovács Péter", before: 2000, after: 2035, rankBefore: "1d", rankAfter: "1d" },
    { name: "Kovács Péter", before: 2055, after: 2075, rankBefore: "1d", rankAfter: "2d" },
  ],
  seasonDiffAdded: [{ name: "Szabó Anna", rating: 1720, rank: "5k" }],
  seasonDiffRemoved: [{ name: "Nagy Béla", rating: 1600 }],
  seasonDiffNone: [{}],
  seasonColPin: [{}],
  seasonColName: [{}],
  seasonColFirstName: [{}],
  seasonColFederation: [{}],
  seasonColClub: [{}],
  seasonColRating: [{}],
  seasonColRank: [{}],
  seasonColReachedOnce: [{}],
};

/** Parameters for the history step's codes (src/i18n/chart.ts), for test/i18n/table.test.ts. */
import type { ChartParams } from "../../src/i18n/chart";

export const CHART_SAMPLES: { readonly [K in keyof ChartParams]: readonly ChartParams[K][] } = {
  chartStep: [{}],
  chartHint: [{}],
  chartPlayerButton: [{}],
  chartTopLabel: [{}],
  chartTopButton: [{}],
  seasonPageButton: [{}],
  seasonPageHint: [{}],
  chartAxisDate: [{}],
  chartAxisRating: [{}],
  chartTitlePlayer: [{ name: "Kovács Péter" }],
  chartTitleTop: [{ count: 10 }],
  chartDone: [
    { sheet: "Chart", players: 1, points: 1 },
    { sheet: "Chart (2)", players: 10, points: 22 },
  ],
  chartNoListSheet: [{}],
  chartTopBad: [{ value: "ten", max: 50 }],
  chartSelectionElsewhere: [{ list: "Lista", sheet: "Budapest 2026" }],
  chartSelectionNoPlayer: [{ list: "Lista", row: 1 }],
  chartNoHistory: [{ name: "Kis Anna", sheet: "Lista" }],
  chartNoneWithHistory: [{ sheet: "Lista" }],
  chartFailed: [{ detail: "An internal error has occurred." }],
  chartMahjongLevels: [{}],
  seasonPageMahjong: [{}],
  seasonPageNoHistory: [{ sheet: "Lista" }],
};

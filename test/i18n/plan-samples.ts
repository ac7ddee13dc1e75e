/**
 * Parameters for every code of the plan checker's findings (src/i18n/errors-plan.ts), each kind
 * of finding and of place once, for the table's test (test/i18n/table.test.ts).
 */
import { type PlanErrorParams, type PlanFinding, type PlanPlace } from "../../src/i18n/errors-plan";
import { msg } from "../../src/i18n/table";

const FINDINGS: readonly PlanFinding[] = [
  { kind: "textTooLong", length: 40_000, max: 32_767 },
  { kind: "formulaTooLong", length: 9000, max: 8192 },
  { kind: "notFinite", value: "Infinity" },
  { kind: "spillTextFormat" },
  { kind: "noCells" },
  { kind: "emptyName" },
  { kind: "overlapsTable" },
  { kind: "headerNotText" },
  { kind: "formulaNoEquals", formula: "A1+1" },
  { kind: "textFormat", cell: "number" },
  { kind: "textFormat", cell: "formula" },
  { kind: "address", error: msg("notCellAddress", { address: "1A" }) },
  { kind: "pastEdge", rows: 1, columns: 2, edge: "XFD1048576" },
  { kind: "overlapsBlock", other: 1 },
  { kind: "columnFormats", formats: 5, columns: 3 },
  { kind: "headerRepeats", text: "no" },
  { kind: "freezeNotWhole", rows: -1, columns: 0 },
  { kind: "freezeWhole", rows: 1_048_576, columns: 0 },
  { kind: "widthColumn", column: 20_000, max: 16_383 },
  { kind: "widthPoints", points: -3 },
  { kind: "titleColumns", range: "A1:B2" },
  { kind: "titleRows", range: "$A:$A" },
  { kind: "pagesWide", wide: 0 },
];

const PLACES: readonly PlanPlace[] = [
  { block: 2, at: "B2" },
  { block: 1, at: "A1", cell: "C3" },
  { table: 1, name: "T" },
  { table: 1, name: "T", header: "A1" },
  ...(["freeze", "columnWidth", "print", "printArea", "bold"] as const).map((part) => ({ part })),
];

export const PLAN_SAMPLES: { readonly [K in keyof PlanErrorParams]: readonly PlanErrorParams[K][] } = {
  planProblem: [
    ...FINDINGS.map((finding) => ({ place: PLACES[1] as PlanPlace, finding })),
    ...PLACES.map((place) => ({ place, finding: { kind: "noCells" } as const })),
  ],
  planRefused: [
    {
      sheet: "T",
      problems: [
        msg("planProblem", {
          place: { block: 1, at: "A1", cell: "B3" },
          finding: FINDINGS[0] as PlanFinding,
        }),
        msg("planProblem", { place: { part: "print" }, finding: { kind: "pagesWide", wide: 0 } }),
      ],
    },
  ],
  seasonPlanRefused: [
    {
      sheet: "T 02",
      at: 3,
      sheets: ["T 00", "T 01", "T 02", "List"],
      problems: [
        msg("planProblem", {
          place: { block: 4, at: "K3", cell: "K3" },
          finding: FINDINGS[0] as PlanFinding,
        }),
      ],
    },
  ],
};

/**
 * The metadata Excel reads (functions.json) is generated from the JSDoc of the family
 * modules. The generator's CLI exits 0 even when it reports errors, so the build's real gate
 * is here: no generator errors, and exactly the ids of the registry's table.
 */
import { FUNCTIONS } from "../../src/functions/registry";
import { TRANSLATIONS } from "../../src/functions/i18n";
import { internalReferences } from "../i18n/internal-references";
import { generatedMetadata } from "./generated-metadata";

// eslint-disable-next-line @typescript-eslint/no-require-imports
const FILES: string[] = require("../../function-files.js");

interface Parameter {
  name: string;
  description?: string;
  optional?: boolean;
  dimensionality?: string;
}
interface FunctionMetadata {
  id: string;
  name: string;
  description?: string;
  parameters: Parameter[];
  result?: { dimensionality?: string };
}

let metadata: FunctionMetadata[] = [];
let errors: string[] = [];
let associate: { id: string; functionName: string }[] = [];

beforeAll(async () => {
  const result = await generatedMetadata(FILES);
  errors = result.errors;
  associate = result.associate;
  metadata = (JSON.parse(result.metadataJson) as { functions: FunctionMetadata[] }).functions;
});

test("the generator reports no errors", () => {
  expect(errors).toEqual([]);
});

test("the generated ids are exactly the registry's ids", () => {
  expect(metadata.map((f) => f.id).sort()).toEqual([...FUNCTIONS.keys()].sort());
});

test("each id is associated with the export of the same name", () => {
  for (const a of associate) {
    expect(a.id.split(".").slice(1).join(".").toLowerCase()).toBe(a.functionName.toLowerCase());
  }
});

test("every function and parameter has a description Excel can show", () => {
  for (const f of metadata) {
    expect(f.name).toBe(f.id);
    expect(f.description ?? "").not.toBe("");
    for (const p of f.parameters) expect(`${f.id} ${p.name}: ${p.description ?? ""}`).toMatch(/: \S/);
  }
});

/**
 * The signatures of FUNCTIONS.md's tables, as Excel will see them: `[x]` optional, `x[]` a range
 * (dimensionality "matrix": Excel hands the whole range as one 2-D array; a scalar parameter given
 * a range would be called once per cell instead), `→ table` a spilled result.
 */
const SIGNATURES = [
  "MGSZ.RANK(rating, [style])",
  "MGSZ.RANKPOINTS(rank)",
  "MGSZ.BANDWIDTH(rating)",
  "MGSZ.CORRECTED(rating, stones)",
  "MGSZ.CHANCE(difference)",
  "MGSZ.GAMEPOINT(rating, opponent, result, [stones])",
  "MGSZ.SUMGAMEPOINTS(rating, opponents[], results[], [stones[]])",
  "MGSZ.RATINGCHANGE(rating, multiplier, opponents[], results[], [stones[]])",
  "MGSZ.NEWRATING(rating, multiplier, opponents[], results[], [stones[]])",
  "MGSZ.EXTENDEDTIME(base_minutes, [byoyomi])",
  "MGSZ.MULTIPLIER(base_minutes, [byoyomi], [handicap_free], [participants], [event], [board])",
  "MGSZ.PARTS(multiplier, rounds) → table",
  "MGSZ.NEWRANK(rank, ratings_after[], [reached_once[]])",
  "MGSZ.PERFORMANCE(opponents[], results[], [stones[]])",
  "FIDE.EXPECTED(rating, opponents[], [ruleset])",
  "FIDE.DP(p)",
  "FIDE.KFACTOR(rating, games, [birth_date], [reached_2400], [on_date], [ruleset], [games_in_period], [reached_2300])",
  "FIDE.CHANGE(rating, opponents[], scores[], k, [ruleset])",
  "FIDE.NEWRATING(rating, opponents[], scores[], k, [ruleset])",
  "FIDE.PERFORMANCE(opponents[], scores[])",
  "FIDE.INITIAL(opponents[], scores[], [ruleset], [bonus], [min_games], [event_dates[]])",
  "MAHJONG.NORMRATING(place, participants)",
  "MAHJONG.WEIGHT(tournament_date, release_date)",
  "MAHJONG.SIZEFACTOR(participants)",
  "MAHJONG.COEFFICIENT(sessions, participants, levels[], [championship])",
  "MAHJONG.NORM(points, [style])",
  "MAHJONG.LEVELVALUE(level)",
  "MAHJONG.T5(values[])",
  "MAHJONG.RATING(level, values[])",
  "MAHJONG.EVOLUTION(dates[], norms[], release_date, [start_level])",
  "MAHJONG.RATINGLIST(results[], release_date) → table",
  // D380: the tournament's bye, points_bye and mm_bye, after language (a sheet's formula stays valid)
  "TOURNAMENT.STANDINGS(crosstable[], [tiebreaks[]], [rounds], [literal], [round_robin], [mm_bar], [mm_floor], [mm_zero], [mm_corrections[]], [mm_absent], [round_down], [points_absent], [language], [points_bye], [mm_bye]) → table",
  "TOURNAMENT.TEAMSTANDINGS(crosstable[], teams[], [tiebreaks[]], [boards], [rounds], [language], [matches[]], [match_points]) → table",
  "TOURNAMENT.MGSZ(crosstable[], multiplier, [language], [register[]], [accept_unknown], [reached_once[]]) → table",
  "TOURNAMENT.FIDE(crosstable[], [ruleset], [k[]], [language], [accept_unknown]) → table",
  "TOURNAMENT.MAHJONG(results[], sessions, [championship], [levels[]], [language]) → table",
  "TOURNAMENT.PAIRINGS(crosstable[], round, [language]) → table",
  "GO.HANDICAP(first, second, [threshold], [correction], [ceiling])",
];

function signature(f: FunctionMetadata): string {
  const params = f.parameters.map((p) => {
    const name = p.name + (p.dimensionality === "matrix" ? "[]" : "");
    return p.optional === true ? `[${name}]` : name;
  });
  const spills = f.result?.dimensionality === "matrix" ? " → table" : "";
  return `${f.id}(${params.join(", ")})${spills}`;
}

test("every function's parameters, optional ones, ranges and spilled results are FUNCTIONS.md's", () => {
  expect(metadata.map(signature)).toEqual(SIGNATURES);
});

export { metadata };

/** Every text Excel shows for a function: its description and its arguments' descriptions. */
function shown(f: { description?: string; parameters: readonly { name: string; description?: string }[] }) {
  return [f.description ?? "", ...f.parameters.map((p) => `${p.name}: ${p.description ?? ""}`)];
}

test("no function text names a decision, a section or a command-line option (docs/ and the code's comments do)", () => {
  const found = (texts: readonly string[]) =>
    texts.flatMap((t) => internalReferences(t).map((r) => `${r} in ${t}`));
  // the check finds what it must
  expect(found(["Rank (band) of an MGSZ rating (RULES §1.1, D1, D2)."])).toHaveLength(4);
  expect(metadata.length).toBe(FUNCTIONS.size);
  expect(metadata.flatMap((f) => found(shown(f)))).toEqual([]);
  const translated = Object.values(TRANSLATIONS).flatMap((byLang) =>
    [byLang.hu, byLang.ru].flatMap((t) => [
      t.description,
      ...Object.values(t.parameters).map((p) => `${p.name}: ${p.description}`),
    ]),
  );
  expect(translated.length).toBeGreaterThan(200);
  expect(found(translated)).toEqual([]);
});

/**
 * An article of a regulation a function text cites (`table 8.1b`, `8.21b`, `appendix II.3`,
 * `V.4`, `TRF-2026 362`): the docs carry those (docs/fide.md, docs/tournament.md), the texts say
 * what the function does. Numbers such as 0..4000, 0.5 or "3,1,0" are no articles.
 */
function articles(text: string): string[] {
  return (
    text.match(
      /\b\d+\.\d+(?:\.\d+)?[a-z]\b|\b[IVX]+\.\d+\b|\b(?:[Tt]able|[Aa]ppendix|[Aa]rticle|táblázat|таблица)\s+[\dIVX]|TRF-?\d{2,4}\s+\d{3}\b/g,
    ) ?? []
  );
}

test("no function text cites an article of a regulation (docs/ does)", () => {
  // the check finds what it must
  expect(
    articles(
      "first rating (round robins 8.21b); summed (table 8.1b); dp(p) (appendix II.3); V.4; TRF-2026 362",
    ),
  ).toHaveLength(5);
  expect(
    articles('0..4000, e.g. 0.5, 27.5, x.5, 2d+, "3,1,0", FIDE2024 2025-09-30, 8 kju, a table in order'),
  ).toEqual([]);
  const texts = [
    ...metadata.flatMap(shown),
    ...Object.values(TRANSLATIONS).flatMap((byLang) =>
      [byLang.hu, byLang.ru].flatMap((t) => [
        t.description,
        ...Object.values(t.parameters).map((p) => p.description),
      ]),
    ),
  ];
  expect(texts.flatMap((t) => articles(t).map((a) => `${a} in ${t}`))).toEqual([]);
});

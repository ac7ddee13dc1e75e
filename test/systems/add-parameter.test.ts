/**
 * Issue 25's measure: adding a parameter to a system touches its file in src/systems and the
 * translations only. A FIDE value with one more declared parameter — HU2017's first-rating bonus
 * (D11, `BOUNDS.bonus` 0..100), in a header row whose label the translations already hold — is
 * taken by the command line's option table, read from its option, written in the header block
 * and read back from it, with no code beside its declaration.
 *
 * And the showcase: FIDE's rule version from the event's dates (D87) is one declaration
 * (src/systems/fide.ts RULESET), the same the command line, the sheet and FIDE.* take.
 */
import { RatingError } from "../../src/core/common/errors";
import { parseOptions } from "../../src/cli/args";
import { optionOwners } from "../../src/systems";
import { FIDE, RULESET } from "../../src/systems/fide";
import { MAHJONG } from "../../src/systems/mahjong";
import { MGSZ } from "../../src/systems/mgsz";
import { type ParamDecl, readWhole } from "../../src/systems/types";
import { paramOptions, systemFlagOptions } from "../../src/cli/system-options";
import { ruleSetOption } from "../../src/cli/rate-options";
import { readParams, type ParsedSheet } from "../../src/sheet/parse-sheet";
import { ReadGrid } from "../../src/sheet/read-grid";
import { systemParams } from "../../src/sheet/request";
import { headerRows, ratedShare } from "../../src/sheet/sheet-share";
import { SHEET_TEXTS } from "../../src/sheet/texts";
import { rulesArg } from "../../src/functions/fide-args";
import { fixtureTournament } from "../sheet/tournament-helpers";

const BONUS: ParamDecl<number> = {
  key: "bonus",
  kind: "whole",
  bound: "bonus",
  required: [],
  // a header key whose label the translations hold (a new parameter adds its own there)
  header: "sessions",
  flag: "bonus",
  commands: ["rate", "sheet"],
  argument: "bonus",
  fields: [],
  read: (input) => readWhole("bonus", input),
  cell: (n) => n,
};

const EXTENDED = { ...FIDE, params: [...FIDE.params, BONUS] };
const SYSTEMS = [MGSZ, EXTENDED, MAHJONG];
// the event ends on 2025-09-20 (its SOURCES.txt): before the 2650 exemption of 2025-10-01
const t = fixtureTournament("trf-rules-2650-september");

test("the command line's option table and its reading take the new parameter", () => {
  expect(optionOwners("rate", SYSTEMS).get("bonus")).toEqual(["fide"]);
  expect(systemFlagOptions("sheet", SYSTEMS).bonus).toEqual({ type: "string" });
  const options = { system: { type: "string" }, ...systemFlagOptions("rate", SYSTEMS) } as const;
  const p = parseOptions(["--system", "fide", "--bonus", "20"], options);
  expect(paramOptions(p, EXTENDED, "rate").get("bonus")).toBe(20);
  // the bound from the bounds table, said as every whole-number option says it (D100)
  const bad = parseOptions(["--bonus", "101"], options);
  expect(() => paramOptions(bad, EXTENDED, "rate")).toThrow(/--bonus "101": expected a whole number 0..100/);
});

test("the header block written carries it, and reading the block back gives it", () => {
  const params = systemParams(EXTENDED, new Map<string, unknown>([["bonus", 20]]));
  expect(params).toEqual({ system: "fide", bonus: 20 });
  const req = { tournament: t, fileName: "e.trf", params, tiebreaks: [], language: "en" } as const;
  const rows = headerRows(EXTENDED, req, ratedShare(req, SHEET_TEXTS.en));
  // the rule set rated by (D87's version of the event), K, the new row, then the rating list
  expect(rows.map(([key]) => key)).toEqual(["ruleset", "k", "sessions", "ratingList"]);
  expect(rows[0]?.[1]).toEqual({ kind: "text", text: "FIDE2024 2025-09-20" });
  expect(rows[2]?.[1]).toEqual({ kind: "number", value: 20 });

  // the block as Excel gives it back: label | value, one row each from row 1
  const values = rows.map(([key, cell]) => [
    SHEET_TEXTS.en.labels[key],
    cell === null ? "" : cell.kind === "number" ? cell.value : cell.kind === "text" ? cell.text : "",
  ]);
  const grid = new ReadGrid({
    sheetName: "T",
    row: 1,
    column: 0,
    rows: values.length,
    columns: 2,
    values,
    formulas: values,
    numberFormat: values.map(() => ["General", "General"]),
  });
  const sheet: ParsedSheet = {
    system: "fide",
    header: new Map(rows.map(([key], i) => [key, i + 1])),
    ctRow: values.length + 2,
    width: 0,
    players: 0,
    ratingsTitle: values.length + 3,
    language: "en",
    titleRow: 0,
  };
  const problems: unknown[] = [];
  const read = readParams(grid, sheet, problems as never, EXTENDED);
  expect(problems).toEqual([]);
  expect(read.values?.get("bonus")).toBe(20);
  expect(read.rules?.on).toEqual({ year: 2025, month: 9, day: 20 });
});

test("FIDE's rule version from the event's dates is one declaration every edge reads by (D85, D87)", () => {
  expect(RULESET.defaultOf?.(t).capExemptFrom).toBeNull();
  const options = { ruleset: { type: "string" } } as const;
  const typed = "FIDE2024 2025-09-30";
  const cli = ruleSetOption(parseOptions(["--ruleset", typed], options));
  const cell = RULESET.read(typed, null);
  const fn = rulesArg(typed);
  expect([cli?.on, cell.ok ? cell.value?.on : null, fn.on]).toEqual([
    { year: 2025, month: 9, day: 30 },
    { year: 2025, month: 9, day: 30 },
    { year: 2025, month: 9, day: 30 },
  ]);
  // a date before FIDE2024 took effect is refused alike (RULES §2.2: from 2024-03-01)
  expect(() => rulesArg("FIDE2024 2024-02-29")).toThrow(RatingError);
  expect(() => ruleSetOption(parseOptions(["--ruleset", "FIDE2024 2024-02-29"], options))).toThrow(
    /in force from 2024-03-01/,
  );
});

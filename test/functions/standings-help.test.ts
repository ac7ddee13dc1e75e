/**
 * TOURNAMENT.STANDINGS's help (its JSDoc, which becomes functions.json, and its Hungarian and
 * Russian texts) names every criterion the function accepts (D47–D52: the whole list of the
 * standings' criteria, `CRITERIA`), and each name it lists gives its column.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { CRITERIA, SHORT_NAMES } from "../../src/core/go/criterion";
import { TOURNAMENT_I18N } from "../../src/functions/i18n/tournament";
import * as tournament from "../../src/functions/tournament";
import { criteriaOf } from "../../src/sheet/sheet-tiebreaks";

const source = readFileSync(join(__dirname, "../../src/functions/tournament.ts"), "utf8");
const jsdoc =
  /@customfunction TOURNAMENT\.STANDINGS\n[\s\S]*?@param \[tiebreaks\] ([^\n]*)/.exec(source)?.[1] ?? "";
const help: [string, string][] = [
  ["en", jsdoc],
  ["hu", TOURNAMENT_I18N["TOURNAMENT.STANDINGS"]?.hu.parameters.tiebreaks?.description ?? ""],
  ["ru", TOURNAMENT_I18N["TOURNAMENT.STANDINGS"]?.ru.parameters.tiebreaks?.description ?? ""],
];
/** The Go names the help lists: the words between the first ": " and the first ";". */
const listed = (text: string): string[] => (/: ([^;]*);/.exec(text)?.[1] ?? "").split(" ");

// a small crosstable (no figure of it is asserted): four players, three rounds, a bye, a blank
const TABLE = [
  ["No", "Name", "Rank", "Rating", "R1", "R2", "R3"],
  [1, "P", "3k", 2100, "2+/w0", "3-/b0", "4+/w0"],
  [2, "Q", "4k", 2000, "1-/b0", "4=/w0", "0+"],
  [3, "R", "5k", 1900, "4+/b0", "1+/w0", ""],
  [4, "S", "6k", 1800, "3-/w0", "2=/b0", "1-/b0"],
];

describe("TOURNAMENT.STANDINGS's help names every criterion it accepts", () => {
  it.each(help)("%s: the list is the standings' criteria, in their order", (_lang, text) => {
    expect(listed(text)).toEqual(CRITERIA.map((c) => SHORT_NAMES[c]));
  });

  it("each name listed gives its column, under that name", () => {
    const names = listed(jsdoc);
    const table = tournament.standings(TABLE, [[names.join(",")]]);
    expect(table[0]).toEqual(["Place", "No", "Name", "Rank", ...names]);
    // every player's row, each cell a number or blank (D31), never an error text
    expect(
      table.slice(1).map((row) => row.slice(4).filter((v) => typeof v !== "number" && v !== "")),
    ).toEqual(TABLE.slice(1).map(() => []));
  });

  it("the sheet's message for an unknown tie-break names every one too", () => {
    expect(() => criteriaOf(["XYZ"])).toThrow(
      `"XYZ" is not one of ${CRITERIA.map((c) => SHORT_NAMES[c]).join(" ")}`,
    );
  });
});

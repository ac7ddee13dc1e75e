/**
 * D262 for `rate` (not only the season): a player found by his FIDE ID at one row of the list
 * while his name is another row's is asked about, both rows offered, the ID's first. Source: the
 * trap test/fixtures/traps/rate-fide-swapped-ids (Szabo Csaba and Nagy Bela given each other's
 * FIDE ID); the ratings answered are those the trap's `source` works out (FIDE2024 table 8.1b).
 */
import { readFileSync } from "fs";
import { join } from "path";
import { RatingError } from "../../../src/core/common/errors";
import { rateFideTournament } from "../../../src/core/engines/fide";
import { previewFideStarts } from "../../../src/core/engines/fide-start";
import type { FideListedRating } from "../../../src/core/engines/fide-types";
import { NameRows, sharesAWord } from "../../../src/core/engines/id-name";
import { PlayerMatcher, queryOf } from "../../../src/core/engines/match";
import { readRatingList } from "../../../src/formats/rating-list";
import { readTrf } from "../../../src/formats/trf";
import { english } from "../../../src/i18n/table";

const dir = join(__dirname, "..", "..", "fixtures", "traps", "rate-fide-swapped-ids");
const t = readTrf(readFileSync(join(dir, "april.trf"), "utf8")).tournament;
const list = readRatingList(readFileSync(join(dir, "list.csv"), "utf8")).entries as FideListedRating[];

describe("D262 in rate: an ID at one row, the name at another", () => {
  it("is a question, not a rating from the other person's row", () => {
    let error: unknown;
    try {
      rateFideTournament(t, { ratingList: list });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(RatingError);
    const said = english((error as RatingError).text);
    expect(said).toContain("ID 700012 is 'Nagy Bela' on the rating list (line 3)");
    expect(said).toContain("the name is 'Szabo Csaba' (line 4)");
  });

  it("the preview asks it with both rows, the ID's first, and the ID", () => {
    const starts = previewFideStarts(t, list);
    expect(starts[0]?.question).toBeUndefined(); // Kovacs Anna: ID and name one row
    expect(starts[1]?.question).toEqual({
      kind: "conflict",
      rows: [
        { index: 1, name: "Nagy Bela", line: 3 },
        { index: 2, name: "Szabo Csaba", line: 4 },
      ],
      id: "700012",
    });
    expect(starts[2]?.question?.rows.map((r) => r.line)).toEqual([4, 3]);
  });

  it("answered, each player is rated from the row picked (the trap's figures)", () => {
    const identities = new Map([
      [1, 2],
      [2, 1],
    ]);
    const r = rateFideTournament(t, { ratingList: list, identities });
    expect(r.players.map((p) => [p.ratingBefore, p.ratingAfter])).toEqual([
      [2000, 2020],
      [2200, 2185],
      [1800, 1795],
    ]);
  });

  it("an ID whose row's name is found nowhere else is taken (a list spells names its own way)", () => {
    const renamed = list.map((e) => (e.pin === "700013" ? { ...e, name: "Szabó", firstName: "Csabi" } : e));
    const queries = t.players.map((p) => queryOf(p, p.fideId));
    const named = new NameRows(renamed, queries);
    const matcher = new PlayerMatcher(renamed, queries);
    const nagy = queries[2] as (typeof queries)[number]; // ID 700013, whose row now says "Szabó Csabi"; "Nagy Bela" is row 2
    expect(named.question(matcher.match(nagy), nagy)?.rows.map((r) => r.index)).toEqual([2, 1]);
    const szabo = queries[1] as (typeof queries)[number]; // ID 700012 ("Nagy Bela"); "Szabo Csaba" is on no row now
    expect(named.question(matcher.match(szabo), szabo)).toBeUndefined();
  });

  it("searches the rows sharing a word with a player's name, folded (D60)", () => {
    const shares = sharesAWord([{ name: "Anna Szabo" }, { name: "Kovacs", firstName: "Peter" }]);
    expect(shares({ name: "Szabó", firstName: "Anna" })).toBe(true);
    expect(shares({ name: "KOVÁCS, Béla" })).toBe(true);
    expect(shares({ name: "Nagy", firstName: "Péter" })).toBe(true);
    expect(shares({ name: "Nagy", firstName: "Bela" })).toBe(false);
  });
});

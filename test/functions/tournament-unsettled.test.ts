/**
 * The TOURNAMENT functions and the games whose result is not known or agreed (D53): the ratings
 * refuse them, naming them, unless accept_unknown (D54); the standings count them as unknown (D55).
 * The range: the h9 trap's file (fixture egd-veterans, round 5 of players 1 and 2 edited), as
 * the crosstable an officer would type.
 */
import { readFileSync } from "fs";
import path from "node:path";
import type { Tournament } from "../../src/core/tournament/model";
import { formatCell } from "../../src/formats/cell";
import { readEgd } from "../../src/formats/egd";
import * as tournament from "../../src/functions/tournament";
import { fails } from "./fails";

const h9 = (trap: string): Tournament =>
  readEgd(readFileSync(path.join(__dirname, "../fixtures/traps", trap, "input.h9"))).tournament;

/** Number, name, rank, rating (blank: from the rank), then the cells. */
function sheetOf(t: Tournament): (string | number | null)[][] {
  return [
    ["No", "Name", "Rank", "Rating", ...Array.from({ length: t.rounds }, (_, r) => `R${r + 1}`)],
    ...t.players.map((p, i) => [
      i + 1,
      p.name,
      p.rank ?? "",
      null,
      ...p.results.map((e) => formatCell(e.kind === "game" ? { ...e, opponent: e.opponent + 1 } : e)),
    ]),
  ];
}

const BOTH_WIN = sheetOf(h9("unknown-both-win-h9"));
const BOTH_UNKNOWN = sheetOf(h9("unknown-both-h9"));

describe("TOURNAMENT.MGSZ and TOURNAMENT.FIDE with a game both players claim (D54)", () => {
  it("refuse with #VALUE!, naming the round and both players", () => {
    const named = /1 game has no known or agreed result \(round 5, .*\(1\) – .*\(2\): both claim the win\)/;
    fails(() => tournament.mgsz(BOTH_WIN, 20), "#VALUE!", named);
    fails(() => tournament.fide(BOTH_WIN), "#VALUE!", named);
  });

  it("accept_unknown TRUE rates without it: the same figures as the file whose game is unknown on both sides", () => {
    // the both-win and the `?` on both sides differ only in round 5 of players 1 and 2: left out,
    // they are the same tournament
    const accepted = tournament.mgsz(BOTH_WIN, 20, null, undefined, true);
    expect(accepted).toEqual(tournament.mgsz(BOTH_UNKNOWN, 20, null, undefined, true));
    const fide = tournament.fide(BOTH_WIN, null, undefined, null, true);
    expect(fide).toEqual(tournament.fide(BOTH_UNKNOWN, null, undefined, null, true));
  });

  it("a crosstable without such games needs no argument", () => {
    const settled = BOTH_UNKNOWN.map((row, i) =>
      i === 1 ? [...row.slice(0, -1), "2+/w"] : i === 2 ? [...row.slice(0, -1), "1-/b"] : row,
    );
    expect(tournament.mgsz(settled, 20)).toHaveLength(15);
  });
});

describe("TOURNAMENT.STANDINGS (D55)", () => {
  it("counts a game both players claim as unknown: neither gets the point", () => {
    const table = tournament.standings(BOTH_WIN, [["MMS"]]);
    const unknown = tournament.standings(BOTH_UNKNOWN, [["MMS"]]);
    expect(table).toEqual(unknown);
    // fixture egd-veterans: Mizessyn 3d (MM 32) won rounds 1-4: 36, not the file's 37
    expect(table[1]?.slice(0, 5)).toEqual([1, 1, "Mizessyn", "3d", 36]);
  });
});

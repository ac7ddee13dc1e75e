/**
 * D419: one row of the rating list is one person. Two players of one event found at the same row
 * (by name, exact or folded, D60) were both rated from it, the second with only the note that his
 * name was taken under another spelling. The smallest input: an h9 table with "Kovács Péter" and
 * "Kovacs Peter" and a list with one row "Kovács Péter;2150" (found on a review of unseen Go and
 * MGSZ inputs, D415–D418). The ratings answered are the list's 2150 and, for the player said to
 * be new, his declared rank's threshold (RULES §1.5, D24: 3k declared, entering at 5k, 1815).
 */
import { RatingError } from "../../../src/core/common/errors";
import { rateFideTournament } from "../../../src/core/engines/fide";
import { rateFidePeriod } from "../../../src/core/engines/fide-period";
import { previewFideStarts } from "../../../src/core/engines/fide-start";
import type { FideListedRating } from "../../../src/core/engines/fide-types";
import { takenQuestions } from "../../../src/core/engines/match";
import { rateMgszTournament } from "../../../src/core/engines/mgsz";
import { previewMgszStarts } from "../../../src/core/engines/mgsz-start";
import type { ListedRating } from "../../../src/core/engines/mgsz-types";
import type { Tournament } from "../../../src/core/tournament/model";
import { readEgd } from "../../../src/formats/egd";
import { english } from "../../../src/i18n/table";
import { event, row } from "./fide-period-events";

const H9 = [
  "; CL[A]",
  "; EV[Two rows]",
  "; DT[2026-10-03,2026-10-03]",
  "; Pl Name                            Rk Co Club  NBW  NBW",
  "   1 Kovács Péter                    3k HU Bp      1    1 0 0       2+",
  "   2 Kovacs Peter                    3k HU Bp      0    0 0 0       1-",
].join("\n");
const t = readEgd(H9).tournament;
const list: ListedRating[] = [{ name: "Kovács Péter", rating: 2150, line: 2 }];

function refusal(rate: () => unknown): string {
  try {
    rate();
  } catch (e) {
    if (e instanceof RatingError) return english(e.text);
    throw e;
  }
  throw new Error("rated without a word");
}

describe("D419: two players found at one list row", () => {
  it("MGSZ: not rated, the first player asked, both players and the row named", () => {
    const said = refusal(() => rateMgszTournament(t, { multiplier: 1, ratingList: list }));
    expect(said).toContain(`Player 1 "Kovács Péter": found as 'Kovács Péter' of list line 2`);
    expect(said).toContain("and so is player 2 'Kovacs Peter'");
  });

  it("the preview asks both (neither holds the row by an ID or the officer's pick)", () => {
    const starts = previewMgszStarts(t, { ratingList: list });
    const row2 = [{ index: 0, name: "Kovács Péter", line: 2 }];
    expect(starts.map((s) => s.question)).toEqual([
      { kind: "taken", rows: row2, other: { no: 2, name: "Kovacs Peter" } },
      { kind: "taken", rows: row2, other: { no: 1, name: "Kovács Péter" } },
    ]);
    expect(starts.map((s) => s.source)).toEqual(["none", "none"]);
  });

  it("answered: the other player new, each rated from his own start (list 2150; 3k declared enters at 1815)", () => {
    const r = rateMgszTournament(t, { multiplier: 1, ratingList: list, identities: new Map([[1, "new"]]) });
    expect(r.players.map((p) => p.ratingBefore)).toEqual([2150, 1815]);
  });

  it("the officer's pick holds the row: the player found by name alone is asked", () => {
    const identities = new Map([[1, 0]]);
    const said = refusal(() => rateMgszTournament(t, { multiplier: 1, ratingList: list, identities }));
    expect(said).toContain(`Player 1 "Kovács Péter"`);
    const starts = previewMgszStarts(t, { ratingList: list, identities });
    expect(starts[0]?.question?.other).toEqual({ no: 2, name: "Kovacs Peter" });
    expect(starts[1]?.question).toBeUndefined();
  });

  it("FIDE: an ID holds the row; the namesake by a folded name is the one asked", () => {
    const chess: Tournament = {
      ...t,
      players: t.players.map((p, i) => (i === 0 ? { ...p, fideId: "700100" } : p)),
    };
    const fideList: FideListedRating[] = [{ pin: "700100", name: "Kovács Péter", rating: 2150, line: 2 }];
    const said = refusal(() => rateFideTournament(chess, { ratingList: fideList }));
    expect(said).toContain(`Player 2 "Kovacs Peter": found as 'Kovács Péter' of list line 2`);
    expect(said).toContain("and so is player 1 'Kovács Péter'");
    const starts = previewFideStarts(chess, fideList);
    expect(starts[0]?.question).toBeUndefined();
    expect(starts[1]?.question?.kind).toBe("taken");
  });

  it("a FIDE period: the event's player found by name at a row another holds by ID is refused", () => {
    // Player 300 carries no ID and the name of the row of ID 100, which player 100 holds.
    const e = event("One", "2025-05-10", [
      ["100", "200", 1],
      ["300", "200", 0],
    ]);
    const renamed = {
      ...e,
      players: e.players.map((p) => (p.fideId === "300" ? { name: "player 100", results: p.results } : p)),
    };
    const period = { start: { year: 2025, month: 5, day: 1 }, end: { year: 2025, month: 5, day: 31 } };
    const said = refusal(() =>
      rateFidePeriod({
        list: [row("100", "Player 100", 2000), row("200", "Player 200", 1990)],
        period,
        tournaments: [renamed],
      }),
    );
    expect(said).toContain("and so is player 1 'Player 100'");
  });

  it("two firm holds on one row are both asked; rows held once ask nothing", () => {
    const rows = [
      { name: "A", line: 2 },
      { name: "B", line: 3 },
    ];
    const asked = takenQuestions(
      rows,
      [{ row: 0, firm: true }, { row: 0, firm: true }, { row: 1, firm: false }, undefined],
      ["p1", "p2", "p3", "p4"],
    );
    expect([...asked.keys()]).toEqual([0, 1]);
    expect(asked.get(1)?.other).toEqual({ no: 1, name: "p1" });
  });
});

/**
 * One score state round by round (issue 25): NBW, MMS, the virtual scores and the cup score as
 * OpenGotha 3.51.02's Tournament.fillBaseScoringInfo computes them (steps 2, 2bis; P42, D21),
 * which the standings read after the last round and the pairing engine before round k.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { type RoundTerm, scoreRows } from "../../../src/core/go/score-state";
import { ogScores } from "../../../src/core/pairing/opengotha-state";
import { scorePlayers } from "../../../src/core/tournament/scores";
import { readOpenGotha } from "../../../src/formats/opengotha";
import { readOpenGothaPairing } from "../../../src/formats/opengotha-pairing";

const NOTHING: RoundTerm = {
  points2: 0,
  mms2: 0,
  cup2: 0,
  playedPoints2: 0,
  playedMms2: 0,
  nonePoints2: 0,
  noneMms2: 0,
  notPlayed: false,
};
const win: RoundTerm = { ...NOTHING, points2: 2, mms2: 2, cup2: 2, playedPoints2: 2, playedMms2: 2 };
const forfeitWin: RoundTerm = { ...NOTHING, points2: 2, mms2: 2, cup2: 2, notPlayed: true };
const bye: RoundTerm = { ...NOTHING, nonePoints2: 1, noneMms2: 1, notPlayed: true }; // ½ point

describe("scoreRows", () => {
  it("sums the games, the bye's ½ rounded down to whole points after each round (D21)", () => {
    // start 2 × 25; a win, a bye of ½, a forfeit win, a second bye of ½
    const r = scoreRows(50, [win, bye, forfeitWin, bye], true);
    expect(r.nbw).toEqual([2, 2, 4, 6]); // the two halves make a point only in round 4
    expect(r.mms).toEqual([52, 52, 54, 56]);
    const kept = scoreRows(50, [win, bye, forfeitWin, bye], false);
    expect(kept.nbw).toEqual([2, 3, 5, 6]);
  });

  it("counts the virtual scores from the games played and ½ per round without one (step 2bis)", () => {
    const r = scoreRows(50, [win, bye, forfeitWin, bye], true);
    expect(r.nbwVirtual).toEqual([2, 3, 4, 5]);
    expect(r.mmsVirtual).toEqual([52, 53, 54, 55]);
  });

  it("doubles the cup score on the score before the round and adds the bye's points after (P42)", () => {
    // win: 2; loss: 4 + 0; win: 8 + 2 = 10; a bye of a point after the doubling: 20 + 0 + 2
    const loss: RoundTerm = { ...NOTHING };
    const fullBye: RoundTerm = { ...NOTHING, nonePoints2: 2, noneMms2: 2, notPlayed: true };
    expect(scoreRows(0, [win, loss, win, fullBye], true).cps).toEqual([2, 4, 10, 22]);
  });

  it("D122: rounds a summed bye or absence value down toward zero, as OpenGotha's integer division", () => {
    const minusHalf: RoundTerm = { ...NOTHING, nonePoints2: -1, noneMms2: -1, notPlayed: true };
    // −½ is 0 (Java's −1 / 2 = 0), not −1; two of them −1
    expect(scoreRows(0, [minusHalf, minusHalf], true).nbw).toEqual([0, -2]);
  });
});

describe("the standings and the pairing read one state", () => {
  const ROOT = join(__dirname, "../../fixtures/pairing");
  test.each(["og352-weights-simplemm", "og352-weights-toulouse2024"])(
    "%s: every player's NBW, MMS and CPS after round k are the pairing's before round k + 1",
    (dir) => {
      const bytes = readFileSync(join(ROOT, dir, "input.xml"));
      const og = readOpenGothaPairing(bytes);
      const model = readOpenGotha(bytes).tournament;
      const rounds = Math.min(model.rounds, og.general.numberOfRounds);
      expect(rounds).toBeGreaterThan(2);
      for (let k = 1; k < rounds; k++) {
        const s = ogScores(og, k);
        const standings = scorePlayers(model, model.parameters, { rounds: k });
        const ours = standings.map((p) => [p.running2[k - 1], p.runningMms2[k - 1], p.runningCps2[k - 1]]);
        const theirs = og.players.map((_, p) => [s.crit(p, "NBW"), s.crit(p, "MMS"), s.crit(p, "CPS")]);
        expect([k, ours]).toEqual([k, theirs]);
      }
    },
  );
});

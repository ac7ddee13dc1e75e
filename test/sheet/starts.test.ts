/**
 * The pane's preview agrees with the engine: for every fixture and system, where each player
 * starts before Create (`previewStarts`, what the pane shows in step 3) is where the built
 * sheet's engine started them (`PlayerOutcome.source` and the rating before), and a player the
 * preview says has nothing to start from is the one the engine refuses.
 */
import type { TournamentSheetRequest } from "../../src/sheet/request";
import { RatingError } from "../../src/core/common/errors";
import { previewStarts } from "../../src/sheet/starts";
import { buildTournamentSheet } from "../../src/sheet/tournament-sheet";
import {
  CASES,
  MGSZ,
  huList,
  isEgc,
  previewIsWhatTheEngineDoes,
  request,
  veterans,
  without,
} from "./starts-cases";

/** The cases `npm test` builds; EGC 2013's are built in starts.slow.test.ts with the same check. */
const SAMPLES: readonly (readonly [string, TournamentSheetRequest])[] = CASES.filter(
  ([name]) => !isEgc(name),
);

describe("the pane's preview is what the engine then does", () => {
  test.each(SAMPLES)("%s", previewIsWhatTheEngineDoes);

  test("the cases reach every kind of start the pane can show", () => {
    const kinds = new Set(
      CASES.flatMap(([, req]) =>
        previewStarts(req, req.params.system).map((s) => s.fallback?.kind ?? "found"),
      ),
    );
    expect([...kinds].sort()).toEqual(["file", "found", "mahjong-default", "none", "rank", "unrated"]);
  });

  test("MGSZ with a list: the file's rating is not a start (the pane once said it was)", () => {
    const bare = without(veterans, 4, "rank");
    const t = { ...bare, players: bare.players.map((p, i) => (i === 4 ? { ...p, rating: 1500 } : p)) };
    // the file gives a rating …
    const s = previewStarts({ tournament: t, ratingList: huList }, "mgsz")[4];
    expect(s?.fallback).toEqual({ kind: "none" }); // … which the engine does not take with a list
    expect(() => buildTournamentSheet(request(t, MGSZ, huList))).toThrow(RatingError);
  });
});

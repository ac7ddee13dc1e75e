/**
 * The cases and the check of starts.test.ts (the pane's preview is what the engine then does), one
 * body, so that the same check runs on most cases in `npm test` and on EGC 2013 (594 players,
 * 0.6-1.5 s a case) in the slow suite (starts.slow.test.ts, run by CI).
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { RatingError } from "../../src/core/common/errors";
import type { Tournament } from "../../src/core/tournament/model";
import { type RatingList, readMahjongResults, readRatingList } from "../../src/formats";
import type { SystemParams, TournamentSheetRequest } from "../../src/sheet/request";
import { previewStarts } from "../../src/sheet/starts";
import { buildTournamentSheet } from "../../src/sheet/tournament-sheet";
import { fixtureTournament, sheetFixture } from "./tournament-helpers";

const FIX = join(__dirname, "..", "fixtures");
export const huList = readRatingList(readFileSync(join(FIX, "egd-ratinglist-hu", "input.txt")));

/** A list naming some players in another order and spelling, one of them twice. */
const namedList = (t: Tournament, every: number): RatingList => ({
  ...huList,
  entries: t.players.flatMap((p, i) =>
    i % every === 0
      ? [{ name: `${p.firstName ?? ""} ${p.name}`.trim(), rating: 1500 + i, line: i + 2 }]
      : i % every === 1
        ? [1, 2].map((k) => ({
            name: p.name + (p.firstName ? ` ${p.firstName}` : ""),
            rating: 1400 + k,
            line: i + k,
          }))
        : [],
  ),
});

export const without = (t: Tournament, i: number, key: "rank" | "rating"): Tournament => ({
  ...t,
  players: t.players.map((p, k) => {
    if (k !== i) return p;
    return { ...p, [key]: undefined };
  }),
});

export const MGSZ: SystemParams = { system: "mgsz", multiplier: 30 };
const FIDE: SystemParams = { system: "fide", ruleset: "FIDE2024" };

export function request(
  tournament: Tournament,
  params: SystemParams,
  ratingList?: RatingList,
): TournamentSheetRequest {
  return {
    tournament,
    fileName: "event",
    params,
    ...(ratingList !== undefined ? { ratingList } : {}),
    tiebreaks: params.system === "fide" ? ["PTS"] : [],
    language: "en",
  };
}

export const veterans = fixtureTournament("egd-veterans");
const egc = fixtureTournament("egd-egc2013");
const chess = [
  "trf-rules-8-34",
  "trf-sklangen-example1-karl-mala-2005",
  "trf-tiebreakserver-held-round-robin",
];
const results = readMahjongResults(sheetFixture("mahjong-d19.csv"));
const levels = readRatingList(sheetFixture("mahjong-d19-levels.csv"));
const mahjong = (ratingList?: RatingList): TournamentSheetRequest => ({
  ...request(
    { format: "mahjong", name: results.name, rounds: 0, parameters: veterans.parameters, players: [] },
    { system: "mahjong", release: "2026-12-01", sessions: 8, championship: false },
    ratingList,
  ),
  mahjongResults: results,
});

export const CASES: readonly (readonly [string, TournamentSheetRequest])[] = [
  ["MGSZ, EGC 2013 with the Hungarian list", request(egc, MGSZ, huList)],
  ["MGSZ, EGC 2013 without a list (the file's ratings)", request(egc, MGSZ)],
  ["MGSZ, veterans with names in another order, some twice", request(veterans, MGSZ, namedList(veterans, 3))],
  [
    "MGSZ, veterans, a player without a rank and not on the list",
    request(without(veterans, 4, "rank"), MGSZ, huList),
  ],
  ["MGSZ, veterans, a player without a rank, no list", request(without(veterans, 4, "rank"), MGSZ)],
  ...chess.map((dir) => [`FIDE, ${dir}`, request(fixtureTournament(dir), FIDE)] as const),
  ...chess.map(
    (dir) =>
      [
        `FIDE, ${dir} with a list naming some`,
        request(fixtureTournament(dir), FIDE, namedList(fixtureTournament(dir), 2)),
      ] as const,
  ),
  ["mahjong, D19 with its levels list", mahjong(levels)],
  ["mahjong, D19 without a list", mahjong()],
];

/** The cases on EGC 2013: checked in the slow suite; the kinds of start they reach stay in npm test. */
export const isEgc = (name: string): boolean => name.includes("EGC 2013");

/** The preview (previewStarts) says where the built sheet's engine starts each player. */
export function previewIsWhatTheEngineDoes(_name: string, req: TournamentSheetRequest): void {
  const starts = previewStarts(req, req.params.system);
  let build: ReturnType<typeof buildTournamentSheet>;
  try {
    build = buildTournamentSheet(req);
  } catch (e) {
    // The engine refused a player: the first the preview says has nothing to start from.
    if (!(e instanceof RatingError)) throw e;
    expect(e.player).toBe(starts.findIndex((s) => s.source === "none"));
    return;
  }
  expect(starts.some((s) => s.source === "none")).toBe(false);
  expect(starts.map((s) => s.source)).toEqual(build.players.map((p) => p.source));
  expect(starts.map((s) => s.found)).toEqual(build.players.map((p) => p.matched));
  if (req.params.system !== "mahjong") {
    expect(starts.map((s) => s.rating)).toEqual(build.players.map((p) => p.ratingBefore));
  } else {
    const level = (s: (typeof starts)[number]) =>
      s.fallback?.kind === "given" ? s.fallback.level : undefined;
    for (const [i, s] of starts.entries())
      if (level(s) !== undefined) expect(build.players[i]?.rankBefore).toBe(level(s));
  }
}

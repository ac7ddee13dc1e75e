/**
 * Events for the FIDE period tests (test/core/engines/fide-period*.test.ts): players known by
 * FIDE ID, each game in a round of its own (the others absent), dates read as a reader reads them.
 */
import { type ReadDate, readDate } from "../../../src/core/common/date";
import { type FidePeriodListRow } from "../../../src/core/engines/fide-period-types";
import { DEFAULT_PARAMETERS } from "../../../src/core/tournament/model";
import type { SeasonEvent } from "../../../src/core/season/types";
import type { Player, RoundEntry, Tournament } from "../../../src/core/tournament/model";

/** A list row: FIDE ID, surname, rating, and whatever else the test gives. */
export function row(
  pin: string,
  name: string,
  rating: number,
  more: Partial<FidePeriodListRow> = {},
): FidePeriodListRow {
  return { pin, name, rating, ...more };
}

/** A game: the two players' FIDE IDs and the first one's score. */
export type Game = readonly [string, string, 1 | 0.5 | 0];

/** An event ending on `end` (ISO), its players the IDs its games name, in order of appearance. */
export function event(
  name: string,
  end: string,
  games: readonly Game[],
  forfeits: readonly Game[] = [],
): Tournament {
  const ids: string[] = [];
  for (const [a, b] of [...games, ...forfeits]) for (const id of [a, b]) if (!ids.includes(id)) ids.push(id);
  const all = [...games.map((g) => ({ g, forfeit: false })), ...forfeits.map((g) => ({ g, forfeit: true }))];
  const results: RoundEntry[][] = ids.map(() => []);
  all.forEach(({ g: [a, b, s], forfeit }) => {
    const [i, j] = [ids.indexOf(a), ids.indexOf(b)];
    ids.forEach((_, k) => {
      if (k === i) results[k]?.push(cell(j, s, "white", forfeit));
      else if (k === j) results[k]?.push(cell(i, (1 - s) as 1 | 0.5 | 0, "black", forfeit));
      else results[k]?.push({ kind: "absent", score: 0 });
    });
  });
  return {
    format: "model",
    name,
    rounds: all.length,
    parameters: DEFAULT_PARAMETERS,
    endDate: end,
    end: (readDate(end) as ReadDate).date,
    players: ids.map((id, k): Player => ({ name: `Player ${id}`, fideId: id, results: results[k] ?? [] })),
  };
}

function cell(opponent: number, score: 1 | 0.5 | 0, colour: "white" | "black", forfeit: boolean): RoundEntry {
  return { kind: "game", opponent, score: (score * 2) as 0 | 1 | 2, colour, handicap: null, forfeit };
}

/** Events as a season takes them, each in a file named after it (D140: named in every message). */
export function filed(...ts: readonly Tournament[]): SeasonEvent[] {
  return ts.map((tournament) => ({ file: `${tournament.name}.trf`, tournament }));
}

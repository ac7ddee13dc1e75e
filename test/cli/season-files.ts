/** The season's files for the command line's tests: the list before it as CSV, and its tournaments as h9. */
import { bandOf, formatRank } from "../../src/core/mgsz/rank";
import { DEFAULT_PARAMETERS } from "../../src/core/tournament/model";
import type { Player, RoundEntry, Tournament } from "../../src/core/tournament/model";
import { writeEgd } from "../../src/formats/egd-writer";

export interface Listed {
  pin: string;
  name: string;
  firstName: string;
  rating: number;
}

/** The list before the season as CSV (the header words of D68). */
export const listCsv = (ps: readonly Listed[]): string =>
  `PIN,Name,First name,Federation,Rating,Rank\n${ps
    .map((p) => `${p.pin},${p.name},${p.firstName},HU,${p.rating},${formatRank(bandOf(p.rating))}`)
    .join("\n")}\n`;

/** An event: its date, and per round the pairs (indices into the list) with the first's result (2 win, 0 loss). */
export interface Ev {
  name: string;
  date: string;
  rounds: readonly (readonly [number, number, 0 | 2])[][];
}

/**
 * The event as an h9 file of the list's players who play in it (60 minutes: the multiplier from
 * the time); `as` writes a player (by list index) as the file spells him, without his PIN.
 */
export function h9(
  ps: readonly Listed[],
  e: Ev,
  as: Readonly<Record<number, Pick<Listed, "name" | "firstName">>> = {},
): string {
  const who = [...new Set(e.rounds.flatMap((r) => r.flatMap(([a, b]) => [a, b])))].sort((x, y) => x - y);
  const at = (i: number): number => who.indexOf(i);
  const players: Player[] = who.map((i) => {
    const listed = ps[i] as Listed;
    const p = as[i] ?? listed;
    return {
      name: p.name,
      firstName: p.firstName,
      rank: formatRank(bandOf(listed.rating)),
      ...(as[i] === undefined ? { egdPin: listed.pin } : {}),
      federation: "HU",
      results: e.rounds.map((r): RoundEntry => {
        const g = r.find(([a, b]) => a === i || b === i);
        if (g === undefined) return { kind: "absent", score: 0 };
        const [a, b, s] = g;
        const first = a === i;
        return {
          kind: "game",
          opponent: at(first ? b : a),
          score: (first ? s : 2 - s) as 0 | 2,
          colour: first ? "white" : "black",
          handicap: 0,
          forfeit: false,
        };
      }),
    };
  });
  const t: Tournament = {
    format: "model",
    name: e.name,
    rounds: e.rounds.length,
    parameters: DEFAULT_PARAMETERS,
    startDate: e.date,
    endDate: e.date,
    timeControl: { basicMinutes: 60 },
    players,
  };
  return writeEgd(t);
}

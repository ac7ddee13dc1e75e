/**
 * A chess event as the readers give it, built for the norm tests: player 1 is the candidate and
 * meets opponent k in round k; every other round of an opponent is an absence.
 */
import {
  DEFAULT_PARAMETERS,
  type Player,
  type Points2,
  type RoundEntry,
  type Tournament,
} from "../../../../src/core/tournament/model";

export interface Spec {
  readonly name: string;
  readonly rating?: number;
  readonly title?: string;
  readonly federation?: string;
  readonly sex?: "m" | "w";
}

/** A round of the candidate: points won (1, 0.5, 0), a forfeit won or lost, a pairing bye, a result not known. */
export type Outcome = 1 | 0.5 | 0 | "+" | "-" | "bye" | "?";

const ABSENT: RoundEntry = { kind: "absent", score: 0 };

function game(opponent: number, score: Points2 | null, forfeit: boolean): RoundEntry {
  return { kind: "game", opponent, score, colour: null, handicap: null, forfeit };
}

function entries(o: Outcome, opponent: number): [RoundEntry, RoundEntry] {
  if (o === "bye") return [{ kind: "bye", score: 2 }, ABSENT];
  if (o === "+") return [game(opponent, 2, true), game(0, 0, true)];
  if (o === "-") return [game(opponent, 0, true), game(0, 2, true)];
  if (o === "?") return [game(opponent, null, false), game(0, null, false)];
  const s = (o * 2) as Points2;
  return [game(opponent, s, false), game(0, (2 - s) as Points2, false)];
}

/** The event: the candidate, his opponents in round order, his outcome each round. */
export function event(
  candidate: Spec,
  opponents: readonly Spec[],
  outcomes: readonly Outcome[],
  rounds?: number,
): Tournament {
  const n = outcomes.length;
  const rows: RoundEntry[][] = [
    new Array<RoundEntry>(n).fill(ABSENT),
    ...opponents.map(() => new Array<RoundEntry>(n).fill(ABSENT)),
  ];
  outcomes.forEach((o, r) => {
    const [mine, theirs] = entries(o, r + 1);
    (rows[0] as RoundEntry[])[r] = mine;
    if (o !== "bye") (rows[r + 1] as RoundEntry[])[r] = theirs;
  });
  const player = (s: Spec, k: number): Player => ({
    ...s,
    startNumber: k + 1,
    results: rows[k] as RoundEntry[],
  });
  return {
    format: "model",
    name: "Norm test open",
    rounds: n,
    ...(rounds !== undefined && rounds > n ? { plannedRounds: rounds } : {}),
    parameters: DEFAULT_PARAMETERS,
    players: [player(candidate, 0), ...opponents.map((o, k) => player(o, k + 1))],
  };
}

/** `count` opponents of one kind, each of his own federation from `feds`. */
export function many(count: number, spec: Omit<Spec, "name">, feds?: readonly string[]): Spec[] {
  return Array.from({ length: count }, (_, k) => ({
    ...spec,
    name: `Opponent ${k + 1}`,
    ...(feds !== undefined ? { federation: feds[k % feds.length] as string } : {}),
  }));
}

export const FEDS = [
  "USA",
  "GER",
  "ESP",
  "ITA",
  "NED",
  "POL",
  "AZE",
  "IND",
  "CHN",
  "BRA",
  "FRA",
  "ENG",
  "SRB",
];

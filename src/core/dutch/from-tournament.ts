/**
 * The Dutch System's view of a tournament read from a file (src/formats): pairing numbers,
 * each round's opponent, colour and result, and who is absent from the round to pair. A bye
 * the file gives (TRF `U` or `F`) counts as a round the player was paired in (D222): the two
 * weigh alike in C.04.3 (a bye of a win's points, a downfloat, no second bye). The file's
 * `240` records of the round to pair take their players out of it, and its `250`/`XXA`
 * records give each player's virtual points round by round (D200, C.04.5). A file that ranks
 * its players by the order of their lines (`XXC rank`) is paired with those places as the
 * engine's pairing numbers, and the pairs are given back in starting ranks (D226).
 */
import { formatIsoDate } from "../common/date";
import { invalid } from "../common/errors";
import { msg } from "../../i18n/table";
import { type Player, type RoundEntry, type Tournament } from "../tournament/model";
import { accelerationPoints2 } from "../tournament/pairing-records";
import {
  type Colour,
  type DutchPairing,
  type DutchRound,
  type DutchRules,
  type DutchTournament,
  dutchRulesOn,
} from "./model";
import { pairDutch } from "./pair";

function outcome(score: number): DutchRound["outcome"] {
  return score >= 2 ? "win" : score === 1 ? "draw" : "loss";
}

/** Player i's starting rank. */
function start(t: Tournament, i: number): number {
  return t.players[i]?.startNumber ?? i + 1;
}

/** Player i's pairing number in the engine: his line's place under `XXC rank`, else his starting rank. */
function no(t: Tournament, i: number): number {
  return t.rankedByLines ? i + 1 : start(t, i);
}

/**
 * One round of the player's history. Every round is one literal naming every field, undefined
 * where a bye or an absence has none: one shape for the engine's reads (D425).
 */
function toRound(t: Tournament, p: Player, e: RoundEntry | undefined, round: number): DutchRound {
  if (!e || e.kind === "absent")
    return {
      opponent: undefined,
      colour: undefined,
      outcome: outcome(e?.score ?? 0),
      played: false,
      paired: false,
    };
  if (e.kind === "bye")
    return {
      opponent: undefined,
      colour: undefined,
      outcome: outcome(e.score ?? 2),
      played: false,
      paired: true,
    };
  if (e.score === null) {
    throw invalid(msg("dutchNoResult", { player: p.startNumber ?? t.players.indexOf(p) + 1, round }));
  }
  return {
    opponent: no(t, e.opponent),
    colour: e.colour ?? undefined,
    outcome: outcome(e.score),
    played: !e.forfeit,
    paired: true,
  };
}

/**
 * E.5 when the file does not state it: the first round with a colour, the colour of its
 * first participant by pairing number (then of the next, reversed, and so on) (D223).
 */
function inferInitialColour(players: readonly { no: number; rounds: readonly DutchRound[] }[]): Colour {
  const first = players.reduce((m, p) => {
    const i = p.rounds.findIndex((r) => r.colour !== undefined);
    return i >= 0 && i < m ? i : m;
  }, Infinity);
  if (!Number.isFinite(first)) return "white";
  let rank = 0;
  for (const p of [...players].sort((a, b) => a.no - b.no)) {
    if (!p.rounds.slice(0, first + 1).some((r) => r.paired)) continue;
    const c = p.rounds[first]?.colour;
    if (c) return rank % 2 === 1 ? (c === "white" ? "black" : "white") : c;
    rank++;
  }
  return "white";
}

/** Round `round` (1-based) to pair from the file's rounds before it. */
export function dutchFromTournament(
  t: Tournament,
  round: number,
  rules?: DutchRules,
): DutchTournament & { rules: DutchRules } {
  const starts = t.players.map((_, i) => start(t, i));
  const accelerations = t.accelerations ?? [];
  // Every player one literal naming every field, undefined where there is none (D425).
  const players = t.players.map((p, i) => ({
    no: no(t, i),
    rating: p.rating,
    acceleration:
      accelerations.length > 0
        ? Array.from({ length: round }, (_, r) => accelerationPoints2(accelerations, starts, i, r + 1))
        : undefined,
    all: p.results.map((e, r) => toRound(t, p, e, r + 1)),
  }));
  const absent = new Set<number>();
  t.players.forEach((p, i) => {
    const e = p.results[round - 1];
    if (e && e.kind === "absent") absent.add(no(t, i));
  });
  for (const a of t.absences ?? []) {
    if (a.round === round) for (const i of a.players) absent.add(no(t, i));
  }
  const initialColour =
    t.initialColour ?? inferInitialColour(players.map((p) => ({ no: p.no, rounds: p.all })));
  return {
    players: players.map((p) => ({
      no: p.no,
      rating: p.rating,
      acceleration: p.acceleration,
      rounds: p.all.slice(0, round - 1),
    })),
    rounds: Math.max(t.plannedRounds ?? 0, t.rounds, round),
    initialColour,
    absent,
    rules: rules ?? dutchRulesOn(t.start ? formatIsoDate(t.start) : undefined),
  };
}

/** Round `round` paired by the Dutch System, the pairs and the bye in starting ranks. */
export function pairDutchTournament(
  t: Tournament,
  round: number,
  rules?: DutchRules,
): DutchPairing & { rules: DutchRules } {
  const input = dutchFromTournament(t, round, rules);
  const r = pairDutch(input);
  const startOf = (n: number): number => (t.rankedByLines ? start(t, n - 1) : n);
  return {
    rules: input.rules,
    pairs: r.pairs.map((p) => ({ white: startOf(p.white), black: startOf(p.black) })),
    ...(r.bye !== undefined ? { bye: startOf(r.bye) } : {}),
  };
}

/**
 * FIDE title norms (B.01, in force from 1 January 2024) for every player of a chess tournament
 * after round K (K ≥ 7, D230): each title he may seek (GM, IM, WGM, WIM, D234), its check with
 * the games that may be dropped, the forecast for the remaining rounds, and a met norm's
 * certificate (IT1's fields). Pure: the command line and the sheet call it with a tournament.
 */
import { msg } from "../../../i18n/table";
import type { Message } from "../../../i18n/table";
import { invalid, outOfRange } from "../../common/errors";
import type { Tournament } from "../../tournament/model";
import { type NormCertificate, certificate } from "./certificate";
import type { NormCheck, NormOpponent } from "./check";
import { type Exemption143d, exemption143d } from "./exemption";
import { type Forecast, forecastNorm } from "./forecast";
import { candidateGames, fideRating, who } from "./games";
import { bestNorm } from "./search";
import { FIRST_ROUND_CHECKED, MIN_GAMES, type NormTitle, titlesSought } from "./titles";

/** Players a message names before saying how many more (the sheet's notes too). */
export const NAMED = 5;

export interface NormOptions {
  /** The round after which norms are checked (1-based, ≥ 7). */
  readonly round: number;
  /** The rounds the event has (default: the file's planned rounds, else its rounds). */
  readonly rounds?: number;
  /** The host federation (1.4.3d); undefined: 1.4.3d is not checked. */
  readonly host?: string;
  /** Pre-determined pairings (round robin): 1.4.1e and 1.4.3d do not apply, 1.4.2b does. */
  readonly roundRobin?: boolean;
}

export interface TitleNorm {
  readonly title: NormTitle;
  readonly check: NormCheck;
  readonly dropped: readonly number[];
  readonly forecast: Forecast;
  readonly certificate?: NormCertificate;
}

export interface PlayerNorms {
  readonly index: number;
  readonly no: number;
  readonly name: string;
  readonly titles: readonly TitleNorm[];
  readonly notes: readonly Message[];
}

export interface NormsReport {
  readonly round: number;
  readonly rounds: number;
  readonly remaining: number;
  /** 1.4.3d's counts; undefined when the host federation is not known or pairings are fixed. */
  readonly exemption?: Exemption143d;
  readonly players: readonly PlayerNorms[];
  readonly notes: readonly Message[];
}

function federationOf(t: Tournament, i: number): string | undefined {
  const f = t.players[i]?.federation?.trim().toUpperCase();
  return f === undefined || f === "" ? undefined : f;
}

function opponentOf(t: Tournament, i: number): NormOpponent {
  const p = t.players[i];
  const federation = federationOf(t, i);
  const rating = fideRating(t, i);
  return {
    ...(p?.title !== undefined ? { title: p.title } : {}),
    ...(federation !== undefined ? { federation } : {}),
    ...(rating !== undefined ? { rating } : {}),
  };
}

/** The norms of every player after `options.round`. */
export function checkNorms(t: Tournament, options: NormOptions): NormsReport {
  const { round } = options;
  if (!Number.isInteger(round) || round < FIRST_ROUND_CHECKED) {
    throw outOfRange(msg("normRoundTooEarly", { round, first: FIRST_ROUND_CHECKED }));
  }
  if (round > t.rounds) throw invalid(msg("normRoundNotPlayed", { round, rounds: t.rounds }));
  const rounds = options.rounds ?? Math.max(t.plannedRounds ?? t.rounds, t.rounds);
  if (!Number.isInteger(rounds) || rounds < round) {
    throw invalid(msg("normRoundsFewer", { rounds, round }));
  }
  const roundRobin = options.roundRobin === true;
  const host = options.host?.trim().toUpperCase();
  const exemption =
    host !== undefined && host !== "" && !roundRobin ? exemption143d(t, round, host) : undefined;
  const exempt = exemption?.exempt === true;
  const notes: Message[] = [];
  if (exemption === undefined && !roundRobin) notes.push(msg("normNoHost", {}));
  const noSex = t.players.filter((p) => p.sex === undefined).length;
  if (noSex > 0) notes.push(msg("normNoSex", { count: noSex }));
  const noFederation = t.players.flatMap((_, i) => (federationOf(t, i) === undefined ? [who(t, i)] : []));
  if (noFederation.length > 0) {
    const named = noFederation.slice(0, NAMED);
    notes.push(msg("normNoFederation", { players: named, more: noFederation.length - named.length }));
  }
  const remaining = rounds - round;
  const opponents = t.players.map((_, i) => opponentOf(t, i));
  const players = t.players.map((p, i): PlayerNorms => {
    const { games, unplayedWins, notes: left } = candidateGames(t, i, round, roundRobin);
    const federation = federationOf(t, i);
    const opponent = (o: number): NormOpponent => opponents[o] ?? {};
    const titles = titlesSought(p.title, p.sex === "w").map((title): TitleNorm => {
      const found = bestNorm({
        title,
        ...(federation !== undefined ? { federation } : {}),
        games,
        opponentOf: opponent,
        mayCredit: rounds === MIN_GAMES && round === rounds && unplayedWins.length > 0,
        roundRobin,
        exempt,
      });
      const met = found.check.status === "met";
      const forecast: Forecast = met
        ? { kind: "achieved" }
        : forecastNorm({
            title,
            ...(federation !== undefined ? { federation } : {}),
            opponents: games.map((g) => opponent(g.opponent)),
            halfPoints: games.reduce((a, g) => a + g.half, 0),
            remaining,
            exempt,
          });
      const cert = met
        ? certificate({
            t,
            player: i,
            games,
            check: found.check,
            dropped: found.dropped,
            afterRound: round,
            rounds,
            ...(host !== undefined && host !== "" ? { host } : {}),
            roundRobin,
            exempt,
          })
        : undefined;
      return {
        title,
        check: found.check,
        dropped: found.dropped,
        forecast,
        ...(cert ? { certificate: cert } : {}),
      };
    });
    const { no, name } = who(t, i);
    return { index: i, no, name, titles, notes: left };
  });
  return { round, rounds, remaining, ...(exemption ? { exemption } : {}), players, notes };
}

export type { NormCheck, Requirement, RequirementKey, RequirementStatus } from "./check";
export type { Forecast, Impossible } from "./forecast";
export type { NormCertificate } from "./certificate";
export type { Exemption143d } from "./exemption";
export { federationCode, hostFederation, roundRobinPairings } from "./event";
export { NORM_TITLES, type NormTitle } from "./titles";

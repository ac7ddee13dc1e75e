/**
 * A norm's certificate as data: the fields of FIDE's title result certificate (form IT1, B.01
 * 1.8, 1.10): the player, the event, each opponent counted with his title, federation and the
 * rating the average took, and the figures (D236).
 */
import { type Tournament, fullName } from "../../tournament/model";
import type { NormCheck } from "./check";
import type { NormGame } from "./games";
import type { NormTitle } from "./titles";

export interface CertificateOpponent {
  readonly round: number;
  readonly name: string;
  readonly title?: string;
  readonly federation?: string;
  /** The rating in the file; undefined: unrated. */
  readonly rating?: number;
  /** The rating the average took (1.4.6: 1400 for the unrated, one raised to the floor). */
  readonly counted: number;
  readonly points: number;
}

export interface NormCertificate {
  readonly title: NormTitle;
  readonly player: {
    readonly name: string;
    readonly fideId?: string;
    readonly federation?: string;
    readonly title?: string;
    readonly birth?: string;
    readonly rating?: number;
  };
  readonly event: {
    readonly name: string;
    readonly location?: string;
    readonly start?: string;
    readonly end?: string;
    readonly rounds: number;
    readonly host?: string;
    readonly roundRobin: boolean;
  };
  readonly afterRound: number;
  readonly opponents: readonly CertificateOpponent[];
  /** Rounds left out (1.4.1e, 1.4.1f). */
  readonly dropped: readonly number[];
  readonly games: number;
  readonly credited: number;
  readonly normGames: number;
  readonly points: number;
  readonly average: number;
  readonly percent: number;
  readonly dp: number;
  readonly performance: number;
  readonly exempt143d: boolean;
}

export interface CertificateInput {
  readonly t: Tournament;
  readonly player: number;
  readonly games: readonly NormGame[];
  readonly check: NormCheck;
  readonly dropped: readonly number[];
  readonly afterRound: number;
  readonly rounds: number;
  readonly host?: string;
  readonly roundRobin: boolean;
  readonly exempt: boolean;
}

function defined<T extends object>(o: T): T {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as T;
}

/** The certificate of a norm met (the games are those the check counted, in round order). */
export function certificate(c: CertificateInput): NormCertificate {
  const { t, check } = c;
  const p = t.players[c.player];
  const kept = c.games.filter((g) => !c.dropped.includes(g.round));
  return {
    title: check.title,
    player: defined({
      name: p !== undefined ? fullName(p) : "",
      fideId: p?.fideId,
      federation: p?.federation,
      title: p?.title,
      birth: p?.birth,
      rating: p?.rating,
    }),
    event: defined({
      name: t.name,
      location: t.location,
      start: t.startDate,
      end: t.endDate,
      rounds: c.rounds,
      host: c.host,
      roundRobin: c.roundRobin,
    }),
    afterRound: c.afterRound,
    opponents: kept.map((g, k) => {
      const o = t.players[g.opponent];
      return defined({
        round: g.round,
        name: o !== undefined ? fullName(o) : "",
        title: o?.title,
        federation: o?.federation,
        rating: o?.rating !== undefined && o.rating > 0 ? o.rating : undefined,
        counted: check.ratings[k] as number,
        points: g.half / 2,
      });
    }),
    dropped: c.dropped,
    games: check.games,
    credited: check.credited,
    normGames: check.normGames,
    points: check.halfPoints / 2,
    average: check.average,
    percent: check.percent,
    dp: check.dp,
    performance: check.performance,
    exempt143d: c.exempt,
  };
}

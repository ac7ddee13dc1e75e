/**
 * A crosstable of the common model (a tournament sheet, a CSV, any reader's) as OpenGotha's
 * pairing input, so that the sheet pairs through the same engines as `rating-officer pair`
 * (P31, docs/pairing.md): the players in the crosstable's order, the games and byes of the
 * rounds before the one to pair, the McMahon values of the crosstable's parameters (D21, D22)
 * and OpenGotha's pairing parameter set for McMahon or Swiss.
 */
import { RatingError, invalid } from "../common/errors";
import { type Message, msg } from "../../i18n/table";
import type { Tournament } from "../tournament/model";
import type { OgGame, OgPlayer, OgResult, OgRoster, OgTournament } from "../pairing/opengotha-model";
import {
  type GoPairingParameters,
  OG_IMPORT_DEFAULTS,
  type OgHandicap,
  type OgPairingParameters,
} from "../go/pairing-parameters";
import { LOWEST_RANK, playingRank } from "../go/rank";

export type PairingSystem = "mcmahon" | "swiss";

export interface CrosstablePairingOptions {
  readonly system: PairingSystem;
  /** The handicap rule (HandicapParameterSet); default: OpenGotha's for the system (P31). */
  readonly handicap?: OgHandicap;
  /** OpenGotha's pairing parameter set; default: its import defaults. */
  readonly pairing?: OgPairingParameters;
  /** Placement criteria by OpenGotha's names; default: the system's (P31). */
  readonly placement?: readonly string[];
  /**
   * The rounds the tournament has when more than its crosstable's (a sheet's round columns, which
   * its reader drops when empty at the right): OpenGotha's number of rounds, which its thresholds
   * count with (D125).
   */
  readonly rounds?: number;
}

/**
 * P31: a Swiss tournament plays even games (OpenGotha's Swiss template: no-handicap
 * threshold 30k); a McMahon tournament takes OpenGotha's handicap defaults (by MMS, threshold
 * 1d, correction 1, ceiling 9).
 */
export function defaultHandicap(system: PairingSystem): OgHandicap {
  return system === "swiss"
    ? { basedOnMms: false, noHdRankThreshold: LOWEST_RANK, correction: 0, ceiling: 0 }
    : OG_IMPORT_DEFAULTS.handicap;
}

/** Why a crosstable cannot be paired: the player (index) and round (0-based) it is about. */
export class CrosstablePairingError extends RatingError {
  constructor(
    text: Message,
    readonly at: { readonly player: number; readonly round: number | null },
  ) {
    super("value", text);
    this.player = at.player;
  }
}

/**
 * The OpenGotha tournament that pairs round `k` (0-based) of `t`: every player takes part in
 * round k unless `skip` holds him (a cell already filled by hand: a game, a bye, an absence);
 * the games and byes of rounds 0…k−1 count, later ones are ignored. Throws a
 * {@link CrosstablePairingError} naming the player and round of a second bye in one round, or
 * of a McMahon player without a rank. A game of an earlier round without a known result is
 * OpenGotha's RESULT_UNKNOWN (lost by both): its callers refuse such games first (D56,
 * `scoredAsUnknown`) unless the officer accepts pairing without them.
 */
export function ogTournamentOf(
  t: Tournament,
  k: number,
  options: CrosstablePairingOptions,
  skip: (player: number) => boolean = () => false,
): OgTournament {
  const roster = goRoster(t, { k, system: options.system, skip });
  return { ...roster, ...crosstableParameters(t, roster.byes.length, options) };
}

/**
 * OpenGotha's parameters of a crosstable (D125): the McMahon values of its model (D21, D22), the
 * handicap, placement and pairing parameter sets given, else the system's (P31); as many rounds
 * as `rounds` (the crosstable's and the round paired) or `options.rounds`, the more.
 */
function crosstableParameters(
  t: Tournament,
  rounds: number,
  options: CrosstablePairingOptions,
): GoPairingParameters {
  const par = t.parameters;
  const base = OG_IMPORT_DEFAULTS;
  return {
    general: {
      ...base.general,
      numberOfRounds: Math.max(rounds, options.rounds ?? 0),
      mmZero: par.mmZero,
      mmFloor: par.mmFloor,
      mmBar: par.mmBar,
      nbw2Absent: par.absentPoints2,
      nbw2Bye: par.byePoints2,
      mms2Absent: par.absentMms2,
      mms2Bye: par.byeMms2,
      roundDown: par.roundDown,
      countNotPlayedAsHalfPoint: par.countNotPlayedAsHalf ?? false,
    },
    handicap: options.handicap ?? defaultHandicap(options.system),
    // P31: OpenGotha's placement criteria for the system (its McMahon and Swiss templates).
    placement:
      options.placement ??
      (options.system === "mcmahon" ? ["MMS", "SOSM", "SOSOSM"] : ["NBW", "SOSW", "SOSOSW"]),
    pairing: options.pairing ?? base.pairing,
  };
}

/** The round a crosstable's roster pairs (0-based), its system, and the players it leaves out. */
export interface RoundToPair {
  readonly k: number;
  readonly system: PairingSystem;
  readonly skip?: (player: number) => boolean;
}

/**
 * The players, games and byes OpenGotha's pairing reads from a tournament of the common model,
 * for every file (D127). With `round`, the crosstable's rows that pair round `round.k`, as
 * {@link ogTournamentOf} says (a sheet, any file but OpenGotha's; `byes` has one entry per round
 * of the crosstable and of round k). Without it, the file's own rounds as its pairing reads them
 * (an OpenGotha file: `Player.paired`, `Tournament.pairedRounds`, whatever the round paired, the
 * engine ignoring the games of that round and later).
 */
export function goRoster(t: Tournament, round?: RoundToPair): OgRoster {
  if (round !== undefined) return crosstableRoster(t, round.k, round.system, round.skip ?? (() => false));
  const { pairedRounds } = t;
  const players = t.players.map((p) => p.paired);
  // a bug, not the input's: only a reader that fills both calls it so
  if (pairedRounds === undefined || !players.every((p) => p !== undefined))
    throw new Error("goRoster: Player.paired, Tournament.pairedRounds");
  return { players: players as OgPlayer[], games: pairedRounds.games, byes: pairedRounds.byes };
}

/** The roster of a crosstable without its pairing's own reading ({@link goRoster}). */
function crosstableRoster(
  t: Tournament,
  k: number,
  system: PairingSystem,
  skip: (player: number) => boolean,
): OgRoster {
  // A crosstable reader drops empty round columns at the right: round k may be past them.
  if (!Number.isInteger(k) || k < 0 || k > t.rounds)
    throw invalid(msg("pairingRoundTooLate", { round: k + 1, next: t.rounds + 1 }));
  const rounds = Math.max(t.rounds, k + 1);
  const mcmahon = system === "mcmahon";
  const players: OgPlayer[] = t.players.map((p, i) => {
    const rank = playingRank(p.rank); // D121
    if (rank === null && mcmahon)
      throw new CrosstablePairingError(msg("pairNoRank", { name: p.name }), { player: i, round: null });
    // An absence with no score of its own takes the absent value (not participating); `0-`
    // (0 points) is OpenGotha's "participating, not paired"; `0=` counts as the absent value.
    const participating = Array.from({ length: rounds }, (_, r) => {
      const e = p.results[r];
      if (r >= k || e === undefined) return r !== k || !skip(i);
      return e.kind !== "absent" || e.score === 0;
    });
    return {
      name: p.name,
      firstName: p.firstName ?? "",
      // P31: a Swiss player without a rank counts as 30k (the rank only weighs the bye there).
      rank: rank ?? LOWEST_RANK,
      rating: p.rating ?? 0,
      country: p.federation ?? "",
      club: (p.club ?? "").slice(0, 4),
      smmsCorrection: p.smmsCorrection ?? 0,
      final: true,
      participating,
    };
  });
  const games: OgGame[] = [];
  const byes: (number | null)[] = new Array<number | null>(rounds).fill(null);
  t.players.forEach((p, i) => {
    p.results.forEach((e, r) => {
      if (r >= k) return;
      if (e.kind === "bye") {
        if (byes[r] !== null)
          throw new CrosstablePairingError(
            msg("pairTwoByes", {
              round: r + 1,
              first: t.players[byes[r] as number]?.name ?? "",
              second: p.name,
            }),
            { player: i, round: r },
          );
        byes[r] = i;
        return;
      }
      if (e.kind !== "game") return;
      // Each game once, from the row of the player with White (when neither row says, the
      // lower number's).
      const other = t.players[e.opponent]?.results[r];
      const otherColour = other?.kind === "game" ? other.colour : null;
      const white =
        e.colour === "white" ||
        (e.colour === null && (otherColour === "black" || (otherColour === null && i < e.opponent)));
      if (!white) return;
      games.push({
        round: r,
        white: i,
        black: e.opponent,
        handicap: e.handicap ?? 0,
        // D56: a result not known (the callers refuse it unless accepted) is OpenGotha's unknown
        result: e.score === null ? "unknown" : resultOf(e.score, other),
        byDefault: e.forfeit,
      });
    });
  });
  return { players, games, byes };
}

/** The game's result for White from White's score and Black's entry (both win / both lose). */
function resultOf(
  whiteScore: 0 | 1 | 2,
  black: Tournament["players"][number]["results"][number] | undefined,
): OgResult {
  const blackScore = black?.kind === "game" ? black.score : null;
  if (whiteScore === 1) return "jigo";
  if (whiteScore === 2) return blackScore === 2 ? "bothWin" : "white";
  return blackScore === 0 ? "bothLose" : "black";
}

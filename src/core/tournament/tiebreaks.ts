import { type Criterion, type GroupCriterion, isGroupCriterion } from "../go/criterion";
import { exploitWeight } from "../go/exploits";
import { barStart } from "../go/mcmahon";
import { minus, sosStrasbourg, strasbourgRow } from "../go/opponent-scores";
import { type GoRank, LOWEST_RANK, playingRank, toOgRank } from "../go/rank";
import { DEFAULT_PARAMETERS, type Player } from "./model";
import type { PlayerScores, ScoredRound } from "./scores";

/**
 * The tie-breaks of RULES.md §4 (Russian Go Federation appendix) with D20/D21. Every value is
 * computed doubled (D21) and halved only for display; opponent-based criteria share one
 * parametrised sum (`opponentSum`) instead of copy-pasted variants.
 */
export interface TiebreakOptions {
  /** D21 literal reading: rounds without a game add 0 and SOS has no handicap term. */
  readonly literal?: boolean;
  /** D51: the rounds the tournament has (STS's last rounds); default the rounds scored. */
  readonly numberOfRounds?: number;
  /** D51: the McMahon score a player at the bar starts with (bar − zero; STS); default OpenGotha's 4d. */
  readonly top?: number;
  /** D21 virtual SOS (OpenGotha's genCountNotPlayedGamesAsHalfPoint): SOSTS's opponents' STS read 0. */
  readonly virtual?: boolean;
}

interface SumSpec {
  /** The opponent's value, doubled. */
  readonly value: (opponent: number) => number;
  /** Weight of a game by this player's doubled score: 2 for plain sums, the score for SODOS/Berger. */
  readonly weight: (score2: number) => number;
  /** Add the handicap term (+h with White, −h with Black, doubled) to the opponent's value. */
  readonly handicap: boolean;
  /** Value of a round without a game. */
  readonly virtual: number;
}

/** Σ over counted rounds of weight/2 × (opponent's value [+ handicap term]); doubled in, doubled out. */
function opponentSum(rounds: readonly ScoredRound[], spec: SumSpec): number {
  let sum = 0;
  for (const r of rounds) {
    if (r.type === "void") continue;
    if (r.type === "none") {
      sum += spec.virtual;
      continue;
    }
    const hd = spec.handicap ? (r.colour === "white" ? 2 : r.colour === "black" ? -2 : 0) * r.handicap : 0;
    sum += (spec.weight(r.score2) * (spec.value(r.opponent) + hd)) / 2;
  }
  return sum;
}

/** The doubled value each round adds to `opponentSum` with the weight 2 (void rounds left out). */
function opponentValues(rounds: readonly ScoredRound[], spec: SumSpec): number[] {
  return rounds.flatMap((r) => (r.type === "void" ? [] : [opponentSum([r], spec)]));
}

const all = (): number => 2;
const byScore = (s: number): number => s;

/**
 * Doubled values of the criteria that depend on the whole field only (everything but the direct
 * encounter, which depends on the tied group and is filled in by `standings`).
 */
export function computeCriteria(
  players: readonly Player[],
  scores: readonly PlayerScores[],
  wanted: readonly Criterion[],
  opts: TiebreakOptions = {},
): Map<Criterion, number[]> {
  const literal = opts.literal ?? false;
  const out = new Map<Criterion, number[]>();
  const memo = (c: Criterion, f: (s: PlayerScores, i: number) => number): number[] => {
    let v = out.get(c);
    if (!v) {
      v = scores.map((s, i) => f(s, i));
      out.set(c, v);
    }
    return v;
  };
  const mms = (): number[] => memo("mms", (s) => s.mms2);
  // the MM an opponent brings to SOS, SODOS and SOSOS: final, or virtual (D21), V.4's ½ for each
  // "−" of a withdrawn player in it, under the literal switch too, where the scores have no
  // virtual MM (D464)
  const sosMms = scores.map((s) => s.sosMms2);
  const tbPoints = scores.map((s) => s.tiebreakPoints2);
  // D21: SOS = Σ opponent's final MM (+h with White, −h with Black); no game → own starting MM.
  const sos = (): number[] =>
    memo("sos", (s) =>
      opponentSum(s.rounds, {
        value: (o) => sosMms[o] ?? 0,
        weight: all,
        handicap: !literal,
        virtual: literal ? 0 : s.smms2,
      }),
    );
  const buchholz = (): number[] =>
    memo("buchholz", (s) =>
      opponentSum(s.rounds, {
        value: (o) => tbPoints[o] ?? 0,
        weight: all,
        handicap: false,
        virtual: 0,
      }),
    );
  // D48: OpenGotha's SOSW−1/−2 and SOSM−1/−2, the SOS of BUCH and SOS without the lowest one or
  // two rounds, picked as the pairing engine picks them (P36); SOSM−1/−2 are 0 before round 3
  const sosMinus = (s: PlayerScores, mmsBased: boolean, k: 0 | 1): number => {
    const os = opponentValues(
      s.rounds,
      mmsBased
        ? { value: (o) => sosMms[o] ?? 0, weight: all, handicap: !literal, virtual: literal ? 0 : s.smms2 }
        : { value: (o) => tbPoints[o] ?? 0, weight: all, handicap: false, virtual: 0 },
    );
    if (os.length === 0 || (mmsBased && os.length < 3)) return 0;
    return minus(
      os,
      os.length - 1,
      os.reduce((a, b) => a + b, 0),
    )[k];
  };
  // the rank as the pairing reads it (D121), for the natural handicap (a player without one: 30k)
  const rankOf = (i: number): GoRank => playingRank(players[i]?.rank) ?? LOWEST_RANK;
  // EXT/EXR (P36): Σ over the games (forfeits too, as OpenGotha's paired rounds) of the
  // opponent's doubled NBW × the game's weight; EXR only the games won (a both-win too)
  const exploits = (i: number, s: PlayerScores, won: boolean): number => {
    let sum = 0;
    for (const r of s.rounds) {
      if (r.type !== "game" || (won && r.score2 !== 2)) continue;
      const given = (r.colour === "white" ? 1 : r.colour === "black" ? -1 : 0) * r.handicap;
      sum += (scores[r.opponent]?.points2 ?? 0) * exploitWeight(given, rankOf(i) - rankOf(r.opponent));
    }
    return sum;
  };
  // D51 (P41): STS after the last round scored; before round 1 the starting MM
  const strasbourg = (): number[] =>
    memo(
      "strasbourg",
      (s) =>
        strasbourgRow(
          s.runningMms2,
          opts.numberOfRounds ?? s.runningMms2.length,
          opts.top ?? barStart(DEFAULT_PARAMETERS),
        ).at(-1) ?? s.smms2,
    );
  const compute: Record<Exclude<Criterion, GroupCriterion>, () => number[]> = {
    points: () => memo("points", (s) => s.points2),
    mms,
    sos,
    // D20/D21: SODOS = Σ adjusted opponent MM × own result (1, ½, 0)
    sodos: () =>
      memo("sodos", (s) =>
        opponentSum(s.rounds, {
          value: (o) => sosMms[o] ?? 0,
          weight: byScore,
          handicap: !literal,
          virtual: 0,
        }),
      ),
    // D21: SOSOS = Σ opponent's SOS; no game → own starting MM × number of rounds
    sosos: () =>
      memo("sosos", (s) =>
        opponentSum(s.rounds, {
          value: (o) => sos()[o] ?? 0,
          weight: all,
          handicap: false,
          virtual: literal ? 0 : s.smms2 * s.rounds.length,
        }),
      ),
    buchholz,
    totalBuchholz: () =>
      memo("totalBuchholz", (s) =>
        opponentSum(s.rounds, {
          value: (o) => buchholz()[o] ?? 0,
          weight: all,
          handicap: false,
          virtual: 0,
        }),
      ),
    // D20: Berger (Sonneborn–Berger) counts a jigo/draw as half the opponent's score
    berger: () =>
      memo("berger", (s) =>
        opponentSum(s.rounds, {
          value: (o) => tbPoints[o] ?? 0,
          weight: byScore,
          handicap: false,
          virtual: 0,
        }),
      ),
    cumulative: () => memo("cumulative", (s) => s.running2.reduce((a, b) => a + b, 0)),
    wins: () => memo("wins", (s) => 2 * s.rounds.filter((r) => r.type === "game" && r.score2 === 2).length),
    // P36: OpenGotha's exploits tried and won, with the opponents' NBW
    exploitsTried: () => memo("exploitsTried", (s, i) => exploits(i, s, false)),
    exploitsWon: () => memo("exploitsWon", (s, i) => exploits(i, s, true)),
    // D47: OpenGotha's CAT (minus the category, P37: the first category ranks first), RANK (its
    // rank −30 … 8, Player.convertKDPToInt; no rank: 30k) and RATING (0 when unrated)
    category: () =>
      memo("category", (_s, i) => {
        const c = players[i]?.category ?? 0;
        return c === 0 ? 0 : -2 * c;
      }),
    soswMinus1: () => memo("soswMinus1", (s) => sosMinus(s, false, 0)),
    soswMinus2: () => memo("soswMinus2", (s) => sosMinus(s, false, 1)),
    sosmMinus1: () => memo("sosmMinus1", (s) => sosMinus(s, true, 0)),
    sosmMinus2: () => memo("sosmMinus2", (s) => sosMinus(s, true, 1)),
    // D51: OpenGotha's STS (P41) and SOSTS, cup score (P42) by the pairing engine's functions,
    // and CUSSM (Σ of the McMahon score after each round, as CUM sums the points)
    strasbourg,
    sosStrasbourg: () =>
      memo("sosStrasbourg", (s) =>
        sosStrasbourg(
          s.rounds.flatMap((r) =>
            r.type === "void"
              ? []
              : r.type === "none"
                ? [null]
                : [
                    {
                      sts: strasbourg()[r.opponent] ?? 0,
                      handicap2: (r.colour === "white" ? 2 : r.colour === "black" ? -2 : 0) * r.handicap,
                    },
                  ],
          ),
          s.smms2,
          opts.virtual ?? false,
        ),
      ),
    // P42: the score state's cup score (the bye and absence points added after the doubling)
    cup: () => memo("cup", (s) => s.runningCps2.at(-1) ?? 0),
    cumulativeMms: () => memo("cumulativeMms", (s) => s.runningMms2.reduce((a, b) => a + b, 0)),
    // OpenGotha's Rank criterion: the rank as its files write it (1d = 0), doubled (D121)
    rank: () => memo("rank", (_s, i) => 2 * toOgRank(playingRank(players[i]?.rank) ?? LOWEST_RANK)),
    rating: () => memo("rating", (_s, i) => 2 * (players[i]?.rating ?? 0)),
    // RULES §4: average rating of opponents = sum of the opponents' ratings ÷ number of rounds
    // (opponents met over the board; unrated ones add 0). Not a score: ×2 only for uniformity.
    averageRating: () =>
      memo("averageRating", (s) => {
        let sum = 0;
        for (const r of s.rounds) {
          if (r.type === "game" && !r.forfeit) sum += players[r.opponent]?.rating ?? 0;
        }
        return s.rounds.length === 0 ? 0 : (2 * sum) / s.rounds.length;
      }),
  };
  for (const c of wanted) if (!isGroupCriterion(c)) compute[c]();
  return out;
}

import { type Subject } from "../../i18n/subject";
import { msg } from "../../i18n/table";
import { invalid } from "../common/errors";
import { barStart } from "../go/mcmahon";
import type { Tournament, TournamentParameters } from "./model";
import { rankText } from "../go/rank";
import { scorePlayers } from "./scores";
import type { PlayerScores } from "./scores";
import { computeCriteria } from "./tiebreaks";
import { directConfrontation, directEncounter, simplifiedDirect } from "./group-tiebreaks";
import { type Criterion, isGroupCriterion } from "../go/criterion";

/** McMahon final order (E.8). */
export const MCMAHON_ORDER: readonly Criterion[] = ["mms", "sos", "sodos", "sosos"];

/** Overrides of the McMahon parameters as arguments give them: `undefined` = not given. */
export type ParameterOverrides = {
  readonly [K in keyof TournamentParameters]?: TournamentParameters[K] | undefined;
};

/**
 * A bye/absence value of 0, ½ or 1 point as the doubled points D21 keeps (0, 1, 2); null for
 * any other value.
 */
export function doubledHalfPoint(x: number): number | null {
  return x === 0 || x === 0.5 || x === 1 ? 2 * x : null;
}

/**
 * The McMahon parameters given as arguments (D22), without the ones left out, checked against
 * the file's: the floor may not be above the bar (D21). `source` names where the caller took
 * the floor and the bar from (arguments, options), for the refusal.
 */
export function mcmahonParameters(
  base: TournamentParameters,
  overrides: ParameterOverrides,
  source?: { floor: Subject; bar: Subject },
): Partial<TournamentParameters> {
  const given = Object.fromEntries(
    Object.entries(overrides).filter(([, v]) => v !== undefined),
  ) as Partial<TournamentParameters>;
  const floor = given.mmFloor ?? base.mmFloor;
  const bar = given.mmBar ?? base.mmBar;
  if (floor > bar)
    throw invalid(
      msg("mmFloorAboveBar", {
        floor: rankText(floor),
        bar: rankText(bar),
        ...(source === undefined ? {} : { given: source }),
      }),
    );
  return given;
}

export interface StandingsOptions {
  /**
   * Ordered tie-breaks; the first is the main score. Default: the file's own placement criteria
   * (D50, `Tournament.criteria`), else MMS, SOS, SODOS, SOSOS (E.8).
   */
  readonly criteria?: readonly Criterion[];
  /** Standings after this many rounds (default: all). */
  readonly rounds?: number;
  /**
   * D21 literal switch (default false = OpenGotha-compatible): rounds without a game add 0 to
   * SOS/SOSOS, no handicap term, and an absent player scores 0 for the round (E.3).
   */
  readonly literal?: boolean;
  /** Apply the round-robin withdrawal rule V.4. */
  readonly roundRobin?: boolean;
  /** Overrides of the file's McMahon parameters (D22). */
  readonly parameters?: Partial<TournamentParameters>;
  /**
   * Overrides of players' starting-MM corrections in whole points, by player index (D21/D22:
   * OpenGotha's `smmsCorrection`, an argument where the file does not carry it).
   */
  readonly corrections?: ReadonlyMap<number, number>;
}

export interface StandingRow {
  /** Index into `tournament.players`. */
  readonly player: number;
  /** 1-based; tied players share the place. */
  readonly place: number;
  /** Criterion values in real points (halved from the doubled values; ARO in rating points). */
  readonly values: Readonly<Partial<Record<Criterion, number>>>;
  /** V.4: a withdrawn round-robin player whose games were annulled is listed last. */
  readonly withdrawn?: "annulled" | "counted";
}

export interface Standings {
  readonly rows: readonly StandingRow[];
  readonly criteria: readonly Criterion[];
  readonly scores: readonly PlayerScores[];
}

function compareTuples(a: readonly number[], b: readonly number[], upTo: number): number {
  for (let k = 0; k < upTo; k++) {
    const d = (b[k] ?? 0) - (a[k] ?? 0);
    if (d !== 0) return d;
  }
  return 0;
}

/** The tournament with the given players' starting-MM corrections replaced (D22). */
function withCorrections(t: Tournament, corrections: ReadonlyMap<number, number> | undefined): Tournament {
  if (corrections === undefined || corrections.size === 0) return t;
  return {
    ...t,
    players: t.players.map((p, i) => {
      const c = corrections.get(i);
      return c === undefined ? p : { ...p, smmsCorrection: c };
    }),
  };
}

/**
 * Final standings: players sorted by the tuple of criteria (descending), never by a packed
 * number; equal tuples share a place and keep the file order. Direct encounter is evaluated
 * inside each group tied on the criteria before it.
 */
export function standings(t: Tournament, opts: StandingsOptions = {}): Standings {
  // D50: the list given, else the file's own (OpenGotha's placement criteria), else E.8's
  const criteria = opts.criteria ?? t.criteria ?? MCMAHON_ORDER;
  const params = { ...t.parameters, ...opts.parameters };
  const scores = scorePlayers(withCorrections(t, opts.corrections), params, {
    ...(opts.rounds !== undefined ? { rounds: opts.rounds } : {}),
    ...(opts.roundRobin ? { roundRobin: true } : {}),
    ...(opts.literal ? { literal: true } : {}),
  });
  const values = computeCriteria(t.players, scores, criteria, {
    literal: opts.literal ?? false,
    // D51: STS reads the rounds OpenGotha's file is set up for, and the top group's start
    numberOfRounds: Math.max(t.configuredRounds ?? t.plannedRounds ?? 0, t.rounds),
    top: barStart(params),
    virtual: params.countNotPlayedAsHalf === true && opts.literal !== true,
  });
  const n = t.players.length;
  // annulled withdrawals go last: a leading key
  const tuples: number[][] = scores.map((s) => [s.withdrawn === "annulled" ? 0 : 1]);
  const order = Array.from({ length: n }, (_, i) => i);
  const key = (i: number | undefined): readonly number[] => tuples[i ?? -1] ?? [];
  criteria.forEach((c, k) => {
    if (isGroupCriterion(c)) {
      // DE, or OpenGotha's SDC (D49) or DC (D52), inside each group tied on the criteria before it;
      // DC's ties broken by the criteria after it (those computed on the whole field)
      const later = criteria.slice(k + 1).filter((x) => !isGroupCriterion(x));
      const after = (a: number, b: number): number => {
        for (const x of later) {
          const col = values.get(x) ?? [];
          const d = (col[b] ?? 0) - (col[a] ?? 0);
          if (d !== 0) return d;
        }
        return 0;
      };
      const within =
        c === "directEncounter"
          ? directEncounter
          : c === "simplifiedDirect"
            ? simplifiedDirect
            : (group: readonly number[], sc: readonly PlayerScores[]): number[] =>
                directConfrontation(group, sc, after);
      const de = new Array<number>(n).fill(0);
      order.sort((a, b) => compareTuples(key(a), key(b), k + 1) || a - b);
      for (let s = 0; s < n;) {
        let e = s + 1;
        while (e < n && compareTuples(key(order[s]), key(order[e]), k + 1) === 0) e++;
        const group = order.slice(s, e);
        within(group, scores).forEach((v, gi) => (de[group[gi] ?? 0] = v));
        s = e;
      }
      values.set(c, de);
    }
    const col = values.get(c) ?? [];
    tuples.forEach((tuple, i) => tuple.push(col[i] ?? 0));
  });
  const width = criteria.length + 1;
  order.sort((a, b) => compareTuples(key(a), key(b), width) || a - b);
  const rows: StandingRow[] = [];
  order.forEach((p, pos) => {
    const prev = rows[pos - 1];
    const tied = prev !== undefined && compareTuples(key(prev.player), key(p), width) === 0;
    const v: Partial<Record<Criterion, number>> = {};
    for (const c of criteria) v[c] = (values.get(c)?.[p] ?? 0) / 2;
    const w = scores[p]?.withdrawn;
    rows.push({ player: p, place: tied ? prev.place : pos + 1, values: v, ...(w ? { withdrawn: w } : {}) });
  });
  return { rows, criteria, scores };
}

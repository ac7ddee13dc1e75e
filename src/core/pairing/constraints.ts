/**
 * What directors ask of a Go pairing beyond OpenGotha (issue 28): pairs never paired (D240) and
 * families kept apart in the early rounds (D241–D243). Given per player of the tournament; both
 * engines read them through {@link constraintsOfRound}. Without them nothing changes.
 */
import type { OgPlayer } from "../go/roster";
import { nameKey } from "../common/identity";
import type { Dominant } from "./main-club";

export interface PairingConstraints {
  /** Pairs of players (indices of the tournament's players) never paired (D240). */
  readonly forbidden: readonly (readonly [number, number])[];
  /** A family per player (null: none); players of one key are one family (D241). */
  readonly family: readonly (string | null)[];
  /** Families are kept apart in rounds 1…avoidUntil (1-based; Infinity: every round, D241). */
  readonly avoidUntil: number;
  /**
   * pairgoth's main-club adjustment (D340–D343): the threshold in percent (1–99) above which a
   * club is the host club; absent: off (OpenGotha engine only).
   */
  readonly mainClubPercent?: number;
}

/** D242: what a pair of one family takes off OpenGotha's cost while families are kept apart. */
export const FAMILY_WEIGHT = 1_000_000_000_000;

/** The constraints as one round applies them. */
export interface RoundConstraints {
  /** Whether a and b (tournament indices) may never be paired (D240). */
  forbidden(a: number, b: number): boolean;
  /** Whether a and b are of one family and families are kept apart this round (D241). */
  apart(a: number, b: number): boolean;
  /** Whether families are kept apart in this round at all. */
  readonly familiesApart: boolean;
}

/** The constraints for round k (0-based) of a tournament of n players. */
export function constraintsOfRound(c: PairingConstraints, n: number, k: number): RoundConstraints {
  const barred = new Set<number>();
  for (const [a, b] of c.forbidden) {
    barred.add(a * n + b);
    barred.add(b * n + a);
  }
  const familiesApart = k + 1 <= c.avoidUntil && c.family.some((f) => f !== null);
  return {
    forbidden: (a, b) => barred.has(a * n + b),
    apart: (a, b) => {
      if (!familiesApart) return false;
      const fa = c.family[a];
      return fa !== null && fa !== undefined && fa === c.family[b];
    },
    familiesApart,
  };
}

/** How many families (keys shared by two players or more) the constraints hold. */
export function familyCount(c: PairingConstraints): number {
  const seen = new Map<string, number>();
  for (const f of c.family) if (f !== null) seen.set(f, (seen.get(f) ?? 0) + 1);
  return [...seen.values()].filter((x) => x > 1).length;
}

/**
 * D241: families by surname — the same surname as the identity rule folds it (D60: case,
 * accents, punctuation aside) in the same club as OpenGotha compares clubs (P39:
 * case-insensitive, as kept); pairgoth's same-family test.
 */
export function surnameFamilies(players: readonly OgPlayer[]): (string | null)[] {
  return players.map((p) => {
    const surname = nameKey(p.name);
    return surname === "" ? null : `${surname}\u0000${p.club.trim().toLowerCase()}`;
  });
}

/** What the constraints did to one round's pairing (D245). */
export interface ConstraintOutcome {
  /** Forbidden pairs between players paired this round, all kept apart. */
  readonly forbiddenApart: number;
  /** Families (two players or more), and whether they were kept apart this round. */
  readonly families: number;
  readonly familiesApart: boolean;
  /** D242 (OpenGotha engine): the family terms of the pairs made, ≤ 0, exact. */
  readonly cost: bigint;
  /** Pairs of one family made although families were kept apart this round (tournament indices). */
  readonly together: readonly (readonly [number, number])[];
  /** D240: the costs were coarsened to keep a forbidden pair apart. */
  readonly coarse: boolean;
  /** D344: with the main-club adjustment given, the host club and country found and its cost. */
  readonly mainClub?: MainClubOutcome;
}

/** What the main-club adjustment found in a round and did (D344). */
export interface MainClubOutcome {
  /** The threshold, in percent. */
  readonly percent: number;
  /** The players counted (D340). */
  readonly counted: number;
  readonly club: Dominant | null;
  readonly country: Dominant | null;
  /** D343: the geography terms' change over the pairs made (adjusted − OpenGotha's), exact. */
  readonly cost: bigint;
}

/** The forbidden pairs whose both players are among `players` (D245's count). */
export function forbiddenAmong(c: PairingConstraints, players: readonly number[]): number {
  const here = new Set(players);
  return c.forbidden.filter(([a, b]) => here.has(a) && here.has(b)).length;
}

/**
 * The Varma draw (Russian Go Federation rules II.4.2 = FIDE Handbook C.05 Annex 2): pairing
 * numbers for a round robin of 9–24 players drawn from envelopes so that players of one
 * federation meet early, with P21–P24 (docs/pairing.md, "The Varma draw").
 */
import { invalid } from "../common/errors";
import { msg } from "../../i18n/table";

/** The envelopes A–D per table size (the even size; FIDE's B for 21/22, P21). */
const TABLES: Readonly<Record<number, readonly (readonly number[])[]>> = {
  10: [
    [3, 4, 8],
    [5, 7, 9],
    [1, 6],
    [2, 10],
  ],
  12: [
    [4, 5, 9, 10],
    [1, 2, 7],
    [6, 8, 12],
    [3, 11],
  ],
  14: [
    [4, 5, 6, 11, 12],
    [1, 2, 8, 9],
    [7, 10, 13],
    [3, 14],
  ],
  16: [
    [5, 6, 7, 12, 13, 14],
    [1, 2, 3, 9, 10],
    [8, 11, 15],
    [4, 16],
  ],
  18: [
    [5, 6, 7, 8, 14, 15, 16],
    [1, 2, 3, 10, 11, 12],
    [9, 13, 17],
    [4, 18],
  ],
  20: [
    [6, 7, 8, 9, 15, 16, 17, 18],
    [1, 2, 3, 11, 12, 13, 14],
    [5, 10, 19],
    [4, 20],
  ],
  22: [
    [6, 7, 8, 9, 10, 17, 18, 19, 20],
    [1, 2, 3, 4, 12, 13, 14, 15],
    [11, 16, 21],
    [5, 22],
  ],
  24: [
    [6, 7, 8, 9, 10, 11, 19, 20, 21, 22],
    [1, 2, 3, 4, 13, 14, 15, 16, 17],
    [12, 18, 23],
    [5, 24],
  ],
};

const LETTERS = ["A", "B", "C", "D"] as const;

export interface VarmaEntrant {
  /** Surname (the order of drawing within a federation). */
  name: string;
  firstName?: string;
  federation: string;
}

/** One step of the draw as data, for a protocol said in the user's language (P24). */
export type VarmaStep =
  | { readonly kind: "seed"; readonly seed: number }
  | {
      readonly kind: "table";
      readonly table: number;
      readonly envelopes: readonly { readonly letter: string; readonly numbers: readonly number[] }[];
      /** N odd: the number that is the bye (P23). */
      readonly bye: number | null;
    }
  | {
      readonly kind: "choice";
      readonly federation: string;
      readonly size: number;
      readonly player: string;
      readonly envelope: string;
      readonly of: readonly string[];
    }
  | {
      readonly kind: "oversize";
      readonly federation: string;
      readonly size: number;
      readonly envelopes: readonly string[];
    }
  | { readonly kind: "draw"; readonly player: string; readonly number: number; readonly envelope: string }
  /** P22: a contingent of 3 drew the 12-player C; two of them meet in the last round. */
  | { readonly kind: "lastRound"; readonly federation: string };

export interface VarmaDraw {
  /** Pairing number of each entrant, in the input order. */
  numbers: number[];
  /** The table used (its even size; N odd uses N + 1, number N + 1 being the bye, P23). */
  table: number;
  seed: number;
  /**
   * Every step of the draw as data, in its order, to be read out or printed in the user's language
   * (P24; the warnings are the `oversize` and `lastRound` steps).
   */
  steps: VarmaStep[];
}

/** A small seeded generator (Numerical Recipes' 32-bit LCG): the same seed, the same draw. */
function generator(seed: number): (k: number) => number {
  let s = seed >>> 0;
  return (k) => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return Math.floor((s / 2 ** 32) * k);
  };
}

const collator = new Intl.Collator("ru");

const display = (e: VarmaEntrant): string => (e.firstName ? `${e.name} ${e.firstName}` : e.name);

/**
 * Draws pairing numbers for `entrants` (9–24) with `seed` (a whole number 0…2³²−1). Order of
 * drawing (II.4.2 item 2): federations by number of players, descending, then by code; within
 * a federation by surname (`Intl.Collator('ru')`, P2). The first player of each federation
 * chooses, at random, an envelope with enough numbers left for the whole contingent; each
 * player of the contingent then draws a number from it at random.
 */
export function varmaDraw(entrants: readonly VarmaEntrant[], seed: number): VarmaDraw {
  const count = entrants.length;
  if (count < 9 || count > 24) throw invalid(msg("varmaPlayers", { count }));
  if (!Number.isInteger(seed) || seed < 0 || seed >= 2 ** 32) {
    throw invalid(msg("varmaSeed", { seed }));
  }
  entrants.forEach((e, i) => {
    if (e.name.trim() === "") throw invalid(msg("varmaNoName", { entrant: i + 1 }));
  });
  const table = count % 2 === 0 ? count : count + 1;
  const envelopes = (TABLES[table] as readonly (readonly number[])[]).map((env) =>
    env.filter((x) => x <= count),
  );
  const random = generator(seed);
  const steps: VarmaStep[] = [{ kind: "seed", seed }];
  steps.push({
    kind: "table",
    table,
    envelopes: envelopes.map((env, i) => ({ letter: LETTERS[i] as string, numbers: [...env] })),
    bye: table > count ? table : null,
  });
  const byFederation = new Map<string, number[]>();
  entrants.forEach((e, i) => {
    const fed = e.federation.trim().toUpperCase();
    byFederation.set(fed, [...(byFederation.get(fed) ?? []), i]);
  });
  const contingents = [...byFederation.entries()].sort(
    ([fa, a], [fb, b]) => b.length - a.length || (fa < fb ? -1 : fa > fb ? 1 : 0),
  );
  const numbers = new Array<number>(count).fill(0);
  for (const [fed, members] of contingents) {
    members.sort(
      (a, b) =>
        collator.compare((entrants[a] as VarmaEntrant).name, (entrants[b] as VarmaEntrant).name) ||
        collator.compare(
          (entrants[a] as VarmaEntrant).firstName ?? "",
          (entrants[b] as VarmaEntrant).firstName ?? "",
        ),
    );
    const size = members.length;
    const fitting = envelopes.map((env, i) => (env.length >= size ? i : -1)).filter((i) => i >= 0);
    // P23: a contingent larger than every envelope fills the largest, then the next largest.
    const chosen: number[] = [];
    if (fitting.length > 0) {
      chosen.push(fitting[random(fitting.length)] as number);
      steps.push({
        kind: "choice",
        federation: fed,
        size,
        player: display(entrants[members[0] as number] as VarmaEntrant),
        envelope: LETTERS[chosen[0] as number] as string,
        of: fitting.map((i) => LETTERS[i] as string),
      });
    } else {
      const bySize = envelopes
        .map((_, i) => i)
        .sort((a, b) => (envelopes[b]?.length ?? 0) - (envelopes[a]?.length ?? 0));
      let left = size;
      for (const i of bySize) {
        if (left <= 0) break;
        if ((envelopes[i]?.length ?? 0) === 0) continue;
        chosen.push(i);
        left -= envelopes[i]?.length ?? 0;
      }
      steps.push({
        kind: "oversize",
        federation: fed,
        size,
        envelopes: chosen.map((i) => LETTERS[i] as string),
      });
    }
    if (table === 12 && size === 3 && chosen[0] === 2) {
      steps.push({ kind: "lastRound", federation: fed });
    }
    let k = 0;
    for (const m of members) {
      while ((envelopes[chosen[k] as number]?.length ?? 0) === 0) k++;
      const env = envelopes[chosen[k] as number] as number[];
      const [drawn] = env.splice(random(env.length), 1);
      numbers[m] = drawn as number;
      steps.push({
        kind: "draw",
        player: display(entrants[m] as VarmaEntrant),
        number: drawn as number,
        envelope: LETTERS[chosen[k] as number] as string,
      });
    }
  }
  return { numbers, table, seed, steps };
}

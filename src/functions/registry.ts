/**
 * The one table of custom functions: id → implementation. Excel reaches the same functions
 * through the `CustomFunctions.associate` calls that the metadata plugin adds to each family
 * module at build time; the command line and the tests look them up here.
 *
 * A family module exports its custom functions and nothing else; the export `gamepoint` of
 * the module registered under `MGSZ` is the function `MGSZ.GAMEPOINT`, whose JSDoc carries
 * `@customfunction MGSZ.GAMEPOINT`. test/functions/metadata.test.ts checks that the ids
 * generated from the JSDoc and the ids of this table are the same set.
 */
import type { Arg, Returned } from "./types";
import * as fide from "./fide";
import * as mahjong from "./mahjong";
import * as mgsz from "./mgsz";
import * as pairing from "./pairing";
import * as pairingGo from "./pairing-go";
import * as tournament from "./tournament";

export type CustomFunction = (...args: Arg[]) => Returned;

/** Family prefix and module, in the order the reference lists them. */
const FAMILIES: readonly (readonly [string, Record<string, unknown>])[] = [
  ["MGSZ", mgsz],
  ["FIDE", fide],
  ["MAHJONG", mahjong],
  ["TOURNAMENT", tournament],
  ["TOURNAMENT", pairing],
  ["GO", pairingGo],
];

function build(): ReadonlyMap<string, CustomFunction> {
  const table = new Map<string, CustomFunction>();
  for (const [prefix, module] of FAMILIES) {
    for (const [name, fn] of Object.entries(module)) {
      if (typeof fn !== "function") continue;
      const id = `${prefix}.${name.toUpperCase()}`;
      if (table.has(id)) throw new Error(`Custom function ${id} is defined twice`);
      table.set(id, fn as CustomFunction);
    }
  }
  return table;
}

export const FUNCTIONS: ReadonlyMap<string, CustomFunction> = build();

/** The function with this id, in any letter case, or undefined. */
export function lookup(id: string): CustomFunction | undefined {
  return FUNCTIONS.get(id.toUpperCase());
}

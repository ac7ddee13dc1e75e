/**
 * The rating systems, and what the edges derive from their declarations: a system by its name or
 * its sheet code, the one a file format is rated under by default, the command line's option
 * table, the header block's rows.
 */
import { lookupTable } from "../core/common/lookup";
import type { TournamentFormat } from "../formats/sniff";
import { FIDE } from "./fide";
import { MAHJONG } from "./mahjong";
import { MGSZ } from "./mgsz";
import { type AnyParam, type CliCommand, type SystemCode, type SystemName, SYSTEM_NAMES } from "./types";

export { SYSTEM_NAMES, type SideRanges, type SystemCode, type SystemName } from "./types";

/** Any of the systems, as the edges hold one: what every system has (its engine typed by its own value). */
export type AnySystem = typeof MGSZ | typeof FIDE | typeof MAHJONG;

/** The systems, in the order the pane and the messages list them. */
export const SYSTEMS: readonly AnySystem[] = [MGSZ, FIDE, MAHJONG];

const BY_NAME: ReadonlyMap<string, AnySystem> = new Map(SYSTEMS.map((s) => [s.name, s]));
const BY_CODE: ReadonlyMap<string, AnySystem> = lookupTable({
  MGSZ,
  FIDE,
  MAHJONG,
} satisfies Record<SystemCode, AnySystem>);

/** The system of a name (`mgsz`, any case, trimmed); undefined for none. */
export function systemNamed(name: string): AnySystem | undefined {
  return BY_NAME.get(name.trim().toLowerCase());
}

/** The system of a name known to be one. */
export function systemOf(name: SystemName): AnySystem {
  return BY_NAME.get(name) as AnySystem;
}

/** The system of a sheet's System cell (`MGSZ`, any case, trimmed); undefined for none. */
export function systemOfCode(code: string): AnySystem | undefined {
  return BY_CODE.get(code.trim().toUpperCase());
}

/** Whether a text is a system's name. */
export function isSystemName(name: string): name is SystemName {
  return (SYSTEM_NAMES as readonly string[]).includes(name);
}

/**
 * The system a file is rated under by default: a mahjong results table under mahjong, chess
 * files (TRF, CSV) under FIDE, Go files under MGSZ.
 */
export function defaultSystemOf(format: TournamentFormat, mahjongResults = false): AnySystem {
  if (mahjongResults) return MAHJONG;
  return SYSTEMS.find((s) => (s.formats as readonly string[]).includes(format)) ?? MGSZ;
}

/** Whether a system's events are chess's (FIDE: a title column, FIDE IDs, chess tie-breaks and a Swiss pairing). */
export function isChess(name: SystemName): boolean {
  return systemOf(name).tiebreaks?.event === "chess";
}

/** Whether a system rates a crosstable (rounds, standings, pairing), not a results table of places. */
export function ratesCrosstable(name: SystemName): name is Exclude<SystemName, "mahjong"> {
  return systemOf(name).input === "crosstable";
}

/** A system's parameters that have a row in the sheet's header block, in its order. */
export function headerParams(system: { readonly params: readonly AnyParam[] }): AnyParam[] {
  return system.params.filter((p) => p.header !== undefined);
}

/**
 * The options of a command that belong to some systems only, each with the systems that take
 * it (in SYSTEMS's order): an option of another system is refused rather than ignored.
 */
export function optionOwners(
  command: CliCommand,
  systems: readonly {
    readonly name: SystemName;
    readonly params: readonly AnyParam[];
    readonly options: readonly { readonly flag: string; readonly commands: readonly CliCommand[] }[];
  }[] = SYSTEMS,
): Map<string, SystemName[]> {
  const owners = new Map<string, SystemName[]>();
  for (const s of systems) {
    const flags = [
      ...s.params.flatMap((p) => (p.flag !== undefined && p.commands.includes(command) ? [p.flag] : [])),
      ...s.options.flatMap((o) => (o.commands.includes(command) ? [o.flag] : [])),
    ];
    for (const flag of flags) owners.set(flag, [...(owners.get(flag) ?? []), s.name]);
  }
  return owners;
}

export { FIDE, MAHJONG, MGSZ };

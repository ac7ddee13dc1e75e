/**
 * The options of `rating-officer rate` (and `standings`) as the engines' options: MGSZ's multiplier
 * and per-player choices, FIDE's rules and K, players named by number or name.
 */
import { msg } from "../i18n/table";
import { type FideTournamentOptions } from "../core/engines/fide-types";
import { type MgszTournamentOptions } from "../core/engines/mgsz-types";
import { type Rules } from "../core/fide/rules";
import { K, MIN_GAMES, RULESET } from "../systems/fide";
import { BYOYOMI, EVENT, MULTIPLIER, PARTICIPANTS, TIME } from "../systems/mgsz";
import { exactName, nameKey } from "../core/common/identity";
import type { Tournament } from "../core/tournament/model";
import { type Parsed, UsageError, ratingListOption, str } from "./args";
import { paramOption } from "./system-options";
import type { CliIO } from "./types";
/**
 * The items of an option naming players (`--start`, `--register`, `--highest`, `--match`,
 * `--new`): separated by "," or ";" outside double quotes, each trimmed (`"Player, F"=2450,6=2310`).
 */
export function itemsOf(text: string): string[] {
  return (text.match(/(?:"[^"]*"|[^,;])+/gu) ?? []).map((x) => x.trim()).filter((x) => x !== "");
}

/** A player as an item names him: without the spaces and double quotes around. */
export const unquoted = (s: string): string => s.trim().replace(/^"|"$/gu, "");

/**
 * An item `NAME=VALUE` split at its last "=" (a value holds none; no backtracking regular
 * expression, H3): the player unquoted and the value trimmed; undefined without "=" or a player.
 */
export function nameAndValue(item: string): { who: string; value: string } | undefined {
  const eq = item.lastIndexOf("=");
  const who = unquoted(item.slice(0, Math.max(eq, 0)));
  return eq < 0 || who === "" ? undefined : { who, value: item.slice(eq + 1).trim() };
}

/** `--register 3=no,"Kovács Anna"=yes` → D24's switch by player index. */
function registerSwitch(text: string, t: Tournament): Map<number, boolean> {
  const out = new Map<number, boolean>();
  for (const item of itemsOf(text)) {
    const pair = nameAndValue(item);
    const answer = pair?.value.toLowerCase() ?? "";
    const yes = ["yes", "true", "igen", "да"].includes(answer);
    if (pair === undefined || (!yes && !["no", "false", "nem", "нет"].includes(answer))) {
      const forms = ["NAME=yes|no", "NO=yes|no"];
      throw new UsageError(msg("cliItemForm", { option: "--register", item, forms, examples: [] }));
    }
    out.set(playerNamed(t, pair.who, "register"), yes);
  }
  if (out.size === 0)
    throw new UsageError(msg("cliEmptyList", { option: "--register", form: "NAME=yes|no", example: "3=no" }));
  return out;
}

/** The per-player MGSZ options (D24), which name players of the file. */
export function mgszPlayerOptions(p: Parsed, t: Tournament): Partial<MgszTournamentOptions> {
  const start = str(p, "start");
  const register = str(p, "register");
  return {
    ...(start !== undefined ? { startingRatings: perPlayerNumbers(start, t, "start", 0, 4000) } : {}),
    ...(register !== undefined ? { entersRegister: registerSwitch(register, t) } : {}),
  };
}

export function mgszOptions(p: Parsed, io: CliIO): MgszTournamentOptions {
  const multiplier = paramOption(p, MULTIPLIER); // H1, D100
  const derived = [TIME, BYOYOMI, EVENT, PARTICIPANTS].flatMap((d) =>
    d.flag !== undefined && p.values[d.flag] !== undefined ? [d.flag] : [],
  );
  if (multiplier !== undefined && derived.length > 0) {
    throw new UsageError(msg("cliNotBoth", { a: "--multiplier", b: derived.map((d) => `--${d}`) }));
  }
  const byoyomi = paramOption(p, BYOYOMI);
  const event = paramOption(p, EVENT);
  const baseMinutes = paramOption(p, TIME);
  const participants = paramOption(p, PARTICIPANTS); // D101
  const list = ratingListOption(p, io);
  return {
    ...(multiplier !== undefined ? { multiplier } : {}),
    time: {
      ...(baseMinutes !== undefined ? { baseMinutes } : {}),
      ...(byoyomi !== undefined ? { byoyomi } : {}),
      ...(event !== undefined ? { event } : {}),
      ...(participants !== undefined ? { participants } : {}),
    },
    ...(list !== undefined ? { ratingList: list.entries } : {}),
    ...fileRatingsOption(p),
  };
}

/** `--file-ratings`: the officer's word that the file's ratings are on the system's scale (D64). */
export function fileRatingsOption(p: Parsed): { fileRatings?: true } {
  return p.values["file-ratings"] === true ? { fileRatings: true } : {};
}

/**
 * `--ruleset`, read by the rule set's one reader (D85) and refused in its words (an unknown name,
 * a date that is none, a date before FIDE2024 applies, a date given to HU2017); undefined when
 * not given or blank (D86): the engine takes the version in force on the event's last day (D87).
 */
export function ruleSetOption(p: Parsed): Rules | undefined {
  return paramOption(p, RULESET);
}

/** The FIDE options, checked before the file is read. */
export function fideOptions(p: Parsed): FideTournamentOptions {
  const rules = ruleSetOption(p);
  const k = paramOption(p, K);
  const minGames = paramOption(p, MIN_GAMES);
  return {
    ...(rules !== undefined ? { rules } : {}),
    ...(k !== undefined ? { k } : {}),
    ...(minGames !== undefined ? { minGames } : {}),
    ...fileRatingsOption(p),
  };
}

/** A player as an option names him: a name, a first name, a start number (mahjong: the row). */
export interface Named {
  readonly name: string;
  readonly firstName?: string;
  readonly startNumber?: number;
}

/**
 * The player a `NO=…` or `NAME=…` item names: the start number (file order, 1-based), else the
 * full name, the family name or "first family" by the identity rule (D60: the exact name, else
 * case, accents, ё/е, Cyrillic–Latin and the order ignored); an unknown or ambiguous name is a
 * usage error.
 */
export function personNamed(people: readonly Named[], who: string, option: string): number {
  const want = who.trim();
  if (/^\d+$/u.test(want)) {
    const no = Number(want);
    const byStart = people.findIndex((pl) => pl.startNumber === no);
    if (byStart >= 0) return byStart;
    if (no >= 1 && no <= people.length) return no - 1;
    throw new UsageError(
      msg("cliNoPlayerNo", { option: `--${option}`, item: null, no, players: people.length }),
    );
  }
  const hits = peopleNamed(people, want);
  if (hits.length === 1) return hits[0] as number;
  throw new UsageError(
    hits.length === 0
      ? msg("cliNoPlayerNamed", { option: `--${option}`, name: want })
      : msg("cliNamesake", { option: `--${option}`, name: want, count: hits.length }),
  );
}

/**
 * The players a name names (see {@link personNamed}): those of the exact name (the full name,
 * the family name or "first family"), else of the folded one; none, one, or namesakes.
 */
export function peopleNamed(people: readonly Named[], who: string): number[] {
  const exact = exactName(who);
  const folded = nameKey(who);
  const hitsBy = (same: (pl: Named) => boolean): number[] => people.flatMap((pl, i) => (same(pl) ? [i] : []));
  const exactHits = hitsBy((pl) => {
    const first = pl.firstName ?? "";
    return [exactName(pl.name, pl.firstName), exactName(pl.name), exactName(first, pl.name)].includes(exact);
  });
  return exactHits.length > 0
    ? exactHits
    : hitsBy(
        (pl) => folded !== "" && (nameKey(pl.name, pl.firstName) === folded || nameKey(pl.name) === folded),
      );
}

/** {@link personNamed} over a tournament's players. */
export function playerNamed(t: Tournament, who: string, option: string): number {
  return personNamed(t.players, who, option);
}

/** `--highest 3=2310,"Kovács Anna"=2405` → value by player index; `what` words the value's range. */
export function perPlayerNumbers(
  text: string,
  t: Tournament,
  option: string,
  min: number,
  max: number,
): Map<number, number> {
  const out = new Map<number, number>();
  const items = itemsOf(text);
  if (items.length === 0)
    throw new UsageError(
      msg("cliEmptyList", { option: `--${option}`, form: "NAME=NUMBER", example: "3=2310" }),
    );
  for (const item of items) {
    const pair = nameAndValue(item);
    if (pair === undefined || !/^\d+$/u.test(pair.value)) {
      const forms = ["NAME=NUMBER", "NO=NUMBER"];
      throw new UsageError(msg("cliItemForm", { option: `--${option}`, item, forms, examples: [] }));
    }
    const value = Number(pair.value);
    if (value < min || value > max) {
      throw new UsageError(msg("cliItemRange", { option: `--${option}`, item, min, max }));
    }
    const i = playerNamed(t, pair.who, option);
    if (out.has(i)) {
      const given = { option: `--${option}`, item: null, player: i + 1, path: null, answer: false };
      throw new UsageError(msg("cliGivenTwice", given));
    }
    out.set(i, value);
  }
  return out;
}

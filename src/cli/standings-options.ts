/**
 * What the options of `rating-officer standings` ask for (src/cli/standings.ts): the McMahon
 * parameters and corrections, the tie-breaks, and the HTML page's language, system and ratings.
 * A bad option is a usage error naming it.
 */
import {
  SYSTEM_NAMES,
  type SystemName,
  isChess,
  optionOwners,
  ratesCrosstable,
  systemNamed,
} from "../systems";
import { rateFideTournament } from "../core/engines/fide";
import { rateMgszTournament } from "../core/engines/mgsz";
import { ruleSetText } from "../core/fide/rules";
import { type Tournament, type TournamentParameters } from "../core/tournament/model";
import { PAGE_LANGUAGES, type PageLanguage, type PageRating } from "../formats/standings-html";
import { type GoRank, amateurRankValue, rankText } from "../core/go/rank";
import { doubledHalfPoint, mcmahonParameters } from "../core/tournament/standings";
import { halfPoints } from "../core/tournament/half-points";
import { type ListOf, type TiebreakEvent, parseTiebreakList } from "../core/tournament/tiebreak-list";
import { msg } from "../i18n/table";
import { type Parsed, UsageError, ratingListOption, str } from "./args";
import { fideOptions, mgszOptions } from "./rate-options";
import type { CliIO } from "./types";

/** A McMahon rank option (30k … 9d, D21; a rank on the one scale, D120). */
export function rankOption(p: Parsed, name: string): GoRank | undefined {
  const v = str(p, name);
  if (v === undefined) return undefined;
  const r = amateurRankValue(v);
  if (r === null) throw new UsageError(msg("cliRank", { option: `--${name}`, given: v }));
  return r;
}

/** A bye/absence value in points: 0, 0.5 or 1, returned doubled (D21 keeps scores doubled). */
export function halfPointOption(p: Parsed, name: string): number | undefined {
  const v = str(p, name);
  if (v === undefined) return undefined;
  const x2 = v.trim() === "" ? null : doubledHalfPoint(Number(v.trim().replace(",", ".")));
  if (x2 === null) throw new UsageError(msg("cliHalfPoint", { option: `--${name}`, given: v }));
  return x2;
}

/**
 * `--mm-correction 1=1,2=1,7=-1` → corrections by player index; the number is the player's No
 * as the table prints it (file order, 1-based).
 */
export function parseCorrections(text: string, players: number): Map<number, number> {
  const out = new Map<number, number>();
  const items = text.split(/[,;\s]+/).filter((x) => x !== "");
  const option = "--mm-correction";
  if (items.length === 0)
    throw new UsageError(msg("cliEmptyList", { option, form: "NO=N", example: "1=1,2=1" }));
  for (const item of items) {
    const m = /^(\d+)[=:]([+-]?\d+)$/.exec(item);
    const no = Number(m?.[1]);
    const c = Number(m?.[2]);
    if (!m)
      throw new UsageError(msg("cliItemForm", { option, item, forms: ["NO=N"], examples: ["7=1", "7=-1"] }));
    if (no < 1 || no > players) {
      throw new UsageError(msg("cliNoPlayerNo", { option, item, no, players }));
    }
    if (c < -30 || c > 30) throw new UsageError(msg("cliItemRange", { option, item, min: -30, max: 30 }));
    if (out.has(no - 1))
      throw new UsageError(
        msg("cliGivenTwice", { option, item: null, player: no, path: null, answer: false }),
      );
    out.set(no - 1, c);
  }
  return out;
}

/** The McMahon parameters given on the command line (D22), checked against the file's. */
export function parametersOf(p: Parsed, t: Tournament): Partial<TournamentParameters> {
  if (p.values["round-down"] === true && p.values["no-round-down"] === true) {
    throw new UsageError(msg("cliNotBoth", { a: "--round-down", b: ["--no-round-down"] }));
  }
  return mcmahonParameters(
    t.parameters,
    {
      mmZero: rankOption(p, "mm-zero"),
      mmFloor: rankOption(p, "mm-floor"),
      mmBar: rankOption(p, "mm-bar"),
      byeMms2: halfPointOption(p, "mm-bye"),
      absentMms2: halfPointOption(p, "mm-absent"),
      byePoints2: halfPointOption(p, "points-bye"),
      absentPoints2: halfPointOption(p, "points-absent"),
      roundDown:
        p.values["round-down"] === true ? true : p.values["no-round-down"] === true ? false : undefined,
    },
    { floor: { named: "--mm-floor" }, bar: { named: "--mm-bar" } },
  );
}

/** One line naming the McMahon parameters in force, for the text table. */
export function parametersLine(p: TournamentParameters, corrections: number): string {
  const parts = [
    `zero ${rankText(p.mmZero)}`,
    `floor ${rankText(p.mmFloor)}`,
    `bar ${rankText(p.mmBar)}`,
    `bye ${halfPoints(p.byeMms2)} MM`,
    `absent ${halfPoints(p.absentMms2)} MM`,
    ...(p.roundDown ? ["rounded down"] : []),
    ...(p.countNotPlayedAsHalf ? ["virtual SOS"] : []),
    ...(corrections > 0 ? [`${corrections} correction${corrections === 1 ? "" : "s"}`] : []),
  ];
  return `McMahon: ${parts.join(", ")}\n`; // D21, D22
}

export function languageOf(p: Parsed): PageLanguage {
  const l = str(p, "lang")?.trim().toLowerCase() ?? "en";
  if (!(PAGE_LANGUAGES as readonly string[]).includes(l)) {
    throw new UsageError(msg("cliOneOf", { option: "--lang", given: l, choices: PAGE_LANGUAGES }));
  }
  return l as PageLanguage;
}

/** The systems whose ratings the page shows: those rating a crosstable. */
const PAGE_SYSTEMS: readonly SystemName[] = SYSTEM_NAMES.filter((n) => ratesCrosstable(n));

export function systemOf(p: Parsed): Exclude<SystemName, "mahjong"> | undefined {
  const s = str(p, "system")?.trim().toLowerCase();
  if (s === undefined) {
    for (const n of ["ratings", "multiplier", "event", "ruleset", "file-ratings"]) {
      if (p.values[n] !== undefined)
        throw new UsageError(
          msg("cliGoesWith", { options: [`--${n}`], with: "--system", values: PAGE_SYSTEMS, not: null }),
        );
    }
    return undefined;
  }
  const name = systemNamed(s)?.name;
  if (name === undefined || !ratesCrosstable(name))
    throw new UsageError(msg("cliOneOf", { option: "--system", given: s, choices: PAGE_SYSTEMS }));
  // the options of another system, by the systems that take them (src/systems), said together
  const groups = new Map<string, { owners: readonly string[]; flags: string[] }>();
  for (const [flag, owners] of optionOwners("standings")) {
    if (owners.includes(name)) continue;
    const key = owners.join(" ");
    const group = groups.get(key) ?? { owners, flags: [] };
    groups.set(key, { owners, flags: [...group.flags, flag] });
  }
  for (const { owners, flags } of groups.values()) {
    if (flags.some((f) => p.values[f] !== undefined)) {
      const options = flags.map((f) => `--${f}`);
      throw new UsageError(msg("cliGoesWith", { options, with: "--system", values: owners, not: null }));
    }
  }
  return name;
}

/** The ratings before and after for the page, by the engine `rate` uses. */
export function pageRatings(
  p: Parsed,
  t: Tournament,
  io: CliIO,
): { ratings?: Map<number, PageRating>; system?: string } {
  const system = systemOf(p);
  if (system === undefined) return {};
  if (!isChess(system)) {
    const r = rateMgszTournament(t, mgszOptions(p, io));
    const ratings = new Map(
      r.players.map((x) => [
        x.player,
        { before: x.ratingBefore, after: x.ratingAfter, change: x.change, rankAfter: x.rankAfter },
      ]),
    );
    return { ratings, system: `MGSZ, C = ${r.multiplier.multiplier}` };
  }
  const list = ratingListOption(p, io);
  const r = rateFideTournament(t, {
    ...fideOptions(p),
    ...(list !== undefined ? { ratingList: list.entries } : {}),
  });
  const ratings = new Map(
    r.players.map((x) => [x.player, { before: x.ratingBefore, after: x.ratingAfter, change: x.change }]),
  );
  // the version rated by (D87): the event's own when none was named
  return { ratings, system: `FIDE ${ruleSetText(r.ruleSet)}` };
}

/**
 * `--tiebreaks` read by the one parser (D90) as the event the file is (a TRF file's standings are
 * chess's, `--teams` a team's, any other Go's); undefined when not given (D50, D91).
 */
export function tiebreakListOption<E extends TiebreakEvent>(p: Parsed, event: E): ListOf<E> | undefined {
  const text = str(p, "tiebreaks");
  if (text === undefined) return undefined;
  const read = parseTiebreakList(text, event);
  if (!read.ok)
    throw new UsageError(msg("within", { subject: { named: "--tiebreaks" }, inner: read.message }));
  return read.list;
}

/**
 * `rating-officer pair`'s constraints beyond OpenGotha (issue 28): forbidden pairs and families
 * kept apart in the early rounds, read from the options and their files (D241, D244), and what
 * the pairing did with them, said after it and in its JSON (D245).
 */
import {
  type ConstraintOutcome,
  type PairingConstraints,
  surnameFamilies,
} from "../core/pairing/constraints";
import { MAIN_CLUB_MAX_PERCENT, MAIN_CLUB_MIN_PERCENT } from "../core/pairing/main-club";
import type { OgTournament } from "../core/pairing/opengotha-model";
import { nameKey } from "../core/common/identity";
import { decodeBytes } from "../formats/encoding";
import { type Message, msg, render } from "../i18n/table";
import { type Parsed, UsageError, intOption, readBytes, str } from "./args";
import type { ReadWhat } from "../i18n/errors-cli-files";
import type { CliIO } from "./types";

export const CONSTRAINT_OPTIONS = {
  forbid: { type: "string", multiple: true },
  "forbid-file": { type: "string", multiple: true },
  family: { type: "string", multiple: true },
  "family-file": { type: "string", multiple: true },
  "family-from": { type: "string" },
  "avoid-until": { type: "string" },
  "main-club": { type: "string" },
} as const;

export const CONSTRAINT_USAGE = `Constraints beyond OpenGotha (none by default: the pairing is then OpenGotha's):
  --forbid "A=B"   never pair A and B, in any round (repeatable); players named as the
                   pairing names them, "surname first name" (case, accents and word
                   order aside, as names are matched against a rating list)
  --forbid-file F  one forbidden pair a line, "A=B"; blank lines and lines starting with #
                   are skipped
  --family "A=B=C" these players are one family, kept apart (repeatable)
  --family-file F  one family a line, "A=B=C"
  --family-from surname  players of one surname in one club are one family
  --avoid-until K  keep families apart in rounds 1..K only (default: every round); a pair
                   of one family costs 10^12 less (OpenGotha engine) or counts as a rematch
                   (rfg engine); when no pairing keeps a family apart it is paired and
                   reported. The report and --json ("constraints") give the constraints'
                   cost and every pair of one family paired together
  --main-club P    pairgoth's main-club adjustment (OpenGotha engine): a club holding more
                   than P% (1-99; pairgoth's default 40) of the round's players is the host
                   club, its members paired as players of different clubs; a country holding
                   more than P% takes the country criterion off. The report and --json give
                   the club, the country and the adjustment's cost`;

/** A constraint as given: its names and where, for the messages. */
interface Given {
  readonly names: string[];
  readonly where: string;
  readonly text: string;
}

/** The option's values (a repeatable option gives a list). */
function list(p: Parsed, name: string): string[] {
  const v = (p.values as Readonly<Record<string, unknown>>)[name];
  return Array.isArray(v) ? v.map(String) : typeof v === "string" ? [v] : [];
}

function fromOption(values: readonly string[]): Given[] {
  return values.map((v) => ({ names: v.split("="), where: JSON.stringify(v), text: v }));
}

function fromFiles(paths: readonly string[], io: CliIO, what: ReadWhat): Given[] {
  return paths.flatMap((path) =>
    decodeBytes(readBytes(path, io, what))
      .text.split(/\r\n|\n|\r/)
      .flatMap((line, i) => {
        const text = line.trim();
        if (text === "" || text.startsWith("#")) return [];
        return [{ names: text.split("="), where: `${path}, line ${i + 1}`, text }];
      }),
  );
}

/** The players of `given` (D244), at least `least` and at most `most` of them, all different. */
function playersOf(
  g: Given,
  byName: ReadonlyMap<string, number[]>,
  least: number,
  most: number | null,
): number[] {
  const refuse = (m: Message): never => {
    throw new UsageError(m);
  };
  const names = g.names.map((n) => n.trim());
  if (names.length < least || (most !== null && names.length > most) || names.some((n) => n === "")) {
    refuse(msg("constraintNames", { where: g.where, text: g.text, least, most }));
  }
  const players: number[] = [];
  for (const name of names) {
    const found = byName.get(nameKey(name)) ?? [];
    if (found.length === 0) refuse(msg("constraintUnknownName", { where: g.where, name }));
    if (found.length > 1)
      refuse(msg("constraintAmbiguousName", { where: g.where, name, count: found.length }));
    const i = found[0] as number;
    if (players.includes(i)) refuse(msg("constraintSelf", { where: g.where, name }));
    players.push(i);
  }
  return players;
}

/** The constraints the options give, or undefined for none (the pairing is then OpenGotha's). */
export function constraintsOf(p: Parsed, io: CliIO, t: OgTournament): PairingConstraints | undefined {
  const forbidGiven = [
    ...fromOption(list(p, "forbid")),
    ...fromFiles(list(p, "forbid-file"), io, "forbidden pairs"),
  ];
  const familyGiven = [
    ...fromOption(list(p, "family")),
    ...fromFiles(list(p, "family-file"), io, "families"),
  ];
  const from = str(p, "family-from")?.trim();
  if (from !== undefined && from !== "surname")
    throw new UsageError(msg("cliOneOf", { option: "--family-from", given: from, choices: ["surname"] }));
  const until = intOption(p, "avoid-until", 1, t.general.numberOfRounds);
  const families = familyGiven.length > 0 || from !== undefined;
  if (until !== undefined && !families)
    throw new UsageError(
      msg("cliGoesWith", {
        options: ["--avoid-until"],
        with: "",
        values: ["--family", "--family-file", "--family-from"],
        not: null,
      }),
    );
  const mainClubPercent = intOption(p, "main-club", MAIN_CLUB_MIN_PERCENT, MAIN_CLUB_MAX_PERCENT);
  if (forbidGiven.length === 0 && !families && mainClubPercent === undefined) return undefined;
  const byName = new Map<string, number[]>();
  t.players.forEach((pl, i) => {
    const key = nameKey(pl.name, pl.firstName);
    byName.set(key, [...(byName.get(key) ?? []), i]);
  });
  const forbidden = forbidGiven.map((g) => playersOf(g, byName, 2, 2) as [number, number]);
  const family: (string | null)[] =
    from === "surname" ? surnameFamilies(t.players) : t.players.map(() => null);
  familyGiven.forEach((g, x) => {
    // a listed family joins the surname family of any of its players (one key for them all)
    const players = playersOf(g, byName, 2, null);
    const key = `listed ${x}`;
    const joined = new Set(players.map((i) => family[i]).filter((f) => f !== null));
    family.forEach((f, i) => {
      if (players.includes(i) || (f !== null && joined.has(f))) family[i] = key;
    });
  });
  return {
    forbidden,
    family,
    avoidUntil: until ?? Infinity,
    ...(mainClubPercent === undefined ? {} : { mainClubPercent }),
  };
}

/** The report's lines after the pairing (D245), in English. */
export function constraintLines(
  c: PairingConstraints,
  o: ConstraintOutcome,
  round: number,
  engine: "opengotha" | "rfg",
  name: (i: number) => string,
): string {
  const lines: Message[] = [];
  if (c.forbidden.length > 0) lines.push(msg("pairForbiddenKept", { count: o.forbiddenApart }));
  if (o.families > 0) lines.push(msg("pairFamiliesKept", familiesParams(c, o, round)));
  const apart = c.forbidden.length > 0 || c.family.some((f) => f !== null);
  if (engine === "opengotha" && apart) lines.push(msg("pairConstraintCost", { cost: o.cost.toString() }));
  for (const [w, b] of o.together)
    lines.push(msg("pairFamilyTogether", { round, white: name(w), black: name(b) }));
  if (o.coarse) lines.push(msg("pairCostsCoarsened", { round }));
  const m = o.mainClub;
  if (m !== undefined) {
    const counted = { percent: m.percent, counted: m.counted };
    lines.push(
      msg("pairMainClub", { ...counted, club: m.club?.name ?? null, players: m.club?.players ?? 0 }),
    );
    if (m.country !== null)
      lines.push(msg("pairMainCountry", { ...counted, country: m.country.name, players: m.country.players }));
    lines.push(msg("pairMainClubCost", { cost: m.cost.toString() }));
  }
  return lines.map((m) => `${render(m, "en")}\n`).join("");
}

function familiesParams(c: PairingConstraints, o: ConstraintOutcome, round: number) {
  return {
    families: o.families,
    until: Number.isFinite(c.avoidUntil) ? c.avoidUntil : null,
    round,
    apart: o.familiesApart,
  };
}

/** `--json`'s "constraints" (D245): counts, the rounds families are kept apart in, the cost, the pairs together. */
export function constraintJson(
  c: PairingConstraints,
  o: ConstraintOutcome,
  engine: "opengotha" | "rfg",
  name: (i: number) => string,
): Record<string, unknown> {
  return {
    forbiddenPairs: c.forbidden.length,
    forbiddenApart: o.forbiddenApart,
    families: o.families,
    familiesApartUntil: Number.isFinite(c.avoidUntil) ? c.avoidUntil : null,
    familiesApart: o.familiesApart,
    ...(engine === "opengotha" ? { cost: o.cost.toString(), costsCoarsened: o.coarse } : {}),
    familyPairsTogether: o.together.map(([w, b]) => ({ white: name(w), black: name(b) })),
    ...(o.mainClub === undefined
      ? {}
      : {
          mainClub: {
            percent: o.mainClub.percent,
            counted: o.mainClub.counted,
            club: o.mainClub.club,
            country: o.mainClub.country,
            cost: o.mainClub.cost.toString(),
          },
        }),
  };
}

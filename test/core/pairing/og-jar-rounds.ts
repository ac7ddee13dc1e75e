/**
 * Whole rounds in 3.51 mode against figures from OpenGotha 3.51.02's own jar (a costs file and a
 * pairs file in test/fixtures/pairing/og351-jar, see its SOURCES.txt): the total cost of our
 * pairing equals OpenGotha's, with the same bye and number of players (P18, P20, P11, P17, P19,
 * P34, P36). Where the pairs differ (`ties`), the jar's own games cost exactly the same total
 * under our cost model, so both pairings are optimal: the optimum is not unique there. Where a
 * pair is in both, its colours and handicap are the jar's (P12, P13).
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import {
  type OgCost,
  type OgRoundState,
  ogCost,
  ogPairRound,
  ogRoundState,
  ogTournamentBefore,
} from "../../../src/core/pairing/opengotha";
import { goRank, ogRank } from "../../../src/core/go/rank";
import type { OgTournament } from "../../../src/core/pairing/opengotha-model";
import { openGothaKey as ogKey } from "../../../src/formats/opengotha-keys";
import { readOpenGothaPairing } from "../../../src/formats/opengotha-pairing";

export const FIXTURES = join(__dirname, "../../fixtures");

export const jarCsv = (name: string): string[][] =>
  readFileSync(join(FIXTURES, "pairing/og351-jar", name), "utf8")
    .trim()
    .split("\n")
    .slice(1)
    .map((l) => l.split(";"));

const cache = new Map<string, OgTournament>();
/**
 * A fixture tournament by its folder (og352-*, og-*: pairing/, remote-* and repo-*: pairing/og351-jar/, else
 * top level). `FOLDER/N:L1,L2[+CAT]` is that file with N categories of lower limits L1, L2, …
 * (and CAT made the first placement criterion, the others after it), as the copies given to the
 * jar were edited (og351-jar/SOURCES.txt, P37).
 */
export function jarTournament(spec: string): OgTournament {
  const [dir = "", edit] = spec.split("/");
  const parent = /^og(352)?-/.test(dir) ? "pairing" : /^(remote|repo)-/.test(dir) ? "pairing/og351-jar" : "";
  const file = join(FIXTURES, parent, dir, "input.xml");
  if (edit === "clubs") return clubsEdited(spec, file);
  if (edit === "sts" || edit === "stsv") return stsEdited(jarTournament(dir), edit === "stsv");
  if (edit === "rand") {
    // P43: the deterministic random term, at most 10⁹
    const t = jarTournament(dir);
    return { ...t, pairing: { ...t.pairing, random: 1_000_000_000, deterministic: true } };
  }
  if (edit === "cup") {
    // P42: CPS first, the other criteria after it but NBW and MMS (six at most)
    const t = jarTournament(dir);
    const others = t.placement.filter((c) => !["NBW", "MMS", "CPS"].includes(c));
    return { ...t, placement: ["CPS", ...others, ...Array<string>(6).fill("NULL")].slice(0, 6) };
  }
  const t = cache.get(file) ?? readOpenGothaPairing(readFileSync(file));
  cache.set(file, t);
  const m = /^(\d):([^+]*)(\+CAT)?$/.exec(edit ?? "");
  if (!m) return t;
  const limits = (m[2] ?? "").split(",").map((r) => ogRank(r) ?? goRank(Number.NaN));
  const placement = m[3] ? ["CAT", ...t.placement.filter((c) => c !== "CAT")].slice(0, 6) : t.placement;
  return {
    ...t,
    general: { ...t.general, numberOfCategories: Number(m[1]), lowerCategoryLimits: limits },
    placement,
  };
}

/**
 * EGC 2013's rounds (352–526 players each, most of this file's time) run in the slow suite, which
 * CI runs too (opengotha-jar-large.slow.test.ts); the other fixtures' rounds reach the same code.
 */
export const LARGE = (dir: string): boolean => dir === "opengotha-egc2013";

/** costs.csv: the rounds where our pairs differ from the jar's (equal total: ties, see og-jar-rounds.ts). */
export const FIXTURE_TIES = new Set([
  ...[4, 6, 7, 8].map((r) => `og352-weights-notsosimpleswiss;${r}`),
  ...[3, 5].map((r) => `og352-weights-toulouse2024;${r}`),
  ...[1, 2, 3, 5, 6, 9, 10].map((r) => `opengotha-egc2013;${r}`),
]);

/**
 * `FOLDER/sts`: the file with STS and SOSTS made its second and third placement criteria (the
 * others after them, six at most); `FOLDER/stsv` also counts not-played games as half a point
 * (genCountNotPlayedGamesAsHalfPoint), as the copies given to the jar were edited (P41).
 */
function stsEdited(t: OgTournament, virtual: boolean): OgTournament {
  const [main = "NULL", ...rest] = t.placement;
  const others = rest.filter((c) => c !== "STS" && c !== "SOSTS");
  const placement = [main, "STS", "SOSTS", ...others].slice(0, 6);
  const general = virtual ? { ...t.general, countNotPlayedAsHalfPoint: true } : t.general;
  return { ...t, general, placement };
}

/** The rows of clubs-costs.csv for the files given clubs groups (the others have their own). */
export const CLUBS_EDITED = (dir: string): boolean => dir.endsWith("/clubs");

/**
 * `FOLDER/clubs`: the file with the <ClubsGroups> of clubs-groups.csv added and the geography on
 * (paiSeAvoidSameGeo 10¹¹ where 0, paiSePreferMMSDiffRatherThanSameClub 3 where 0), as the
 * copies given to the jar were edited (og351-jar/SOURCES.txt, P39).
 */
function clubsEdited(spec: string, file: string): OgTournament {
  const cached = cache.get(spec);
  if (cached) return cached;
  const groups = jarCsv("clubs-groups.csv")
    .filter(([s]) => s === spec)
    .map(([, name = "", clubs = ""]) => {
      const members = clubs.split("|").map((c) => `<Club name="${c}"/>`);
      return `<ClubsGroup name="${name}">${members.join("")}</ClubsGroup>`;
    });
  const xml = readFileSync(file, "utf8")
    .replace('paiSeAvoidSameGeo="0"', 'paiSeAvoidSameGeo="100000000000"')
    .replace('paiSePreferMMSDiffRatherThanSameClub="0"', 'paiSePreferMMSDiffRatherThanSameClub="3"')
    .replace("</Tournament>", `<ClubsGroups>${groups.join("")}</ClubsGroups></Tournament>`);
  const t = readOpenGothaPairing(xml);
  cache.set(spec, t);
  return t;
}

/**
 * The rows of `costs` as `test.each` cases, checked against the games of `pairs`; `only` keeps the
 * rounds a suite checks (the large ones run in the slow suite, see opengotha-jar-large.slow.test.ts).
 * `ties`: the rounds where our pairs differ (`dir;round`), or how many of the rounds do.
 */
export function jarRounds(
  costs: string,
  pairs: string,
  ties: ReadonlySet<string> | number,
  only: (dir: string, round: number) => boolean = () => true,
): void {
  const differing: string[] = [];
  const rows = jarCsv(costs).filter(([dir, round]) => only(dir ?? "", Number(round)));
  const jarGames = new Map(
    jarCsv(pairs).map(([dir, round, games]) => [`${dir};${round}`, (games ?? "").split(" ")]),
  );

  test(`${costs}: each round with the jar's games`, () => {
    expect(rows.every((r) => (jarGames.get(`${r[0]};${r[1]}`)?.length ?? 0) * 2 === Number(r[2]))).toBe(true);
  });

  test.each(rows)("%s round %s", (dir, round, pairable, total, bye) => {
    const t = jarTournament(dir ?? "");
    const k = Number(round) - 1;
    const ours = ogPairRound(t, k, "3.51");
    const key = (i: number): string => ogKey(t.players[i]?.name ?? "", t.players[i]?.firstName ?? "");
    const byeKey = ours.bye === null ? "" : key(ours.bye);
    expect([ours.cost.toString(), byeKey, ours.pairs.length * 2]).toEqual([total, bye, Number(pairable)]);

    const jar = jarGames.get(`${dir};${round}`) ?? [];
    const ourGames = new Set(ours.pairs.map((p) => `${key(p.white)}>${key(p.black)}:${p.handicap}`));
    const unordered = (g: string): string => g.replace(/:\d+$/, "").split(">").sort().join("|");
    const ourPairs = new Set(ours.pairs.map((p) => [key(p.white), key(p.black)].sort().join("|")));
    // A pair both made: same colours and handicap.
    expect(jar.filter((g) => ourPairs.has(unordered(g)) && !ourGames.has(g))).toEqual([]);
    const differs = jar.some((g) => !ourPairs.has(unordered(g)));
    if (differs) differing.push(`${dir};${round}`);
    if (typeof ties !== "number") expect(differs).toBe(ties.has(`${dir};${round}`));
    if (differs) {
      // The jar's games under our cost (each pair in OpenGotha's list order): the same total.
      const s = ogRoundState(ogTournamentBefore(t, k), k, "3.51");
      const index = new Map(t.players.map((_, i) => [key(i), i]));
      const position = new Map(ours.order.map((i, x) => [i, x]));
      let sum = 0n;
      for (const g of jar) {
        const [a, b] = g
          .replace(/:\d+$/, "")
          .split(">")
          .map((x) => index.get(x) ?? -1) as [number, number];
        const [p1, p2] = (position.get(a) ?? 0) < (position.get(b) ?? 0) ? [a, b] : [b, a];
        sum += BigInt(ogCost(s, p1, p2).total);
      }
      expect(sum.toString()).toBe(total);
    }
  });

  if (typeof ties === "number") {
    test(`${costs}: ${ties} rounds paired otherwise at the same total`, () => {
      expect(differing).toHaveLength(ties);
    });
  }
}

/**
 * A pair-costs file (tournament; round; player 1; player 2; the jar's cost): the rows whose
 * cost under our model is not the jar's, and `visit` called with each row's state and players.
 */
export function jarPairCosts(
  csv: string,
  visit: (s: OgRoundState, p1: number, p2: number, cost: OgCost) => void = () => undefined,
): string[] {
  const wrong: string[] = [];
  const states = new Map<string, OgRoundState>();
  for (const [spec = "", round, a = "", b = "", cost] of jarCsv(csv)) {
    const t = jarTournament(spec);
    const k = Number(round) - 1;
    const s = states.get(`${spec};${k}`) ?? ogRoundState(ogTournamentBefore(t, k), k, "3.51");
    states.set(`${spec};${k}`, s);
    const index = new Map(t.players.map((p, i) => [ogKey(p.name, p.firstName), i]));
    const [p1, p2] = [index.get(a) ?? -1, index.get(b) ?? -1];
    const c = ogCost(s, p1, p2);
    if (String(c.total) !== cost) wrong.push(`${spec} ${round} ${a} ${b}: ${c.total} ≠ ${cost}`);
    visit(s, p1, p2, c);
  }
  return wrong;
}

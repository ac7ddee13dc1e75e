/**
 * `rating-officer standings` against OpenGotha 3.51.02's own standings of files of its remote/
 * archive (test/fixtures/pairing/og351-jar/<csv>: tournament, place, name, first name and the value
 * of each of the file's placement criteria but NULL, one row per player): each player's place,
 * ex-aequo sharing one, and every criterion. D279's first draw (standings-review.test.ts) and
 * D378's second (standings-unseen.test.ts).
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { SHORT_NAMES, criterionOfOpenGotha } from "../../src/core/go/criterion";
import { FIXTURES, run } from "./fake-io";

const DIR = join(FIXTURES, "pairing/og351-jar");
const key = (name: string): string => name.trim().replace(/\s+/g, " ").toLowerCase();

/** The tests of one CSV of the jar's standings: its figures (tournaments, players) and each tournament. */
export function jarStandings(csv: string, tournamentCount: number, playerCount: number): void {
  const rows = readFileSync(join(DIR, csv), "utf8")
    .trim()
    .split("\n")
    .slice(1)
    .map((l) => l.split(";"));
  const tournaments = [...new Set(rows.map((r) => r[0] ?? ""))];

  test(`the figures: ${tournamentCount} tournaments, ${playerCount} players`, () => {
    expect([tournaments.length, rows.length]).toEqual([tournamentCount, playerCount]);
  });

  test.each(tournaments)("%s: every player's place and criteria as OpenGotha's", async (dir) => {
    const r = await run(["standings", join(DIR, dir, "input.xml"), "--json"]);
    expect(r.code).toBe(0);
    const parsed = JSON.parse(r.stdout) as Record<string, unknown>[] | { rows: Record<string, unknown>[] };
    const ours = new Map(
      (Array.isArray(parsed) ? parsed : parsed.rows).map((o) => [key(String(o["name"])), o]),
    );
    const jar = rows.filter((x) => x[0] === dir);
    const differences = jar.flatMap(([, place, name, firstName, criteria]) => {
      const o = ours.get(key(`${name} ${firstName}`));
      if (o === undefined) return [`${name} ${firstName}: missing`];
      const want: Record<string, number> = { place: Number(place) };
      for (const pair of (criteria ?? "").split(" ")) {
        const [og = "", value] = pair.split("=");
        const c = criterionOfOpenGotha(og);
        if (c) want[SHORT_NAMES[c]] = Number(value);
      }
      const got = Object.fromEntries(Object.keys(want).map((k) => [k, o[k]]));
      return JSON.stringify(got) === JSON.stringify(want)
        ? []
        : [`${name} ${firstName}: OpenGotha ${JSON.stringify(want)}, ours ${JSON.stringify(got)}`];
    });
    expect(differences).toEqual([]);
    expect(ours.size).toBe(jar.length);
  });
}

/**
 * D378: `rating-officer standings` on the 33 files of the second draw of OpenGotha's remote/
 * archive (test/fixtures/pairing/og351-jar/remote-*, the list in SOURCES.txt) against OpenGotha
 * 3.51.02's own standings after each file's last round played (unseen-standings.csv: its places,
 * ex-aequo sharing one, and every value of the file's own placement criteria), as D279's
 * standings-review.test.ts does for the first draw.
 */
import { join } from "node:path";
import { SHORT_NAMES, criterionOfOpenGotha } from "../../src/core/go/criterion";
import { FIXTURES, run } from "./fake-io";
import { readFileSync } from "node:fs";

const DIR = join(FIXTURES, "pairing/og351-jar");
const rows = readFileSync(join(DIR, "unseen-standings.csv"), "utf8")
  .trim()
  .split("\n")
  .slice(1)
  .map((l) => l.split(";"));
const tournaments = [...new Set(rows.map((r) => r[0] ?? ""))];
const key = (name: string): string => name.trim().replace(/\s+/g, " ").toLowerCase();

test("the figures: 33 tournaments, 1,369 players", () => {
  expect([tournaments.length, rows.length]).toEqual([33, 1369]);
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

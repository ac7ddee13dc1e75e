/**
 * The published standings page (src/formats/standings-html.ts, `standings --html`): names
 * escaped, every game cell pointing at the right line, the tie-breaks and ratings the other
 * outputs give, in the officer's language.
 */
import { readFileSync } from "node:fs";
import { readTournament } from "../../src/formats/sniff";
import { rateMgszTournament } from "../../src/core/engines/mgsz";
import { MCMAHON_ORDER, standings } from "../../src/core/tournament/standings";
import { escapeHtml, standingsPage } from "../../src/formats/standings-html";
import { crosstable } from "../core/tournament/helpers";
import { fixtureFile, run, runOnce } from "../cli/fake-io";
import { htmlText } from "./html-text";

/** The body rows' cells, as text with the entities decoded. */
function cells(html: string): string[][] {
  const body = html.slice(html.indexOf("<tbody>"), html.indexOf("</tbody>"));
  return [...body.matchAll(/<tr>(.*?)<\/tr>/g)].map((m) =>
    [...(m[1] ?? "").matchAll(/<td[^>]*>(.*?)<\/td>/g)].map((c) => htmlText(c[1] ?? "")),
  );
}

function headers(html: string): string[] {
  const head = html.slice(html.indexOf("<thead>"), html.indexOf("</thead>"));
  return [...head.matchAll(/<th(?:\s[^>]*)?>(.*?)<\/th>/g)].map((m) => m[1] ?? "");
}

const HOSTILE = crosstable([
  ["<img src=x onerror=alert(1)>", "3d", 2300, "2+/w", "3+/b"],
  ["Tom & Jerry", "1d", 2100, "1-/b", "0+"],
  [`O'Brien "The Rock"`, "2k", 1900, "0-", "1-/w"],
]);

describe("the standings page", () => {
  test("names are escaped: markup shows as text, quotes and ampersands stay themselves", () => {
    const t = { ...HOSTILE, name: "<script>alert('x')</script> Cup & Co" };
    const html = standingsPage({ lang: "en", tournament: t, standings: standings(t, {}) });
    expect(html).not.toMatch(/<img|<script|onerror=alert\(1\)>/);
    expect(html).toContain("&lt;img src=x onerror=alert(1)&gt;");
    expect(html).toContain("Tom &amp; Jerry");
    expect(html).toContain("O&#39;Brien &quot;The Rock&quot;");
    expect(html).toContain(
      "<title>&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt; Cup &amp; Co — Standings</title>",
    );
    expect(cells(html).map((r) => r[2])).toEqual(
      expect.arrayContaining(["<img src=x onerror=alert(1)>", "Tom & Jerry", `O'Brien "The Rock"`]),
    );
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe("&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;");
  });

  test("a standalone page: no script, no outside resource, printable", () => {
    const t = crosstable([
      ["Kis Anna", "3d", 2300, "2+/w"],
      ["Nagy Béla", "1d", 2100, "1-/b"],
    ]);
    const html = standingsPage({ lang: "en", tournament: t, standings: standings(t, {}) });
    expect(html).toMatch(/^<!DOCTYPE html>\n<html lang="en">/);
    expect(html).not.toMatch(/<script|<link|src=|https?:\/\//i);
    expect(html).toContain("@page { size: A4 landscape");
  });

  test.each([
    ["en", "Place", "Name", "Rating after"],
    ["hu", "Helyezés", "Név", "Értékszám utána"],
    ["ru", "Место", "Имя", "Рейтинг после"],
  ] as const)("%s: the headers in the officer's language", (lang, place, name, after) => {
    const ratings = new Map([[0, { before: 2300, after: 2310, change: 10 }]]);
    const html = standingsPage({ lang, tournament: HOSTILE, standings: standings(HOSTILE, {}), ratings });
    expect(html).toContain(`<html lang="${lang}">`);
    expect(headers(html)).toEqual(expect.arrayContaining([place, name, after]));
  });

  test("EGC 2013 (594 players): every game cell points at the opponent's line, with the mirrored result", async () => {
    const file = fixtureFile("egd-egc2013");
    const r = await run(["standings", file, "--html"]);
    expect(r.code).toBe(0);
    const rows = cells(r.stdout);
    const json = JSON.parse((await runOnce(["standings", file, "--json"])).stdout) as Record<
      string,
      unknown
    >[];
    expect(rows).toHaveLength(json.length);
    const head = headers(r.stdout);
    const first = head.indexOf("1");
    const rounds = head.filter((h) => /^\d+$/.test(h)).length;
    expect(rounds).toBe(10);
    const mirror: Record<string, string> = { "+": "-", "-": "+", "=": "=", "?": "?" };
    let games = 0;
    // every cell that breaks the mirror, in one list (an expect() per cell cost more than the page)
    const broken: string[] = [];
    // the same order and places as --json
    expect(rows.map((row) => [row[0], row[2]])).toEqual(json.map((j) => [String(j.place), j.name]));
    rows.forEach((row, i) => {
      for (let k = 0; k < rounds; k++) {
        const m = /^(\d+)([+\-=?])(?:[/!]([wb?])(\d*))?/.exec(row[first + k] ?? "");
        if (m === null || m[1] === "0") continue;
        games++;
        const other = rows[Number(m[1]) - 1]?.[first + k] ?? "";
        const back = /^(\d+)([+\-=?])(?:[/!]([wb?])(\d*))?/.exec(other);
        if (
          back?.[1] !== String(i + 1) ||
          back[2] !== mirror[m[2] ?? ""] ||
          (m[3] === "w" && back[3] !== "b") ||
          back[4] !== m[4] // the same handicap on both sides
        )
          broken.push(`line ${i + 1} round ${k + 1}: ${m[0]} against ${other}`);
      }
    });
    expect(broken).toEqual([]);
    // every game of the file, seen from both sides
    const t = readTournament(readFileSync(file), file).tournament;
    expect(games).toBe(t.players.flatMap((p) => p.results).filter((e) => e.kind === "game").length);
  });

  test("the tie-breaks and the MGSZ ratings are the ones standings --json and rate --json give", async () => {
    const file = fixtureFile("egd-egc2013");
    const args = ["--system", "mgsz", "--event", "european"];
    const r = await run(["standings", file, "--html", "--lang", "hu", ...args]);
    expect(r.code).toBe(0);
    const head = headers(r.stdout);
    const rows = cells(r.stdout);
    const st = JSON.parse((await runOnce(["standings", file, "--json"])).stdout) as Record<string, number>[];
    const rated = JSON.parse((await run(["rate", file, ...args, "--json"])).stdout) as Record<
      string,
      number
    >[];
    const after = new Map(rated.map((x) => [x.no, x]));
    for (const c of MCMAHON_ORDER.map(String)) expect(head).toContain(c.toUpperCase());
    // every line at once (one comparison, the diff names the line)
    const columns = ["SOS", "Értékszám előtte", "Értékszám utána", "Fokozat utána"].map((h) =>
      head.indexOf(h),
    );
    expect(rows.map((row) => columns.map((c) => row[c]))).toEqual(
      rows.map((_, i) => {
        const mine = after.get(st[i]?.no ?? 0);
        return [st[i]?.SOS, mine?.ratingBefore, mine?.ratingAfter, mine?.rankAfter].map(String);
      }),
    );
    expect(r.stdout).toContain("Értékszámok: MGSZ, C = ");
  });

  test("the same engine as rate: the page's figures come from rateMgszTournament", () => {
    const r = rateMgszTournament(HOSTILE, { multiplier: 30 });
    const ratings = new Map(
      r.players.map((x) => [x.player, { before: x.ratingBefore, after: x.ratingAfter, change: x.change }]),
    );
    const html = standingsPage({
      lang: "en",
      tournament: HOSTILE,
      standings: standings(HOSTILE, {}),
      ratings,
    });
    const rows = cells(html);
    const head = headers(html);
    const shown = r.players.map((x) => {
      const row = rows.find((c) => c[2] === (HOSTILE.players[x.player]?.name ?? ""));
      return row?.[head.indexOf("Rating after")];
    });
    expect(shown).toEqual(r.players.map((x) => String(x.ratingAfter)));
  });

  test.each([
    [["--html", "--json"], "give --html or --json, not both"],
    // said in the language --lang asks for (D468): src/i18n/errors-cli.ts's `cliGoesWith`
    [["--lang", "hu"], "--lang: csak ezzel együtt adható meg: --html"],
    [["--html", "--lang", "de"], '--lang "de": expected en, hu or ru'],
    [["--html", "--multiplier", "30"], "--multiplier applies to --system mgsz or fide"],
    [["--html", "--system", "mahjong"], '--system "mahjong": expected mgsz or fide'],
    [
      ["--html", "--system", "fide", "--event", "european"],
      "--multiplier and --event apply to --system mgsz",
    ],
  ])("usage: %j", async (args, message) => {
    const r = await run(["standings", fixtureFile("egd-veterans"), ...args]);
    expect(r).toEqual({ code: 2, stdout: "", stderr: `rating-officer standings: ${message}\n` });
  });
});

test("a bye left to the tournament's value shows its worth: Cupa Hikaru 2020 A's byes worth 0 as 0-!, not a win's 0+ (D380, D383)", () => {
  // OpenGotha's file (test/fixtures/opengotha-dc-hikaru2020a, SOURCES.txt) values its bye at 0 points
  // and 0 McMahon points; its own export (export-jar.txt) writes those byes `0-`
  const file = fixtureFile("opengotha-dc-hikaru2020a");
  const t = readTournament(readFileSync(file), file).tournament;
  expect([t.parameters.byePoints2, t.parameters.byeMms2]).toEqual([0, 0]);
  const html = standingsPage({ lang: "en", tournament: t, standings: standings(t, {}) });
  const shown = cells(html).flat();
  expect(shown.filter((c) => c === "0-!").length).toBeGreaterThan(0);
  expect(shown).not.toContain("0+");
});

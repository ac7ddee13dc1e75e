/**
 * The season's page (src/formats/season-html.ts, `season --html`): RULES §1.4 example 2 as a
 * season (the promotion marked, the arrows, the chart's points the history), each language,
 * hostile names escaped, valid markup, printable on A4 (D160–D164).
 */
import { XMLValidator } from "fast-xml-parser";
import { rateMgszSeason } from "../../src/core/season/mgsz";
import type { SeasonPlayer, SeasonResult } from "../../src/core/season/types";
import { seasonPage, seasonPageRows } from "../../src/formats/season-html";
import { type Language } from "../../src/i18n/language";
import { listed, series } from "../core/season/season-helpers";
import { htmlText } from "./html-text";

/** Body rows of the page's first table (the list), their cells as text with entities decoded. */
function listCells(html: string): string[][] {
  const body = html.slice(html.indexOf("<tbody>"), html.indexOf("</tbody>"));
  return [...body.matchAll(/<tr[^>]*>(.*?)<\/tr>/g)].map((m) =>
    [...(m[1] ?? "").matchAll(/<td[^>]*>(.*?)<\/td>/g)].map((c) => decode(c[1] ?? "")),
  );
}

/** A cell's text: a chart point's title left out, then as the reader sees it. */
const decode = (s: string): string => htmlText(s.replace(/<title>.*?<\/title>/g, ""));

/** The page as XML with HTML's void <meta>: every tag closed, every & an entity (fast-xml-parser). */
function valid(html: string): true | string {
  const r = XMLValidator.validate(html.replace("<!DOCTYPE html>", ""), { unpairedTags: ["meta"] });
  return r === true ? true : JSON.stringify(r.err);
}

/** The chart points of the row of `name`: their day and rating attributes, and their y. */
function points(html: string, name: string): { end: string; rating: number; cy: number }[] {
  const row = html.split("\n").find((l) => l.includes(`<bdi>${name}</bdi>`)) ?? "";
  return [
    ...row.matchAll(
      /<circle class="point" cx="[\d.]+" cy="([\d.]+)" r="3" data-end="([^"]+)" data-rating="(\d+)">/g,
    ),
  ].map((m) => ({ end: m[2] ?? "", rating: Number(m[3]), cy: Number(m[1]) }));
}

const HERO = { name: "Hero", pin: "10001", rank: "1d" };
const IDLE = listed("Idle", "10002", 1900, "2k");
/** RULES §1.4 example 2: 1d at 2000; 2035, 2055, 2040, 2075 → 2d (the second time 2d's threshold is reached). */
const EXAMPLE2 = series(HERO, 2000, [2035, 2055, 2040, 2075]);
const BEFORE: SeasonPlayer[] = [listed("Hero", "10001", 2000, "1d"), IDLE];

function page(before: readonly SeasonPlayer[], result: SeasonResult, lang: Language = "en"): string {
  return seasonPage({ lang, before, result });
}

describe("the season's page: RULES §1.4 example 2 as a season", () => {
  const result = rateMgszSeason(BEFORE, EXAMPLE2);
  const html = page(BEFORE, result);

  test("the list by rating: 2d promoted and marked, ▲ +75 (2000 → 2075), the idle player unchanged", () => {
    expect(listCells(html).map((r) => r.slice(0, 5))).toEqual([
      ["1", "Hero", "2d ★", "2075", "▲ +75"], // example 2: 2075 and 2d after the fourth tournament
      ["2", "Idle", "2k", "1900", "="],
    ]);
    expect(html).toContain('<tr class="promoted">');
    expect(html).toContain('<span class="promoted" title="promoted this season">★</span>');
  });

  test("the chart's points are the history: the four tournaments' days and ratings, higher drawn higher", () => {
    const hero = result.list[0] as SeasonPlayer;
    const drawn = points(html, "Hero");
    expect(drawn.map((p) => [p.end, p.rating])).toEqual(hero.history.map((h) => [h.end, h.rating]));
    expect(drawn.map((p) => p.rating)).toEqual([2035, 2055, 2040, 2075]); // example 2's ratings after
    // y grows downwards: the ratings' order reversed is the points' order by y
    const byY = [...drawn].sort((a, b) => a.cy - b.cy).map((p) => p.rating);
    expect(byY).toEqual([2075, 2055, 2040, 2035]);
    expect(html).toMatch(/<polyline class="line" points="[\d., ]+"\/>/);
    expect(html).toContain(">Date</text>");
    expect(html).toContain(">Rating</text>");
    // the idle player has no history: no chart, a word instead
    expect(listCells(html)[1]?.[5]).toBe("no tournament yet");
    expect(points(html, "Idle")).toEqual([]);
  });

  test("each player's details explain his tournaments (D175): the engine's ratings before and after, ΣJp and C", () => {
    const hero = html.split("\n").find((l) => l.includes("<bdi>Hero</bdi>")) ?? "";
    const details = hero.slice(hero.indexOf('<ul class="explain">'), hero.indexOf("</details>"));
    const steps = result.steps.map((s) => s.changes[0]);
    // example 2's ratings after, each step from the one before: 2000 → 2035 → 2055 → 2040 → 2075, 2d at the last
    expect(steps.map((c) => [c?.before, c?.after])).toEqual([
      [2000, 2035],
      [2035, 2055],
      [2055, 2040],
      [2040, 2075],
    ]);
    for (const c of steps)
      expect(htmlText(details)).toContain(
        `rating ${c?.before} ${c?.rankBefore} → ${c?.after} ${c?.rankAfter}`,
      );
    expect(htmlText(details)).toContain("rating 2040 1d → 2075 2d");
    expect((details.match(/ΣJp /g) ?? []).length).toBe(4);
    expect(listCells(html)[0]?.[5]).toContain("How the rating was computed");
  });

  test("the tournaments rated this season: day, name and players", () => {
    const tournaments = html.slice(html.indexOf('<table class="tournaments">'));
    const rows = [
      ...tournaments.matchAll(
        /<tr><td>(.*?)<\/td><td class="name"><bdi>(.*?)<\/bdi><\/td><td class="num">(\d+)<\/td><\/tr>/g,
      ),
    ];
    expect(rows.map((m) => [m[1], m[2], m[3]])).toEqual(
      result.steps.map((s) => [s.end, s.event, "2"]), // the hero and one guest each
    );
    expect(rows).toHaveLength(4);
  });

  test("stopped after the second tournament: 2d reached once only, so no mark; one tournament is one dot", () => {
    const two = rateMgszSeason(BEFORE, EXAMPLE2.slice(0, 2));
    expect(listCells(page(BEFORE, two))[0]?.slice(0, 5)).toEqual(["1", "Hero", "1d", "2055", "▲ +55"]);
    const one = page(BEFORE, rateMgszSeason(BEFORE, EXAMPLE2.slice(0, 1)));
    expect(points(one, "Hero").map((p) => p.rating)).toEqual([2035]);
    expect(one).not.toContain("<polyline");
  });

  test("the list of the first two read back: the change is since that list, the chart the whole history (D161, D164)", () => {
    const first = rateMgszSeason(BEFORE, EXAMPLE2.slice(0, 2));
    const second = rateMgszSeason(first.list, EXAMPLE2.slice(2));
    const html = page(first.list, second);
    // example 2: 2055 with 2d reached once after the second, 2075 and 2d after the fourth
    expect(listCells(html)[0]?.slice(0, 5)).toEqual(["1", "Hero", "2d ★", "2075", "▲ +20"]);
    expect(points(html, "Hero").map((p) => p.rating)).toEqual([2035, 2055, 2040, 2075]);
    // the tournaments rated this season are the last two only
    expect(html.match(/<bdi>Tournament \d<\/bdi>/g)).toEqual([
      "<bdi>Tournament 3</bdi>",
      "<bdi>Tournament 4</bdi>",
    ]);
  });

  test("valid, self-contained and printable on A4: the table prints, a chart only when opened (D160)", () => {
    expect(valid(html)).toBe(true);
    expect(html).toMatch(/^<!DOCTYPE html>\n<html lang="en">/);
    expect(html).not.toMatch(/<script|<link|<img|src=|url\(|https?:\/\//i);
    expect(html).toContain("@page { size: A4 portrait; margin: 15mm; }");
    expect(html).toMatch(/@media print \{\s*details:not\(\[open\]\) \{ display: none; \}/);
    expect(html).not.toContain("<details open");
  });
});

describe("the arrows, the places and newcomers (D161–D163)", () => {
  test("a player down is ▼ with a minus sign; equal ratings share a place; a newcomer is new, never promoted", () => {
    const before = [
      listed("Down", "1", 1900, "2k"),
      listed("Same", "2", 1880, "2k"),
      listed("Tie", "3", 1880, "2k"),
    ];
    const list: SeasonPlayer[] = [
      { ...listed("Down", "1", 1880, "2k") },
      { ...listed("Same", "2", 1880, "2k") },
      { ...listed("Tie", "3", 1880, "1k") },
      { ...listed("Newcomer", "4", 1950, "1k") },
    ];
    const rows = seasonPageRows(before, list);
    expect(rows.map((r) => [r.player.name, r.place, r.change, r.promoted])).toEqual([
      ["Newcomer", 1, null, false],
      ["Down", 2, -20, false],
      ["Same", 2, 0, false],
      ["Tie", 2, 0, true],
    ]);
    const result: SeasonResult = { system: "mgsz", steps: [], list };
    const html = page(before, result);
    expect(listCells(html).map((r) => r[4])).toEqual(["new", "▼ −20", "=", "="]);
    expect(html).toContain("No tournament was rated this season.");
    expect(valid(html)).toBe(true);
  });
});

describe("each language", () => {
  const result = rateMgszSeason(BEFORE, EXAMPLE2);
  test.each([
    [
      "en",
      "Rating list",
      "Place",
      "Change",
      "Tournaments rated this season",
      "Date",
      "promoted this season",
      "MGSZ (Hungarian Go)",
    ],
    [
      "hu",
      "Értékszámlista",
      "Helyezés",
      "Változás",
      "Az idényben számított versenyek",
      "Dátum",
      "előlépett az idényben",
      "MGSZ (magyar go)",
    ],
    [
      "ru",
      "Рейтинг-лист",
      "Место",
      "Изменение",
      "Турниры, обсчитанные в сезоне",
      "Дата",
      "повышен в сезоне",
      "MGSZ (венгерское го)",
    ],
  ] as const)(
    "%s: title, headers, headings, axes, mark and system",
    (lang, title, place, change, heading, date, promoted, system) => {
      const html = page(BEFORE, result, lang);
      expect(html).toContain(`<html lang="${lang}">`);
      expect(html).toContain(`<title>${title}</title>`);
      expect(html).toContain(`<th class="num">${place}</th>`);
      expect(html).toContain(`<th class="num">${change}</th>`);
      expect(html).toContain(`<h2>${heading}</h2>`);
      expect(html).toContain(`>${date}</text>`);
      expect(html).toContain(`title="${promoted}"`);
      expect(html).toContain(system);
      expect(valid(html)).toBe(true);
    },
  );

  test("Russian counts agree with their number", () => {
    const html = page(BEFORE, result, "ru");
    expect(html).toContain("После 4 турниров сезона"); // 4: genitive plural after "после"
    expect(html).toContain("2 игрока");
  });
});

describe("hostile names are shown as text", () => {
  const LONG = "Ő".repeat(200);
  const names = ["<script>alert(1)</script>", "Tom & Jerry", `O'Brien "The Rock"`, "שלום עליכם", LONG];
  const before = names.map((n, i) => listed(n, String(i + 1), 1500 + i, "10k"));
  const hero = { name: "<img src=x onerror=alert(1)>", pin: "99", rank: "10k" };
  const events = series(hero, 1500, [1510]).map((e) => ({
    ...e,
    tournament: { ...e.tournament, name: `</td><script>x</script> & "Cup"` },
  }));
  const result = rateMgszSeason([...before, listed(hero.name, "99", 1500, "10k")], events);
  const html = page([...before, listed(hero.name, "99", 1500, "10k")], result);

  test("markup, ampersands and quotes escaped; RTL isolated; a 200-character name whole; still valid", () => {
    expect(valid(html)).toBe(true);
    expect(html).not.toMatch(/<script|<img|onerror=alert\(1\)>/);
    expect(html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
    expect(html).toContain("<bdi>Tom &amp; Jerry</bdi>");
    expect(html).toContain("<bdi>O&#39;Brien &quot;The Rock&quot;</bdi>");
    expect(html).toContain("<bdi>שלום עליכם</bdi>");
    expect(html).toContain(`<bdi>${LONG}</bdi>`);
    expect(html).toContain("&lt;/td&gt;&lt;script&gt;x&lt;/script&gt; &amp; &quot;Cup&quot;");
    expect(html).toContain('aria-label="&lt;img src=x onerror=alert(1)&gt;: rating after each tournament"');
    expect(listCells(html).map((r) => r[1])).toEqual(expect.arrayContaining([...names, hero.name]));
  });
});

/**
 * The FIDE and mahjong seasons' pages (src/formats/season-html-systems.ts; D178, D179): the MGSZ
 * page's form, figures the engines', each language, hostile names escaped, valid markup, the
 * explain view in each player's details (D175–D177).
 */
import { XMLValidator } from "fast-xml-parser";
import { parseDate } from "../../src/core/common/date";
import { seasonFide } from "../../src/core/engines/fide-period-season";
import type { ResultRow } from "../../src/core/mahjong/result-row";
import { mahjongReleases } from "../../src/core/season/mahjong";
import { fideSeasonPage, mahjongSeasonPage } from "../../src/formats/season-html-systems";
import { LANGUAGES } from "../../src/i18n/language";
import { type Game, event, filed, row } from "../core/engines/fide-period-events";
import { htmlText } from "./html-text";

/** The page as XML with HTML's void <meta>: every tag closed, every & an entity. */
function valid(html: string): true | string {
  const r = XMLValidator.validate(html.replace("<!DOCTYPE html>", ""), { unpairedTags: ["meta"] });
  return r === true ? true : JSON.stringify(r.err);
}

/** The list's body rows, each cell's text before any details (the chart and the view left out). */
function listCells(html: string): string[][] {
  const body = html.slice(html.indexOf("<tbody>"), html.indexOf("</tbody>"));
  return [...body.matchAll(/<tr[^>]*>(.*?)<\/tr>/g)].map((m) =>
    [...(m[1] ?? "").matchAll(/<td[^>]*>(.*?)<\/td>/g)].map((c) =>
      htmlText((c[1] ?? "").replace(/<details>.*<\/details>/g, "")),
    ),
  );
}

const HOSTILE = `<script>alert("x")</script> & Co`;

describe("the FIDE season's page (D178)", () => {
  // RULES §2, appendix II.1: 2145 against ten players rated 2300 (We .29 each), 4 points, K 40:
  // 40 × (4 − 2.9) = +44 → 2189; the opponents at K 10 each lose or gain by their game
  const opponents = Array.from({ length: 10 }, (_, o) =>
    row(`3${o}`, o === 0 ? HOSTILE : `R${o}`, 2300, { k: 10 }),
  );
  const scores: (1 | 0)[] = [1, 1, 0, 0, 1, 0, 0, 1, 0, 0];
  const games = scores.map((s, o): Game => ["1", `3${o}`, s]);
  const events = [
    event("First", "2025-05-04", games.slice(0, 4)),
    event("Second", "2025-05-18", games.slice(4)),
  ];
  const before = [row("1", "P", 2145, { k: 40 }), ...opponents, row("99", "Idle", 0)];
  const result = seasonFide(before, filed(...events), { explain: true });

  it.each(LANGUAGES)("valid markup with the hostile name escaped (%s)", (lang) => {
    const html = fideSeasonPage({ lang, before, result });
    expect(valid(html)).toBe(true);
    expect(html).not.toContain("<script>");
    expect(html).toContain("&lt;script&gt;");
  });

  it("P first at 2189 (▲ +44), no rank column, the unrated player last without a place", () => {
    const html = fideSeasonPage({ lang: "en", before, result });
    const cells = listCells(html);
    // the six opponents P lost to gained 3 (2303, sharing place 1, D163), the four he beat lost 7 (2293)
    expect(cells.slice(0, 7).map((c) => c[0])).toEqual(["1", "1", "1", "1", "1", "1", "7"]);
    expect(cells.find((c) => c[1] === "P")?.slice(0, 4)).toEqual(["11", "P", "2189", "▲ +44"]);
    // 2300 against 2145: We .71 (8.1b, 154–162); a loss at K 10: 10 × −0.71 = −7.1 → −7; a win: 10 × 0.29 = 2.9 → +3
    expect(cells.find((c) => c[1] === "R1")?.slice(2, 4)).toEqual(["2293", "▼ −7"]);
    expect(cells.find((c) => c[1] === "R2")?.slice(2, 4)).toEqual(["2303", "▲ +3"]);
    expect(cells[cells.length - 1]?.slice(0, 4)).toEqual(["", "Idle", "unrated", ""]);
    expect(html).not.toContain("<th>Rank</th>");
    expect(html).toContain("Σ(W − We) +1.10 × K 40 = +44.00, rounded once: +44, 2145 → 2189");
    expect(html).toContain(
      '<td>2025-05</td><td class="name"><bdi>First, Second</bdi></td><td class="num">11</td>',
    );
  });
});

describe("the mahjong season's page (D179)", () => {
  const d = parseDate;
  const open = (name: string, lastDay: string, players: readonly string[]): ResultRow[] =>
    players.map((player, i) => ({
      player,
      tournament: name,
      lastDay: d(lastDay),
      place: i + 1,
      participants: players.length,
      sessions: 8,
      championship: false,
      row: i + 2,
    }));
  const twelve = [HOSTILE, ...Array.from({ length: 11 }, (_, i) => `P${String(i + 2).padStart(2, "0")}`)];
  const rows = [...open("Open", "2026-01-10", twelve), ...open("Cup", "2026-02-10", [...twelve].reverse())];
  const releases = mahjongReleases(rows, [d("2026-02-01"), d("2026-03-01")]);

  it.each(LANGUAGES)("valid markup with the hostile name escaped (%s)", (lang) => {
    const html = mahjongSeasonPage({ lang, releases });
    expect(valid(html)).toBe(true);
    expect(html).not.toContain("<script>");
  });

  it("the last release's order, level, rating and change since the release before, as the season gives them", () => {
    const html = mahjongSeasonPage({ lang: "en", releases });
    const last = releases[1];
    const cells = listCells(html);
    expect(cells.map((c) => [c[0], c[1], c[2]?.replace(" ★", ""), c[3]])).toEqual(
      (last?.changes ?? []).map((c) => [String(c.place), c.player, c.level, c.rating.toFixed(2)]),
    );
    // ★ for a level above the one at the release before (RULES §3: a norm up to 2000 raises it)
    const promoted = (last?.changes ?? []).filter((c) => c.levelBefore !== null && c.levelBefore !== c.level);
    expect(cells.filter((c) => c[2]?.endsWith("★")).map((c) => c[1])).toEqual(promoted.map((c) => c.player));
    expect(promoted.length).toBeGreaterThan(0);
    // the Cup's winner P12 was last of the Open (NR 0): the change is his whole Cup
    const p12 = last?.changes.find((c) => c.player === "P12");
    expect(cells.find((c) => c[1] === "P12")?.[4]).toBe(`▲ +${p12?.change?.toFixed(2)}`);
    expect(html).toContain("<th>Level</th>");
    expect(html).toContain("The list of 2026-03-01");
    expect(html).toContain("<bdi>Cup</bdi>");
    expect(html).toContain("(in T5)");
  });
});

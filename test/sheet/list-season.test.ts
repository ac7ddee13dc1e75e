/**
 * The season page published from the rating-list sheet (D104, D105): the list before Post's
 * dated columns, the list now, a step per tournament, written by the season page's own writer
 * (src/formats/season-html.ts). The list: posted-list.ts (RULES §1.4's example 2, posted by Post).
 */
import { seasonPage } from "../../src/formats/season-html";
import { readSheet } from "../../src/sheet/actions";
import { sheetHistory } from "../../src/sheet/list-history";
import { sheetSeason } from "../../src/sheet/list-season";
import { postedBook } from "./posted-list";

async function season() {
  const { book, mapping } = await postedBook();
  // a player Post appended: a name and a rating in the first dated column, none in the rating column (D105)
  book.typeInto("Lista", "A6", "Szabó Éva");
  book.typeInto("Lista", "E6", 1500);
  return sheetSeason(sheetHistory(await readSheet(book.context(), "Lista"), mapping));
}

describe("the season of the list sheet (D104, D105)", () => {
  it("the list before is the rating and rank columns, the list now the newest, a newcomer after them", async () => {
    const s = await season();
    expect(s.before.map((p) => [p.name, p.rating, p.rank])).toEqual([
      ["Kovács Péter", 2000, "1d"],
      ["Kis Anna", 1850, "1k"],
      ["Nagy Béla", 1790, "2k"],
    ]);
    // RULES §1.4 example 2: 2075 → 2d
    expect(s.result.list.map((p) => [p.name, p.rating, p.rank])).toEqual([
      ["Kovács Péter", 2075, "2d"],
      ["Kis Anna", 1871, "1k"],
      ["Nagy Béla", 1790, "2k"],
      ["Szabó Éva", 1500, undefined],
    ]);
  });

  it("a step per tournament, oldest first, each player's change from the rating he held before it", async () => {
    const s = await season();
    expect(s.result.steps.map((t) => [t.end, t.changes.length])).toEqual([
      ["2026-03-14", 2],
      ["2026-04-11", 2],
      ["2026-05-09", 1],
      ["2026-06-13", 2],
    ]);
    const june = s.result.steps[3]?.changes;
    expect(june?.map((c) => [c.name, c.before, c.after, c.rankBefore, c.rankAfter])).toEqual([
      ["Kovács Péter", 2040, 2075, "1d", "2d"],
      ["Kis Anna", 1862, 1871, "1k", "1k"],
    ]);
  });

  it("the page: places by rating, the change since the list before, the promotion marked, the newcomer new", async () => {
    const html = seasonPage({ lang: "en", ...(await season()) });
    const rows = [
      ...html.matchAll(
        /<tr[^>]*><td class="num">(\d+)<\/td><td class="name"><bdi>([^<]+)<\/bdi><\/td><td>([^<]*)/g,
      ),
    ].map((m) => [m[1], m[2], m[3]]);
    expect(rows).toEqual([
      ["1", "Kovács Péter", "2d "],
      ["2", "Kis Anna", "1k"],
      ["3", "Nagy Béla", "2k"],
      ["4", "Szabó Éva", ""],
    ]);
    expect(html).toContain('<td class="num change up">▲ +75</td>'); // 2075 − 2000
    expect(html).toContain('<td class="num change up">▲ +21</td>'); // 1871 − 1850
    expect(html).toContain('<td class="num change same">=</td>');
    expect(html).toContain('<tr class="promoted">');
    expect(html).toContain("<td>2026-06-13</td>");
  });
});

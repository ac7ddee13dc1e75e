/**
 * D68, D69: a mahjong results table is read the same by `rate` (readMahjongResults) and by
 * `sheet` and the pane (readTournament, which tells its kind): the place and the player in
 * English, Russian or Hungarian words; the points only where the table has them (RULES §3 rates
 * from the place, N and S).
 */
import { readMahjongResults } from "../../src/formats/mahjong";
import { readTournament } from "../../src/formats/sniff";
import { english } from "../../src/i18n/table";

const TABLES = {
  russian: "Место;Игрок;Очки\n1;Иванова Анна;120,5\n2;Петров Павел;-20\n3;Сидоров Семён;-100,5\n",
  hungarian: "Helyezés;Játékos;Pont\n1;Kovács Anna;120,5\n2;Szabó Pál;-20\n3;Tóth Ede;-100,5\n",
  "places only": "Место;Игрок\n1;Иванова Анна\n2;Петров Павел\n3;Сидоров Семён\n",
};

describe.each(Object.entries(TABLES))("a results table, %s", (label, text) => {
  test("rate's reader and the tournament reader read its three players", () => {
    const rate = readMahjongResults(text);
    expect(rate.diagnostics).toEqual([]);
    expect(rate.rows.map((r) => [r.place, r.player])).toEqual(
      readTournament(text, "results.csv").tournament.players.map((p, i) => [i + 1, p.name]),
    );
    expect(rate.rows).toHaveLength(3);
    expect(rate.rows[0]?.points).toBe(label === "places only" ? undefined : 120.5);
    expect(readTournament(text, "results.csv").kind).toBe("results-table");
  });
});

test("a table naming no place: refused, naming the first row found", () => {
  const r = readMahjongResults("Игрок;Очки\nИванова Анна;120\n");
  expect(r.rows).toEqual([]);
  expect(r.diagnostics.map((d) => english(d.text))).toEqual([
    "no header row naming the place and the player (place, player, points; Место, Игрок, Очки); first row: Игрок, Очки; write a header row naming them above the results",
  ]);
});

test("a points cell that is no number, where the table has points, is still an error at its cell", () => {
  const r = readMahjongResults("Место;Игрок;Очки\n1;Иванова Анна;сто\n");
  expect(r.diagnostics.map((d) => [d.code, d.line, d.column])).toEqual([["bad-points", 2, 3]]);
});

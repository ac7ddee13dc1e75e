import { readFileSync } from "fs";
import { join } from "path";
import { evaluateFormula } from "../../src/cli/formula";
import { run } from "./fake-io";

const SAMPLE = join(__dirname, "../../samples/mahjong-results.csv");
type Row = Record<string, string | number>;

/** The sample sheet as one formula: an array constant (header row included) and the release. */
function sampleFormula(release: string): string {
  const lines = readFileSync(SAMPLE, "utf8").trim().split("\n");
  const cell = (c: string): string =>
    /^\d+(\.\d+)?$/.test(c) ? c : c === "yes" ? "TRUE" : c === "no" ? "FALSE" : `"${c}"`;
  const array = lines.map((l) => l.split(";").map(cell).join(",")).join(";");
  return `=MAHJONG.RATINGLIST({${array}}, "${release}")`;
}

describe("rating-officer mahjong-list", () => {
  it("the sample sheet: the command line and the formula give the same list", async () => {
    const r = await run(["mahjong-list", SAMPLE, "--release", "2026-12-01", "--json"]);
    expect(r.stderr).toBe("");
    expect(r.code).toBe(0);
    const rows = JSON.parse(r.stdout) as Row[];
    const answer = evaluateFormula(sampleFormula("2026-12-01"));
    expect(answer.ok).toBe(true);
    const table = answer.ok ? (answer.value as (string | number)[][]) : [];
    expect(table[0]).toEqual(["Place", "Player", "Level", "T5", "Rating", "Tournaments"]);
    expect(table.slice(1)).toEqual(
      rows.map((x) => [x.place, x.player, x.level, x.t5, x.rating, x.tournaments]),
    );
    // 36 fictitious players over 8 tournaments (samples/mahjong-results.csv)
    expect(rows).toHaveLength(36);
    expect(Object.keys(rows[0] ?? {})).toEqual(["place", "player", "level", "t5", "rating", "tournaments"]);
    rows.forEach((x, i) => {
      if (i > 0) expect(Number(x.rating)).toBeLessThanOrEqual(Number(rows[i - 1]?.rating));
      // Rating = 0.25 × EU + 0.75 × T5, each shown to two decimals (D15, R7)
      expect(Number(x.rating)).toBeGreaterThanOrEqual(0.75 * Number(x.t5) - 0.01);
    });
  });

  it("an earlier release leaves later tournaments out (R5)", async () => {
    const r = await run(["mahjong-list", SAMPLE, "--release", "2025-02-01", "--json"]);
    expect(r.code).toBe(0);
    const rows = JSON.parse(r.stdout) as Row[];
    // only "Кубок Невы" (2025-01-19) is out by then: one tournament each
    expect(new Set(rows.map((x) => x.tournaments))).toEqual(new Set([1]));
  });

  it("prints an aligned table by default", async () => {
    const r = await run(["mahjong-list", SAMPLE, "--release", "2026-12-01"]);
    expect(r.code).toBe(0);
    const lines = r.stdout.split("\n");
    expect(lines[0]).toBe("Rating list of 2026-12-01: 36 players");
    expect(lines[2]).toMatch(/^Place\s+Player\s+Level\s+T5\s+Rating\s+Tournaments$/);
  });

  it("the table shows T5 and rating with two decimals, right-aligned; JSON keeps the numbers (D15)", async () => {
    const text = await run(["mahjong-list", SAMPLE, "--release", "2026-12-01"]);
    const json = await run(["mahjong-list", SAMPLE, "--release", "2026-12-01", "--json"]);
    const rows = JSON.parse(json.stdout) as Row[];
    const lines = text.stdout.split("\n").slice(3, 3 + rows.length);
    // samples/mahjong-results.csv, release 2026-12-01: place 4 has rating 1378.5, place 6 T5 1124.1
    expect(rows[3]).toMatchObject({ place: 4, rating: 1378.5 });
    expect(rows[5]).toMatchObject({ place: 6, t5: 1124.1 });
    expect(lines[3]).toMatch(/^\s+4\s+Камышина Вера\s+1d\s+1171\.34\s+1378\.50\s+6$/);
    expect(lines[5]).toMatch(/\s1124\.10\s+1343\.07\s+5$/);
    lines.forEach((line, i) => {
      const [t5, rating] = (/\s(\d+\.\d\d)\s+(\d+\.\d\d)\s+\d+$/.exec(line) ?? []).slice(1);
      expect([Number(t5), Number(rating)]).toEqual([rows[i]?.t5, rows[i]?.rating]);
      // right-aligned: every rating ends in the same column
      expect(line.length).toBe(lines[0]?.length);
    });
  });

  it("header names in any order and language; a bad row is named FILE:LINE:COLUMN", async () => {
    const head = "Место;Игрок;Турнир;Дата;ЧУТ;ЧС";
    const good = Array.from({ length: 12 }, (_, i) => `${i + 1};P${i + 1};Open;2026-11-10;12;8`);
    const ok = await run(["mahjong-list", "r.csv", "--release", "2026-12-01", "--json"], {
      "r.csv": [head, ...good].join("\n"),
    });
    expect(ok.code).toBe(0);
    // 12 new players, KT 0.60 (D13, D14): the winner's 600 → 6 kyu, T5 120, rating 215
    expect((JSON.parse(ok.stdout) as Row[])[0]).toEqual({
      place: 1,
      player: "P1",
      level: "6k",
      t5: 120,
      rating: 215,
      tournaments: 1,
    });
    const bad = [head, ...good.slice(0, 4), "5.3;P5;Open;2026-11-10;12;8", ...good.slice(5)];
    const r = await run(["mahjong-list", "r.csv", "--release", "2026-12-01"], { "r.csv": bad.join("\n") });
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(
      /^rating-officer mahjong-list: r\.csv:6:1: line 6, column place: 5\.3 is not a whole place/,
    );
    const twice = [head, ...good.slice(0, 4), "5;P5;Open;2026-11-10;13;8", ...good.slice(5)];
    const r2 = await run(["mahjong-list", "r.csv", "--release", "2026-12-01"], { "r.csv": twice.join("\n") });
    expect(r2.stderr).toMatch(
      /r\.csv:6:5: line 6, column participants: 13 differs from 12 given for Open in line 2/,
    );
  });

  it.each([
    [["mahjong-list", SAMPLE], /give --release YYYY-MM-DD, the release date$/m],
    [["mahjong-list", SAMPLE, "--release", "2026-13-01"], /--release: "2026-13-01" is not a calendar date/],
    [
      ["mahjong-list", "nowhere.csv", "--release", "2026-12-01"],
      /cannot read results nowhere.csv: no such file/,
    ],
    [["mahjong-list"], /give a tournament FILE/],
  ])("%j exits 2 with a message", async (args, message) => {
    const r = await run(args);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(message);
  });

  it("a file without the needed headers exits 2 naming them", async () => {
    const r = await run(["mahjong-list", "x.csv", "--release", "2026-12-01"], {
      "x.csv": "Name;Place;Sessions\nA;1;8\nB;2;8\n",
    });
    expect(r.code).toBe(2);
    // the words are mahjong-list's own (its help lists them; RESULTS_SHEET_WORDS)
    expect(r.stderr).toMatch(
      /x\.csv:1: no header for tournament, last day, participants \(got: Name, Place, Sessions\)/,
    );
    expect(r.stderr).toMatch(/tournament: tournament, event, турнир, verseny; last day: last day, date, end/);
    const ru = await run(["mahjong-list", "x.csv", "--release", "2026-12-01", "--lang", "ru"], {
      "x.csv": "Name;Place;Sessions\nA;1;8\n",
    });
    expect(ru.stderr).toMatch(/x\.csv:1: нет заголовка для столбцов «турнир», «последний день», «участники»/);
    expect(ru.stderr).toMatch(/«турнир»: tournament, event, турнир, verseny/);
    const hu = await run(["mahjong-list", "x.csv", "--release", "2026-12-01", "--lang", "hu"], {
      "x.csv": "Name;Place;Sessions\nA;1;8\n",
    });
    expect(hu.stderr).toMatch(
      /x\.csv:1: nincs fejléc ezekhez az oszlopokhoz: verseny, utolsó nap, résztvevők/,
    );
  });

  it("a header without result rows exits 2 saying what rows are expected, in the officer's language", async () => {
    const files = { "h.csv": "Player;Tournament;Last day;Place;Participants;Sessions\n;;;;;\n" };
    const en = await run(["mahjong-list", "h.csv", "--release", "2026-12-01"], files);
    expect(en.code).toBe(2);
    expect(en.stderr).toMatch(
      /h\.csv: no result rows: under the header, give one row per player per tournament/,
    );
    const ru = await run(["mahjong-list", "h.csv", "--release", "2026-12-01", "--lang", "ru"], files);
    expect(ru.stderr).toMatch(/h\.csv: нет строк результатов: под заголовком/);
    const hu = await run(["mahjong-list", "h.csv", "--release", "2026-12-01", "--lang", "hu"], files);
    expect(hu.stderr).toMatch(/h\.csv: nincsenek eredménysorok: a fejléc alatt/);
  });

  it("--lang hu|ru: headers, levels and the heading in the officer's language, the same figures (D168)", async () => {
    const args = ["mahjong-list", SAMPLE, "--release", "2026-12-01"];
    const en = (await run(args)).stdout.split("\n");
    const ru = (await run([...args, "--lang", "ru"])).stdout.split("\n");
    const hu = (await run([...args, "--lang", "hu"])).stdout.split("\n");
    expect(ru[0]).toBe("Рейтинг-лист на 2026-12-01: игроков 36");
    expect(hu[0]).toBe("Értékszámlista, 2026-12-01: 36 játékos");
    expect(ru[2]).toMatch(/^Место\s+Игрок\s+Уровень\s+T5\s+Рейтинг\s+Турниры$/);
    expect(hu[2]).toMatch(/^Hely\s+Játékos\s+Szint\s+T5\s+Értékszám\s+Versenyek$/);
    // the sample's leader: 1d− in the short form, "1 дан−" and "1 dan−" in the long ones (RULES §3 levels)
    expect(en[3]).toMatch(/Туманова Тая\s+1d−\s+1311\.28\s+1483\.46\s+6$/);
    expect(ru[3]).toMatch(/Туманова Тая\s+1 дан−\s+1311\.28\s+1483\.46\s+6$/);
    expect(hu[3]).toMatch(/Туманова Тая\s+1 dan−\s+1311\.28\s+1483\.46\s+6$/);
    // every row's figures are the English table's
    const figures = (l: string): string[] => l.trim().split(/\s+/u).slice(-3);
    expect(ru.slice(3).map(figures)).toEqual(en.slice(3).map(figures));
    // --json keeps its keys and the short levels
    const json = await run([...args, "--lang", "ru", "--json"]);
    expect((JSON.parse(json.stdout) as Row[])[0]).toMatchObject({ level: "1d−" });
  });

  it("--lang ru: a bad row is said in Russian at FILE:LINE:COLUMN; another language is refused (D168)", async () => {
    const head = "Место;Игрок;Турнир;Дата;ЧУТ;ЧС";
    const rows = [head, "1;P1;Open;2026-11-10;12;8", "2.3;P2;Open;2026-11-10;12;8"];
    const r = await run(["mahjong-list", "r.csv", "--release", "2026-12-01", "--lang", "ru"], {
      "r.csv": rows.join("\n"),
    });
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(
      /^rating-officer mahjong-list: r\.csv:3:1: строка файла 3, столбец «место»: 2\.3 — не целое место/u,
    );
    const de = await run(["mahjong-list", SAMPLE, "--release", "2026-12-01", "--lang", "de"]);
    expect(de.code).toBe(2);
    expect(de.stderr).toContain('--lang "de": expected en, hu or ru');
  });
});

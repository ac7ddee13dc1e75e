/**
 * The tournament sheet's plan for every system, written into the in-memory workbook whose
 * formulas call the add-in's own custom functions: the figures the sheet shows must be the
 * engine's (the same numbers `rating-officer rate` prints), and text from files stays text.
 */
import { rateFideTournament } from "../../src/core/engines/fide";
import { rateMahjongTournament } from "../../src/core/engines/mahjong";
import { rateMgszTournament } from "../../src/core/engines/mgsz";
import { parseRuleSet } from "../../src/core/fide/rules";
import { fullName } from "../../src/core/tournament/model";
import type { Tournament } from "../../src/core/tournament/model";
import { readMahjongResults, readRatingList } from "../../src/formats";
import { writePlan } from "../../src/sheet/adapter";
import { validatePlan } from "../../src/sheet/plan";
import { SHEET_TEXTS } from "../../src/sheet/texts";
import {
  type TournamentSheetRequest,
  buildTournamentSheet,
  criteriaOf,
} from "../../src/sheet/tournament-sheet";
import { INJECTIONS } from "./sample-plan";
import {
  example5,
  fixtureBytes,
  fixtureTournament,
  functionBook,
  ratingsTable,
  sheetFixture,
  spillValues,
} from "./tournament-helpers";

const mgsz = (t: Tournament, extra: Partial<TournamentSheetRequest> = {}): TournamentSheetRequest => ({
  tournament: t,
  fileName: "event.h9",
  params: { system: "mgsz", multiplier: 30 },
  tiebreaks: ["MMS", "SOS", "SODOS"],
  language: "en",
  ...extra,
});

async function written(req: TournamentSheetRequest) {
  const build = buildTournamentSheet(req);
  const book = functionBook();
  const result = await writePlan(book.context(), build.plan);
  return { build, book, sheet: result.sheetName, result };
}

describe("MGSZ", () => {
  test("RULES §1.3 worked example 5: the sheet's formula gives XY 1947 → ΣJp 0.52 → +16 → 1963", async () => {
    const { build, book, sheet } = await written(mgsz(example5(), { fileName: "example5.csv" }));
    expect(validatePlan(build.plan).ok).toBe(true);
    const rows = ratingsTable(book, sheet, build);
    expect(rows[0]).toMatchObject({
      No: 1,
      Name: "XY",
      "Rating before": 1947,
      ΣJp: 0.52,
      Change: 16,
      "Rating after": 1963,
    });
    expect(build.players[0]).toMatchObject({ no: 1, name: "XY", ratingBefore: 1947, ratingAfter: 1963 });
  });

  test("an EGD table without a list: header block, crosstable as text, live figures equal to the engine", async () => {
    const t = fixtureTournament("egd-veterans");
    const { build, book, sheet } = await written(mgsz(t, { fileName: "veterans.h9" }));
    const engine = rateMgszTournament(t, { multiplier: 30 });
    const first = t.players[0] === undefined ? "" : fullName(t.players[0]);
    // Header block: labels in A, values in B (machine-readable for Recalculate).
    expect(book.valuesOf(sheet, "A1:A1")[0]?.[0]).toBe("Veterans");
    expect(book.valuesOf(sheet, "A2:C7")).toEqual([
      ["Dates", "2015-11-07 – 2015-11-08", ""],
      ["File", "veterans.h9", ""],
      ["System", "MGSZ", "MGSZ (Hungarian Go)"],
      ["Multiplier C", 30, ""],
      ["Rating list", "none (the file's ratings and ranks)", ""],
      ["Tie-breaks", "MMS SOS SODOS", ""],
    ]);
    // Crosstable: No, Name, Rank, Rating, rounds in the cell grammar, all text cells Text.
    const [ct] = [build.layout.crosstable];
    expect(ct).toBe(`A9:I${9 + t.players.length}`);
    expect(book.valuesOf(sheet, "A9:I10")).toEqual([
      ["No", "Name", "Rank", "Rating", "R1", "R2", "R3", "R4", "R5"],
      [1, first, "3d", engine.players[0]?.ratingBefore, "5+", "6+", "10+", "4+", "2+"],
    ]);
    expect(book.cell(sheet, "E10")).toMatchObject({ numberFormat: "@", formula: null });
    expect(book.cell(sheet, "B10")).toMatchObject({ numberFormat: "@", formula: null });
    // The figures are formulas over the crosstable and the header block's multiplier.
    expect(book.cell(sheet, build.layout.ratingsAnchor)?.formula).toBe(
      `=TOURNAMENT.MGSZ($A$10:$I$${9 + t.players.length},$B$5)`,
    );
    expect(book.cell(sheet, build.layout.standingsAnchor ?? "")?.formula).toBe(
      `=TOURNAMENT.STANDINGS($A$10:$I$${9 + t.players.length},$B$7)`,
    );
    const rows = ratingsTable(book, sheet, build);
    expect(rows).toHaveLength(t.players.length);
    engine.players.forEach((p, i) => {
      expect(rows[i]).toMatchObject({
        "Rating before": p.ratingBefore,
        "Rank before": p.rankBefore,
        ΣJp: p.sumJp / 1000,
        Change: p.change,
        "Rating after": p.ratingAfter,
        "Rank after": p.rankAfter,
      });
      expect(build.players[i]).toMatchObject({
        no: i + 1,
        ratingBefore: p.ratingBefore,
        ratingAfter: p.ratingAfter,
        rankAfter: p.rankAfter,
        matched: false,
      });
    });
    // Standings: the header the function spills, the winner first.
    const standings = spillValues(book, sheet, build.layout.standingsAnchor ?? "", 2, 7);
    expect(standings[0]).toEqual(["Place", "No", "Name", "Rank", "MMS", "SOS", "SODOS"]);
    expect(standings[1]?.slice(0, 3)).toEqual([1, 1, first]);
    // Formats prepared on the spill areas, table, frozen header, widths, bold titles.
    const anchor = build.layout.ratingsAnchor;
    const row = Number(anchor.slice(1)) + 1;
    expect(book.cell(sheet, `F${row}`)?.numberFormat).toBe("0.000");
    expect(book.cell(sheet, `G${row}`)?.numberFormat).toBe("+0;-0;0");
    expect(book.tables).toEqual([
      expect.objectContaining({
        name: "Crosstable",
        address: ct,
        hasHeaders: true,
        style: "TableStyleLight9",
      }),
    ]);
    expect(book.sheet(sheet)?.freeze).toEqual({ rows: 9, columns: 2 });
    expect(book.sheet(sheet)?.columnWidths.get(1)).toBe(180);
    expect(book.sheet(sheet)?.print).toEqual({ orientation: "Portrait", titleColumns: "$A:$B" });
    expect(book.cell(sheet, "A1")?.bold).toBe(true);
  });

  test("an OpenGotha XML with the Hungarian EGD list: starting ratings and ranks from the list", async () => {
    const t = fixtureTournament("opengotha-egc2013");
    const list = readRatingList(fixtureBytes("egd-ratinglist-hu"));
    const req = mgsz(t, { fileName: "egc2013.xml", ratingList: list, tiebreaks: [] });
    const { build, book, sheet } = await written(req);
    const engine = rateMgszTournament(t, { multiplier: 30, ratingList: list.entries });
    const matched = engine.players.filter((p) => p.source === "pin" || p.source === "name");
    // The fixture's list holds the Hungarian players (SOURCES.txt): some are found, most are not.
    expect(matched.length).toBeGreaterThan(5);
    expect(matched.length).toBeLessThan(t.players.length);
    const rows = ratingsTable(book, sheet, build);
    engine.players.forEach((p, i) => {
      expect(rows[i]?.["Rating before"]).toBe(p.ratingBefore);
      expect(rows[i]?.["Rating after"]).toBe(p.ratingAfter);
      expect(rows[i]?.["Rank after"]).toBe(p.rankAfter);
      const o = build.players[i];
      expect(o?.matched).toBe(p.source === "pin" || p.source === "name");
      if (p.source === "rank") expect(o?.fallback).toMatch(/^from declared rank/);
    });
    // The crosstable's rating column holds the list's rating for a matched player.
    const [listed] = matched;
    const rowNo = 9 + 1 + (listed?.player ?? 0);
    expect(book.valuesOf(sheet, `D${rowNo}:D${rowNo}`)[0]?.[0]).toBe(listed?.ratingBefore);
    // A listed rank that differs from the file's is written, and said.
    for (const p of engine.players) {
      const declared = t.players[p.player]?.rank;
      if (declared !== undefined && declared !== p.rankBefore) {
        expect(build.notes).toContain(
          `Player ${p.player + 1} "${p.name}": Rank ${p.rankBefore} (MGSZ) written instead of the file's ${declared}`,
        );
      }
    }
    expect(build.notes.filter((n) => n.includes("written instead")).length).toBeGreaterThan(0);
    // No tie-breaks chosen: the McMahon order (D22) in the header block.
    expect(book.valuesOf(sheet, "B7:B7")[0]?.[0]).toBe("MMS SOS SODOS SOSOS");
  });

  test("names from files stay text: formulas, signs, numbers, dates, markup", async () => {
    const base = example5();
    const players = base.players.map((p, i) => ({ ...p, name: INJECTIONS[i] ?? p.name }));
    const t = { ...base, name: '=HYPERLINK("http://x","y")', players };
    const { build, book, sheet } = await written(mgsz(t));
    expect(sheet).toBe('=HYPERLINK("http---x","y")');
    expect(book.cell(sheet, "A1")).toMatchObject({ value: '=HYPERLINK("http://x","y")', formula: null });
    players.forEach((p, i) => {
      expect(book.cell(sheet, `B${10 + i}`)).toMatchObject({
        value: p.name,
        formula: null,
        numberFormat: "@",
      });
    });
    // The functions read those names back as names.
    const rows = ratingsTable(book, sheet, build);
    expect(rows.map((r) => r.Name)).toEqual(players.map((p) => p.name));
  });

  test("Hungarian and Russian sheets: the header texts follow the language", () => {
    const hu = buildTournamentSheet(mgsz(example5(), { language: "hu" }));
    const ru = buildTournamentSheet(mgsz(example5(), { language: "ru" }));
    const texts = (b: typeof hu): string[] =>
      b.plan.blocks.flatMap((bl) => bl.rows.flatMap((r) => r.map((c) => (c?.kind === "text" ? c.text : ""))));
    expect(texts(hu)).toEqual(
      expect.arrayContaining(["C szorzó", "Sz.", "Név", "Végeredmény", "Új értékszámok", "1. f."]),
    );
    expect(texts(ru)).toEqual(
      expect.arrayContaining(["Множитель C", "№", "Имя", "Итоговая таблица", "Новые рейтинги", "Т1"]),
    );
    for (const lang of ["en", "hu", "ru"] as const) {
      const labels = Object.values(SHEET_TEXTS[lang].labels);
      expect(new Set(labels.map((l) => l.toLowerCase())).size).toBe(labels.length);
    }
  });

  test("a player the engine cannot start is an error naming him", () => {
    const t = example5();
    const players = t.players.map((p, i) => (i === 2 ? { name: p.name, results: p.results } : p));
    expect(() =>
      buildTournamentSheet(
        mgsz(
          { ...t, players },
          { ratingList: { entries: [], diagnostics: [], encoding: "utf-8", format: "csv" } },
        ),
      ),
    ).toThrow(/Player 3 "B": not on the rating list and no rank/);
    expect(() => criteriaOf(["MMS", "XYZ"])).toThrow(/Tie-break "XYZ"/);
  });
});

describe("FIDE", () => {
  test("a TRF: RULES §2.1 example 8.34, the unrated player's first rating 2199 (HU2017)", async () => {
    const t = fixtureTournament("trf-rules-8-34");
    const req: TournamentSheetRequest = {
      tournament: t,
      fileName: "8-34.trf",
      params: { system: "fide", ruleset: "HU2017" },
      tiebreaks: ["PTS", "BUCH"],
      language: "en",
    };
    const { build, book, sheet } = await written(req);
    const rows = ratingsTable(book, sheet, build);
    expect(rows[0]).toMatchObject({
      No: 1,
      Name: "Unrated, Newcomer",
      "Rating before": "",
      "Rating after": 2199,
    });
    expect(build.players[0]).toMatchObject({ ratingBefore: null, ratingAfter: 2199, matched: false });
    const engine = rateFideTournament(t, { rules: parseRuleSet("HU2017") });
    engine.players.forEach((p, i) => {
      expect(rows[i]?.["Rating after"]).toBe(p.ratingAfter ?? "");
      expect(rows[i]?.W).toBe(p.w);
      expect(build.players[i]?.ratingAfter).toBe(p.ratingAfter);
    });
    // The K column beside the crosstable is the engine's K and feeds the formula.
    const width = 4 + t.rounds;
    const kCol = String.fromCharCode(65 + width + 1);
    expect(book.valuesOf(sheet, `${kCol}10:${kCol}11`)).toEqual([["K"], [""]]);
    expect(book.valuesOf(sheet, `${kCol}12:${kCol}12`)).toEqual([[engine.players[1]?.k]]);
    expect(book.cell(sheet, build.layout.ratingsAnchor)?.formula).toMatch(
      new RegExp(`^=TOURNAMENT\\.FIDE\\(\\$A\\$11:\\$P\\$23,\\$B\\$5,\\$${kCol}\\$11:\\$${kCol}\\$23\\)$`),
    );
    // The title column is left blank: TOURNAMENT.STANDINGS reads it as a Go rank.
    const standings = spillValues(book, sheet, build.layout.standingsAnchor ?? "", 2, 6);
    expect(standings[0]).toEqual(["Place", "No", "Name", "Rank", "PTS", "BUCH"]);
  });

  test("FIDE2024 with a fixed K: 2158 for the same player (RULES §2.2, the fixture's SOURCES.txt)", async () => {
    const t = fixtureTournament("trf-rules-8-34");
    const { build, book, sheet } = await written({
      tournament: t,
      fileName: "8-34.trf",
      params: { system: "fide", ruleset: "FIDE2024", k: 20 },
      tiebreaks: ["PTS"],
      language: "ru",
    });
    expect(ratingsTable(book, sheet, build)[0]?.["Rating after"]).toBe(2158);
    expect(book.valuesOf(sheet, "A6:B6")).toEqual([["K", 20]]);
  });
});

describe("mahjong", () => {
  const results = readMahjongResults(sheetFixture("mahjong-d19.csv"));
  const levels = readRatingList(sheetFixture("mahjong-d19-levels.csv"));
  const req: TournamentSheetRequest = {
    tournament: {
      format: "mahjong",
      name: results.name,
      rounds: 0,
      parameters: fixtureTournament("egd-veterans").parameters,
      players: [],
    },
    mahjongResults: results,
    fileName: "d19.csv",
    params: { system: "mahjong", release: "2026-12-01", sessions: 8, championship: false },
    ratingList: levels,
    tiebreaks: [],
    language: "ru",
  };

  test("D19 (RULES §3): KT 2.50, the winner's NR × KT 2500 → norm 2 dan; no standings section", async () => {
    const { build, book, sheet } = await written(req);
    const rows = ratingsTable(book, sheet, build);
    expect(rows).toHaveLength(40);
    expect(rows[0]).toMatchObject({
      Place: 1,
      Player: "Player 1",
      Level: "1k",
      NR: 1000,
      KT: 2.5,
      "NR×KT": 2500,
      Norm: "2d",
    });
    expect(rows[39]).toMatchObject({ NR: 0, "NR×KT": 0, Norm: "12k" });
    expect(build.layout.standingsAnchor).toBeUndefined();
    expect(book.valuesOf(sheet, "A10:D11")).toEqual([
      ["Место", "Игрок", "Уровень", "Очки"],
      [1, "Player 1", "1k", 200],
    ]);
    const engine = rateMahjongTournament(
      results.rows.map((r) => ({ place: r.place, player: r.player })),
      { sessions: 8, ratingList: levels.entries },
    );
    engine.players.forEach((p, i) => {
      expect(rows[i]?.["NR×KT"]).toBeCloseTo(p.nrKt, 9);
      expect(build.players[i]).toMatchObject({ rankBefore: p.level, rankAfter: p.levelAfter });
    });
    // D18: the winner 1k with norm 2500 becomes 1 dan with one "+" (test/core/engines/mahjong.test.ts).
    expect(build.players[0]?.rankAfter).toBe("1d+");
    expect(book.valuesOf(sheet, "A5:B7")).toEqual([
      ["Сессии", 8],
      ["Чемпионат", false],
      ["Выпуск рейтинга", "2026-12-01"],
    ]);
  });

  test("without the results table, the tournament's players by place", () => {
    const players = results.rows.map((r) => ({ name: r.player, place: r.place, results: [] }));
    const b = buildTournamentSheet({
      ...req,
      mahjongResults: undefined,
      tournament: { ...req.tournament, players: [...players].reverse() },
    });
    expect(b.players.map((p) => p.name)).toEqual(results.rows.map((r) => r.player));
  });
});

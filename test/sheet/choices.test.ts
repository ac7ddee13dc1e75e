/**
 * The officer's per-player choices (D23, D24) through the pane's step 3, the tournament sheet and
 * Recalculate: the same figures as `rating-officer rate --start NAME=RATING --register NO=yes`.
 */
import { rateMgszTournament } from "../../src/core/engines/mgsz";
import type { Tournament } from "../../src/core/tournament/model";
import { readTournament } from "../../src/formats";
import { recalculateActiveSheet } from "../../src/sheet/actions";
import { writePlan } from "../../src/sheet/adapter";
import { columnLetters } from "../../src/sheet/a1";
import { type TournamentSheetRequest } from "../../src/sheet/request";
import { buildTournamentSheet } from "../../src/sheet/tournament-sheet";
import { choiceRows, choicesOf, emptyChoices } from "../../src/taskpane/choices";
import { run } from "../cli/fake-io";
import {
  EXAMPLE5,
  NEW_PLAYER_EXAMPLE5,
  fixtureTournament,
  functionBook,
  mgszSheetRequest,
  newPlayerExample,
  ratingsTable,
} from "./tournament-helpers";

// RULES §1.3 example 5 with XY unrated: a new player declared 1k (test/cli/rate.test.ts, D24).
const exTournament = newPlayerExample;

const request = (t: Tournament, choices?: TournamentSheetRequest["choices"]): TournamentSheetRequest =>
  mgszSheetRequest(t, choices !== undefined ? { choices } : {});

async function sheetFor(req: TournamentSheetRequest) {
  const book = functionBook();
  const build = buildTournamentSheet(req);
  const { sheetName } = await writePlan(book.context(), build.plan);
  return { book, build, sheet: sheetName };
}

interface RateRow {
  name: string;
  source: string;
  ratingBefore: number;
  rankBefore: string;
  ratingAfter: number;
  rankAfter: string;
}

// Example 5's layout: crosstable header in row 9, XY in row 10, five rounds E..I, the Register
// column after one blank column (K), the ID column after it (L).
const REGISTER = columnLetters(4 + 5 + 1);

describe("D24 on the sheet: the Register column and the start", () => {
  test("the pane's choices give the command line's figures: --start XY=1947 --register 1=yes", async () => {
    const t = exTournament();
    const { book, build, sheet } = await sheetFor(
      request(t, { register: new Map([[0, true]]), start: new Map([[0, 1947]]) }),
    );
    const cli = await run(
      [
        "rate",
        "ex.csv",
        "--system",
        "mgsz",
        "--multiplier",
        "30",
        "--start",
        "XY=1947",
        "--register",
        "1=yes",
        "--file-ratings",
        "--json",
      ],
      { "ex.csv": NEW_PLAYER_EXAMPLE5 },
    );
    expect(cli.code).toBe(0);
    const expected = JSON.parse(cli.stdout) as RateRow[];
    const rows = ratingsTable(book, sheet, build);
    expect(rows).toHaveLength(expected.length);
    expected.forEach((e, i) => {
      expect(rows[i]).toMatchObject({
        Name: e.name,
        "Rating before": e.ratingBefore,
        "Rank before": e.rankBefore,
        "Rating after": e.ratingAfter,
        "Rank after": e.rankAfter,
      });
    });
    // 1947: example 5 itself, +16 → 1963 (RULES §1.3); entering the register, declared 1k is
    // above 5k: starting rank 5k (5.§ (5), D24)
    expect(rows[0]).toMatchObject({ "Rating before": 1947, "Rating after": 1963, "Rank before": "5k" });
    // The crosstable keeps the declared rank and the officer's start; the Register cell TRUE,
    // written as ✓ where the host has no checkboxes (D286)
    expect(book.valuesOf(sheet, "C10:D10")).toEqual([["1k", 1947]]);
    expect(book.valuesOf(sheet, `${REGISTER}9:${REGISTER}11`)).toEqual([["Register"], ["✓"], [""]]);
    expect(book.cell(sheet, build.layout.ratingsAnchor)?.formula).toBe(
      `=TOURNAMENT.MGSZ(Crosstable[[No]:[R5]],$B$5,"",Crosstable[Register])`, // D324
    );
  });

  test("Recalculate honours a switched Register cell and a cleared or typed start", async () => {
    const t = exTournament();
    const { book, build, sheet } = await sheetFor(request(t));
    // No choice: XY is no HU player, so he does not enter the register; he starts at 1920, 1k's
    // threshold (RULES §1.1; test/cli/rate.test.ts), rank 1k.
    expect(book.valuesOf(sheet, `${REGISTER}10:${REGISTER}10`)).toEqual([["✗"]]); // FALSE (D286)
    expect(ratingsTable(book, sheet, build)[0]).toMatchObject({ "Rating before": 1920, "Rank before": "1k" });
    // Switched on: the starting rank is 5k (D24), the rating stays 1920.
    book.typeInto(sheet, `${REGISTER}10`, true);
    const on = await recalculateActiveSheet(book.context());
    expect(on.ok).toBe(true);
    const engineOn = rateMgszTournament(t, {
      multiplier: 30,
      entersRegister: new Map([[0, true]]),
      fileRatings: true,
    });
    expect(engineOn.players[0]).toMatchObject({ ratingBefore: 1920, rankBefore: "5k" });
    expect(ratingsTable(book, sheet, build)[0]).toMatchObject({
      "Rating before": 1920,
      "Rank before": "5k",
      "Rating after": engineOn.players[0]?.ratingAfter,
    });
    if (on.ok) expect(on.players[0]).toMatchObject({ ratingBefore: 1920, rankBefore: "5k" });
    // The officer's start typed over the proposal: example 5's 1947 → 1963 (RULES §1.3).
    book.typeInto(sheet, "D10", 1947);
    const typed = await recalculateActiveSheet(book.context());
    expect(typed.ok && typed.players[0]).toMatchObject({
      ratingBefore: 1947,
      ratingAfter: 1963,
      rankBefore: "5k",
    });
    // Cleared: the threshold of the declared rank again.
    book.typeInto(sheet, "D10", "");
    const cleared = await recalculateActiveSheet(book.context());
    expect(cleared.ok && cleared.players[0]).toMatchObject({ ratingBefore: 1920, rankBefore: "5k" });
    // A Register cell that is no TRUE/FALSE is a problem at that cell, nothing rated.
    book.typeInto(sheet, `${REGISTER}10`, "maybe");
    const bad = await recalculateActiveSheet(book.context());
    expect(bad).toMatchObject({
      ok: false,
      problems: [
        {
          address: `'${sheet}'!${REGISTER}10`,
          message: 'Register: "maybe" is not TRUE (✓), FALSE (✗) or blank',
        },
      ],
    });
    // D321: a typed 0 neither: the function reads 0 as the blank older Excel builds hand as 0
    book.typeInto(sheet, `${REGISTER}10`, 0);
    const zero = await recalculateActiveSheet(book.context());
    expect(zero).toMatchObject({
      ok: false,
      problems: [
        {
          address: `'${sheet}'!${REGISTER}10`,
          message: expect.stringContaining("Register: 0 is no FALSE here"),
        },
      ],
    });
    // and FALSE typed as Excel's boolean is FALSE, as the build's ✗ is
    book.typeInto(sheet, `${REGISTER}10`, false);
    expect(await recalculateActiveSheet(book.context())).toMatchObject({ ok: true });
  });

  test("a sheet without new players has no Register column", async () => {
    const { book, sheet } = await sheetFor(request(readTournament(EXAMPLE5, "ex5.csv").tournament));
    expect(book.valuesOf(sheet, `${REGISTER}9:${REGISTER}9`)).toEqual([["ID"]]);
  });
});

describe("the pane's choices (step 3)", () => {
  test("MGSZ: one row per new player, the register switch's default and the proposal from the engine", () => {
    const t = exTournament();
    // example 5's ratings are MGSZ ratings (RULES §1.3): the officer says so (D64)
    const rows = choiceRows({ tournament: t, fileRatings: true }, "mgsz");
    // 1920: 1k's threshold (RULES §1.1); no country HU → not in the register by default (D24)
    expect(rows).toEqual([
      { index: 0, no: 1, name: "XY", kind: "register", register: false, proposal: 1920 },
    ]);
    const form = emptyChoices();
    expect(choicesOf(form, rows)).toEqual({ ok: true, choices: {} });
    form.register.set(0, true);
    form.start.set(0, " 1947 ");
    expect(choicesOf(form, rows)).toEqual({
      ok: true,
      choices: { register: new Map([[0, true]]), start: new Map([[0, 1947]]) },
    });
    form.start.set(0, "19x7");
    expect(choicesOf(form, rows)).toEqual({ ok: false, no: 1, field: "start", value: "19x7" });
    const hu = { ...t, players: t.players.map((p, i) => (i === 0 ? { ...p, federation: "HU" } : p)) };
    expect(choiceRows({ tournament: hu, fileRatings: true }, "mgsz")[0]?.register).toBe(true);
  });

  test("FIDE: the highest published rating decides K (D9, D23), as the K column then holds", async () => {
    // RULES §2.1 example 8.34's event (October 2026): Opponent A1, 2220, made a junior born 2010
    const base = fixtureTournament("trf-rules-8-34");
    const junior = {
      ...base,
      players: base.players.map((p, i) =>
        i === 1 ? { ...p, born: { date: { year: 2010, month: 5, day: 1 }, yearOnly: false } } : p,
      ),
    };
    const rows = choiceRows({ tournament: junior }, "fide");
    // every rated player (the unrated newcomer has no K)
    expect(rows.map((r) => r.no)).toEqual(junior.players.slice(1).map((_, i) => i + 2));
    const form = emptyChoices();
    form.highest.set(1, "2310");
    form.highest.set(2, "2405");
    const c = choicesOf(form, rows);
    expect(c.ok).toBe(true);
    if (!c.ok) return;
    const fideRequest = (choices: TournamentSheetRequest["choices"]): TournamentSheetRequest => ({
      tournament: junior,
      fileName: "8-34.trf",
      params: { system: "fide", ruleset: "FIDE2024" },
      tiebreaks: ["PTS"],
      language: "en",
      ...(choices !== undefined ? { choices } : {}),
    });
    const k = columnLetters(4 + junior.rounds + 1);
    const plain = await sheetFor(fideRequest(undefined));
    const chosen = await sheetFor(fideRequest(c.choices));
    // players 2 and 3: the crosstable's second and third data rows
    const first = Number(/^A(\d+):/.exec(plain.build.layout.crosstable)?.[1]) + 2;
    const cells = `${k}${first}:${k}${first + 1}`;
    // RULES §2: a junior under 2300 has K 40; D23: once 2300 was reached, 20; D9: 2400 reached, 10
    expect(plain.book.valuesOf(plain.sheet, cells)).toEqual([[40], [20]]);
    expect(chosen.book.valuesOf(chosen.sheet, cells)).toEqual([[20], [10]]);
    form.highest.set(2, "high");
    expect(choicesOf(form, rows)).toEqual({ ok: false, no: 3, field: "highest", value: "high" });
  });
});

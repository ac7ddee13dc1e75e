import fc from "fast-check";
import { type Tournament, fullName } from "../../src/core/tournament/model";
import { formatCell } from "../../src/formats/cell";
import { readSheetCrosstable, sheetRank } from "../../src/formats/sheet-crosstable";
import type { SheetValue } from "../../src/formats/sheet-crosstable";
import { tournamentArb } from "../core/tournament/arbitrary";

const messages = (range: SheetValue[][]) => readSheetCrosstable(range).diagnostics.map((d) => d.message);

describe("readSheetCrosstable", () => {
  // docs/pairing.md, "A late entry": a name without a number takes his row's number in the
  // table (the data rows counted from 1, after the header when the range has one).
  it("a late entry (a name, no number) takes his row's number: a player without games", () => {
    const rows: SheetValue[][] = [
      [1, "Ann", "3d", null, "2+"],
      [2, "Bob", "2d", null, "1-"],
      [null, "Late", "1k", null, ""],
    ];
    for (const range of [[["No", "Name", "Rank", "Rating", "R1"], ...rows], rows]) {
      const r = readSheetCrosstable(range);
      expect(r.diagnostics).toEqual([]);
      expect(r.tournament.players[2]).toEqual({
        name: "Late",
        rank: "1k",
        startNumber: 3,
        results: [{ kind: "absent", score: null }],
      });
    }
    // his row's number typed by another: refused at his No cell, naming him
    const taken = readSheetCrosstable([
      ...rows.slice(0, 2),
      [null, "Late", "1k", null, ""],
      [3, "C", "1k", null, ""],
    ]);
    expect(taken.diagnostics.map((d) => [d.code, d.line, d.column, d.text])).toEqual([
      ["missing-number", 3, 1, { code: "lateNumberTaken", params: { name: "Late", number: 3 } }],
    ]);
  });

  it("number, name, rank, rating, then the rounds; header, empty rows and trailing empty columns skipped", () => {
    const r = readSheetCrosstable([
      ["No", "Name", "Rank", "Rating", "R1", "R2", ""],
      [null, null, null, null, null, null, null],
      [7, "Ann", "3 dan", "2130", "9+/w2", "0+", null],
      ["9", "Bob", "15 kyu", null, "7-/b2", "0-", ""],
    ]);
    expect(r.diagnostics).toEqual([]);
    expect(r.rows).toEqual([3, 4]);
    expect(r.tournament.rounds).toBe(2);
    expect(r.tournament.players).toEqual([
      {
        name: "Ann",
        rank: "3d",
        rating: 2130,
        startNumber: 7,
        results: [
          { kind: "game", opponent: 1, score: 2, colour: "white", handicap: 2, forfeit: false },
          { kind: "bye", score: 2 },
        ],
      },
      {
        name: "Bob",
        rank: "15k",
        startNumber: 9,
        results: [
          { kind: "game", opponent: 0, score: 0, colour: "black", handicap: 2, forfeit: false },
          { kind: "absent", score: 0 },
        ],
      },
    ]);
  });

  it.each([
    ["3d", "3d"],
    ["3 Dan", "3d"],
    ["15 kyu", "15k"],
    ["15 kyū", "15k"],
    ["15 кю", "15k"],
    ["3 дан", "3d"],
    ["1p", "1p"],
    ["12", "12k"],
  ])("rank %s → %s (D2 spellings)", (raw, rank) => expect(sheetRank(raw)).toBe(rank));

  it("a rating below 0 within the Go-rating range is kept (OpenGotha's -557, Toulouse 2024, H1)", () => {
    // test/fixtures/pairing/og352-weights-toulouse2024/input.xml: ALBERT_LEDUN Soline, 27K, rating="-557"
    const r = readSheetCrosstable([
      [1, "ALBERT_LEDUN Soline", "27k", -557],
      [2, "B", "27k", "-1000"],
    ]);
    expect(r.diagnostics).toEqual([]);
    expect(r.tournament.players.map((p) => p.rating)).toEqual([-557, -1000]);
    expect(messages([[1, "A", "27k", -1000.5]])).toEqual([
      'Crosstable row 1, column 4: rating "-1000.5" is not a number -1000..4000: write one in that range',
    ]);
  });

  it("rounds 1..999 as every file reader has them (H1): a filled cell beyond is one error at the first", () => {
    // 999 round columns of blanks, then a game in round 1000 in row 2 and round 1001 in row 1
    const blanks = new Array<SheetValue>(999).fill(null);
    const r = readSheetCrosstable([
      [1, "A", "1d", 2100, ...blanks, null, "2+/w"],
      [2, "B", "1k", 2000, ...blanks, "1-/b"],
    ]);
    expect(r.tournament.rounds).toBe(999);
    expect(r.tournament.players.every((p) => p.results.length === 999)).toBe(true);
    expect(r.diagnostics.map((d) => [d.code, d.message])).toEqual([
      [
        "too-many-rounds",
        "Crosstable row 2, column 1004: round 1000: a crosstable has rounds 1..999; the columns from here on are not read: delete the columns after round 999",
      ],
    ]);
  });

  it("every problem names the range's row and column", () => {
    expect(
      messages([
        [1, "Ann", "3x", -5000, "2+/w0", "3+"],
        [1, "", "1d", "abc", "1-/b0", true],
        ["x", "Cid", "", null, "", "1-"],
      ]),
    ).toEqual([
      "Crosstable row 2, column 1: number 1 appears twice: give each player a number of his own",
      `Crosstable row 3, column 1: number "x" is not a whole number 1 or more: write the player's start number`,
      'Crosstable row 1, column 3: rank "3x" is not a Go rank: write one of 30k … 1k, 1d … 9d, 1p … 9p',
      'Crosstable row 1, column 4: rating "-5000" is not a number -1000..4000: write one in that range',
      "Crosstable row 1, column 5: round 1: opponent 2 is not in the table: write the number of one of its players",
      "Crosstable row 1, column 6: round 2: opponent 3 is not in the table: write the number of one of its players",
      "Crosstable row 2, column 2: the player's name is missing",
      'Crosstable row 2, column 4: rating "abc" is not a number -1000..4000: write one in that range',
      "Crosstable row 2, column 6: round 2: TRUE is not a result; write the opponent's number and the result, as 12+/w2 (Go: opponent, + - or =, /colour, handicap) or 5w1 (chess: opponent, colour, 1 ½ or 0), or leave the cell empty",
      // players without a valid number are named by their position
      "Crosstable row 2, column 5: round 1: player 2 lists a game against 1, whose row does not list it: add the game to 1's row, or delete it from 2's",
      "Crosstable row 3, column 6: round 2: player 3 lists a game against 1, whose row does not list it: add the game to 1's row, or delete it from 3's",
    ]);
  });

  it("a player meeting himself, both players winning: reported, not repaired", () => {
    const r = readSheetCrosstable([
      [1, "A", "1d", null, "1+/w0", "2+/w0"],
      [2, "B", "1d", null, "", "1+/b0"],
    ]);
    expect(r.diagnostics.map((d) => [d.severity, d.message])).toEqual([
      ["error", "Crosstable row 1, column 5: round 1: player 1 meets himself: write his opponent's number"],
      [
        "warning",
        "Crosstable row 1, column 6: round 2: the results of players 1 and 2 do not add up to one game: correct the one that is wrong",
      ],
    ]);
  });

  it("any tournament written as a range reads back to the same model (property)", () => {
    // each player's whole name, as the sheet writes it: the arbitrary makes name and first name
    // unique together (a name alone twice would be D74's warning, rightly)
    const toRange = (t: Tournament): SheetValue[][] =>
      t.players.map((p, i) => [
        i + 1,
        fullName(p),
        p.rank ?? "",
        null,
        ...p.results.map((e) => formatCell(e.kind === "game" ? { ...e, opponent: e.opponent + 1 } : e)),
      ]);
    fc.assert(
      fc.property(tournamentArb({ loose: true }), (t) => {
        const back = readSheetCrosstable(toRange(t));
        expect(back.diagnostics).toEqual([]);
        expect(back.tournament.players.map((p) => p.results)).toEqual(t.players.map((p) => p.results));
      }),
      { numRuns: 200 },
    );
  });
});

describe("text: the message of each problem, for the sheet's Recalculate to translate", () => {
  it("every problem carries its message with the values it names", () => {
    const r = readSheetCrosstable([
      [1, "Ann", "3x", "abc", "4+/w0", "1+/w0", "3x"],
      [1, "", null, null, "", "", "99+!"],
      ["x", "Cid", null, null, "", "", true],
    ]);
    expect(r.diagnostics.map((d) => [d.code, d.text?.params])).toEqual([
      ["duplicate-number", { number: 1 }],
      ["bad-number", { value: "x" }],
      ["bad-rank", { value: "3x" }],
      ["bad-rating", { value: "abc", min: -1000, max: 4000 }],
      ["unknown-opponent", { round: 1, opponent: 4 }],
      ["unknown-result", { round: 3, reason: "unknown-result", cell: "3x" }],
      ["missing-name", {}],
      ["unknown-opponent", { round: 3, opponent: 99 }],
      ["unknown-result", { round: 3, reason: "not-a-result", cell: "TRUE" }],
      ["asymmetric-self-game", { round: 2, player: 1 }],
    ]);
  });
});

import { accelerationPoints2 } from "../../src/core/tournament/pairing-records";
import { readTrf } from "../../src/formats/trf";
import { writeTrf } from "../../src/formats/trf-writer";
import { render } from "../../src/i18n/table";

/**
 * The records pairing engines exchange (issue 28; TRF-2026's tournament section and its `240`
 * and `250` records, FORMATS.md §1.3, §1.5; JaVaFo's XXR / XXC / XXA, §1.6), read into the model
 * and written back. Columns as TRF-2026 gives them: 240 type 5, round 7–9, ids 11–14, 16–19;
 * 250 fictitious points 10–13, rounds 15–17 and 19–21, ids 23–26 and 28–31; XXA id 5–8, values
 * 10–13, 15–18, … (bbpPairings reads the same columns).
 */
const player = (n: number, name: string, rating: number, rest = ""): string =>
  `001 ${String(n).padStart(4)}      ${name.padEnd(33)} ${rating}                             0.0 ${String(n).padStart(4)}${rest}`;

const PLAYERS = [
  player(1, "Alpha, Anna", 2400, "     2 w 1"),
  player(2, "Beta, Bela", 2300, "     1 b 0"),
  player(3, "Gamma, Gizi", 2200),
  player(4, "Delta, Denes", 2100),
  player(5, "Epsilon, Eva", 2000),
  player(6, "Zeta, Zoltan", 1900),
];

const file = (...lines: string[]): string => `${["012 Pairing records", ...lines].join("\r\n")}\r\n`;
const lines = (text: string): string[] => text.split("\r\n").filter((l) => l !== "");

describe("TRF-2026: the number of rounds, the initial colour, absences and accelerations", () => {
  // the 250 lines of TRF-2026's own example (Baku acceleration, D200), ranges 1–3 of 6 players
  const source = file(
    "142 9",
    "152 B",
    "### MMMM GGGG RRF RRL PPPF PPPL",
    "250 00.0 02.0 001 003 0001 0003",
    "250      01.0   4   6    1    3",
    ...PLAYERS,
    "240 H   1    4",
    "240 F 001 0005 0006",
    "240 Z   2    2",
  );
  const read = readTrf(source);
  const t = read.tournament;

  it("reads them as typed fields", () => {
    expect(read.diagnostics.filter((d) => d.severity === "error")).toEqual([]);
    expect(t.plannedRounds).toBe(9);
    expect(t.initialColour).toBe("black");
    expect(t.absences).toEqual([
      { kind: "H", round: 1, players: [3] },
      { kind: "F", round: 1, players: [4, 5] },
      { kind: "Z", round: 2, players: [1] },
    ]);
    expect(t.accelerations).toEqual([
      { form: "range", points2: 4, firstRound: 1, lastRound: 3, first: 0, last: 2 },
      { form: "range", points2: 2, firstRound: 4, lastRound: 6, first: 0, last: 2 },
    ]);
    // round 1 is in the grid (1–2 played): player 4's H and players 5 and 6's F fill it; round 2
    // is the round to pair, its 240 only in the model
    expect(t.players.map((p) => p.results)).toEqual([
      [{ kind: "game", opponent: 1, score: 2, colour: "white", handicap: null, forfeit: false }],
      [{ kind: "game", opponent: 0, score: 0, colour: "black", handicap: null, forfeit: false }],
      [{ kind: "absent", score: 0 }],
      [{ kind: "absent", score: 1 }],
      [{ kind: "bye", score: 2 }],
      [{ kind: "bye", score: 2 }],
    ]);
  });

  it("gives each player the fictitious points of his rounds (D200)", () => {
    const start = t.players.map((p) => p.startNumber ?? 0);
    const of = (p: number, r: number): number => accelerationPoints2(t.accelerations ?? [], start, p, r);
    // 2.0 in rounds 1–3 and 1.0 in rounds 4–6 to players 1–3 (the file's 250 lines), nothing else
    expect([of(0, 1), of(2, 3), of(1, 4), of(2, 6), of(0, 7), of(3, 1)]).toEqual([4, 4, 2, 2, 0, 0]);
  });

  it("writes every record back as it was, line for line (TRF-2026)", () => {
    expect(lines(writeTrf(t).text).filter((l) => !/^(001|062|072)/.test(l))).toEqual(
      lines(source).filter((l) => !l.startsWith("001")),
    );
  });

  it("writes the model's records in TRF-2026's columns when the file did not have them (D201)", () => {
    const written = lines(writeTrf({ ...t, sourceLines: undefined }).text);
    expect(written.filter((l) => /^(240|250)/.test(l))).toEqual([
      "250       2.0   1   3    1    3",
      "250       1.0   4   6    1    3",
      "240 H   1    4",
      "240 F   1    5    6",
      "240 Z   2    2",
    ]);
    expect(readTrf(written.join("\r\n")).tournament.accelerations).toEqual(t.accelerations);
  });

  it("TRF16 has no 240 and no 250: the accelerations become XXA rows (D201)", () => {
    const written = lines(writeTrf(t, "16").text);
    expect(written.filter((l) => /^(240|250|142|152|XXA)/.test(l))).toEqual([
      "XXA    1  2.0  2.0  2.0  1.0  1.0  1.0",
      "XXA    2  2.0  2.0  2.0  1.0  1.0  1.0",
      "XXA    3  2.0  2.0  2.0  1.0  1.0  1.0",
    ]);
  });
});

describe("TRF16 with JaVaFo's records: XXR, XXC, XXA", () => {
  const source = file("XXR 7", "XXC white1", ...PLAYERS, "XXA    2  1.0  1.0  0.0", "XXA    5  0.5");
  const t = readTrf(source).tournament;

  it("reads them as the TRF-2026 records say the same", () => {
    expect(t.plannedRounds).toBe(7);
    expect(t.initialColour).toBe("white");
    expect(t.accelerations).toEqual([
      { form: "rounds", player: 1, points2: [2, 2, 0] },
      { form: "rounds", player: 4, points2: [1] },
    ]);
  });

  it.each(["16", "2026"] as const)("writes them back line for line (TRF%s)", (version) => {
    const written = lines(writeTrf(t, version).text);
    expect(written.filter((l) => /^XX/.test(l))).toEqual([
      "XXR 7",
      "XXC white1",
      "XXA    2  1.0  1.0  0.0",
      "XXA    5  0.5",
    ]);
  });
});

describe("a bad value is said at its line and column, and its record is not read", () => {
  const said = (...extra: string[]) => {
    const r = readTrf(file("142 5", ...PLAYERS, ...extra));
    return r.diagnostics
      .filter((d) => d.severity === "error")
      .map((d) => `${d.line}:${d.column} ${render(d.text, "en")}`);
  };

  it.each([
    // line 9 is the first extra line: 012, 142, six players
    ["240 H   6    4", "9:7 240 record: round 6 is beyond the tournament's 5 rounds (142)"],
    ["240 H   2    4    7", '9:19 240 record: starting rank "7" is not a player of the file'],
    ["240 Q   2    4", '9:5 240: bye type "Q" is not F, H or Z'],
    ["240 H   x    4", '9:7 240 record: round "x" is not a round number'],
    ["250       1.0   1   3    1   17", '9:30 250 record: starting rank "17" is not a player of the file'],
    ["250       1.0   1   7    1    3", "9:19 250 record: round 7 is beyond the tournament's 5 rounds (142)"],
    ["250       1.0   3   1    1    3", "9:19 250 record: the first round (3) is after the last (1)"],
    ["250       0.0   1   3    1    3", '9:10 250 record: fictitious points "0.0" are not points'],
    ["250  2.0  1.0   1   3    1    3", '9:5 250 record: match points "2.0" in an individual event'],
    ["XXA    9  1.0", '9:8 XXA record: starting rank "9" is not a player of the file'],
    ["XXA    1  1.0  abc", '9:15 XXA record: fictitious points "abc" are not points'],
    [
      "XXA    1  1.0  1.0  1.0  1.0  1.0  1.0",
      "9:35 XXA record: round 6 is beyond the tournament's 5 rounds (142)",
    ],
  ])("%s", (line, expected) => {
    const out = said(line);
    expect(out).toHaveLength(1);
    expect(out[0]).toContain(expected);
  });

  it("a player declared absent twice from one round", () => {
    expect(said("240 H   2    4", "240 Z   2    3    4")).toEqual([
      expect.stringContaining("10:16 240 record: player 4 is already declared absent from round 2"),
    ]);
  });

  it("the number of rounds and the initial colour", () => {
    const r = readTrf(file("142 nine", "152 R", ...PLAYERS));
    expect(
      r.diagnostics.filter((d) => d.severity === "error").map((d) => `${d.line}:${d.column} ${d.text.code}`),
    ).toEqual(["2:5 rdRoundsValue", "3:5 rdColourValue"]);
  });
});

import { english } from "../../../src/i18n/table";
import { type CalendarDate, parseDate } from "../../../src/core/common/date";
import { type RatingList, displayRows, playerKey, ratingList } from "../../../src/core/mahjong/ratinglist";
import { ResultRowError, readResultRow } from "../../../src/core/mahjong/result-row";
import { event, federationProperties } from "./federation-properties";

const d = (t: string): CalendarDate => parseDate(t);

const twelve = Array.from({ length: 12 }, (_, i) => `P${String(i + 1).padStart(2, "0")}`);
const row = (list: RatingList, player: string) => {
  const r = displayRows(list).find((x) => x[1] === player);
  if (r === undefined) throw new Error(player);
  return r;
};

describe("hand-checked histories", () => {
  const first = event("Open", "2026-11-10", twelve);
  test("one tournament of 12 new players (12 kyu): KT = 0.8 − 0.20 (D13) + 0 (D14) = 0.60", () => {
    const list = ratingList(first, d("2026-12-01"));
    expect(list.tournaments[0]).toMatchObject({ kt: 60, weight: 100 }); // W: 0 whole months → 1.00 (D16)
    // winner: NR 1000 × 0.6 = 600 → norm 6 kyu (500); T5 = 600 / 5 = 120 (D15);
    // rating = 0.25 × 500 + 0.75 × 120 = 215
    expect(row(list, "P01")).toEqual([1, "P01", "6k", 120, 215, 1]);
    // 2nd: NR 1000 × 10/11 = 909.09 × 0.6 = 545.45 → 6 kyu; T5 109.09; 125 + 81.818 = 206.82 (R7)
    expect(row(list, "P02")).toEqual([2, "P02", "6k", 109.09, 206.82, 1]);
    // 11th: NR 1000/11 × 0.6 = 54.55 → 11 kyu (50); T5 10.91; 12.5 + 8.18 = 20.68
    expect(row(list, "P11")).toEqual([11, "P11", "11k", 10.91, 20.68, 1]);
    // last: NR 0 → 12 kyu, nothing above 0 counts (R3)
    expect(row(list, "P12")).toEqual([12, "P12", "12k", 0, 0, 1]);
  });

  test("D14: the next tournament's KT_EU is the mean of the levels its players reached", () => {
    // levels after "Open": 6k 6k 7k 7k 7k 7k 7k 8k 9k 10k 11k 12k = 2750; mean 229.17 → 0.20
    const list = ratingList([...first, ...event("Cup", "2026-11-20", twelve)], d("2026-12-01"));
    expect(list.tournaments.map((t) => [t.name, t.kt])).toEqual([
      ["Open", 60],
      ["Cup", 80],
    ]);
    // P01 won both: 600 and 1000 × 0.80 = 800 → 5 kyu; T5 = 1400 / 5 = 280; 187.5 + 210 = 397.5
    expect(row(list, "P01")).toEqual([1, "P01", "5k", 280, 397.5, 2]);
  });

  test("D16 weights by the release; R5 later tournaments left out; D13 fewer than 12 not rated", () => {
    const rows = [
      ...first,
      ...event("Later", "2026-12-02", twelve),
      ...event("Small", "2026-11-15", ["P01", "Newcomer", ...twelve.slice(2, 11)]),
    ];
    const list = ratingList(rows, d("2027-02-10"));
    // 2026-11-10 → 2027-02-10: 3 whole months → 0.92; "Later" counts here (2 months → 1.00)
    expect(list.tournaments.map((t) => [t.name, t.weight])).toEqual([
      ["Open", 92],
      ["Later", 100],
    ]);
    const early = ratingList(rows, d("2026-12-01"));
    expect(early.tournaments.map((t) => t.name)).toEqual(["Open"]);
    // rating 0 like P12: the place is shared
    expect(row(early, "Newcomer")).toEqual([12, "Newcomer", "12k", 0, 0, 0]);
  });

  test("D18 through the list: a championship (+1.00) win of 40 gives 1 dan; the level holds for a year", () => {
    const forty = Array.from({ length: 40 }, (_, i) => `Q${i + 1}`);
    // KT = 0.8 + 0.5 + 0 + 1.0 = 2.30; winner 2300 → 1 dan (excess 300 < 500: no "+")
    const rows = event("Europe", "2025-06-01", forty, 8, 40, true);
    expect(ratingList(rows, d("2025-07-01")).tournaments[0]?.kt).toBe(230);
    expect(row(ratingList(rows, d("2025-07-01")), "Q1")[2]).toBe("1d");
    // a year without confirming: "−" (D18), still 1 dan and EU 2000
    expect(row(ratingList(rows, d("2026-06-01")), "Q1")[2]).toBe("1d−");
  });

  test("exactly equal ratings share a place and are ordered by name", () => {
    const other = twelve.map((p) => p.replace("P", "R"));
    const list = ratingList([...first, ...event("Twin", "2026-11-10", other)], d("2026-12-01"));
    expect(displayRows(list).slice(0, 4)).toEqual([
      [1, "P01", "6k", 120, 215, 1],
      [1, "R01", "6k", 120, 215, 1],
      [3, "P02", "6k", 109.09, 206.82, 1],
      [3, "R02", "6k", 109.09, 206.82, 1],
    ]);
  });

  test("a player is a name by the identity rule (D60), shown as last spelled; each merge said", () => {
    const rows = [
      ...event("A", "2026-10-01", ["Ivanov  Ivan", ...twelve.slice(1)]),
      ...event("B", "2026-11-01", ["IVANOV IVAN", ...twelve.slice(1)]),
    ];
    const list = ratingList(rows, d("2026-12-01"));
    expect(list.entries).toHaveLength(12);
    expect(list.entries[0]?.player).toBe("IVANOV IVAN");
    expect(list.merged.map(english)).toEqual([
      `'IVANOV IVAN' (row 2) counted as the player 'Ivanov Ivan': the same name when letter case, accents, ё/е, the alphabet and the order of the words are ignored`,
    ]);
    expect(playerKey(" Ivanov\tIvan ")).toBe("ivan ivanov");
  });

  test("issue 24 §3: 'Федоров Семен' and 'Фёдоров Семён' are one player, as for rate", () => {
    const rows = [
      ...event("A", "2026-10-01", ["Фёдоров Семён", ...twelve.slice(1)]),
      ...event("B", "2026-11-01", ["Федоров Семен", ...twelve.slice(1)]),
      ...event("C", "2026-11-08", ["Fedorov Semen", ...twelve.slice(1)]),
    ];
    const list = ratingList(rows, d("2026-12-01"));
    expect(list.entries).toHaveLength(12);
    expect(list.entries[0]).toMatchObject({ player: "Fedorov Semen", tournaments: 3 });
    expect(list.merged).toHaveLength(2);
  });
});

describe("bad rows name the row and the column", () => {
  const ok = ["Anna", "Open", "2026-11-10", 3, 12, 8, false];
  test.each([
    [[...ok.slice(0, 3), "third", ...ok.slice(4)], 'row 7, column place: expected a number, got "third"'],
    [[...ok.slice(0, 3), 3.3, ...ok.slice(4)], "row 7, column place: 3.3 is not a whole place"],
    [[...ok.slice(0, 3), 13, ...ok.slice(4)], "row 7, column place: 13 is outside 1..12"],
    [
      [...ok.slice(0, 2), "2026-02-30", ...ok.slice(3)],
      'row 7, column last day: "2026-02-30" is not a calendar date',
    ],
    [["", ...ok.slice(1)], "row 7, column player: is blank"],
    [[...ok.slice(0, 5), 0, false], "row 7, column sessions: 0 must be a whole number 1..1000"],
    [[...ok.slice(0, 6), "maybe"], "row 7, column championship: expected TRUE or FALSE"],
  ])("%j", (cells, message) => {
    expect(() => readResultRow(cells, 7)).toThrow(message);
    try {
      readResultRow(cells, 7);
    } catch (e) {
      expect(e).toBeInstanceOf(ResultRowError);
    }
  });

  test("text cells as a CSV gives them: decimal comma, serial dates, yes/да", () => {
    expect(readResultRow(["Anna", "Open", "46336", "3,5", "12", "8", "да"], 2)).toMatchObject({
      lastDay: { year: 2026, month: 11, day: 10 }, // Excel serial 46336
      place: 3.5,
      championship: true,
    });
  });

  test("D439: a number as a program writes it (1e0, 2.9e1, 0x1d) is no place or count, as H1 reads a file's", () => {
    const cells = (place: string, participants: string): string[] => [
      "Anna",
      "Open",
      "46336",
      place,
      participants,
      "8",
      "",
    ];
    expect(() => readResultRow(cells("1e0", "12"), 2)).toThrow('expected a number, got "1e0"');
    expect(() => readResultRow(cells("1", "2.9e1"), 2)).toThrow('expected a number, got "2.9e1"');
    expect(() => readResultRow(cells("1", "0x1d"), 2)).toThrow('expected a number, got "0x1d"');
    expect(readResultRow(cells("1.", "+29"), 2)).toMatchObject({ place: 1, participants: 29 });
  });

  test("D439: TRUE and FALSE as Hungarian and Russian Excel save them, and igen/nem", () => {
    const flag = (c: string): boolean =>
      readResultRow(["Anna", "Open", "46336", "1", "12", "8", c], 2).championship;
    expect(["ИСТИНА", "истина", "IGAZ", "igen", "TRUE", "да"].map(flag)).toEqual([
      true,
      true,
      true,
      true,
      true,
      true,
    ]);
    expect(["ЛОЖЬ", "HAMIS", "nem", "FALSE", "нет", ""].map(flag)).toEqual([
      false,
      false,
      false,
      false,
      false,
      false,
    ]);
    expect(() => flag("talán")).toThrow('got "talán"');
  });

  test("rows of one tournament disagreeing, or a player twice, name the later row", () => {
    const rows = event("Open", "2026-11-10", twelve);
    const bad = rows.map((r, i) => (i === 5 ? { ...r, sessions: 9 } : r));
    expect(() => ratingList(bad, d("2026-12-01"), "line")).toThrow(
      "line 7, column sessions: 9 differs from 8 given for Open in line 2",
    );
    const twice = rows.map((r, i) => (i === 5 ? { ...r, player: "p01" } : r));
    expect(() => ratingList(twice, d("2026-12-01"))).toThrow(
      "row 7, column player: p01 appears twice in Open",
    );
  });
});

// two federations per property (the added result: six); ratinglist.slow.test.ts runs the full
// count with the same body
federationProperties({ perList: 2, perAddedResult: 6 });

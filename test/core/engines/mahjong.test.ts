/**
 * One mahjong tournament's results (RULES §3; D13, D14, D17–D19, R3, R4): KT from sessions,
 * participants, the players' levels and the championship; per player NR, NR × KT, the norm
 * fulfilled and the level after.
 */
import fc from "fast-check";
import {
  type MahjongEntry,
  type MahjongListedLevel,
  levelAfter,
  rateMahjongTournament,
} from "../../../src/core/engines/mahjong";
import { RatingError } from "../../../src/core/common/errors";
import { parseLevel } from "../../../src/core/mahjong/level";
import { readMahjongResults } from "../../../src/formats/mahjong";
import { type Message, english } from "../../../src/i18n/table";

/** A note's English text ("" when there is no note). */
const said = (m?: Message): string => (m === undefined ? "" : english(m));

/** D19's field: 40 players whose levels average 1230 (20 × 1k, 8 × 2k, 2 × 4k, 1 × 8k, 9 × 12k = 49200). */
const LEVELS = [
  ...Array<string>(20).fill("1 кю"),
  ...Array<string>(8).fill("2 kyu"),
  ...Array<string>(2).fill("4k"),
  "К8",
  ...Array<string>(9).fill("12k"),
];
const D19: MahjongEntry[] = LEVELS.map((level, i) => ({ place: i + 1, player: `Player ${i + 1}`, level }));

describe("D19: N = 40, S = 8, mean level 1230, no championship", () => {
  const r = rateMahjongTournament(D19, { sessions: 8 });
  it("KT = 0.8 + 0.5 + 1.20 = 2.50", () => {
    expect(r.coefficient).toEqual({ kt: 250, sessions: 80, size: 50, level: 120, championship: 0 });
    expect(r.participants).toBe(40);
  });
  it("the winner: NR 1000 × 2.50 = 2500 → norm 2 dan", () => {
    expect(r.players[0]).toMatchObject({
      nr: 1000,
      nrKt: 2500,
      norm: "2d",
      level: "1k",
      levelSource: "given",
    });
  });
  it("20th place: NR = 1000 × 20/39 = 512.82 → 1282.05 → norm 3 kyu (1250)", () => {
    const p = r.players[19];
    expect(p?.nrExact).toEqual({ n: 20000, d: 39 });
    expect(p?.nr).toBeCloseTo(512.8205, 4);
    expect(p?.nrKt).toBeCloseTo(1282.0513, 4);
    expect(p?.norm).toBe("3k");
  });
  it("the last place: NR 0 → norm 12 kyu", () => {
    expect(r.players[39]).toMatchObject({ nr: 0, nrKt: 0, norm: "12k" });
  });
  it("levels after (D18): norms up to 2000 raise a kyu level for life, a higher norm gives 1 dan and a + per full 500", () => {
    // winner 1k with norm 2500 → 1 dan, (2500 − 2000) / 500 = 1 "+"
    expect(r.players[0]?.levelAfter).toBe("1d+");
    // 20th: 1k with norm 3k stays 1k (a norm never lowers a level)
    expect(r.players[19]?.levelAfter).toBe("1k");
    // 31st (8 kyu, NR 1000 × 9/39 × 2.5 = 576.92 → 6k, 500): 8k → 6k
    expect(r.players[30]).toMatchObject({ level: "8k", norm: "6k", levelAfter: "6k" });
  });
});

describe("the coefficient's terms", () => {
  const twelve = (level?: string): MahjongEntry[] =>
    Array.from({ length: 12 }, (_, i) => ({ place: i + 1, player: `P${i}`, ...(level ? { level } : {}) }));
  it("championship adds 1.00 (KT_W)", () => {
    const r = rateMahjongTournament(twelve("1d"), { sessions: 4, championship: true });
    // 0.4 − 0.20 (N 12, D13) + 2.00 (mean 2000, D14) + 1.00
    expect(r.coefficient).toEqual({ kt: 320, sessions: 40, size: -20, level: 200, championship: 100 });
  });
  it("R3: KT below 0 (1 session, 12 players at 12 kyu: 0.1 − 0.2 + 0 = −0.10) reaches no norm", () => {
    const r = rateMahjongTournament(twelve(), { sessions: 1 });
    expect(r.coefficient.kt).toBe(-10);
    expect(r.players[0]).toMatchObject({ nrKt: -100, norm: null, normIndex: null, levelAfter: "12k" });
  });
  it("participants may be given (N counts substitutes; D13: 74 → 0.90)", () => {
    expect(rateMahjongTournament(twelve(), { sessions: 1, participants: 74 }).coefficient.size).toBe(90);
  });
  it("fewer than 12 participants: not rated (D13), a RatingError #N/A", () => {
    const eleven = twelve().slice(0, 11);
    expect(() => rateMahjongTournament(eleven, { sessions: 4 })).toThrow(/11 is fewer than 12/);
    try {
      rateMahjongTournament(eleven, { sessions: 4 });
    } catch (e) {
      expect((e as RatingError).kind).toBe("na");
    }
  });
  it("bad sessions, places and levels are errors naming them", () => {
    expect(() => rateMahjongTournament(twelve(), { sessions: 0 })).toThrow(
      /Argument sessions 0 must be a whole number 1..1000/,
    );
    expect(() => rateMahjongTournament(twelve(), { sessions: 2.5 })).toThrow(
      /Argument sessions 2.5 must be a whole number 1..1000/, // H1
    );
    const far = twelve().map((e, i) => (i === 0 ? { ...e, place: 13 } : e));
    expect(() => rateMahjongTournament(far, { sessions: 4 })).toThrow(/place: 13 is outside 1..12/);
    const bad = twelve().map((e, i) => (i === 2 ? { ...e, level: "15 kyu" } : e));
    expect(() => rateMahjongTournament(bad, { sessions: 4 })).toThrow(
      /Row 3 "P2": level: "15 kyu" is not a mahjong level/,
    );
    // the row as data: the third result (index 2)
    expect(() => rateMahjongTournament(bad, { sessions: 4 })).toThrow(expect.objectContaining({ player: 2 }));
    expect(() => rateMahjongTournament([], { sessions: 4 })).toThrow(/no result rows/);
  });
});

describe("levels: the results' own, else the list's by name, else 12 kyu (R4)", () => {
  const entries: MahjongEntry[] = Array.from({ length: 12 }, (_, i) => ({
    place: i + 1,
    player: i === 0 ? "Иванов Пётр" : i === 1 ? "Nagy Ödön" : `P${i}`,
    ...(i === 2 ? { level: "3d" } : {}),
  }));
  const list: MahjongListedLevel[] = [
    { name: "Пётр", firstName: "Иванов", rank: "2 дан+", line: 2 },
    { name: "ODON NAGY", rank: "Д1", line: 3 },
    { name: "P2", rank: "12k", line: 4 },
  ];
  const r = rateMahjongTournament(entries, { sessions: 4, ratingList: list });
  it("sources and levels (marks kept, ignored by KT_EU, D14)", () => {
    expect(r.players.slice(0, 4).map((p) => [p.levelSource, p.level, p.listLine])).toEqual([
      ["list", "2d+", 2],
      ["list", "1d", 3],
      ["given", "3d", undefined],
      ["default", "12k", undefined],
    ]);
    // (2500 + 2000 + 3000) / 12 = 625 → 0.60 (D14)
    expect(r.coefficient.level).toBe(60);
    expect(said(r.notes.find((n) => n.code === "default-level")?.text)).toMatch(/9 players without a level/);
  });
  it("D60: the exact name wins over a folded one; two rows of one name are a conflict (D62)", () => {
    const both = [...list, { name: "Nagy Ödön", rank: "5k", line: 5 }];
    const x = rateMahjongTournament(entries, { sessions: 4, ratingList: both });
    expect(x.players[1]).toMatchObject({ levelSource: "list", level: "5k", listLine: 5 });
    const twice = [...list, { name: "Odon Nagy", rank: "5k", line: 5 }];
    expect(() => rateMahjongTournament(entries, { sessions: 4, ratingList: twice })).toThrow(
      /Row 2 "Nagy Ödön": the rating-list rows at lines 3, 5 could each be this player/,
    );
  });
});

describe("shared places (D17)", () => {
  it("used as given; the average of tied positions (x.5) splits NR", () => {
    const rows: MahjongEntry[] = Array.from({ length: 12 }, (_, i) => ({
      place: i === 2 ? 2 : i + 1,
      player: `P${i}`,
    }));
    const r = rateMahjongTournament(rows, { sessions: 4 });
    expect(r.players[1]?.nr).toBe(r.players[2]?.nr);
    expect(r.notes.map((n) => n.code)).toContain("shared-place");
    const half = rows.map((e, i) => (i === 1 || i === 2 ? { ...e, place: 2.5 } : e));
    // NR = 1000 × (12 − 2.5) / 11 = 863.64
    expect(rateMahjongTournament(half, { sessions: 4 }).players[1]?.nrExact).toEqual({ n: 9500, d: 11 });
  });
});

describe("the results reader's model rates as it is", () => {
  it("place, player, points from a CSV", () => {
    const csv = `place;player;points\n${Array.from({ length: 12 }, (_, i) => `${i + 1};P${i};${50 - i},5`).join("\n")}\n`;
    const read = readMahjongResults(csv);
    const r = rateMahjongTournament(read.rows, { sessions: 6 });
    expect(r.players[0]).toMatchObject({ name: "P0", points: 50.5, nr: 1000 });
    // 0.6 − 0.20 + 0 = 0.40 → the winner 400 → 6k (500 not reached: 250, 7k)
    expect(r.players[0]?.norm).toBe("7k");
  });
});

describe("levelAfter (D18 steps 2–5 for one tournament)", () => {
  it.each([
    ["3k", 3000, "1d++ → 2d", "2d"],
    ["2d", 3000, "one + at 2d", "2d+"],
    ["2d+", 3000, "a second + → 3d", "3d"],
    ["2d", 2000, "below the level: no change", "2d"],
    ["5k", 1250, "3k for life", "3k"],
  ])("%s with norm %d: %s", (from, norm, _why, expected) => {
    const index = [0, 50, 100, 150, 200, 250, 500, 750, 1000, 1250, 1500, 1750, 2000, 2500, 3000].indexOf(
      norm,
    );
    const after = levelAfter(parseLevel(from), index);
    expect(after).toEqual(parseLevel(expected));
  });
});

describe("properties", () => {
  it("reordering the rows changes nobody's figures", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 12, max: 60 }),
        fc.integer({ min: 1, max: 30 }),
        fc.array(fc.integer({ min: 0, max: 23 }), { minLength: 60, maxLength: 60 }),
        fc.array(fc.nat(), { minLength: 60, maxLength: 60 }),
        fc.boolean(),
        (n, sessions, levels, keys, championship) => {
          const names = ["12k", "11k", "10k", "9k", "8k", "7k", "6k", "5k", "4k", "3k", "2k", "1k"];
          const level = (i: number): string => {
            const x = levels[i] ?? 0;
            return x < 12 ? (names[x] ?? "12k") : `${x - 11}d`;
          };
          const rows: MahjongEntry[] = Array.from({ length: n }, (_, i) => ({
            place: i + 1,
            player: `P${i}`,
            level: level(i),
          }));
          const order = rows.map((_, i) => i).sort((a, b) => (keys[a] ?? 0) - (keys[b] ?? 0) || a - b);
          const a = rateMahjongTournament(rows, { sessions, championship });
          const b = rateMahjongTournament(
            order.map((i) => rows[i] as MahjongEntry),
            { sessions, championship },
          );
          expect(b.coefficient).toEqual(a.coefficient);
          // every player at once (one comparison, the diff names the position)
          expect(order.map((_, pos) => ({ ...b.players[pos], row: 0 }))).toEqual(
            order.map((old) => ({ ...a.players[old], row: 0 })),
          );
        },
      ),
      { numRuns: 100 },
    );
  });

  it("NR × KT never decreases with a better place, and the norm is the highest level value reached", () => {
    const r = rateMahjongTournament(D19, { sessions: 8 });
    const values = [0, 50, 100, 150, 200, 250, 500, 750, 1000, 1250, 1500, 1750, 2000, 2500];
    const broken: string[] = [];
    for (let i = 1; i < r.players.length; i++) {
      const p = r.players[i];
      const nrKt = p?.nrKt ?? 0;
      if (nrKt > (r.players[i - 1]?.nrKt ?? Infinity))
        broken.push(`place ${i + 1}: NR × KT above place ${i}'s`);
      const v = values[p?.normIndex ?? 0] ?? 0;
      const next = values[(p?.normIndex ?? 0) + 1] ?? Infinity;
      if (!(nrKt >= v && nrKt < next))
        broken.push(`place ${i + 1}: NR × KT ${nrKt} outside its norm [${v}, ${next})`);
    }
    expect(r.players.length).toBeGreaterThan(1);
    expect(broken).toEqual([]);
  });
});

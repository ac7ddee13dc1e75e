import fc from "fast-check";
import { type Run, run } from "./fake-io";
import { type Ev, type Listed, h9, listCsv } from "./season-files";

const PLAYERS: Listed[] = [
  { pin: "12000001", name: "Kovacs", firstName: "Anna", rating: 2040 },
  { pin: "12000002", name: "Nagy", firstName: "Bela", rating: 1990 },
  { pin: "12000003", name: "Szabo", firstName: "Csaba", rating: 1850 },
  { pin: "12000004", name: "Toth", firstName: "Dora", rating: 1800 },
];
const A: Ev = {
  name: "March Cup",
  date: "2026-03-14",
  rounds: [
    [
      [0, 1, 2],
      [2, 3, 2],
    ],
    [
      [0, 2, 2],
      [1, 3, 0],
    ],
  ],
};
const B: Ev = {
  name: "May Open",
  date: "2026-05-09",
  rounds: [
    [
      [0, 3, 2],
      [1, 2, 2],
    ],
    [
      [0, 1, 0],
      [2, 3, 2],
    ],
  ],
};
const JUNE: Ev = {
  name: "June Cup",
  date: "2026-06-13",
  rounds: [
    [
      [0, 2, 0],
      [1, 3, 2],
    ],
  ],
};
const LATE: Ev = {
  name: "April Cup",
  date: "2026-04-11",
  rounds: [
    [
      [3, 0, 2],
      [2, 1, 2],
    ],
    [
      [3, 1, 2],
      [2, 0, 2],
    ],
  ],
};

function filesOf(evs: readonly Ev[]): Record<string, string> {
  return Object.fromEntries(evs.map((e) => [`${e.name}.h9`, h9(PLAYERS, e)]));
}

interface SeasonJson {
  system: string;
  steps: {
    end: string;
    files: string[];
    changes: {
      name: string;
      id: string | null;
      before: number;
      after: number;
      rankBefore: string;
      rankAfter: string;
    }[];
  }[];
  list: {
    name: string;
    id: string | null;
    rating: number;
    rank: string | null;
    reachedOnce: string[];
    history: { end: string; event: string; rating: number; rank: string | null }[];
  }[];
  diff?: unknown[];
}
const json = (r: Run): SeasonJson => JSON.parse(r.stdout) as SeasonJson;

describe("rating-officer season --system mgsz", () => {
  it("--json gives the issue's shape: steps in date order with each player's change, the list with history", async () => {
    const files = { "list.csv": listCsv(PLAYERS), ...filesOf([B, A]) };
    const r = await run(
      ["season", "--system", "mgsz", "--list", "list.csv", "May Open.h9", "March Cup.h9", "--json"],
      files,
    );
    expect(r.stderr).toBe("");
    expect(r.code).toBe(0);
    const j = json(r);
    expect(Object.keys(j)).toEqual(["system", "steps", "list"]);
    expect(j.system).toBe("mgsz");
    expect(j.steps.map((s) => [s.end, s.files])).toEqual([
      ["2026-03-14", ["March Cup.h9"]],
      ["2026-05-09", ["May Open.h9"]],
    ]);
    expect(Object.keys(j.steps[0]?.changes[0] ?? {})).toEqual([
      "name",
      "id",
      "before",
      "after",
      "rankBefore",
      "rankAfter",
    ]);
    expect(j.steps[0]?.changes[0]).toMatchObject({ name: "Kovacs Anna", id: "12000001", before: 2040 });
    // the second tournament starts from the first one's ratings after
    const after1 = new Map(j.steps[0]?.changes.map((c) => [c.id, c.after]));
    for (const c of j.steps[1]?.changes ?? []) expect(c.before).toBe(after1.get(c.id));
    expect(Object.keys(j.list[0] ?? {})).toEqual(["name", "id", "rating", "rank", "reachedOnce", "history"]);
    expect(j.list[0]?.history.map((h) => [h.end, h.event])).toEqual([
      ["2026-03-14", "March Cup"],
      ["2026-05-09", "May Open"],
    ]);
    expect(j.list[0]?.rating).toBe(j.list[0]?.history[1]?.rating);
  });

  it("a late tournament re-rates the ones after it, and --diff says what changed against the list published before", async () => {
    const files: Record<string, string> = { "list.csv": listCsv(PLAYERS), ...filesOf([A, B, LATE]) };
    const before = await run(
      [
        "season",
        "--system",
        "mgsz",
        "--list",
        "list.csv",
        "March Cup.h9",
        "May Open.h9",
        "--out",
        "old.csv",
        "--json",
      ],
      files,
    );
    const after = await run(
      [
        "season",
        "--system",
        "mgsz",
        "--list",
        "list.csv",
        "March Cup.h9",
        "May Open.h9",
        "April Cup.h9",
        "--json",
        "--diff",
        "old.csv",
      ],
      files,
    );
    expect(after.code).toBe(0);
    const [b, a] = [json(before), json(after)];
    expect(a.steps.map((s) => s.files[0])).toEqual(["March Cup.h9", "April Cup.h9", "May Open.h9"]);
    expect(a.steps[0]).toEqual(b.steps[0]); // before the late one: the same
    expect(a.steps[2]?.changes.map((c) => c.before)).not.toEqual(b.steps[1]?.changes.map((c) => c.before));
    expect(a.diff?.length).toBeGreaterThan(0);
    const text = await run(
      [
        "season",
        "--system",
        "mgsz",
        "--list",
        "list.csv",
        "March Cup.h9",
        "May Open.h9",
        "April Cup.h9",
        "--diff",
        "old.csv",
      ],
      files,
    );
    expect(text.stdout).toMatch(/Kovacs Anna: rating \d+ → \d+/);
    const hu = await run(
      [
        "season",
        "--system",
        "mgsz",
        "--list",
        "list.csv",
        "March Cup.h9",
        "May Open.h9",
        "--diff",
        "old.csv",
        "--lang",
        "hu",
      ],
      files,
    );
    expect(hu.stdout).toContain("Egyetlen játékos értékszáma és fokozata sem változott");
  });

  it("--out reads back as a list with its history and the ranks reached once, in every language", async () => {
    for (const lang of ["en", "hu", "ru"]) {
      const files: Record<string, string> = { "list.csv": listCsv(PLAYERS), ...filesOf([A, B, JUNE, LATE]) };
      const r = await run(
        [
          "season",
          "--system",
          "mgsz",
          "--list",
          "list.csv",
          "March Cup.h9",
          "May Open.h9",
          "--out",
          "new.csv",
          "--json",
          "--lang",
          lang,
        ],
        files,
      );
      expect(r.code).toBe(0);
      // without tournaments there is no season to rate
      const again = await run(["season", "--system", "mgsz", "--list", "new.csv", "--json"], files);
      expect(again.stderr).toMatch(/give the season's tournament files/);
      // next month's run continues the list written: its history kept, June's added
      const next = await run(
        ["season", "--system", "mgsz", "--list", "new.csv", "June Cup.h9", "--json"],
        files,
      );
      expect(next.stderr).toBe("");
      const listed = json(next).list;
      expect(listed.map((p) => p.history.slice(0, 2))).toEqual(json(r).list.map((p) => p.history));
      expect(listed[0]?.history.map((h) => h.event)).toEqual(["March Cup", "May Open", "June Cup"]);
      // D147: a tournament the history holds, or one before its latest day, is refused, naming the file
      const twice = await run(["season", "--system", "mgsz", "--list", "new.csv", "May Open.h9"], files);
      expect(twice.code).toBe(2);
      expect(twice.stderr).toMatch(/May Open\.h9: .*May Open/);
      const late = await run(["season", "--system", "mgsz", "--list", "new.csv", "April Cup.h9"], files);
      expect(late.code).toBe(2);
      expect(late.stderr).toMatch(/April Cup\.h9: .*2026-04-11.*2026-05-09/);
    }
  });

  it("one run equals month by month with --out fed back as --list (generated seasons)", async () => {
    const pair = fc.tuple(fc.integer({ min: 0, max: 3 }), fc.constantFrom<0 | 2>(0, 2));
    const event = fc.record({
      month: fc.integer({ min: 1, max: 4 }),
      day: fc.integer({ min: 1, max: 28 }),
      rounds: fc.array(fc.tuple(pair, fc.boolean()), { minLength: 1, maxLength: 3 }),
    });
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.integer({ min: 1500, max: 2300 }), { minLength: 4, maxLength: 4 }),
        fc.array(event, { minLength: 1, maxLength: 5 }),
        async (ratings, raw) => {
          const ps = PLAYERS.map((p, i) => ({ ...p, rating: ratings[i] ?? p.rating }));
          // each round: player 0 or 1 … meets another; the other two meet each other
          const evs: (Ev & { month: number })[] = raw.map((e, k) => ({
            name: `Event ${k + 1}`,
            month: e.month,
            date: `2026-0${e.month}-${String(e.day).padStart(2, "0")}`,
            rounds: e.rounds.map(([[o, s], swap]) => {
              const other = 1 + (o % 3);
              const rest = [1, 2, 3].filter((x) => x !== other) as [number, number];
              return [
                [0, other, s],
                swap ? [rest[1], rest[0], (2 - s) as 0 | 2] : [rest[0], rest[1], s],
              ] as (readonly [number, number, 0 | 2])[];
            }),
          }));
          const files: Record<string, string> = { "list.csv": listCsv(ps) };
          for (const e of evs) files[`${e.name}.h9`] = h9(ps, e);
          const all = evs.map((e) => `${e.name}.h9`);
          const one = await run(
            ["season", "--system", "mgsz", "--list", "list.csv", ...all, "--out", "one.csv"],
            files,
          );
          expect(one.stderr).toBe("");
          let list = "list.csv";
          for (const m of [...new Set(evs.map((e) => e.month))].sort()) {
            const month = evs.filter((e) => e.month === m).map((e) => `${e.name}.h9`);
            const out = `month-${m}.csv`;
            const r = await run(
              ["season", "--system", "mgsz", "--list", list, ...month, "--out", out],
              files,
            );
            expect(r.stderr).toBe("");
            list = out;
          }
          expect(files[list]).toBe(files["one.csv"]);
        },
      ),
      { numRuns: 25 },
    );
  });

  it("refuses a tournament without dates, naming the file, in the asked language", async () => {
    const undated = h9(PLAYERS, A).replace(/^; DT\[.*\]\n/m, "");
    const files = { "list.csv": listCsv(PLAYERS), "undated.h9": undated };
    const r = await run(["season", "--system", "mgsz", "--list", "list.csv", "undated.h9"], files);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain(
      'undated.h9: the tournament "March Cup" gives neither its first nor its last day',
    );
    const ru = await run(
      ["season", "--system", "mgsz", "--list", "list.csv", "undated.h9", "--lang", "ru"],
      files,
    );
    expect(ru.stderr).toContain("undated.h9: турнир «March Cup» не указывает");
  });
});

describe("rating-officer season --system mahjong", () => {
  const SAMPLE = "samples/mahjong-results.csv";

  it("the list at each release, as mahjong-list gives it, with the change since the previous release", async () => {
    const r = await run([
      "season",
      "--system",
      "mahjong",
      "--list",
      SAMPLE,
      "--release",
      "2026-03-01,2025-12-01",
      "--json",
    ]);
    expect(r.stderr).toBe("");
    const j = json(r);
    expect(j.system).toBe("mahjong");
    expect(j.steps.map((s) => s.end)).toEqual(["2025-12-01", "2026-03-01"]);
    // each release's list is mahjong-list's of that day (one definition of the release)
    for (const s of j.steps) {
      const list = await run(["mahjong-list", SAMPLE, "--release", s.end, "--json"]);
      const ratings = (JSON.parse(list.stdout) as { player: string; rating: number }[]).map((x) => [
        x.player,
        x.rating,
      ]);
      expect(s.changes.map((c) => [c.name, c.after])).toEqual(ratings);
    }
    // the second release's "before" is the first release's rating
    const first = new Map(j.steps[0]?.changes.map((c) => [c.name, c.after]));
    for (const c of j.steps[1]?.changes ?? []) expect(c.before).toBe(first.get(c.name) ?? null);
  });

  it("--out and --diff are refused: a mahjong season's list is its results sheets (D260)", async () => {
    const r = await run([
      "season",
      "--system",
      "mahjong",
      "--list",
      SAMPLE,
      "--release",
      "2026-03-01",
      "--out",
      "x.csv",
    ]);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain("--out applies to --system mgsz or fide, not mahjong"); // D260
  });
});

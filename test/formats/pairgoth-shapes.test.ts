/**
 * H15: a pairgoth file's values of another kind than their place takes (a round given as an
 * object, a game as text, a rank as text, a key given twice) are said where they stand, or read
 * fully; no crosstable cell is lost in silence (issue 24: a round given as an object lost 6 of
 * 18 cells without a word).
 */
import fc from "fast-check";
import { kindOf } from "../../src/formats/json-shape";
import { readPairgoth } from "../../src/formats/pairgoth";
import type { ReadResult } from "../../src/formats/types";
import { FUZZ_RUNS, FUZZ_SEED } from "../fuzz/generators";

const NAMES = ["Kis", "Nagy", "Tóth", "Szabó", "Varga", "Molnár"];

/** Six players, three full rounds of three games (18 cells), as pairgoth writes a `.tour`. */
function tour(): Record<string, unknown> {
  const round = (pairs: [number, number, string][], r: number): Record<string, unknown>[] =>
    pairs.map(([w, b, res], k) => ({ id: r * 10 + k, t: k + 1, w, b, h: 0, r: res }));
  return {
    type: "INDIVIDUAL",
    name: "Shapes",
    komi: 6.5,
    pairing: { type: "MAC_MAHON", mmFloor: -20, mmBar: 0, main: { roundDownScore: true } },
    players: NAMES.map((name, i) => ({ id: i + 1, name, firstname: "A", rank: -i, rating: 2000 - 100 * i })),
    games: [
      round(
        [
          [1, 2, "w"],
          [3, 4, "b"],
          [5, 6, "w"],
        ],
        1,
      ),
      round(
        [
          [1, 3, "w"],
          [2, 5, "b"],
          [4, 6, "="],
        ],
        2,
      ),
      round(
        [
          [1, 4, "b"],
          [2, 6, "w"],
          [3, 5, "w"],
        ],
        3,
      ),
    ],
  };
}

const cells = (r: ReadResult): number =>
  r.tournament.players.reduce((n, p) => n + p.results.filter((e) => e.kind !== "absent").length, 0);
const said = (r: ReadResult): string[] => r.diagnostics.map((d) => d.message);
const pretty = (doc: unknown): string => JSON.stringify(doc, null, 2);

describe("H15: pairgoth values of another kind are said where they stand", () => {
  it("the whole file reads 18 cells and says nothing", () => {
    const r = readPairgoth(pretty(tour()));
    expect([cells(r), said(r)]).toEqual([18, []]);
  });

  it("a round given as an object: an error at the round naming its 3 games not read; the other 12 cells read", () => {
    const doc = tour();
    const games = doc.games as unknown[];
    games[1] = Object.fromEntries(((games[1] ?? []) as unknown[]).map((g, k) => [String(k), g]));
    const text = pretty(doc);
    const r = readPairgoth(text);
    // the round's value starts after `"games": [ [ … ],` — its line is the one holding its `{`
    const line =
      text.split("\n").findIndex((l, i, all) => l.trim() === "{" && all[i + 1]?.includes('"0"')) + 1;
    expect(said(r)).toContainEqual(
      `pairgoth line ${line}, column 5: round 2: "games" is an object { … } where a list [ … ] is due: its 3 entries are not read; write it as a list [ … ]`,
    );
    expect(r.diagnostics.find((d) => d.code === "bad-shape")?.severity).toBe("error");
    expect(cells(r)).toBe(12);
  });

  it("a game given as text, a rank as text, a handicap as text: errors naming round, game, player and value", () => {
    const doc = tour();
    const games = doc.games as unknown[][];
    (games[0] as unknown[])[2] = "5-6 w";
    const players = doc.players as Record<string, unknown>[];
    (players[3] as Record<string, unknown>).rank = "2k";
    ((games[2] as Record<string, unknown>[])[0] as Record<string, unknown>).h = "2";
    const r = readPairgoth(JSON.stringify(doc));
    const texts = said(r).map((m) => m.replace(/^pairgoth line \d+, column \d+: /, ""));
    expect(texts).toEqual(
      expect.arrayContaining([
        'round 1, game 3: "games" is a text "5-6 w" where an object { … } is due: not read; write it as an object { … }',
        'player 4: "rank" is a text "2k" where a number is due: not read; write it as a number',
        'round 3, game 1: "h" is a text "2" where a number is due: not read; write it as a number',
      ]),
    );
    expect(cells(r)).toBe(16);
  });

  it("a key given twice in a game: an error at the second, the last read", () => {
    const text = pretty(tour()).replace('"w": 1,', '"w": 1,\n "w": 3,');
    const r = readPairgoth(text);
    expect(said(r)[0]).toMatch(
      /^pairgoth line \d+, column 2: the key "w" is given twice in one object: the last value is read, the first is not; keep the one that is right$/,
    );
  });

  it("players or games not a list, a document not an object: an error, nothing read in silence", () => {
    const doc = tour();
    const noGames = readPairgoth(JSON.stringify({ ...doc, games: { 1: doc.games } }));
    expect(said(noGames)).toContainEqual(
      'pairgoth line 1, column 404: "games" is an object { … } where a list [ … ] is due: its 1 entries are not read; write it as a list [ … ]'.replace(
        "404",
        String(JSON.stringify({ ...doc, games: 0 }).indexOf('"games":') + 1),
      ),
    );
    const list = readPairgoth(JSON.stringify([doc]));
    expect(said(list)[0]).toBe(
      'pairgoth line 1, column 1: "" is a list [ … ] where an object { … } is due: its 1 entries are not read; write it as an object { … }',
    );
  });

  it("a setting of another kind (komi as text, pairing as a list) is a warning at its key, the default used", () => {
    const r = readPairgoth(JSON.stringify({ ...tour(), komi: "6.5", pairing: [] }));
    expect(
      r.diagnostics.map((d) => [d.severity, d.message.replace(/^pairgoth line \d+, column \d+: /, "")]),
    ).toEqual([
      [
        "warning",
        '"pairing" is a list [ … ] where an object { … } is due: its 0 entries are not read; write it as an object { … }',
      ],
      ["warning", '"komi" is a text "6.5" where a number is due: not read; write it as a number'],
    ]);
  });
});

/** Every value of the tree with its path, the root excepted. */
function paths(v: unknown, at: (string | number)[] = []): (string | number)[][] {
  const here = at.length > 0 ? [at] : [];
  if (Array.isArray(v)) return [...here, ...v.flatMap((x, i) => paths(x, [...at, i]))];
  if (typeof v === "object" && v !== null)
    return [...here, ...Object.entries(v).flatMap(([k, x]) => paths(x, [...at, k]))];
  return here;
}

function replaced(doc: unknown, path: readonly (string | number)[], value: unknown): unknown {
  if (path.length === 0) return value;
  const [head, ...rest] = path;
  if (Array.isArray(doc)) return doc.map((x, i) => (i === head ? replaced(x, rest, value) : x));
  const o = doc as Record<string, unknown>;
  return { ...o, [String(head)]: replaced(o[String(head)], rest, value) };
}

describe("H15 fuzzed: any value replaced by one of another kind loses no cell and no player in silence", () => {
  const doc = tour();
  const all = paths(doc);
  const kinds: unknown[] = [
    null,
    7,
    -1,
    2.5,
    "",
    "w",
    "3d",
    true,
    false,
    [],
    [1, 2],
    {},
    { a: 1 },
    { 0: {} },
  ];
  it("a diagnostic whenever cells or players are fewer than the whole file's", () => {
    fc.assert(
      fc.property(fc.nat(all.length - 1), fc.constantFrom(...kinds), (i, value) => {
        const path = all[i] ?? [];
        // another kind only: a list of games emptied is a file with no games, not a shape
        const was = path.reduce<unknown>((v, k) => (v as Record<string, unknown>)[String(k)], doc);
        fc.pre(kindOf(was) !== kindOf(value));
        const r = readPairgoth(JSON.stringify(replaced(doc, path, value)));
        const lost = cells(r) < 18 || r.tournament.players.length < NAMES.length;
        if (lost && r.diagnostics.length === 0)
          throw new Error(`${path.join(".")} = ${JSON.stringify(value)}`);
      }),
      { numRuns: FUZZ_RUNS * 20, seed: FUZZ_SEED },
    );
  });
});

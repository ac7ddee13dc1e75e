/**
 * The round-robin schedule with numbers from a Varma draw (docs/pairing.md, "In the sheet";
 * P21–P25): the players' countries from the Country column, the drawn numbers written into the
 * No column, every round of Berger's table by those numbers (FIDE C.05 Annex 1), players of one
 * country meeting early (Annex 2: two numbers of one envelope meet by round n − 4), and the
 * draw's protocol step by step.
 */
import { bergerSchedule } from "../../src/core/pairing/berger";
import { varmaDraw } from "../../src/core/pairing/varma";
import { DEFAULT_PARAMETERS, type RoundEntry, type Tournament } from "../../src/core/tournament/model";
import { render } from "../../src/i18n/table";
import { readActiveSheet } from "../../src/sheet/actions";
import { writePlan } from "../../src/sheet/adapter";
import { readCrosstable } from "../../src/sheet/pairing-read";
import { roundRobinActiveSheet } from "../../src/sheet/pairing-actions";
import { buildTournamentSheet } from "../../src/sheet/tournament-sheet";
import { functionBook } from "./tournament-helpers";

const ABSENT: RoundEntry = { kind: "absent", score: null };

/** `countries[i]` is player i's country ("" none); as many empty rounds as a single round robin needs. */
function field(countries: readonly string[]): Tournament {
  const n = countries.length;
  const rounds = n % 2 === 0 ? n - 1 : n;
  return {
    format: "model",
    name: "Round robin",
    rounds,
    parameters: DEFAULT_PARAMETERS,
    players: countries.map((federation, i) => ({
      name: `Player${String.fromCharCode(65 + i)}`,
      rank: "1k",
      ...(federation !== "" ? { federation } : {}),
      results: Array.from({ length: rounds }, () => ABSENT),
    })),
  };
}

async function sheetOf(t: Tournament) {
  const book = functionBook();
  const build = buildTournamentSheet({
    tournament: t,
    fileName: "rr.csv",
    params: { system: "mgsz", multiplier: 30 },
    fileRatings: true,
    tiebreaks: [],
    language: "en",
  });
  const { sheetName } = await writePlan(book.context(), build.plan);
  return { book, sheet: sheetName };
}

/** The sheet's No column and round cells, by row, as read back. */
async function heldOf(book: ReturnType<typeof functionBook>, rounds: number) {
  const c = readCrosstable(await readActiveSheet(book.context()), rounds);
  if (Array.isArray(c)) throw new Error(JSON.stringify(c));
  return c.t;
}

const COUNTRIES = ["HUN", "RUS", "HUN", "GER", "", "RUS", "HUN", "GER", "RUS", ""];

describe("Round-robin schedule with numbers from a Varma draw", () => {
  test("10 players: the drawn numbers in No, Berger's table by them, one country's players meet by round 6", async () => {
    const t = field(COUNTRIES);
    const { book } = await sheetOf(t);
    const r = await roundRobinActiveSheet(book.context(), { double: false, varmaSeed: 42 });
    if (!r.ok) throw new Error(JSON.stringify(r.problems));
    const held = await heldOf(book, 1);
    const numbers = held.players.map((p) => p.startNumber);
    // The draw the core makes of the same entrants and seed (a player without a country alone).
    const draw = varmaDraw(
      t.players.map((p, i) => ({ name: p.name, federation: p.federation ?? `\0${i}` })),
      42,
    );
    expect(numbers).toEqual(draw.numbers);
    expect([...numbers].sort((a, b) => (a ?? 0) - (b ?? 0))).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    const byNumber = new Map(held.players.map((p, i) => [p.startNumber, i]));
    // Every round is Berger's (C.05 Annex 1) by the drawn numbers: White's cell names Black's
    // number, and the other way round.
    bergerSchedule(10, { double: false }).forEach((round, k) => {
      for (const g of round.games) {
        const w = held.players[byNumber.get(g.white) as number]?.results[k];
        const b = held.players[byNumber.get(g.black) as number]?.results[k];
        expect([w?.kind, w?.kind === "game" && w.colour, b?.kind === "game" && b.colour]).toEqual([
          "game",
          "white",
          "black",
        ]);
        if (w?.kind === "game") expect(w.opponent).toBe(byNumber.get(g.black));
      }
    });
    // Annex 2's purpose: two players of one country meet by round n − 4 = 6.
    held.players.forEach((p, i) =>
      p.results.forEach((e, k) => {
        if (e.kind !== "game" || COUNTRIES[i] === "" || COUNTRIES[i] !== COUNTRIES[e.opponent]) return;
        expect([p.name, k + 1 <= 6]).toEqual([p.name, true]);
      }),
    );
    // The protocol: the seed, the table, one choice per country (and per player without one),
    // one draw per player.
    expect(r.protocol[0]).toEqual({ code: "varmaSeedLine", params: { seed: 42 } });
    expect(render(r.protocol[1] ?? { code: "varmaSeedLine", params: { seed: 0 } }, "en")).toBe(
      "Table for 10 players: A (3, 4, 8), B (5, 7, 9), C (1, 6), D (2, 10)",
    );
    expect(r.protocol.filter((m) => m.code === "varmaChoice")).toHaveLength(5);
    expect(r.protocol.filter((m) => m.code === "varmaDraw")).toHaveLength(10);
    const none = r.protocol.find((m) => m.code === "varmaChoice" && m.params.federation === "");
    expect(none === undefined ? "" : render(none, "en")).toMatch(
      /^No country \(1\): Player[EJ] chooses envelope/,
    );
    expect(r.summary).toEqual({ code: "rrDoneVarma", params: { players: 10, rounds: 9, seed: 42 } });
  });

  test("the same seed gives the same sheet; 9 players: number 10 of the table is the free round", async () => {
    const a = await sheetOf(field(COUNTRIES));
    const b = await sheetOf(field(COUNTRIES));
    await roundRobinActiveSheet(a.book.context(), { double: false, varmaSeed: 7 });
    await roundRobinActiveSheet(b.book.context(), { double: false, varmaSeed: 7 });
    expect(a.book.snapshotSheet(a.sheet)).toEqual(b.book.snapshotSheet(b.sheet));
    const nine = await sheetOf(field(COUNTRIES.slice(0, 9)));
    const r = await roundRobinActiveSheet(nine.book.context(), { double: false, varmaSeed: 7 });
    if (!r.ok) throw new Error(JSON.stringify(r.problems));
    expect(r.protocol[1]?.code === "varmaTable" && r.protocol[1].params.bye).toBe(10);
    const held = await heldOf(nine.book, 1);
    expect(held.players.map((p) => p.startNumber).sort((x, y) => (x ?? 0) - (y ?? 0))).toEqual([
      1, 2, 3, 4, 5, 6, 7, 8, 9,
    ]);
    for (let k = 0; k < 9; k++) {
      const cells = held.players.map((p) => p.results[k]);
      expect(cells.filter((e) => e?.kind === "absent" && e.score === 0)).toHaveLength(1);
      expect(cells.filter((e) => e?.kind === "game")).toHaveLength(8);
    }
  });

  test("fewer than 9 players: refused at the No header with the draw's reason; nothing is written", async () => {
    const { book, sheet } = await sheetOf(field(COUNTRIES.slice(0, 6)));
    const before = book.snapshotSheet(sheet);
    const r = await roundRobinActiveSheet(book.context(), { double: false, varmaSeed: 1 });
    expect(r.ok ? null : r.problems.map((p) => [p.address, p.text])).toEqual([
      [`'${sheet}'!A9`, { code: "varmaPlayers", params: { count: 6 } }],
    ]);
    expect(book.snapshotSheet(sheet)).toEqual(before);
  });
});

/**
 * D380–D382: a Go sheet holds its tournament's bye and absence values as rows of its pairing
 * block ("Points for a bye", "McMahon points for a bye", "Points when absent": OpenGotha's
 * genNBW2ValueBye, genMMS2ValueBye and genNBW2ValueAbsent), its `0+` cells are the tournament's
 * bye at those values, and its standings formula passes them. The files are OpenGotha's own
 * (test/fixtures/pairing/og351-jar/SOURCES.txt): GP2020 and chal-lra-20-21 (a bye worth ½
 * point and 1 McMahon point, genNBW2ValueBye="1" genMMS2ValueBye="2") and ChallengeLRA1Gre (the
 * same bye, and an absence worth ½ point, genNBW2ValueAbsent="1"). The expected standings are the
 * files' own, computed from each file with its parameters by the command line's standings
 * (src/core), which OpenGotha's own were not run against here.
 */
import { readFileSync } from "fs";
import { join } from "path";
import { readTournament } from "../../src/formats";
import { standings } from "../../src/core/tournament/standings";
import type { Criterion } from "../../src/core/go/criterion";
import type { Tournament } from "../../src/core/tournament/model";
import { writePlan } from "../../src/sheet/adapter";
import { buildTournamentSheet } from "../../src/sheet/tournament-sheet";
import { functionBook, mgszSheetRequest, spillValues } from "./tournament-helpers";
import { readActiveSheet } from "../../src/sheet/actions";
import { planPairRound } from "../../src/sheet/pairing";
import { before, sheetOf, valueCell } from "./pairing-sheet";
import { planRecalculate } from "../../src/sheet/recalc";
import { pairingInput } from "../../src/sheet/pairing-input";
import { standings as standingsFunction } from "../../src/functions/tournament";

const dirOf = (name: string): string => join(__dirname, "..", "fixtures", "pairing", "og351-jar", name);
const bytes = (name: string): Buffer => readFileSync(join(dirOf(name), "input.xml"));
const read = (name: string): Tournament => readTournament(bytes(name), "input.xml").tournament;
const CRITERIA: readonly Criterion[] = ["points", "mms", "sos"];

/** The sheet built from the file, written into the test workbook: its cells and spilled standings. */
async function sheetOfFile(t: Tournament) {
  const build = buildTournamentSheet(
    mgszSheetRequest(t, { tiebreaks: ["PTS", "MMS", "SOS"], fileRatings: false }),
  );
  const book = functionBook();
  const { sheetName } = await writePlan(book.context(), build.plan);
  const spill = spillValues(book, sheetName, build.layout.standingsAnchor ?? "", t.players.length + 1, 7);
  const labels = new Map<string, unknown>();
  for (const block of build.plan.blocks)
    for (const row of block.rows) {
      const [label, value] = row;
      if (label?.kind === "text" && value !== undefined && value !== null && value.kind === "number")
        labels.set(label.text, value.value);
    }
  return { build, book, sheetName, spill, labels };
}

/** The sheet's spilled PTS, MMS and SOS by start number against the file's own, player by player. */
function expectFileStandings(t: Tournament, spill: readonly (readonly unknown[])[]): void {
  const own = standings(t, { criteria: CRITERIA, rounds: t.rounds, parameters: t.parameters });
  const sheet = new Map(spill.slice(1).map((row) => [row[1], [row[4], row[5], row[6]]]));
  for (const row of own.rows) {
    const no = t.players[row.player]?.startNumber ?? row.player + 1;
    expect([no, sheet.get(no)]).toEqual([no, [row.values.points, row.values.mms, row.values.sos]]);
  }
}

test.each(["remote-GP2020", "remote-chal-lra-20-21"])(
  "%s: its byes written 0+, the block's bye rows ½ and 1, the sheet's PTS, MMS, SOS the file's",
  async (name) => {
    const t = read(name);
    expect([t.parameters.byePoints2, t.parameters.byeMms2]).toEqual([1, 2]);
    const byes = t.players.flatMap((p) => p.results.filter((e) => e.kind === "bye"));
    expect(byes.length).toBeGreaterThan(0);
    const { build, book, sheetName, spill, labels } = await sheetOfFile(t);
    expect(labels.get("Points for a bye")).toBe(0.5);
    expect(labels.get("McMahon points for a bye")).toBe(1);
    expect(build.plan.blocks.flatMap((b) => b.rows.flat())).toContainEqual({ kind: "text", text: "0+" });
    expect(String(book.cell(sheetName, build.layout.standingsAnchor ?? "")?.formula)).toMatch(
      /,\$[A-Z]+\$\d+,\$[A-Z]+\$\d+\)$/,
    );
    expectFileStandings(t, spill);
  },
);

test("ChallengeLRA1Gre: its absences worth ½ point, the block's row ½, the sheet's PTS, MMS, SOS the file's", async () => {
  const t = read("remote-ChallengeLRA1Gre");
  expect(t.parameters.absentPoints2).toBe(1);
  // the file has rounds left blank (absent, not paired), which its genNBW2ValueAbsent values
  const absences = t.players.flatMap((p) => p.results.filter((e) => e.kind === "absent" && e.score === null));
  expect(absences.length).toBeGreaterThan(0);
  const { spill, labels } = await sheetOfFile(t);
  expect(labels.get("Points when absent")).toBe(0.5);
  expectFileStandings(t, spill);
});

test("a sheet whose file's byes and absences are P31's has no such rows", async () => {
  const t = read("remote-GP2020");
  const plain = { ...t, parameters: { ...t.parameters, byePoints2: 2, byeMms2: 2, absentPoints2: 0 } };
  const { labels } = await sheetOfFile(plain);
  for (const label of ["Points for a bye", "McMahon points for a bye", "Points when absent"])
    expect(labels.has(label)).toBe(false);
});

test("GP2020 before round 1: Pair round writes the bye 0+, the block's bye rows giving its worth", async () => {
  const t = read("remote-GP2020");
  const { book } = await sheetOf(
    before(t, 0, () => true),
    bytes("remote-GP2020"),
  );
  const plan = planPairRound(await readActiveSheet(book.context()), { round: 1, engine: "opengotha" });
  if (!plan.ok) throw new Error(plan.problems[0]?.message);
  expect(plan.bye).not.toBeNull();
  expect(plan.update.blocks.flatMap((b) => b.rows.flat())).toContainEqual({ kind: "text", text: "0+" });
});

test("TOURNAMENT.STANDINGS: a 0+ cell worth points_bye and mm_bye; a win's without them", () => {
  // two players, each a bye in one round and a loss to the other in the other: 1 win, 1 bye each
  const table = [
    [1, "A", "5k", "", "2+/w0", "0+"],
    [2, "B", "5k", "", "1-/b0", "0=!"],
  ];
  const pts = (args: unknown[]): unknown[] =>
    (standingsFunction(table, [["PTS"]], ...(args as [])) as unknown[][]).slice(1).map((r) => [r[1], r[4]]);
  // a win's: A 1 + 1, B 0 + ½ (its own cell's worth, 0=!)
  expect(pts([])).toEqual([
    [1, 2],
    [2, 0.5],
  ]);
  const none = undefined;
  // the tournament's bye worth ½: A 1 + ½; B's 0=! keeps its own worth
  expect(pts([none, none, none, none, none, none, none, none, none, none, none, 0.5, 1])).toEqual([
    [1, 1.5],
    [2, 0.5],
  ]);
});

test("Recalculate writes GP2020's standings formula with the block's bye rows, as Create wrote it", async () => {
  const t = read("remote-GP2020");
  const { book, sheet } = await sheetOf(t, bytes("remote-GP2020"));
  const formulas = (blocks: readonly { rows: readonly (readonly unknown[])[] }[]): string[] =>
    blocks
      .flatMap((b) => b.rows.flat())
      .flatMap((c) => {
        const f = (c as { formula?: unknown } | null)?.formula;
        return typeof f === "string" && f.startsWith("=TOURNAMENT.STANDINGS(") ? [f] : [];
      });
  const recalc = planRecalculate(await readActiveSheet(book.context()));
  if (!recalc.ok) throw new Error(recalc.problems[0]?.message);
  const [written] = formulas(recalc.update.blocks);
  // the block's "Points for a bye" and "McMahon points for a bye" cells, the formula's last two
  const bye = ["Points for a bye", "McMahon points for a bye"].map((label) => {
    const at = valueCell(book, sheet, label);
    return `$${at.replace(/^([A-Z]+)(\d+)$/, "$1$$$2")}`;
  });
  expect(written?.slice(-`,${bye[0]},${bye[1]})`.length)).toBe(`,${bye[0]},${bye[1]})`);
});

test("GP2020 before round 4: Pair round reads the 0+ of rounds 1–3 as the tournament's bye, the block's ½ and 1", async () => {
  const t = read("remote-GP2020");
  // the file's ByePlayers of rounds 1, 2 and 3 (SZYCHOWIAKWOJCIECH, SZAMROWICZPIOTR, NAROGKRZYSZTOF)
  const byes = t.players.flatMap((p, i) =>
    p.results.flatMap((e, r): [number, number][] => (e.kind === "bye" && r < 3 ? [[i, r]] : [])),
  );
  expect(byes.map(([, r]) => r).sort()).toEqual([0, 1, 2]);
  const { book } = await sheetOf(
    before(t, 3, () => true),
    bytes("remote-GP2020"),
  );
  const input = pairingInput(await readActiveSheet(book.context()), { round: 4, engine: "opengotha" });
  if (Array.isArray(input)) throw new Error(input[0]?.message);
  expect([input.t.parameters.byePoints2, input.t.parameters.byeMms2]).toEqual([1, 2]);
  for (const [i, r] of byes)
    expect([i, r, input.t.players[i]?.results[r]]).toEqual([i, r, { kind: "bye", score: null }]);
});

/**
 * D373: a Go file's bye worth less than a win (OpenGotha's genNBW2ValueBye and genMMS2ValueBye)
 * is written in a cell that reads back as that bye (`0=!`, `0-!`), so the sheet's standings are
 * the file's.
 * The files are OpenGotha's own (their SOURCES.txt): Cupa Hikaru 2020 A (byes worth 0 and 0,
 * whose export by OpenGotha 3.51.02 writes them `0-`, export-jar.txt), ACT2020-4443 (½ and ½)
 * (GP2020's bye, ½ point and 1 McMahon point, once refused here, is the tournament's bye of its
 * sheet's pairing block since D380: go-bye-setting.test.ts).
 */
import { readFileSync } from "fs";
import { join } from "path";
import { formatCell, parseCell } from "../../src/formats/cell";
import { readTournament } from "../../src/formats";
import { MCMAHON_ORDER, standings } from "../../src/core/tournament/standings";
import type { Tournament } from "../../src/core/tournament/model";
import { writePlan } from "../../src/sheet/adapter";
import { buildTournamentSheet } from "../../src/sheet/tournament-sheet";
import { functionBook, mgszSheetRequest, spillValues } from "./tournament-helpers";
import { readActiveSheet } from "../../src/sheet/actions";
import { planPairRound } from "../../src/sheet/pairing";
import { before, sheetOf } from "./pairing-sheet";

const read = (dir: string): Tournament =>
  readTournament(readFileSync(join(__dirname, "..", "fixtures", dir, "input.xml")), "input.xml").tournament;

test("the cell of a bye of each worth reads back as that bye", () => {
  for (const score of [0, 1, 2] as const) {
    const cell = formatCell({ kind: "bye", score });
    expect(parseCell(cell)).toEqual({ ok: true, value: { kind: "bye", score } });
  }
  expect(formatCell({ kind: "bye", score: 1 })).toBe("0=!");
  expect(formatCell({ kind: "bye", score: 0 })).toBe("0-!");
  // the absences' cells unchanged: `0=` and `0-` are not byes
  expect(parseCell("0=")).toEqual({ ok: true, value: { kind: "absent", score: 1 } });
  expect(parseCell("0-")).toEqual({ ok: true, value: { kind: "absent", score: 0 } });
});

test.each([
  ["opengotha-dc-hikaru2020a", 0, "0-!"],
  ["pairing/og351-jar/remote-ACT2020-4443", 1, "0=!"],
])(
  "%s: its byes (worth %p doubled) written %p, the sheet's standings the file's",
  async (dir, worth, cell) => {
    const t = read(dir);
    expect([t.parameters.byePoints2, t.parameters.byeMms2]).toEqual([worth, worth]);
    const build = buildTournamentSheet(mgszSheetRequest(t, { tiebreaks: ["MMS", "SOS"] }));
    const book = functionBook();
    const { sheetName } = await writePlan(book.context(), build.plan);
    const byes = t.players.flatMap((p, i) => p.results.flatMap((e, r) => (e.kind === "bye" ? [[i, r]] : [])));
    expect(byes.length).toBeGreaterThan(0);
    // the crosstable's round cells start in column E (No, Name, Rank, Rating), its header in the layout's row
    const ct = build.layout.crosstable.split(":")[0] ?? "";
    const top = Number(ct.replace(/^[A-Z]+/, ""));
    for (const [i, r] of byes) {
      const column = String.fromCharCode("E".charCodeAt(0) + (r ?? 0));
      expect(book.cell(sheetName, `${column}${top + 1 + (i ?? 0)}`)?.value).toBe(cell);
    }
    // the file's own standings (its McMahon parameters) against the sheet's spill, player by player
    const own = standings(t, { criteria: MCMAHON_ORDER, rounds: t.rounds, parameters: t.parameters });
    const sheet = spillValues(book, sheetName, build.layout.standingsAnchor ?? "", t.players.length + 1, 5);
    const mms = new Map(sheet.slice(1).map((row) => [row[1], row[4]]));
    for (const row of own.rows)
      expect([row.player + 1, mms.get(row.player + 1)]).toEqual([row.player + 1, row.values.mms]);
  },
);

describe("D373: Pair round writes a Go sheet's bye at its pairing block's worth", () => {
  const bytes = (dir: string): Buffer => readFileSync(join(__dirname, "..", "fixtures", dir, "input.xml"));

  test("Cupa Hikaru 2020 A before round 4: the bye `0-!`, as the block's genNBW2ValueBye=0 genMMS2ValueBye=0 give", async () => {
    const dir = "opengotha-dc-hikaru2020a";
    const { book } = await sheetOf(
      before(read(dir), 3, () => true),
      bytes(dir),
    );
    const plan = planPairRound(await readActiveSheet(book.context()), { round: 4, engine: "opengotha" });
    if (!plan.ok) throw new Error(plan.problems[0]?.message);
    expect(plan.bye).not.toBeNull();
    const written = plan.update.blocks.flatMap((b) => b.rows.flat());
    expect(written).toContainEqual({ kind: "text", text: "0-!" });
    expect(written).not.toContainEqual({ kind: "text", text: "0+" });
  });
});

test("a chess sheet of a file whose byes are worth 0 refuses the first, as D347 refuses a TRF's bye worth ½", () => {
  const t = read("opengotha-dc-hikaru2020a");
  // the file's first bye: Ungureanu Eduard-Teodor in round 1 (its ByePlayers, export-jar.txt's 0-)
  expect(() =>
    buildTournamentSheet({
      tournament: t,
      fileName: "input.xml",
      params: { system: "fide", ruleset: "FIDE2024" },
      tiebreaks: [],
      language: "en",
    }),
  ).toThrow(/Ungureanu, round 1: a bye given worth 0 points, which a sheet's cell cannot hold/);
});

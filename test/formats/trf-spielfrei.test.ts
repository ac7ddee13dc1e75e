/**
 * D433: Swiss-Manager's `spielfrei` record (German "bye") is the bye it stands for. The real one:
 * trf-sklangen-example1-karl-mala-2005 (SOURCES.txt), line 297, player 284 `spielfrei` with 0.0
 * points, rank 0 and no game; round 5's bye is player 282's `0000 - +`.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { readTrf } from "../../src/formats/trf";

const KARL_MALA = readFileSync(
  join(__dirname, "../fixtures/trf-sklangen-example1-karl-mala-2005/input.trf"),
  "latin1",
);

/** A `001` line: points at columns 81–84, the blocks from column 92 (FORMATS §1.4). */
const line = (start: number, name: string, points: string, blocks: readonly string[]): string =>
  `001 ${String(start).padStart(4)} m    ${name.padEnd(33)} ${String(2100 - 50 * start).padStart(4)}` +
  `${" ".repeat(28)}${points.padStart(4)} ${String(start).padStart(4)}  ${blocks.join("  ")}`.trimEnd();

/** Three players and the placeholder, two rounds: player 3's bye of round 1 a game against it. */
const withGames = (spielfrei: string, three: string): string =>
  [
    "012 Spielfrei",
    line(1, "One, A", "2.0", ["   2 w 1", "   3 b 1"]),
    line(2, "Two, B", "1.0", ["   1 b 0", "0000 - U"]),
    three,
    spielfrei,
    "",
  ].join("\n");
const THREE = line(3, "Three, C", "1.0", ["   4 w +", "   1 w 0"]);

describe("Swiss-Manager's spielfrei (D433)", () => {
  it("Karl-Mala 2005: line 297 is the bye, not a 284th player, and is said", () => {
    const r = readTrf(KARL_MALA);
    expect(r.tournament.players).toHaveLength(283);
    expect(r.tournament.players.some((p) => p.name === "spielfrei")).toBe(false);
    expect(r.diagnostics.map((d) => [d.severity, d.code, d.line, d.column])).toEqual([
      ["warning", "bye-placeholder", 297, 15],
    ]);
    // the file's own bye of round 5, player 282's 0000 - +
    const p = r.tournament.players.find((x) => x.startNumber === 282);
    expect(p?.results[4]).toEqual({ kind: "bye", score: 2 });
  });

  it("a game against it is its opponent's pairing-allocated bye", () => {
    const r = readTrf(withGames(line(4, "spielfrei", "0.0", ["   3 b -"]), THREE));
    expect(r.tournament.players.map((p) => p.startNumber)).toEqual([1, 2, 3]);
    expect(r.tournament.players[2]?.results[0]).toEqual({ kind: "bye", score: 2 });
    expect(r.diagnostics.map((d) => [d.code, d.line, d.column])).toEqual([["bye-placeholder", 5, 15]]);
    expect(r.diagnostics[0]?.detail).toContain("1 games against it");
  });

  it.each([
    ["points", line(4, "Spielfrei", "1.0", ["   3 b +"]), THREE, 5, 81],
    [
      "a game played against it",
      line(4, "spielfrei", "0.0", ["   3 b 0"]),
      THREE.replace("   4 w +", "   4 w 1"),
      5,
      92,
    ],
  ])("with %s it is refused at its line: its points, its game", (_, spielfrei, three, at, column) => {
    const r = readTrf(withGames(spielfrei, three));
    const said = r.diagnostics.filter((d) => d.code === "bye-placeholder-played");
    expect(said.map((d) => [d.severity, d.line, d.column])).toEqual([["error", at, column]]);
  });
});

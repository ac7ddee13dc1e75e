import { readFileSync } from "fs";
import { join } from "path";
import { standings } from "../../src/core/tournament/standings";
import { readTrf } from "../../src/formats/trf";

/**
 * bbpPairings' point-system lines BBW BBD BBL BBZ BBF BBU (FORMATS.md §1.3 and §1.6: the older
 * equivalent of the 162 record; "BBx pp.p" = points for a win, draw, loss, zero-point bye,
 * forfeit loss, pairing-allocated bye), on the hand-made fixture trf-bb-extensions-handmade.
 */
const FILE = readFileSync(join(__dirname, "../fixtures/trf-bb-extensions-handmade/input.trf"), "utf8");
const withLines = (edit: (line: string) => string): string => FILE.split("\n").map(edit).join("\n");

describe("TRF BB? extension lines", () => {
  const r = readTrf(FILE);
  const t = r.tournament;

  it("are read without diagnostics and are not taken for national-rating lines", () => {
    expect(r.diagnostics).toEqual([]);
    expect(t.players.some((p) => p.nationalRatings !== undefined)).toBe(false);
    expect([t.players.length, t.rounds]).toEqual([5, 3]);
  });

  it("BBU 0.5: a pairing-allocated bye (U) is worth half a win", () => {
    expect(t.parameters.byePoints2).toBe(1);
    expect(t.players[3]?.results[1]).toEqual({ kind: "bye", score: 1 }); // Delta, round 2
    expect(t.players[4]?.results[0]).toEqual({ kind: "bye", score: 1 }); // Epsilon, round 1
  });

  it("BBZ 0.0: a zero-point bye (Z) scores nothing; the +/- pair is a forfeit", () => {
    expect(t.players[1]?.results[2]).toEqual({ kind: "absent", score: 0 }); // Beta, round 3
    expect(t.players[3]?.results[2]).toMatchObject({ kind: "game", opponent: 4, score: 2, forfeit: true });
  });

  it("the points reproduce the file's own column 81-84 (2.5, 0, 2, 2, 0.5)", () => {
    const s = standings(t, { criteria: ["points"] });
    const points = new Map(s.rows.map((row) => [row.player, row.values.points]));
    expect(t.players.map((_, i) => points.get(i))).toEqual([2.5, 0, 2, 2, 0.5]);
  });

  // the points of Delta (U in round 2) and Epsilon (U in round 1) at columns 81-84 made those the
  // bye's new value gives, as bbpPairings requires of a file (D389): 2.0 and 0.5 less ½ plus the bye
  it.each([
    ["BBU  1.0", 2, " 2.5", " 1.0"],
    ["BBU  0.0", 0, " 1.5", " 0.0"],
  ])("%s → a U bye worth %i half-points", (line, score, delta, epsilon) => {
    const points = (l: string, p: string): string => l.slice(0, 80) + p + l.slice(84);
    const v = readTrf(
      withLines((l) =>
        l.startsWith("BBU")
          ? line
          : l.startsWith("001    4")
            ? points(l, delta)
            : l.startsWith("001    5")
              ? points(l, epsilon)
              : l,
      ),
    );
    expect(v.diagnostics).toEqual([]);
    expect(v.tournament.players[3]?.results[1]).toEqual({ kind: "bye", score });
  });

  it("BBZ 0.5: a zero-point bye counted as the file values it", () => {
    const v = readTrf(withLines((l) => (l.startsWith("BBZ") ? "BBZ  0.5" : l)));
    expect(v.tournament.players[1]?.results[2]).toEqual({ kind: "absent", score: 1 });
  });

  // D412: the worth a Z is counted at is kept in what the reader returns, for `pair --out`
  // (D365) to read instead of the file's lines again: BBZ 0.0 of the file, then 0.5 and 1.0
  it.each([
    ["BBZ  0.0", 0],
    ["BBZ  0.5", 1],
    ["BBZ  1.0", 2],
  ])("%s → the tournament's absence worth %i half-points", (line, absent2) => {
    const v = readTrf(withLines((l) => (l.startsWith("BBZ") ? line : l)));
    expect(v.tournament.parameters.absentPoints2).toBe(absent2);
    expect(v.tournament.players[1]?.results[2]).toEqual({ kind: "absent", score: absent2 });
  });

  it("values relative to the win: BBW 3.0 with BBU 3.0 is a full-point bye", () => {
    const v = readTrf(
      withLines((l) => (l.startsWith("BBW") ? "BBW  3.0" : l.startsWith("BBU") ? "BBU  3.0" : l)),
    );
    expect(v.tournament.players[3]?.results[1]).toEqual({ kind: "bye", score: 2 });
    // BBD 0.5 and BBW 3.0 are not 1 / ½ / 0: said, and counted as 1 / ½ / 0 (D21)
    expect(v.diagnostics.map((d) => d.message)).toEqual([
      "TRF line 10: point system W 3, D 0.5, L 0, F 0: scores are counted as 1 / ½ / 0; nothing to correct for the ratings, which count games so",
    ]);
  });

  it("a bye value that is not 0, ½ or 1 win, or not a number, is reported at its line", () => {
    const v = readTrf(withLines((l) => (l.startsWith("BBU") ? "BBU  0.7" : l)));
    expect(v.diagnostics.map((d) => d.message)).toEqual([
      "TRF line 14: pairing-allocated bye worth 0.7 where a win is 1: counted as a win; if the event gave it other points, write a win's, half a win's or 0 there",
    ]);
    expect(v.tournament.parameters.byePoints2).toBe(2);
    const bad = readTrf(withLines((l) => (l.startsWith("BBL") ? "BBL  none" : l)));
    expect(bad.diagnostics.map((d) => d.message)).toEqual([
      'TRF line 11, column 5: BBL "none" is not a number of points: write the points as a number, such as 1.0',
    ]);
  });
});

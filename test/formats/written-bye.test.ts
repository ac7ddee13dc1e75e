/**
 * D383: the CSV crosstable and the EGD table (h9) write a Go bye left to the tournament's value
 * (OpenGotha's genNBW2ValueBye and genMMS2ValueBye) at that value, where every bye was `0+`; where
 * its points and McMahon points differ, which one cell cannot hold, an error names the player and
 * the round. The files are OpenGotha's own (their SOURCES.txt): Cupa Hikaru 2020 A (byes worth 0
 * and 0; OpenGotha 3.51.02's own export of it, export-jar.txt, writes them `0-`), ACT2020-4443 (½
 * and ½) and GP2020 (½ point and 1 McMahon point).
 */
import { readFileSync } from "fs";
import { join } from "path";
import { readTournament } from "../../src/formats";
import { readCsv } from "../../src/formats/csv";
import { writeCsvTable } from "../../src/formats/csv-writer";
import { writeEgdTable } from "../../src/formats/egd-writer";
import { english } from "../../src/i18n/table";
import { MCMAHON_ORDER, standings } from "../../src/core/tournament/standings";
import type { Tournament } from "../../src/core/tournament/model";

const fixture = (dir: string): string => join(__dirname, "..", "fixtures", dir);
const read = (dir: string): Tournament =>
  readTournament(readFileSync(join(fixture(dir), "input.xml")), "input.xml").tournament;
const HIKARU = "opengotha-dc-hikaru2020a";
const ACT = "pairing/og351-jar/remote-ACT2020-4443";
const GP = "pairing/og351-jar/remote-GP2020";

/** Every bye of the file: its player (0-based) and round (0-based), in the file's player order. */
const byesOf = (t: Tournament): [number, number][] =>
  t.players.flatMap((p, i) =>
    p.results.flatMap((e, r): [number, number][] => (e.kind === "bye" ? [[i, r]] : [])),
  );

/** The CSV's cells of one player's rounds: the row whose No is his 1-based model index. */
function csvCells(text: string, i: number, rounds: number): string[] {
  const row = text.split(/\r?\n/).find((l) => l.startsWith(`${i + 1},`)) ?? "";
  return row.split(",").slice(-rounds);
}

describe("CSV", () => {
  test.each([
    [HIKARU, "0-!"],
    [ACT, "0=!"],
  ])("%s: its byes written %s, read back with the file's standings", (dir, cell) => {
    const t = read(dir);
    const written = writeCsvTable(t);
    expect(written.notes).toEqual([]);
    const byes = byesOf(t);
    expect(byes.length).toBeGreaterThan(0);
    for (const [i, r] of byes) expect([i, r, csvCells(written.text, i, t.rounds)[r]]).toEqual([i, r, cell]);
    // the file's own MMS (its bye values) against the CSV's read back with the defaults
    const mms = (x: Tournament): (number | null | undefined)[] =>
      standings(x, { criteria: MCMAHON_ORDER, parameters: { ...t.parameters, byePoints2: 2, byeMms2: 2 } })
        .rows.slice()
        .sort((a, b) => a.player - b.player)
        .map((row) => row.values.mms);
    const own = standings(t, { criteria: MCMAHON_ORDER, parameters: t.parameters })
      .rows.slice()
      .sort((a, b) => a.player - b.player)
      .map((row) => row.values.mms);
    expect(mms(readCsv(written.text).tournament)).toEqual(own);
  });

  test("GP2020: a bye worth ½ point and 1 McMahon point an error at its player and round", () => {
    const t = read(GP);
    const [first] = byesOf(t);
    const [i, r] = first ?? [0, 0];
    const written = writeCsvTable(t);
    const errors = written.notes.filter((n) => n.severity === "error").map((n) => english(n.text));
    expect(errors.length).toBe(byesOf(t).length);
    const p = t.players[i];
    expect(errors[0]).toContain(`player ${i + 1} (${[p?.name, p?.firstName ?? ""].join(" ").trim()})`);
    expect(errors[0]).toContain(
      `round ${r + 1}: a bye worth 0.5 points and 1 McMahon point (the tournament's bye), which one cell of CSV cannot hold; written as 0+`,
    );
  });
});

describe("h9", () => {
  test("Cupa Hikaru 2020 A: its byes written 0-, as OpenGotha's own export (export-jar.txt)", () => {
    const t = read(HIKARU);
    const written = writeEgdTable(t);
    expect(written.notes.filter((n) => n.severity === "error")).toEqual([]);
    const jar = readFileSync(join(fixture(HIKARU), "export-jar.txt"), "latin1");
    // the first bye, Ungureanu Eduard-Teodor's in round 1: the jar's row `… 0 0- 8+ 1- 3- 4-`
    expect(jar).toMatch(/Ungureanu Eduard-Teodor .* 0 +0- +8\+ +1- +3- +4-/);
    expect(written.text).toMatch(/Ungureanu Eduard-Teodor .* +0- +8\+/);
    // and no bye written as a win: every 0-token of ours is the jar's in the same row and round
    const tokens = (text: string): string[][] =>
      text
        .split("\n")
        .filter((l) => l.trim() !== "" && !l.startsWith(";"))
        .map((l) =>
          l
            .replace(/ \|\d+$/, "") // the EGD PIN after the games
            .trim()
            .split(/\s+/)
            .slice(-t.rounds)
            .map((g) => g.replace(/^(0[-+=]).*$/, "$1")),
        );
    const theirs = tokens(jar);
    tokens(written.text).forEach((row, k) =>
      row.forEach((g, r) => {
        if (g.startsWith("0")) expect([k, r, g]).toEqual([k, r, theirs[k]?.[r]]);
      }),
    );
  });

  test("ACT2020-4443: its byes worth ½ and ½ written 0= (OpenGotha's halfGamesStrings: = for a value of 1, doubled)", () => {
    const t = read(ACT);
    expect([t.parameters.byePoints2, t.parameters.byeMms2]).toEqual([1, 1]);
    const written = writeEgdTable(t);
    expect(written.notes.filter((n) => n.severity === "error")).toEqual([]);
    const byes = byesOf(t).length;
    expect(byes).toBeGreaterThan(0);
    const lines = written.text.split("\n").filter((l) => !l.startsWith(";"));
    const zeros = lines.flatMap((l) => l.split(/\s+/).filter((g) => /^0[-+=]$/.test(g)));
    expect(zeros.filter((g) => g === "0+")).toEqual([]);
  });

  test("GP2020: a bye worth ½ point and 1 McMahon point an error at its player and round", () => {
    const t = read(GP);
    const [first] = byesOf(t);
    const [, r] = first ?? [0, 0];
    const errors = writeEgdTable(t)
      .notes.filter((n) => n.severity === "error")
      .map((n) => english(n.text));
    expect(errors.some((e) => e.includes(`round ${r + 1}: a bye worth 0.5 points and 1 McMahon point`))).toBe(
      true,
    );
    expect(errors.every((e) => e.includes("which one cell of h9 cannot hold; written as 0+"))).toBe(true);
  });

  test("a bye of the file's own worth ½ written 0=, where it was 0+", () => {
    const t = read(HIKARU);
    const [first] = byesOf(t);
    const [i, r] = first ?? [0, 0];
    const half: Tournament = {
      ...t,
      players: t.players.map((p, k) =>
        k !== i ? p : { ...p, results: p.results.map((e, q) => (q === r ? { kind: "bye", score: 1 } : e)) },
      ),
    };
    expect(writeEgdTable(half).text).toMatch(/Ungureanu Eduard-Teodor .* +0= +8\+/);
  });
});

/**
 * `convert --to h9` in the file's own placement criteria (D73), against OpenGotha 3.51.02's own
 * "Export to EGF" (`ExternalDocument.generateH9File`) of the same files: `export-jar.txt` in each
 * fixture folder (see its SOURCES.txt). Each row must have OpenGotha's place, its criteria values
 * and its games (opponents as row numbers, so the order of every row is checked). Rounds without
 * a game over the board are left out: OpenGotha writes a forfeit as `0=` (its export drops
 * games won by default), where the h9 writer keeps it; its byes: test/formats/written-bye.test.ts.
 */
import { readFileSync } from "fs";
import { join } from "path";
import { writeEgd } from "../../src/formats/egd-writer";
import { readOpenGotha } from "../../src/formats/opengotha";

const dir = (d: string): string => join(__dirname, "../fixtures", d);
const rows = (text: string): string[] =>
  text.split("\n").filter((l) => l.trim() !== "" && !l.startsWith(";"));

/**
 * OpenGotha's row: place, criteria values and games. It writes its table in ISO-8859-15, which has
 * no ½: its halves come out as `?` (`13?` is 13½), read here as the whole part and a fraction.
 */
function theirs(line: string, criteria: number): { place: string; values: string[]; games: string[] } {
  const cells = line.slice(47).trim().split(/\s+/);
  return {
    place: line.slice(0, 4).trim(),
    values: cells.slice(0, criteria).map((v) => v.replace("?", ".5")),
    games: cells.slice(4).map((g) => g.replace(/^(\d+[-+=?]).*$/, "$1")),
  };
}

function ours(line: string, criteria: number): { place: string; values: string[]; games: string[] } {
  const m = /^(.{4}) .*? +\d+[KDP] \S\S .{4} (.*?)( \|\d+)?$/.exec(line);
  const cells = (m?.[2] ?? "").trim().split(/\s+/);
  return {
    place: (m?.[1] ?? "").trim(),
    // OpenGotha writes four characters: 21.25 is its 21¼, printed 21?
    values: cells.slice(0, criteria).map((v) => v.replace(/\.(25|75)$/, ".5")),
    games: cells.slice(4).map((g) => g.replace(/^(\d+[-+=?]).*$/, "$1")),
  };
}

describe("convert --to h9: the file's own placement criteria, as OpenGotha exports them (D73)", () => {
  it.each([
    ["opengotha-dc-hikaru2020a", "NBW DC SOSW", ["PTS", "DC", "BUCH"]],
    ["opengotha-ppik2010", "CAT NBW SOSW SODOSW", ["CAT", "PTS", "BUCH", "BERGER"]],
    ["opengotha-diff-kni3", "MMS SOSW SOSOSW", ["MMS", "BUCH", "BUCHT"]],
  ])("%s (%s): every row OpenGotha's", (fixture, _criteria, names) => {
    const t = readOpenGotha(readFileSync(join(dir(fixture), "input.xml"))).tournament;
    const out = writeEgd(t);
    expect(out).toContain(
      `; Pl Name                            Rk Co Club ${names.map((n) => n.padStart(4)).join(" ")}`,
    );
    const jar = rows(readFileSync(join(dir(fixture), "export-jar.txt"), "latin1"));
    const mine = rows(out);
    expect(mine).toHaveLength(jar.length);
    const n = names.length;
    const played = (r: { games: string[] }[]): string[][] => {
      const official = jar.map((l) => theirs(l, n).games);
      return r.map((x, i) => x.games.filter((_, k) => !(official[i]?.[k] ?? "0").startsWith("0")));
    };
    const a = mine.map((l) => ours(l, n));
    const b = jar.map((l) => theirs(l, n));
    expect(a.map(({ place, values }) => ({ place, values }))).toEqual(
      b.map(({ place, values }) => ({ place, values })),
    );
    expect(played(a)).toEqual(played(b));
  });
});

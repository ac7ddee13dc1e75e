/**
 * `writeEgd` as OpenGotha's "Export to EGF" (FORMATS §2.3, FORMATS §3.2): players in final
 * placing order with the place first (blank when tied with the row above), score columns after
 * the club, names safe for the format; reading it back gives the same standings.
 */
import { readFileSync } from "fs";
import { join } from "path";
import { standings } from "../../src/core/tournament/standings";
import { readEgd } from "../../src/formats/egd";
import { writeEgd, writeEgdTable } from "../../src/formats/egd-writer";
import { english } from "../../src/i18n/table";

const BRNO = readFileSync(join(__dirname, "../fixtures/encodings/brno-2024-utf8.h9"), "utf8");

describe("writeEgd", () => {
  it("keeps the EGD's tournament code TC[] first, and writes none for a file without one (FORMATS §2.1)", () => {
    // T240315B: a code of the EGD's shape (letter + YYMMDD + letter, FORMATS §2.1's T160130A)
    const coded = readEgd(`; TC[T240315B]\n${BRNO}`).tournament;
    expect(coded.egdCode).toBe("T240315B");
    const out = writeEgd(coded);
    expect(out.split("\n")[0]).toBe("; TC[T240315B]");
    expect(readEgd(out).tournament.egdCode).toBe("T240315B");
    expect(writeEgd(readEgd(BRNO).tournament)).not.toContain("TC[");
  });

  it("the Brno table: placing order, places, MMS/SOS/SODOS columns, TM and CM kept", () => {
    const out = writeEgd(readEgd(BRNO).tournament);
    const lines = out.split("\n");
    expect(lines).toContain("; TM[75]");
    expect(lines).toContain("; Pl Name                            Rk Co Club  MMS  SOS SODOS");
    // brno-2024-utf8.h9 is already in placing order (wins 3, 2, 2, 1, 1, 0): the same rows come out
    expect(lines.filter((l) => /^\s+\d/.test(l)).map((l) => l.slice(0, 4).trim())).toEqual([
      "1",
      "2",
      "3",
      "4",
      "5",
      "6",
    ]);
    expect(out).toContain(
      "   1 Čermák Tomáš                    2D CZ Brno   34   92   92    0    3+/w0    2+/b0    4+/w0",
    );
  });

  it("a file in another order comes out in placing order, names made safe, standings unchanged", () => {
    const plain = readEgd(
      [
        "   1 Alfa A   1k HU Bp    2-/w0    3-/b0",
        "   2 Beta B   1k HU Bp    1+/b0    4+/w0",
        "   3 Gamma C  1k HU Bp    4-/w0    1+/w0",
        "   4 Delta D  1k HU Bp    3+/b0    2-/b0",
      ].join("\n"),
    ).tournament;
    // names with the format's own characters: | (PIN), ; (comment), [ ] (header brackets)
    const hostile = ["Alfa", "Beta|x", "Gamma;y", "Delta[z]"];
    const t = { ...plain, players: plain.players.map((p, i) => ({ ...p, name: hostile[i] ?? p.name })) };
    const out = writeEgd(t);
    const rows = out.split("\n").filter((l) => l !== "" && !l.startsWith(";"));
    // Beta won both games; Gamma and Delta one each (Delta's opponents scored more: SOS); Alfa none
    expect(rows.map((l) => l.slice(5, 14).trim())).toEqual(["Beta/x B", "Delta(z)", "Gamma/y C", "Alfa A"]);
    expect(rows.map((l) => l.slice(0, 4).trim())).toEqual(["1", "2", "3", "4"]);
    const read = readEgd(out);
    expect(read.diagnostics.filter((d) => d.severity === "error")).toEqual([]);
    const back = read.tournament;
    const before = standings(t).rows.map((r) => [t.players[r.player]?.firstName, r.place, r.values]);
    const after = standings(back).rows.map((r) => [back.players[r.player]?.firstName, r.place, r.values]);
    expect(after).toEqual(before);
  });

  it("a first name that is a number is read back as the name, a bare number alone as a kyu rank (EGD §2.3)", () => {
    // the team EGC 2013's "Ghost 1" (fixture opengotha-team-egc2013), 30K, as writeEgd writes it
    const read = readEgd(
      [
        "   1 Ghost 1    30K PL xxxx    2+/w0",
        "   2 Ghost 2    30K PL xxxx    1-/b0",
        "   3 Kovacs Jan 10 HU Bp       0-",
      ].join("\n"),
    ).tournament;
    expect(read.players.map((p) => [p.name, p.firstName, p.rank])).toEqual([
      ["Ghost", "1", "30k"],
      ["Ghost", "2", "30k"],
      ["Kovacs", "Jan", "10k"],
    ]);
  });
});

/** D75: every name the table writes otherwise is said, naming the player, the name given and written. */
describe("writeEgdTable's notes on names (D75)", () => {
  const four = readEgd(
    [
      "   1 Alfa A   1k HU Bp    2-/w0    3-/b0",
      "   2 Beta B   1k HU Bp    1+/b0    4+/w0",
      "   3 Gamma C  1k HU Bp    4-/w0    1+/w0",
      "   4 Delta D  1k HU Bp    3+/b0    2-/b0",
    ].join("\n"),
  ).tournament;
  const named = (names: [string, string][]): ReturnType<typeof writeEgdTable> =>
    writeEgdTable({
      ...four,
      players: four.players.map((p, i) => ({
        ...p,
        name: names[i]?.[0] ?? p.name,
        firstName: names[i]?.[1],
      })),
    });
  const said = (r: ReturnType<typeof writeEgdTable>): string[] =>
    r.notes.map((n) => `${n.severity}: ${english(n.text)}`);

  it("names the format holds as they are: no note, a first name of digits included", () => {
    const r = named([
      ["Alfa", "A"],
      ["Beta", "12"],
      ["Gamma", "C"],
      ["Delta", "D"],
    ]);
    expect(said(r)).toEqual([]);
    expect(readEgd(r.text).tournament.players.map((p) => p.firstName)).toEqual(["12", "D", "C", "A"]);
  });

  it("a CSV's formula guard ' never reaches the table: dropped, and said", () => {
    const r = named([
      ["'=Alfa", "A"],
      ["Beta", "'-B"],
      ["Gamma", "C"],
      ["O'Neil", "'Pat"],
    ]);
    expect(r.text).toContain(" =Alfa A ");
    expect(r.text).toContain(" Beta -B ");
    // a ' before no formula character is the name's own (O'Neil) or no guard: kept, no note
    expect(r.text).toContain(" O'Neil 'Pat ");
    expect(said(r)).toEqual([
      `warning: player 2 (Beta '-B): name "Beta '-B" written as "Beta -B"`,
      `warning: player 1 ('=Alfa A): name "'=Alfa A" written as "=Alfa A"`,
    ]);
  });

  it("| ; [ ] and an _ of the name: one note per player with the form an EGD table reads", () => {
    const r = named([
      ["Al|fa", "A"],
      ["Be;ta", "B"],
      ["Gam[ma]", "C"],
      ["Del_ta", "D"],
    ]);
    expect(said(r)).toEqual([
      `warning: player 2 (Be;ta B): name "Be;ta B" written as "Be/ta B"`,
      `warning: player 4 (Del_ta D): name "Del_ta D" written as "Del_ta D", which an EGD table reads as "Del ta D"`,
      `warning: player 3 (Gam[ma] C): name "Gam[ma] C" written as "Gam(ma) C"`,
      `warning: player 1 (Al|fa A): name "Al|fa A" written as "Al/fa A"`,
    ]);
  });

  it("spaces written as _ (read back as spaces): one note, the first player named, the others counted", () => {
    const r = named([
      ["van Alfa", "A"],
      ["Beta", "B B"],
      ["Gamma", "C"],
      ["de Delta", "D"],
    ]);
    expect(said(r)).toEqual([
      `warning: player 2 (Beta B B): name "Beta B B" written as "Beta B_B" (and 2 more)`,
    ]);
  });

  it("a surname of digits on a tied row keeps its place, or an EGD table reads it as the place", () => {
    // real files name players by a number and a name (OpenGotha's archive, 20200917164632_reedmcmahonround3.xml:
    // "1508 吴彤", tied with the player above): a blank place made 287 such names errors in 18 files
    const tied = readEgd(["   1 Alfa A  1k HU Bp  0-", "   2 Beta B  1k HU Bp  0-"].join("\n")).tournament;
    const r = writeEgdTable({
      ...tied,
      players: tied.players.map((p, i) => ({
        ...p,
        name: ["1200", "1508"][i] ?? "",
        firstName: ["Li", "吴彤"][i],
      })),
    });
    const rows = r.text.split("\n").filter((l) => l !== "" && !l.startsWith(";"));
    expect(rows.map((l) => l.slice(0, 4))).toEqual(["   1", "   1"]);
    expect(said(r)).toEqual([]);
    expect(readEgd(r.text).tournament.players.map((p) => `${p.name} ${p.firstName ?? ""}`)).toEqual([
      "1200 Li",
      "1508 吴彤",
    ]);
  });

  it("a country not of two letters and a club that is a number: written as none, and said", () => {
    // a CSV's federation HUN; OpenGotha's archive has clubs "-5", "0", "8" (82 players in 11
    // files), which an EGD table read as a first score, every score column after it shifted
    const r = writeEgdTable({
      ...four,
      players: four.players.map((p, i) =>
        i === 0 ? { ...p, federation: "HUN" } : i === 1 ? { ...p, club: "-5" } : p,
      ),
    });
    expect(said(r)).toEqual([
      `warning: player 1 (Alfa A): country "HUN" is not the two letters an EGD table takes; written as XX (none)`,
      `warning: player 2 (Beta B): club "-5" is a number, which an EGD table reads as a score; written as xxxx (none)`,
    ]);
    const back = readEgd(r.text);
    expect(back.diagnostics.filter((d) => d.code === "unexpected-token")).toEqual([]);
    // in placing order: Beta, Gamma, Delta, Alfa
    expect(back.tournament.players.map((p) => [p.federation, p.club])).toEqual([
      ["HU", undefined],
      ["HU", "Bp"],
      ["HU", "Bp"],
      [undefined, "Bp"],
    ]);
  });

  it("a first name an EGD table reads as a rank (1d) is an error naming what it reads", () => {
    const r = named([
      ["Alfa", "A"],
      ["Beta", "1d"],
      ["Gamma", "C"],
      ["Delta", "D"],
    ]);
    expect(said(r)).toEqual([
      `error: player 2 (Beta 1d): name "Beta 1d" written as "Beta 1d", which an EGD table reads as "Beta": the EGD would record another name; change the name in the file (a name part that is a rank or a number cannot stand there) and convert again`,
    ]);
  });
});

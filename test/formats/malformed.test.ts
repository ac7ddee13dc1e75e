import fc from "fast-check";
import { readCsv } from "../../src/formats/csv";
import { readEgd } from "../../src/formats/egd";
import { decodeBytes } from "../../src/formats/encoding";
import { readMahjongResults } from "../../src/formats/mahjong";
import { readOpenGotha } from "../../src/formats/opengotha";
import { readRatingList } from "../../src/formats/rating-list";
import { readTournament } from "../../src/formats/sniff";
import { readTrf } from "../../src/formats/trf";

const codes = (r: { diagnostics: readonly { code: string }[] }): string[] => r.diagnostics.map((d) => d.code);

// A hand-made 4-player h9 (format of FORMATS.md §2.3), altered per test.
const H9 = [
  "; EV[Mini]",
  "   1 Alpha Ann                      3D HU BuPe    2+/w0    3+/b0",
  "   2 Beta Bob                       2D HU BuPe    1-/b0    4+/w0",
  "   3 Gamma Gil                      1D HU BuPe    4+/b0    1-/w0",
  "   4 Delta Dan                      1K HU BuPe    3-/w0    2-/b0",
];
/** H9 with line `i` (0-based) replaced by `edit(line)`. */
const h9 = (i: number, edit: (line: string) => string): string =>
  H9.map((l, k) => (k === i ? edit(l) : l)).join("\n");

describe("malformed EGD tables give diagnostics, never a crash", () => {
  it("the clean table has none", () => {
    expect(readEgd(H9.join("\n")).diagnostics).toEqual([]);
  });

  it("truncated line: reported with line and column, missing round read as not paired", () => {
    const r = readEgd(h9(3, (l) => l.slice(0, -9)));
    expect(r.diagnostics[0]?.message).toBe(
      "EGD line 4, column 56: 1 round entries where the other lines have 2; the missing rounds are read as not paired",
    );
    expect(r.tournament.players[2]?.results[1]).toEqual({ kind: "absent", score: null });
  });

  it("unknown opponent", () => {
    const r = readEgd(h9(1, (l) => l.replace("2+/w0", "9+/w0")));
    expect(r.diagnostics[0]?.message).toBe(
      'EGD line 2, column 51: opponent 9 in "9+/w0" is not a row of the table (4 players)',
    );
    expect(codes(r)).toContain("asymmetric-one-sided"); // row 2 still lists the game
  });

  it("a player meeting himself", () => {
    const r = readEgd(h9(1, (l) => l.replace("2+/w0", "1+/w0")));
    expect(r.diagnostics.map((d) => d.message)).toContain("EGD line 2: round 1: player 1 meets himself");
  });

  it("a game listed by one side only", () => {
    const r = readEgd(h9(4, (l) => l.replace("3-/w0", "   0-")));
    expect(r.diagnostics.map((d) => d.message)).toEqual([
      "EGD line 4: round 1: player 3 lists a game against 4, who does not list it",
    ]);
  });

  it("opposite results, colours and handicaps disagreeing", () => {
    const r = readEgd(h9(2, (l) => l.replace("1-/b0", "1+/w2")));
    expect(codes(r).sort()).toEqual(["asymmetric-colours", "asymmetric-handicap", "asymmetric-results"]);
  });

  it("unknown result token: position of the bad character", () => {
    const r = readEgd(h9(1, (l) => l.replace("2+/w0", "2+/w0x")));
    // the token no longer ends the result run, so the line has one round entry: reported
    expect(codes(r)).toContain("round-count");
  });
});

describe("malformed TRF", () => {
  const [TRF0, TRF1, TRF2] = [
    "012 Mini",
    "001    1 m    Alpha, Ann                        2000 HUN      123456 1990/01/01  1.0    1     2 w 1",
    "001    2 m    Beta, Bob                         1900 HUN      123457 1991/01/01  0.0    2     1 b 0",
  ];
  it("clean file has none", () => {
    expect(readTrf([TRF0, TRF1, TRF2].join("\n")).diagnostics).toEqual([]);
  });
  it("unknown opponent and bad round block", () => {
    const r = readTrf(
      [TRF0, TRF1.replace("    2 w 1", "    7 w 1"), TRF2.replace("1 b 0", "1 b ½")].join("\n"),
    );
    expect(r.diagnostics.map((d) => d.message)).toEqual([
      'TRF line 3, column 92: round 1: unreadable entry "1 b ½"',
      "TRF line 2, column 92: round 1: opponent 7 is not a player of the file",
    ]);
  });
  it("truncated player line", () => {
    const r = readTrf([TRF0, TRF1.slice(0, 40), TRF2].join("\n"));
    expect(codes(r)).toEqual(["asymmetric-one-sided"]);
  });
});

describe("wrong encodings", () => {
  const latin2 = new Uint8Array([0x45, 0x72, 0x64, 0xf5, 0x73, 0x20, 0x50, 0xe1, 0x6c]); // "Erdős Pál" in cp1250
  const latin1 = new Uint8Array([0x4d, 0xfc, 0x6c, 0x6c, 0x65, 0x72]); // "Müller" in ISO-8859-1

  it("cp1250 Hungarian (ő = 0xF5) is recognised", () => {
    expect(decodeBytes(latin2)).toEqual({ text: "Erdős Pál", encoding: "windows-1250" });
  });
  it("Latin-1 otherwise", () => {
    expect(decodeBytes(latin1)).toEqual({ text: "Müller", encoding: "iso-8859-15" });
  });
  it("per line where a file mixes them (the EGD rating list does)", () => {
    const utf = new TextEncoder().encode("Dreelyi Kis Ágota");
    const mixed = new Uint8Array([...latin1, 0x0a, ...utf, 0x0d, 0x0a, ...latin2]);
    expect(decodeBytes(mixed)).toEqual({ text: "Müller\nDreelyi Kis Ágota\r\nErdős Pál", encoding: "mixed" });
  });
  it("a home-made Hungarian h9 in cp1250 reads the names right", () => {
    const head = new TextEncoder().encode("; EV[Magyar]\n   1 ");
    const rest = new TextEncoder().encode(
      " Pal                    3D HU BuPe    2+/w0\n   2 Kis Ede                        2D HU BuPe    1-/b0\n",
    );
    const name = new Uint8Array([0x45, 0x72, 0x64, 0xf5, 0x73]); // "Erdős"
    const r = readEgd(new Uint8Array([...head, ...name, ...rest]));
    expect(r.tournament.players[0]?.name).toBe("Erdős");
    expect(r.diagnostics).toEqual([]);
  });
  it("UTF-8 text read as TRF keeps columns (decoded before slicing)", () => {
    const line =
      "001    1 m    Erdős, Pál                        2000 HUN      123456 1990/01/01  1.0    1     2 w 1";
    const other =
      "001    2 m    Kovács, Éva                       1900 HUN      123457 1991/01/01  0.0    2     1 b 0";
    const r = readTrf(new TextEncoder().encode(`012 X\n${line}\n${other}\n`));
    expect(r.tournament.players.map((p) => [p.name, p.rating])).toEqual([
      ["Erdős, Pál", 2000],
      ["Kovács, Éva", 1900],
    ]);
    expect(r.diagnostics).toEqual([]);
  });
});

describe("noise", () => {
  const readers = [readEgd, readTrf, readCsv, readOpenGotha];

  it("arbitrary short inputs never throw (every reader)", () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 2000 }), (bytes) => {
        for (const read of readers) expect(Array.isArray(read(bytes).diagnostics)).toBe(true);
        expect(Array.isArray(readRatingList(bytes).diagnostics)).toBe(true);
        expect(Array.isArray(readMahjongResults(bytes).diagnostics)).toBe(true);
      }),
      { numRuns: 60 },
    );
  });

  it("arbitrary text lines never throw", () => {
    const chars = fc.constantFrom(..." 0123456789+-=?/!wbWB;|\n\tabcXYZ<>.,_".split(""));
    fc.assert(
      fc.property(fc.array(chars, { maxLength: 3000 }), (cs) => {
        const text = cs.join("");
        for (const read of readers) read(text);
        readTournament(text);
      }),
      { numRuns: 100 },
    );
  });

  it("4 MB of random bytes: diagnostics in bounded time, no crash", () => {
    const bytes = new Uint8Array(4 * 1024 * 1024);
    let x = 12345;
    for (let i = 0; i < bytes.length; i++) {
      x = (x * 1103515245 + 12345) & 0x7fffffff;
      bytes[i] = x >> 16;
    }
    for (const read of readers) {
      const t0 = Date.now();
      const r = read(bytes);
      expect(Date.now() - t0).toBeLessThan(15_000);
      expect(r.diagnostics.length).toBeLessThanOrEqual(1000);
    }
  }, 90_000);

  it("pathological long lines stay linear", () => {
    const long = "1 " + "a".repeat(200_000) + " 5d " + "1+/w0 ".repeat(20_000);
    const t0 = Date.now();
    readEgd(long);
    readRatingList(" 12345678 " + "x ".repeat(100_000));
    readTrf("001 " + " ".repeat(300_000));
    expect(Date.now() - t0).toBeLessThan(5_000);
  });
});

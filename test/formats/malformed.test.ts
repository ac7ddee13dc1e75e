import fc from "fast-check";
import { readCsv } from "../../src/formats/csv";
import { readEgd } from "../../src/formats/egd";
import { decodeBytes } from "../../src/formats/encoding";
import { readMacMahon } from "../../src/formats/macmahon";
import { readMahjongResults } from "../../src/formats/mahjong";
import { readOpenGotha } from "../../src/formats/opengotha";
import { readRatingList } from "../../src/formats/rating-list";
import { readTournament } from "../../src/formats/sniff";
import { readTrf } from "../../src/formats/trf";
import { H9 } from "./mini-h9";

const codes = (r: { diagnostics: readonly { code: string }[] }): string[] => r.diagnostics.map((d) => d.code);

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
      "EGD line 4, column 56: 1 round entries where the other lines have 2; the missing rounds are read as not paired; write one entry for each round on every line (0- for a round not played)",
    );
    expect(r.tournament.players[2]?.results[1]).toEqual({ kind: "absent", score: null });
  });

  it("unknown opponent", () => {
    const r = readEgd(h9(1, (l) => l.replace("2+/w0", "9+/w0")));
    expect(r.diagnostics[0]?.message).toBe(
      `EGD line 2, column 51: opponent 9 in "9+/w0" is not a row of the table (4 players): the round is read as not paired; write the opponent's row, 1 to 4`,
    );
    expect(codes(r)).toContain("asymmetric-one-sided"); // row 2 still lists the game
  });

  // symmetry findings name the result cell that shows them (column of its first character)
  it("a player meeting himself", () => {
    const r = readEgd(h9(1, (l) => l.replace("2+/w0", "1+/w0")));
    expect(r.diagnostics.map((d) => d.message)).toEqual([
      "EGD line 2, column 51: round 1: player 1 meets himself; write his opponent's number",
      "EGD line 3, column 51: round 1: player 2 lists a game against 1, who does not list it; add the game to 1's row, or delete it from 2's",
    ]);
  });

  it("a game listed by one side only", () => {
    const r = readEgd(h9(4, (l) => l.replace("3-/w0", "   0-")));
    expect(r.diagnostics.map((d) => d.message)).toEqual([
      "EGD line 4, column 51: round 1: player 3 lists a game against 4, who does not list it; add the game to 4's row, or delete it from 3's",
    ]);
  });

  it("opposite results, colours and handicaps disagreeing: at the lower-numbered player's cell", () => {
    const r = readEgd(h9(2, (l) => l.replace("1-/b0", "1+/w2")));
    expect(codes(r).sort()).toEqual(["asymmetric-colours", "asymmetric-handicap", "asymmetric-results"]);
    // the pair 1–2 of round 1 is reported from player 1's side: line 2, the cell "2+/w0"
    expect(r.diagnostics.map((d) => [d.line, d.column])).toEqual([
      [2, 51],
      [2, 51],
      [2, 51],
    ]);
    expect((H9[1] ?? "").indexOf("2+/w0") + 1).toBe(51);
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
      'TRF line 3, column 92: round 1: unreadable entry "1 b ½": write the opponent\'s starting rank in its 4 columns (0000 for none), the colour w, b or - and the result 1, 0, =, +, -, W, D, L, H, F, U or Z; leave a round not yet played blank',
      "TRF line 2, column 92: round 1: opponent 7 is not a player of the file: write the starting rank of a player whose 001 line the file has, or 0000 where the round had no opponent",
    ]);
  });
  it("a round not yet played written with a result TRF has no letter for says what to write (D465)", () => {
    // chesspairing's trf/testdata/trf2026-team.trf gives round 3, not yet played, as `0000 - *`
    const r = readTrf([TRF0, TRF1, `${TRF2}  0000 - *`].join("\n"));
    expect(r.diagnostics.map((d) => [d.severity, d.line, d.column, d.detail])).toEqual([
      [
        "error",
        3,
        102,
        'round 2: unreadable entry "0000 - *": write the opponent\'s starting rank in its 4 columns (0000 for none), the colour w, b or - and the result 1, 0, =, +, -, W, D, L, H, F, U or Z; leave a round not yet played blank',
      ],
    ]);
  });
  it("truncated player line: the one-sided game reported at the round block that lists it", () => {
    const r = readTrf([TRF0, TRF1.slice(0, 40), TRF2].join("\n"));
    expect(r.diagnostics.map((d) => d.message)).toEqual([
      "TRF line 3, column 92: round 1: player 2 lists a game against 1, who does not list it; add the game to 1's row, or delete it from 2's",
    ]);
  });
  it("asymmetric results and a player meeting himself, at their round blocks", () => {
    const r = readTrf([TRF0, TRF1, TRF2.replace("1 b 0", "1 b 1")].join("\n"));
    expect(r.diagnostics.map((d) => d.message)).toEqual([
      "TRF line 2, column 92: Round 1, Alpha, Ann (1) – Beta, Bob (2): both claim the win",
    ]);
    const self = readTrf([TRF0, TRF1.replace("    2 w 1", "    1 w 1"), TRF2].join("\n"));
    expect(self.diagnostics.map((d) => [d.code, d.line, d.column])).toEqual([
      ["asymmetric-self-game", 2, 92],
      ["asymmetric-one-sided", 3, 92],
    ]);
  });
});

describe("symmetry findings carry the result cell's column in every reader", () => {
  it("CSV: the field number of the round's cell", () => {
    const r = readCsv("No;Name;R1;R2\n1;Kis;2+/w0;2+/b0\n2;Nagy;1-/b0;\n");
    expect(r.diagnostics.map((d) => d.message)).toEqual([
      "CSV line 2, column 4: round 2: player 1 lists a game against 2, who does not list it; add the game to 2's row, or delete it from 1's",
    ]);
  });
  it("Swiss-Manager CSV: the result field of the round", () => {
    const head = "Rank;SNo.;;Name;Rtg;FED;1.Rd.;;;Pts.";
    const r = readCsv([head, "1;1;;Kis;2000;HUN;2;w;1;1", "2;2;;Nagy;1900;HUN;1;b;1;1"].join("\n"));
    expect(r.diagnostics.map((d) => [d.code, d.line, d.column])).toEqual([["asymmetric-results", 2, 9]]);
  });
  it("OpenGotha: the position of the <Game> element", () => {
    const xml = [
      "<Tournament><Players>",
      '<Player name="A" firstName="B" rank="1D" participating="11"/>',
      '<Player name="C" firstName="D" rank="1D" participating="11"/>',
      "</Players><Games>",
      '  <Game roundNumber="1" whitePlayer="AB" blackPlayer="AB" result="RESULT_WHITEWINS"/>',
      "</Games></Tournament>",
    ].join("\n");
    expect(readOpenGotha(xml).diagnostics.map((d) => d.message)).toEqual([
      // D71: OpenGotha takes a game against himself as his game, a warning
      "OpenGotha line 5, column 3: player 1 (A B) is paired 2 times in round 1 (lines 5): every game is scored, as OpenGotha scores them, and the one at line 5 is his game for SOS and the other tie-breaks, as OpenGotha takes it; correct the round's pairing if it is a mistake",
    ]);
  });
  it("MacMahon 3.9: the position of the <Pairing> element", () => {
    const xml = [
      "<TournamentData><Tournament><Name>X</Name></Tournament><Playerlist>",
      "<Player><Id>1</Id><GoPlayer><Surname>A</Surname><GoLevel>1d</GoLevel></GoPlayer></Player>",
      "</Playerlist><Roundlist><Round><RoundNumber>1</RoundNumber>",
      "   <Pairing><White>1</White><Black>1</Black><Result>1-0</Result></Pairing>",
      "</Round></Roundlist></TournamentData>",
    ].join("\n");
    expect(readMacMahon(xml).diagnostics.map((d) => d.message)).toEqual([
      "MacMahon line 4, column 4: player 1 is paired twice in round 1: the second is not read; delete the pairing that is wrong",
      "MacMahon line 4, column 4: round 1: player 1 meets himself; write his opponent's number",
    ]);
  });
  it.each(["45k", "12d", "0k", "35k"])(
    "MacMahon: a level beyond every rank scale (%s) is said at its player",
    (level) => {
      // issue 24, section 6: it used to be dropped in silence (the player then had no rank)
      const xml = [
        "<TournamentData><Tournament><Name>X</Name></Tournament><Playerlist>",
        `<Player><Id>1</Id><GoPlayer><Surname>A</Surname><GoLevel>${level}</GoLevel></GoPlayer></Player>`,
        "</Playerlist></TournamentData>",
      ].join("\n");
      const read = readMacMahon(xml);
      expect(read.diagnostics.map((d) => [d.line, d.code])).toEqual([[2, "bad-rank"]]);
      expect(read.diagnostics[0]?.message).toContain(level);
      expect(read.tournament.players[0]?.rank).toBeUndefined();
    },
  );
  /** Row 3's player as read: name, first name, rank, country, club. */
  const gilFields = (r: ReturnType<typeof readEgd>): unknown[] => {
    const gil = r.tournament.players[2];
    return [gil?.name, gil?.firstName, gil?.rank, gil?.federation, gil?.club];
  };
  /** Row 3's player read without a rank (P47), his country and club from the columns after it. */
  const GIL_WITHOUT_RANK = ["Gamma", "Gil", undefined, "HU", "BuPe"];
  it.each(["10d", "31k", "0k", "10p"])(
    "EGD: a rank's shape that is no rank (%s) is said at its column, the name and the columns after it kept (D415)",
    (rank) => {
      // the table's row 3 as an officer typed it: the name used to swallow "10d HU BuPe" and the
      // rank be read from the first result's digit or the next number, without a word
      const r = readEgd(h9(3, (l) => l.replace(" 1D HU", `${rank.padStart(3)} HU`)));
      // the rank's first character: the table's rank column ends at column 38 (" 1D" at 36–38)
      const column = 39 - rank.length;
      expect(r.diagnostics.map((d) => [d.line, d.column, d.code])).toEqual([[4, column, "bad-rank"]]);
      expect(r.diagnostics[0]?.message).toContain(`"${rank}"`);
      expect(gilFields(r)).toEqual(GIL_WITHOUT_RANK);
    },
  );
  it.each(["2x", "k3", "3dd", "1dn", "d2"])(
    "EGD: a token of no rank's shape in the rank's place (%s) is said at its column and what to write, no column shifted (D429)",
    (rank) => {
      // row 3 as an officer typed it, with a number column (MMS 12) after the club: the name took
      // "2x HU BuPe" and the rank was 12k, from the MMS column, without a word
      const r = readEgd(h9(3, (l) => l.replace(" 1D HU BuPe   ", `${rank.padStart(3)} HU BuPe 12`)));
      // the rank's first character: the table's rank column ends at column 38 (" 1D" at 36–38)
      const column = 39 - rank.length;
      expect(r.diagnostics.map((d) => [d.line, d.column, d.code])).toEqual([[4, column, "bad-rank"]]);
      // what to write, as rdBadRank says it for every reader (D415)
      expect(r.diagnostics[0]?.message).toBe(
        `EGD line 4, column ${column}: rank "${rank}" is not a Go rank: write it as 30k to 1k, 1d to 9d or 1p to 9p (the player has no rank until then)`,
      );
      expect(gilFields(r)).toEqual(GIL_WITHOUT_RANK);
      expect(r.printed.values[2]).toEqual([12]);
    },
  );
  it("EGD: a rank column left out, the rank read from the MMS's bare number, is said at the country's code (D440)", () => {
    // row 3 as an officer typed it without its rank, an MMS column (12) after the club: EGD §2.3
    // reads the bare 12 as 12k and the name takes "HU BuPe"; read so, and asked
    const r = readEgd(h9(3, (l) => l.replace(" 1D HU BuPe   ", "    HU BuPe 12")));
    const gil = r.tournament.players[2];
    expect([gil?.name, gil?.firstName, gil?.rank]).toEqual(["Gamma", "Gil HU BuPe", "12k"]);
    // "HU" stands at column 40 of the row (the rank column's 4 blanks end at 39)
    expect(r.diagnostics.map((d) => [d.line, d.column, d.code])).toEqual([[4, 40, "bad-rank"]]);
    expect(r.diagnostics[0]?.message).toBe(
      `EGD line 4, column 40: the name "Gamma Gil HU BuPe" holds "HU", a country's code, and the rank is read from the bare number "12" as 12k: if the rank column is missing, write the rank after the name (30k to 1k, 1d to 9d); if 12k is his rank, write it so`,
    );
    // a name of three words, none a code in capitals, with a bare-number rank: nothing said
    const plain = readEgd(
      h9(3, (l) => l.replace("Gamma Gil    ", "Gamma Gil Li ").replace(" 1D HU", " 12 HU")),
    );
    expect(plain.diagnostics).toEqual([]);
    expect(plain.tournament.players[2]?.rank).toBe("12k");
  });
  it("EGD: a name's own words with digits but no rank's shape stay the name's (D429)", () => {
    // a first name that is a number (OpenGotha's export, `Ghost 1 30K`), a word longer than a
    // rank's place could hold and a short one a rank follows are names' words, as before
    for (const [name, first] of [
      ["Gamma R2D2lab 1", "R2D2lab 1"],
      ["Gamma Gil R2D2 ", "Gil R2D2"],
    ] as const) {
      const r = readEgd(h9(3, (l) => l.replace("Gamma Gil    ", name.padEnd(13))));
      expect(r.diagnostics).toEqual([]);
      const gil = r.tournament.players[2];
      expect([gil?.name, gil?.firstName, gil?.rank, gil?.club]).toEqual(["Gamma", first, "1d", "BuPe"]);
    }
  });
  it("EGD: 30k and 1p are ranks, read as such (D415)", () => {
    const r = readEgd(h9(1, (l) => l.replace(" 3D HU", "30k HU")).replace(" 2D HU", " 1p HU"));
    expect(r.diagnostics).toEqual([]);
    expect(r.tournament.players.map((p) => p.rank)).toEqual(["30k", "1p", "1d", "1k"]);
  });
});

describe("wrong encodings", () => {
  const latin2 = new Uint8Array([0x45, 0x72, 0x64, 0xf5, 0x73, 0x20, 0x50, 0xe1, 0x6c]); // "Erdős Pál" in cp1250
  const latin1 = new Uint8Array([0x4d, 0xfc, 0x6c, 0x6c, 0x65, 0x72]); // "Müller" in ISO-8859-1

  it("cp1250 Hungarian (ő = 0xF5) is recognised", () => {
    expect(decodeBytes(latin2)).toMatchObject({ text: "Erdős Pál", encoding: "windows-1250" });
  });
  it("Latin-1 otherwise", () => {
    expect(decodeBytes(latin1)).toEqual({ text: "Müller", encoding: "iso-8859-15" });
  });
  it("per line where a file mixes them (the EGD rating list does)", () => {
    const utf = new TextEncoder().encode("Dreelyi Kis Ágota");
    const mixed = new Uint8Array([...latin1, 0x0a, ...utf, 0x0d, 0x0a, ...latin2]);
    expect(decodeBytes(mixed)).toMatchObject({
      text: "Müller\nDreelyi Kis Ágota\r\nErdős Pál",
      encoding: "mixed",
    });
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

  it("pathological long lines stay linear", () => {
    const long = "1 " + "a".repeat(200_000) + " 5d " + "1+/w0 ".repeat(20_000);
    // a backtracking pattern or a quadratic scan would not finish on these, and jest's timeout
    // (60 s, jest.config.js) fails the test; the time itself is not asserted (a loaded machine is
    // slow): each reader answers, with a diagnostic for what it cannot read
    expect(readEgd(long).diagnostics.length).toBeGreaterThan(0);
    expect(readRatingList(" 12345678 " + "x ".repeat(100_000)).diagnostics.length).toBeGreaterThan(0);
    expect(readTrf("001 " + " ".repeat(300_000)).diagnostics.length).toBeGreaterThan(0);
  });
});

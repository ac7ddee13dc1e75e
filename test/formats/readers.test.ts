import { readdirSync, readFileSync } from "fs";
import { join } from "path";
import { pairedGames, ratedGames } from "../../src/core/tournament/model";
import type { Tournament } from "../../src/core/tournament/model";
import { readCsv } from "../../src/formats/csv";
import { readEgd } from "../../src/formats/egd";
import { readMahjongResults } from "../../src/formats/mahjong";
import { readOpenGotha } from "../../src/formats/opengotha";
import { readRatingList } from "../../src/formats/rating-list";
import { readTournament, sniffFormat } from "../../src/formats/sniff";
import { readTrf } from "../../src/formats/trf";

const fixture = (dir: string): Buffer => {
  const root = join(__dirname, "../fixtures", dir);
  const file = readdirSync(root).find((f) => f.startsWith("input.")) ?? "input";
  return readFileSync(join(root, file));
};
const row = (t: Tournament, name: string): Tournament["players"][number] | undefined =>
  t.players.find((p) => p.name === name);

describe("EGD tables (FORMATS.md §2)", () => {
  it("egc2013.h9: header, ties with blank place, `!` forfeits, `0=` absences", () => {
    const { tournament: t, printed } = readEgd(fixture("egd-egc2013"));
    expect([t.name, t.location, t.startDate, t.endDate, t.komi, t.handicapReduction, t.egdClass]).toEqual([
      "EGC2013main",
      ",Olsztyn",
      "2013-07-28",
      "2013-08-10",
      6.5,
      3,
      "A",
    ]);
    expect(t.timeControl).toEqual({ adjustedMinutes: 195, text: "Standard byo-yomi" });
    // row 6 Silt Ondrej, round 8: "22+!w0"
    expect(t.players[5]?.results[7]).toEqual({
      kind: "game",
      opponent: 21,
      score: 2,
      colour: "white",
      handicap: 0,
      forfeit: true,
    });
    // row 22 Vashurov, round 9: "0="; printed MMS "39?" = 39½, SOS "389?" = 389½
    expect(t.players[21]?.results[8]).toEqual({ kind: "absent", score: 1 });
    expect(printed.values[21]).toEqual([39.5, 389.5, 0, 0]);
    expect(t.players[0]).toMatchObject({
      name: "Fan",
      firstName: "Hui",
      rank: "7d",
      federation: "FR",
      club: "75Op",
      place: 1,
    });
  });

  it("Juvisy: handicap reduction h1, games with stones, touching criteria names", () => {
    const r = readEgd(fixture("egd-tournoi-de-juvisy"));
    expect(r.printed.criteria).toEqual(["MMS", "SOS", "SOSOS"]);
    expect(r.tournament.handicapReduction).toBe(1);
    // row 1 Minieri, round 4: "15+/w4"
    expect(r.tournament.players[0]?.results[3]).toMatchObject({ opponent: 14, colour: "white", handicap: 4 });
  });

  it("Veterans: short format, colours and handicaps unknown", () => {
    const t = readEgd(fixture("egd-veterans")).tournament;
    const g = pairedGames(t);
    expect(g.length).toBeGreaterThan(0);
    expect(g.every((x) => !x.colourKnown && x.handicap === null)).toBe(true);
  });

  it("TestPartEtLic: 20 columns, the 16 unplayed trailing ones dropped", () => {
    expect(readEgd(fixture("egd-testpartetlic")).tournament.rounds).toBe(4);
  });

  it("Levallois: TA[] adjusted time, Latin-1 ç decoded", () => {
    const r = readEgd(fixture("egd-championnat-levallois-2018"));
    expect(r.encoding).toBe("iso-8859-15");
    expect(r.tournament.timeControl?.adjustedMinutes).toBeGreaterThan(0);
    expect(r.tournament.players.some((p) => /ç/.test(`${p.name} ${p.firstName ?? ""}`))).toBe(true);
  });

  it("`|PIN` suffix", () => {
    const t = readEgd(
      "   1 Aczel Gergely  3d HU BuPe  2+/w0 |13850408\n   2 Kis Ede  2d HU BuPe  1-/b0\n",
    ).tournament;
    expect(t.players.map((p) => p.egdPin)).toEqual(["13850408", undefined]);
  });
});

describe("OpenGotha XML (FORMATS.md §3.1)", () => {
  it("egc2013.xml: McMahon parameters (D22), 10 played of 20 configured rounds", () => {
    const t = readOpenGotha(fixture("opengotha-egc2013")).tournament;
    expect(t.rounds).toBe(10);
    // genMMZero 30K, genMMFloor 20K, genMMBar 4D, genMMS2ValueAbsent 1, genNBW2ValueAbsent 0
    expect(t.parameters).toEqual({
      mmZero: 0,
      mmFloor: 10,
      mmBar: 33,
      byePoints2: 2,
      byeMms2: 2,
      absentPoints2: 0,
      absentMms2: 1,
      roundDown: false,
    });
    expect(t.handicapReduction).toBe(3);
    expect(row(t, "Campagnie")).toMatchObject({
      firstName: "Remi",
      rank: "5d",
      smmsCorrection: 1,
      egdPin: "15449269",
    });
  });

  it("weekend (HU): a by-default game is a forfeit, never rated; handicap games kept", () => {
    const t = readOpenGotha(fixture("opengotha-weekend")).tournament;
    const all = pairedGames(t);
    expect(all.filter((g) => g.forfeit)).toHaveLength(1); // one RESULT_BLACKWINS_BYDEF
    expect(ratedGames(t)).toHaveLength(all.length - 1);
    expect(all.filter((g) => (g.handicap ?? 0) > 0)).toHaveLength(16); // FORMATS.md §3.4
    expect(t.players.filter((p) => p.federation === "HU")).toHaveLength(13);
  });

  it("izmnyleague: unknown results kept as unknown (score null), not rated", () => {
    const t = readOpenGotha(fixture("opengotha-izmnyleague")).tournament;
    const unknown = pairedGames(t).filter((g) => g.score === null);
    expect(unknown).toHaveLength(10);
    expect(ratedGames(t).some((g) => g.score === null)).toBe(false);
  });

  it("unknown player key and broken XML are diagnostics", () => {
    const xml = `<Tournament><Players><Player name="A" firstName="B" rank="1D"/></Players><Games><Game roundNumber="1" whitePlayer="AB" blackPlayer="XY" result="RESULT_WHITEWINS"/></Games></Tournament>`;
    expect(readOpenGotha(xml).diagnostics.map((d) => d.message)).toEqual([
      'OpenGotha line 1, column 81: round 1: unknown player "XY": the game is not read; write a player of the file, as the file names him elsewhere', // the <Game element
    ]);
    expect(readOpenGotha("<Tournament><Players>").diagnostics[0]?.code).toBe("bad-xml");
  });
});

describe("TRF (FORMATS.md §1)", () => {
  it("JaVaFo sample 2: H/U/Z byes, forfeits, next-round column dropped, SM titles", () => {
    const t = readTrf(fixture("trf-echecs-javafo-sample2")).tournament;
    expect(t.rounds).toBe(4);
    expect(t.players[0]).toMatchObject({
      name: "Mirzoev Azer",
      title: "GM",
      rating: 2527,
      federation: "AZE",
      fideId: "13400304",
      sex: "m",
    });
    // player 8, round 4: "21 w -" forfeit loss
    expect(t.players[7]?.results[3]).toMatchObject({ kind: "game", opponent: 20, score: 0, forfeit: true });
    expect(t.players[5]?.rating).toBeUndefined(); // rating 0 = unrated
  });

  it("Sharly TRF-2026: H and U byes, 240 records, national rating line", () => {
    const t = readTrf(fixture("trf-sharly-trf26-individual-import-test")).tournament;
    expect(t.players[3]?.results[1]).toEqual({ kind: "absent", score: 1 }); // "0000 - H"
    expect(t.players[5]?.results[2]).toEqual({ kind: "bye", score: 2 }); // "0000 - U"
    expect(t.players[0]?.nationalRatings).toEqual([{ federation: "FRA", rating: 2200, id: "D50113" }]);
  });

  it('Karl-Mala 2005: withdrawn players\' "153 - -" entries are forfeits without colour', () => {
    const t = readTrf(fixture("trf-sklangen-example1-karl-mala-2005")).tournament;
    const p = t.players.find((x) => x.startNumber === 121);
    expect(p?.results[3]).toMatchObject({ kind: "game", score: 0, colour: null, forfeit: true });
  });

  it("bbpPairings files with bare CR line ends", () => {
    expect(readTrf(fixture("trf-bbp-issue-7")).tournament.players).toHaveLength(60);
  });
});

describe("CSV crosstables", () => {
  it("Swiss-Manager ranking export: `x` = ½, opponents by ranking row", () => {
    const t = readCsv(fixture("csv-swissmanager-san-sebastian")).tournament;
    expect(t.rounds).toBe(9);
    // rank 1 Alvarez Pedraza: round 6 "5;b;x" → jigo against row 5 with Black
    expect(t.players[0]?.results[4]).toEqual({
      kind: "game",
      opponent: 4,
      score: 1,
      colour: "black",
      handicap: null,
      forfeit: false,
    });
  });

  it("plain crosstable with opponents by the No column", () => {
    const csv = "No,Name,Rank,R1\n7,Kis,3d,9+/w0\n9,Nagy,2d,7-/b0\n";
    const r = readCsv(csv);
    expect(r.diagnostics).toEqual([]);
    expect(r.tournament.players.map((p) => p.results[0])).toEqual([
      { kind: "game", opponent: 1, score: 2, colour: "white", handicap: 0, forfeit: false },
      { kind: "game", opponent: 0, score: 0, colour: "black", handicap: 0, forfeit: false },
    ]);
  });

  it("bad cell: prefixed message with line and column", () => {
    const r = readCsv("Name,R1,R2\nKis,2+,½+\nNagy,1-,0-\n");
    expect(r.diagnostics.map((d) => d.message)).toEqual([
      `CSV line 2, column 3: round 2: unknown result "½+": expected an opponent number; write the opponent's number and the result, as 12+/w2 (Go: opponent, + - or =, /colour, handicap) or 5w1 (chess: opponent, colour, 1 ½ or 0), or leave the cell empty`,
    ]);
  });
});

describe("rating lists", () => {
  it("EGD download (HU extract, mixed encodings)", () => {
    const r = readRatingList(fixture("egd-ratinglist-hu"));
    expect(r.format).toBe("egd");
    // " 13850408  Aczel Gergely   HU  BuPe    3d   --   2236    20  T090425A" (FORMATS.md §2.6)
    expect(r.entries.find((e) => e.pin === "13850408")).toMatchObject({
      name: "Aczel",
      firstName: "Gergely",
      federation: "HU",
      club: "BuPe",
      rank: "3d",
      rating: 2236,
    });
  });

  it("CSV with name/pin, rating and optional columns", () => {
    const r = readRatingList(
      "PIN;Name;Rating;Rank;K;Birth;Federation\n13850408;Aczel Gergely;2236;3d;20;1980;HUN\n;Kis Ede;x\n",
    );
    expect(r.entries).toEqual([
      {
        pin: "13850408",
        name: "Aczel Gergely",
        rating: 2236,
        rank: "3d",
        k: 20,
        birth: "1980",
        born: { date: { year: 1980, month: 1, day: 1 }, yearOnly: true },
        federation: "HUN",
        line: 2,
      },
    ]);
    expect(r.diagnostics.map((d) => d.message)).toEqual([
      'Rating list line 3, column 3: rating "x" is not a number: write it in digits, with a point before any decimals',
    ]);
  });

  it("a header without rating is refused with a diagnostic", () => {
    expect(readRatingList("Name;Club\nKis;BuPe\n").diagnostics[0]?.code).toBe("no-header");
  });
});

describe("mahjong results table", () => {
  it("place, player, points with ties and decimal commas", () => {
    const r = readMahjongResults(
      'Kupa\nPlace;Player;Points\n1;Kis;"12,5"\n2;Nagy;10\n2;Szabó;10\n4;Tóth;-3\n',
    );
    expect(r.name).toBe("Kupa");
    expect(r.rows.map((x) => [x.place, x.player, x.points])).toEqual([
      [1, "Kis", 12.5],
      [2, "Nagy", 10],
      [2, "Szabó", 10],
      [4, "Tóth", -3],
    ]);
    expect(r.diagnostics).toEqual([]);
  });
  it("places out of order are reported", () => {
    const r = readMahjongResults("Place,Player,Points\n1,A,3\n3,B,2\n");
    expect(r.diagnostics.map((d) => d.message)).toEqual([
      "Mahjong line 3, column 1: place 3 where 2 was expected: correct the place, or put the rows in the order of their places",
    ]);
  });
});

describe("format sniffing", () => {
  it.each([
    ['<?xml version="1.0"?><Tournament>', "", "opengotha"],
    ["012 Open\n001    1", "", "trf"],
    ["; EV[Cup]\n   1 A B 1d", "", "egd"],
    ["   1 Kis Ede  3d HU BuPe  2+/w0", "x.txt", "egd"],
    ["Name;R1\nKis;2+", "", "csv"],
    ["anything", "t.h9", "egd"],
  ])("%j (%s) → %s", (head, name, format) => {
    expect(sniffFormat(head, name)).toBe(format);
  });
});

describe("a rating list given as the tournament is named as such", () => {
  it("the EGD rating-list download (egd-ratinglist-hu), not a misleading CSV header message", () => {
    const r = readTournament(fixture("egd-ratinglist-hu"), "input.txt");
    expect(r.diagnostics.map((d) => [d.severity, d.code, d.message])).toEqual([
      [
        "error",
        "rating-list",
        "Tournament file: this looks like a rating list (the EGD rating-list download), not a tournament: give it as the rating list instead",
      ],
    ]);
    expect(r.tournament.players).toEqual([]);
    expect(readRatingList(fixture("egd-ratinglist-hu")).entries).toHaveLength(655); // its expected.json
  });
  it('a list titled "List of Players" is read and named as the EGD download alike', () => {
    // the title is the only sign: the one row (egd-ratinglist-hu's, FORMATS.md §2.6) is past line 50
    const text = `List of Players\n${"\n".repeat(55)} 13850408  Aczel Gergely   HU  BuPe    3d   --   2236    20  T090425A\n`;
    const list = readRatingList(text);
    expect(list.format).toBe("egd");
    expect(list.entries).toMatchObject([{ pin: "13850408", name: "Aczel", rating: 2236, line: 57 }]);
    expect(readTournament(text, "list.txt").diagnostics[0]?.message).toMatch(
      /looks like a rating list \(the EGD rating-list download\)/,
    );
  });
  it("a CSV with name and rating columns and no round column", () => {
    const r = readTournament("Name;Rating;Rank\nKis Ede;2100;1d\n", "list.csv");
    expect(r.diagnostics.map((d) => d.code)).toEqual(["rating-list"]);
    expect(r.diagnostics[0]?.message).toMatch(/a CSV list with name and rating columns and no rounds/);
  });
  it("a crosstable with a rating column is still a crosstable; an explicit format is obeyed", () => {
    const r = readTournament("No;Name;Rating;R1\n1;Kis;2100;2+/w0\n2;Nagy;2000;1-/b0\n", "t.csv");
    expect([r.diagnostics, r.tournament.players.length]).toEqual([[], 2]);
    expect(readTournament("Name;Rating\nKis;2100\n", "t.csv", "csv").diagnostics).toEqual([]);
  });
});

describe("CSV delimiter", () => {
  it("a one-player file is split on its `;` (two fields per row are not needed)", () => {
    const r = readCsv("Name;R1\nKis;0+\n");
    expect([r.diagnostics, r.tournament.players.map((p) => p.name)]).toEqual([[], ["Kis"]]);
  });
  it("a title line with a comma does not outvote a `;` table", () => {
    const r = readCsv("Open, Budapest\nNo;Name;R1\n1;Kis;2+/w0\n2;Nagy;1-/b0\n");
    expect([r.diagnostics, r.tournament.players.map((p) => p.name)]).toEqual([[], ["Kis", "Nagy"]]);
  });
});

describe("twins: the same tournament in two formats gives the same games", () => {
  const signature = (t: Tournament): string[] => {
    const key = (i: number): string => {
      const p = t.players[i];
      return `${p?.name ?? ""} ${p?.firstName ?? ""}`.toUpperCase().replace(/[\s_]/g, "").slice(0, 24);
    };
    return pairedGames(t)
      .map((g) => `${g.round} ${key(g.first)} ${key(g.second)} ${g.score} ${g.handicap} ${g.colourKnown}`)
      .sort();
  };
  const read = (dir: string): Tournament =>
    readTournament(
      fixture(dir),
      readdirSync(join(__dirname, "../fixtures", dir)).find((f) => f.startsWith("input.")) ?? "",
    ).tournament;

  // (Veterans is not a twin pair: its h9 is in OpenGotha's short format, without colours)
  it.each([
    ["egd-egc2013", "ffg-egc2013"],
    ["egd-tournoi-de-juvisy", "ffg-tournoi-de-juvisy"],
    ["pairgoth-bosp2024", "opengotha-pairgoth-bosp2024"],
    ["egd-championnat-levallois-2018", "opengotha-championnat-levallois-2018"],
  ])("%s ≡ %s", (a, b) => {
    const sa = signature(read(a));
    expect(sa.length).toBeGreaterThan(0);
    expect(sa).toEqual(signature(read(b)));
  });
});

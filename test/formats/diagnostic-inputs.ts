/**
 * Small broken files, one or two defects each, that reach the readers' diagnostics the fixtures
 * and the generic damage of diagnostic-messages.test.ts do not (issue 13): an EGD row with a
 * stray word or a short PIN, OpenGotha games past the declared rounds, two byes in a round and
 * broken teams, MacMahon's ids and rounds, Swiss-Manager CSV rows, a crosstable wider than its
 * file, TRF start numbers, `299`, `240`, team records and round grids past round 999, rating
 * lists before their header, a forfeit loss valued ½, Swiss-Manager's `spielfrei`, an h9 handicap of 99, an XML DOCTYPE's entity, OpenGotha's
 * `roundNumber="1.0"`, and pairgoth's games doubled or at round 1,201, a round given as an
 * object and a key given twice. Each is named as
 * diagnosticsOf reads it (by its extension, `list` and `mahjong-results` in the name).
 */
import { readFileSync } from "fs";
import { join } from "path";
import { H9 } from "./mini-h9";
import { tour } from "./pairgoth-mini";

const FIXTURES = join(__dirname, "..", "fixtures");

/** An OpenGotha file of two players and one game; `parts` adds games, byes, teams, team parameters. */
function og(parts: { games?: string; byes?: string; teams?: string; teamSet?: string }): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<Tournament dataVersion="201">',
    "<Players>",
    '<Player name="Alpha" firstName="Ann" rank="3D" rating="2100"/>',
    '<Player name="Beta" firstName="Bob" rank="2D" rating="2000"/>',
    "</Players>",
    "<Games>",
    '<Game roundNumber="1" whitePlayer="ALPHAANN" blackPlayer="BETABOB" result="RESULT_WHITEWINS" handicap="0"/>',
    parts.games ?? "",
    "</Games>",
    parts.byes ?? "",
    parts.teams ?? "",
    "<TournamentParameterSet>",
    '<GeneralParameterSet name="Mini" numberOfRounds="2"/>',
    "</TournamentParameterSet>",
    parts.teamSet ?? "",
    "</Tournament>",
  ].join("\n");
}

const TRF = [
  "012 Mini Open",
  "001    1 m    Alpha, Ann                        2100 HUN     1234567 1990/01/01  1.0    1     2 w 1",
  "001    2 m    Beta, Bob                         2000 HUN     1234568 1991/02/02  0.0    2     1 b 0",
];
/** A TRF player line with its round blocks given as they are. */
const trfPlayer = (n: number, blocks: string): string =>
  `001 ${String(n).padStart(4)} m    Player ${n}`.padEnd(84) + "1.0    1  " + blocks;
const ABSENT = "0000 - Z  ";

const fixture = (path: string): string => readFileSync(join(FIXTURES, path), "utf8");
const TRF_TEAM = fixture("trf-echecs-trf26-team/input.trf");
/** Its team record, `310   1 Russia …` (members 1 and 2). */
const RUSSIA = TRF_TEAM.split("\n").find((l) => l.startsWith("310")) ?? "";
const MACMAHON = fixture("macmahon-sample-tournament/input.xml");
const SWISS = "Rank;SNo.;;Name;Rtg;FED;1.Rd.;;;2.Rd.;;;Pts\n";
const FIDE_TXT =
  "ID Number      Name                                                         Fed Sex Tit  WTit OTit           FOA SRtng SGm SK RRtng RGm Rk BRtng BGm BK B-day Flag\n";
const PLAYERS3 = [
  { id: 1, name: "A", rank: 0 },
  { id: 2, name: "B", rank: 0 },
  { id: 3, name: "C", rank: 0 },
];

export const TARGETED: readonly (readonly [string, string])[] = [
  ["token.h9", [H9[0], H9[1]?.replace("BuPe", "BuPe   xyz"), ...H9.slice(2)].join("\n")],
  ["pin.h9", [H9[0], `${H9[1]} |1234`, ...H9.slice(2)].join("\n")],
  // D393: 99 stones, read as 9
  ["stones.h9", [H9[0], H9[1]?.replace("2+/w0", "2+/w99"), ...H9.slice(2)].join("\n")],
  // OpenGotha's "99K" as a rank (16 files of its archive), his grade 4K taken for the standings
  // while the pairing counts him 30k (D93): said at the player
  ["rank-99k.xml", og({}).replace('rank="2D" rating="2000"', 'rank="99K" grade="4K" rating="2000"')],
  [
    "rounds.xml",
    og({ games: '<Game roundNumber="3" whitePlayer="BETABOB" blackPlayer="ALPHAANN" handicap="0"/>' }),
  ],
  [
    "result.xml",
    og({
      games: '<Game roundNumber="2" whitePlayer="BETABOB" blackPlayer="ALPHAANN" result="RESULT_BOTH"/>',
    }),
  ],
  [
    "byes.xml",
    og({
      byes: [
        "<ByePlayers>",
        '<ByePlayer player="ALPHAANN" roundNumber="2"/>',
        '<ByePlayer player="BETABOB" roundNumber="2"/>',
        "</ByePlayers>",
      ].join("\n"),
    }),
  ],
  // a bye for a player who has a game in that round (D21: the bye is kept, a warning); a game at
  // the table of another (D71: replaced, as OpenGotha does); a bye for an unknown key (D72)
  [
    "bye-and-game.xml",
    og({
      games: [
        '<Game roundNumber="2" tableNumber="1" whitePlayer="BETABOB" blackPlayer="ALPHAANN" result="RESULT_WHITEWINS"/>',
        '<Game roundNumber="2" tableNumber="1" whitePlayer="ALPHAANN" blackPlayer="BETABOB" result="RESULT_WHITEWINS"/>',
      ].join("\n"),
      byes: [
        "<ByePlayers>",
        '<ByePlayer player="ALPHAANN" roundNumber="2"/>',
        '<ByePlayer player="GAMMACID" roundNumber="1"/>',
        "</ByePlayers>",
      ].join("\n"),
    }),
  ],
  // a placement criterion OpenGotha does not know either (D22: warned, left out of the order, D50)
  [
    "criterion.xml",
    og({}).replace(
      "</TournamentParameterSet>",
      '<PlacementParameterSet><PlacementCriteria><PlacementCriterion name="XYZ" number="1"/></PlacementCriteria></PlacementParameterSet>\n</TournamentParameterSet>',
    ),
  ],
  ["root.xml", '<?xml version="1.0"?>\n<Other/>'],
  // D391: a DOCTYPE declaring an entity; D392: a round number 1.0
  ["doctype.xml", og({}).replace("<Tournament", '<!DOCTYPE Tournament [ <!ENTITY a "b"> ]>\n<Tournament')],
  ["round-decimal.xml", og({}).replace('roundNumber="1"', 'roundNumber="1.0"')],
  [
    "teams.xml",
    og({
      teams: [
        "<Teams>",
        '<Team teamName="Ones" teamNumber="1">',
        '<Board boardNumber="1" player="ALPHAANN" roundNumber="1"/>',
        '<Board boardNumber="2" player="NOBODY" roundNumber="1"/>',
        '<Board boardNumber="x" player="BETABOB" roundNumber="1"/>',
        "</Team>",
        '<Team teamName="Twos" teamNumber="2">',
        '<Board boardNumber="1" player="ALPHAANN" roundNumber="2"/>',
        "</Team>",
        "</Teams>",
      ].join("\n"),
      teamSet:
        '<TeamTournamentParameterSet>\n<TeamGeneralParameterSet teamSize="11"/>\n</TeamTournamentParameterSet>',
    }),
  ],
  ["ids.xml", MACMAHON.replace("<Id>2</Id>", "<Id>1</Id>")],
  [
    "round.xml",
    MACMAHON.replace("<RoundNumber>2</RoundNumber>", "<RoundNumber>x</RoundNumber>").replace(
      "<Result>0-1</Result>",
      "<Result>2-7</Result>",
    ),
  ],
  ["short.csv", `${SWISS}1;1;;A;2000;ESP;2;w;1;2;b;1;2\n2;2;;B;2000;ESP;1;b;0\nnotes;here\n`],
  ["result.csv", `${SWISS}1;1;;A;2000;ESP;2;w;q;2;b;1;2\n2;2;;B;2000;ESP;1;b;0;1;w;0;0\n`],
  ["right.csv", "Tournament;Mini\nNo;Name;Rank;Rating;1;2\n1;Alpha;3d;2100;2+;0;9\n2;Beta;2d;2000;1-;0\n"],
  [
    "wide.csv",
    `No;Name;${Array.from({ length: 999 }, (_, i) => i + 1).join(";")}\n1;A;${";".repeat(998)}x\n` +
      Array.from({ length: 20 }, (_, i) => `${i + 2};P;x\n`).join(""),
  ],
  ["start.trf", [TRF[0], "001   x0 m    Alpha, Ann", ...TRF.slice(1)].join("\n")],
  ["points.trf", [...TRF, "299 abnormal"].join("\n")],
  // D431: a forfeit loss 162's A values at ½; D433: Swiss-Manager's "spielfrei", as the bye and with points
  [
    "forfeit-worth.trf",
    [
      "162  W 1.0    D 0.5    L 0.0    A 0.5",
      ...TRF.map((l) => l.replace("2 w 1", "2 w +").replace("1 b 0", "1 b -")),
    ].join("\n"),
  ],
  [
    "spielfrei.trf",
    [...TRF, "001    3      spielfrei                                                          0.0"].join(
      "\n",
    ),
  ],
  [
    "spielfrei-points.trf",
    [...TRF, "001    3      spielfrei                                                          1.0"].join(
      "\n",
    ),
  ],
  ["opponent.trf", [TRF[0], TRF[1]?.replace("2 w 1", "0000 - 1"), TRF[2]].join("\n")],
  ["bye240.trf", [...TRF, "240 F  x    1", "240 H   1   77"].join("\n")],
  // the records pairing engines exchange (trf-pairing.ts, D202): each bad value once
  ["header142.trf", ["142 nine", "152 R", ...TRF].join("\n")],
  [
    "pairing.trf",
    [
      "142 1",
      ...TRF,
      "240 H   5    1",
      "240 H   1    1",
      "240 Z   1    1",
      "250       1.0   1   1    2    1",
      "250       0.0   1   1    1    2",
      "250  2.0  1.0   1   1    1    2",
      "250       1.0   1   1    1    9",
    ].join("\n"),
  ],
  [
    "rounds.trf",
    [
      TRF[0],
      trfPlayer(1, `${ABSENT.repeat(999)}   2 w 1`),
      trfPlayer(2, `${ABSENT.repeat(999)}   1 b 0`),
    ].join("\n"),
  ],
  ["team.trf", TRF_TEAM.replace("310   1 Russia", "310  xx Russia")],
  // at their columns (D77): points that are no number, and a player listed by two teams
  ["team.trf", TRF_TEAM.replace("      4.0    7.5", "      4,0    7.5")],
  ["team.trf", `${TRF_TEAM}${RUSSIA.replace("310   1 Russia ", "310   2 Hungary")}\n`],
  ["team.trf", `${TRF_TEAM}320 1.x  2.0    1\n330 ?? 1   1   2\n362 TW 0.3 TD 1.0 TL 0.0\n`],
  ["fide-list.txt", `before the header\n${FIDE_TXT}`],
  ["fide-list.txt", `${FIDE_TXT}${" ".repeat(76)}HUN M\n`],
  ["fide-list.txt", "ID Number      Name   Fed\n1 x\n"],
  ["fide-list.xml", "<playerslist>\n</playerslist>\n"],
  [
    "egd-list.txt",
    "  13850408  Aczel Gergely   HU  BuPe    3d   --   2236    20  T090425A\n  13850409  broken row\n",
  ],
  ["mahjong-results.csv", "place;player;points\n1;Иванов;3\n2;Иванов;1\n"],
  [
    "far.tour",
    tour({
      games: [
        [{ id: 1, t: 1, w: 1, b: 2, h: 0, r: "w" }],
        ...Array.from({ length: 1199 }, () => []),
        [{ id: 2, t: 1, w: 1, b: 2, h: 0, r: "w" }],
      ],
    }),
  ],
  [
    "twice.tour",
    tour({
      players: PLAYERS3,
      games: [
        [
          { id: 1, t: 1, w: 1, b: 2, h: 0, r: "w" },
          { id: 2, t: 2, w: 1, b: 3, h: 0, r: "w" },
        ],
      ],
    }),
  ],
  // H15: a round given as an object, a key given twice in a game
  ["round-object.tour", tour({ games: [{ 0: { id: 1, t: 1, w: 1, b: 2, h: 0, r: "w" } }] })],
  ["repeated-key.tour", tour({}).replace('"w":1,', '"w":1,"w":2,')],
  // D63, D74: one EGD PIN for two players, one name twice with no ID
  ["pin-twice.h9", [H9[0], `${H9[1]} |12345678`, `${H9[2]} |12345678`, ...H9.slice(3)].join("\n")],
  ["name-twice.h9", [...H9.slice(0, 4), H9[4]?.replace("Delta Dan", "Gamma Gil")].join("\n")],
  // D440: row 3's rank column left out, an MMS after the club read as a bare-number rank
  [
    "rank-left-out.h9",
    [...H9.slice(0, 3), H9[3]?.replace(" 1D HU BuPe   ", "    HU BuPe 12"), ...H9.slice(4)].join("\n"),
  ],
];

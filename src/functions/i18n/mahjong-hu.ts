/** The mahjong custom functions' metadata in Hungarian (D132; codes in `mahjong-en.ts`). */
import type { Words } from "../../i18n/message";
import type { MahjongFunctionCode } from "./mahjong-en";
import { dateCells } from "./date-cells";

export const MAHJONG_FUNCTIONS_HU: Words<MahjongFunctionCode>["hu"] = {
  "MAHJONG.NORMRATING": () =>
    "Normaértékszám NR = 1000 × (N − helyezés) / (N − 1): az első 1000, az utolsó 0.",
  "MAHJONG.NORMRATING.place.name": () => "helyezes",
  "MAHJONG.NORMRATING.place": () => "Helyezés, 1..résztvevők; egész, holtversenyben x,5 is lehet, pl. 20",
  "MAHJONG.NORMRATING.participants.name": () => "resztvevok",
  "MAHJONG.NORMRATING.participants": () => "Résztvevők száma N, egész 2..100000, pl. 40",
  "MAHJONG.WEIGHT": () => "A verseny súlya W az utolsó naptól a kiadásig eltelt egész hónapok szerint.",
  "MAHJONG.WEIGHT.tournament_date.name": () => "verseny_datuma",
  "MAHJONG.WEIGHT.tournament_date": () =>
    `A verseny utolsó napja, nem a kiadás után, pl. "2026-03-15"; ${dateCells("hu")}`,
  "MAHJONG.WEIGHT.release_date.name": () => "kiadas_datuma",
  "MAHJONG.WEIGHT.release_date": () => `A rangsor kiadásának dátuma, pl. "2026-12-01"; ${dateCells("hu")}`,
  "MAHJONG.SIZEFACTOR": () =>
    "A verseny méretszorzója KT_N a résztvevők száma szerint (12 alatt nem értékelt).",
  "MAHJONG.SIZEFACTOR.participants.name": () => "resztvevok",
  "MAHJONG.SIZEFACTOR.participants": () =>
    "Résztvevők száma N (egyszerre játszók legnagyobb száma), egész 12..100000, pl. 40",
  "MAHJONG.COEFFICIENT": () => "Versenyegyüttható KT = 0,1 × S + KT_N + KT_EU + KT_W.",
  "MAHJONG.COEFFICIENT.sessions.name": () => "ulesek",
  "MAHJONG.COEFFICIENT.sessions": () => "Ülések (szessziók) száma S, egész 1..1000, pl. 8",
  "MAHJONG.COEFFICIENT.participants.name": () => "resztvevok",
  "MAHJONG.COEFFICIENT.participants": () =>
    "Résztvevők száma N (egyszerre játszók legnagyobb száma), egész 12..100000, pl. 40",
  "MAHJONG.COEFFICIENT.levels.name": () => "szintek",
  "MAHJONG.COEFFICIENT.levels": () =>
    'A játékosok szintjei a verseny elején: nevek vagy értékek ("2d", 1250), vagy egy átlagérték, pl. 1230',
  "MAHJONG.COEFFICIENT.championship.name": () => "bajnoksag",
  "MAHJONG.COEFFICIENT.championship": () =>
    "IGAZ Európa- vagy világbajnokságon (+1,00); alapértelmezés HAMIS",
  "MAHJONG.NORM": () => "Az NR × KT által teljesített norma: a legmagasabb elért szint.",
  "MAHJONG.NORM.points.name": () => "pontok",
  "MAHJONG.NORM.points": () => "NR × KT, 0 vagy több, pl. 2500",
  "MAHJONG.NORM.style.name": () => "forma",
  "MAHJONG.NORM.style": () => '"short" ("2d", alapértelmezés), "long" ("2 дан") vagy "english" ("2 dan")',
  "MAHJONG.LEVELVALUE": () => "Egy evolúciós szint számértéke (a jelek nem számítanak).",
  "MAHJONG.LEVELVALUE.level.name": () => "szint",
  "MAHJONG.LEVELVALUE.level": () => 'Szint bármely írásmóddal, 12 kyu..12 dan, pl. "3 кю", "3k", "2d+"',
  "MAHJONG.T5": () => "T5: az 5 legnagyobb NR × KT × W átlaga, a hiányzók 0-nak számítanak; két tizedes.",
  "MAHJONG.T5.values.name": () => "ertekek",
  "MAHJONG.T5.values": () => "A játékos versenyeinek NR × KT × W értékei (tartomány; üres cellák kimaradnak)",
  "MAHJONG.RATING": () => "Értékszám = 0,25 × EU + 0,75 × T5, két tizedesre.",
  "MAHJONG.RATING.level.name": () => "szint",
  "MAHJONG.RATING.level": () =>
    'A játékos evolúciós szintje (jelek nélkül számít), név vagy érték, pl. "2d+"',
  "MAHJONG.RATING.values.name": () => "ertekek",
  "MAHJONG.RATING.values": () =>
    "A játékos versenyeinek NR × KT × W értékei (tartomány; üres cellák kimaradnak)",
  "MAHJONG.EVOLUTION": () => "Evolúciós szint jelekkel a normák időrendi visszajátszása után.",
  "MAHJONG.EVOLUTION.dates.name": () => "datumok",
  "MAHJONG.EVOLUTION.dates": () => `A versenyek utolsó napjai (dátumok tartománya); ${dateCells("hu")}`,
  "MAHJONG.EVOLUTION.norms.name": () => "normak",
  "MAHJONG.EVOLUTION.norms": () =>
    "Versenyenként NR × KT vagy a teljesített szint (tartomány a dátumok mellett)",
  "MAHJONG.EVOLUTION.release_date.name": () => "kiadas_datuma",
  "MAHJONG.EVOLUTION.release_date": () =>
    `A kiadás dátuma; a későbbi versenyek kimaradnak; ${dateCells("hu")}`,
  "MAHJONG.EVOLUTION.start_level.name": () => "kezdo_szint",
  "MAHJONG.EVOLUTION.start_level": () => 'Szint az első verseny előtt, jelekkel; alapértelmezés "12 kyu"',
  "MAHJONG.RATINGLIST": () =>
    "A kiadás napjára szóló rangsor egy eredménytáblából, értékszám szerint rendezve.",
  "MAHJONG.RATINGLIST.results.name": () => "eredmenyek",
  "MAHJONG.RATINGLIST.results": () =>
    `Tartomány, soronként egy játékos egy versenyen: játékos, verseny, utolsó nap, helyezés, résztvevők, menetek, és ha kell bajnokság (IGAZ/HAMIS); fejléc sor lehet. Az Excel legfeljebb 5 MB-ot ad át egy függvénynek (kb. 50 000 sor): a nagyobb tartomány #BUSY! marad vagy elutasítjuk; olvassa be a munkaablak listájával; ${dateCells("hu")}`,
  "MAHJONG.RATINGLIST.release_date.name": () => "kiadas_datuma",
  "MAHJONG.RATINGLIST.release_date": () =>
    `A kiadás dátuma; a későbbi versenyek kimaradnak, pl. "2026-12-01"; ${dateCells("hu")}`,
};

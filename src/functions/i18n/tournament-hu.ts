/** The tournament custom functions' metadata in Hungarian (D132; codes in `tournament-en.ts`). */
import type { Words } from "../../i18n/message";
import type { TournamentFunctionCode } from "./tournament-en";

export const TOURNAMENT_FUNCTIONS_HU: Words<TournamentFunctionCode>["hu"] = {
  "TOURNAMENT.STANDINGS": () =>
    "Egy kereszttábla végeredménye a választott holtverseny-eldöntőkkel, táblázatként kiterjesztve.",
  "TOURNAMENT.STANDINGS.crosstable.name": () => "kereszttabla",
  "TOURNAMENT.STANDINGS.crosstable": () =>
    'Tartomány, játékosonként egy sor: sorszám, név, fokozat, értékszám, majd fordulónként egy cella, pl. "12+/w2", "7-/b0", "3=/w", "5+!", "0+"; fejléc sor megengedett',
  "TOURNAMENT.STANDINGS.tiebreaks.name": () => "eldontok",
  "TOURNAMENT.STANDINGS.tiebreaks": () =>
    'Holtverseny-eldöntők sorrendben, szövegként "MMS,SOS" vagy nevek tartománya: PTS MMS SOS SODOS SOSOS BUCH BUCHT BERGER CUM DE WINS ARO EXT EXR CAT RANK RATING SOSW-1 SOSW-2 SOSM-1 SOSM-2 SDC STS SOSTS CPS CUSSM DC; alapértelmezés MMS,SOS,SODOS,SOSOS. Sakk: "CHESS" (PTS,BH-C1,BH,SB,DE,WON,ARO) vagy nevek, pl. "PTS,BH-C1,SB,TPR"',
  "TOURNAMENT.STANDINGS.rounds.name": () => "fordulok",
  "TOURNAMENT.STANDINGS.rounds": () =>
    "Állás ennyi forduló után, egész szám 0..a tábla fordulói, pl. 3; alapértelmezés mind",
  "TOURNAMENT.STANDINGS.literal.name": () => "szo_szerinti",
  "TOURNAMENT.STANDINGS.literal": () =>
    "IGAZ: a szabályzat szó szerinti SOS, SODOS és SOSOS értéke: a játszma nélküli forduló 0-t ad, előnykő-tag nélkül, a kimaradt forduló 0 pont; alapértelmezés HAMIS (az OpenGotha olvasata)",
  "TOURNAMENT.STANDINGS.round_robin.name": () => "korverseny",
  "TOURNAMENT.STANDINGS.round_robin": () =>
    "IGAZ: a körmérkőzéses visszalépési szabály: aki a játszmái felénél kevesebbet játszott le, annak játszmái a többieknél nem számítanak; alapértelmezés HAMIS",
  "TOURNAMENT.STANDINGS.mm_bar.name": () => "mm_felso_hatar",
  "TOURNAMENT.STANDINGS.mm_bar": () =>
    'McMahon-felső határ, go-fokozat 30k..9d, pl. "4d": az erősebbek ezzel a fokozattal indulnak; alapértelmezés "4d"',
  "TOURNAMENT.STANDINGS.mm_floor.name": () => "mm_also_hatar",
  "TOURNAMENT.STANDINGS.mm_floor": () =>
    'McMahon-alsó határ, go-fokozat 30k..9d, pl. "20k": a gyengébbek ezzel a fokozattal indulnak; alapértelmezés "20k"',
  "TOURNAMENT.STANDINGS.mm_zero.name": () => "mm_nulla",
  "TOURNAMENT.STANDINGS.mm_zero": () =>
    'Az a go-fokozat, amelynek kezdő McMahon-pontja 0, 30k..9d, pl. "30k"; alapértelmezés "30k"',
  "TOURNAMENT.STANDINGS.mm_corrections.name": () => "mm_korrekciok",
  "TOURNAMENT.STANDINGS.mm_corrections": () =>
    "Kezdő McMahon-pont korrekciók egész pontban -30..30, pl. 1: egy oszlop a kereszttábla soraihoz igazítva, üres: nincs (az OpenGotha smmsCorrection értéke); alapértelmezés nincs",
  "TOURNAMENT.STANDINGS.mm_absent.name": () => "mm_tavollet",
  "TOURNAMENT.STANDINGS.mm_absent": () =>
    'McMahon-pont egy üresen hagyott fordulóért (távol volt, nem párosították): 0, 0,5 vagy 1, pl. 0,5 (a szabadnap értékét a cellája adja: "0+", "0=", "0-"); alapértelmezés 0,5',
  "TOURNAMENT.STANDINGS.round_down.name": () => "lefele_kerekites",
  "TOURNAMENT.STANDINGS.round_down": () =>
    "IGAZ: a pontszám és a McMahon-pont lefelé kerekítése egész pontra (az OpenGotha genRoundDownNBWMMS beállítása); alapértelmezés HAMIS",
  "TOURNAMENT.STANDINGS.points_absent.name": () => "pont_tavollet",
  "TOURNAMENT.STANDINGS.points_absent": () =>
    "Pont (PTS, Buchholz, …) egy üresen hagyott fordulóért: 0, 0,5 vagy 1, pl. 0; alapértelmezés 0",
  "TOURNAMENT.STANDINGS.language.name": () => "nyelv",
  "TOURNAMENT.STANDINGS.language": () => 'A fejléc sor nyelve: "en", "hu" vagy "ru"; alapértelmezés "en"',
  "TOURNAMENT.STANDINGS.points_bye.name": () => "pont_szabadnap",
  "TOURNAMENT.STANDINGS.points_bye": () =>
    'A verseny szabadnapjának pontja (PTS, Buchholz, …), a "0+" cellák: 0, 0,5 vagy 1, pl. 0,5 (az OpenGotha genNBW2ValueBye értéke); alapértelmezés 1',
  "TOURNAMENT.STANDINGS.mm_bye.name": () => "mm_szabadnap",
  "TOURNAMENT.STANDINGS.mm_bye": () =>
    'A verseny szabadnapjának McMahon-pontja, a "0+" cellák: 0, 0,5 vagy 1, pl. 1 (az OpenGotha genMMS2ValueBye értéke); alapértelmezés 1',
  "TOURNAMENT.TEAMSTANDINGS": () =>
    "Csapatverseny végeredménye: játszmapontok, meccspontok a kiállítandó táblák szerint, az egymás elleni meccs, csapat-Buchholz és -Berger, táblázatként kiterjesztve.",
  "TOURNAMENT.TEAMSTANDINGS.crosstable.name": () => "kereszttabla",
  "TOURNAMENT.TEAMSTANDINGS.crosstable": () =>
    'Tartomány, játékosonként egy sor: sorszám, név, fokozat, értékszám, majd fordulónként egy cella, pl. "12+/w2", "7-/b0", "3=/w", "5+!", "0+"; fejléc sor megengedett',
  "TOURNAMENT.TEAMSTANDINGS.teams.name": () => "csapatok",
  "TOURNAMENT.TEAMSTANDINGS.teams": () =>
    "A csapatok tartománya: csapat, tábla, játékos (a kereszttábla sorszáma vagy neve), játékosonként egy sor; vagy két oszlop, csapat és játékos, táblasorrendben; vagy négy: csapat sorszáma, csapat, tábla, játékos; fejléc sor megengedett",
  "TOURNAMENT.TEAMSTANDINGS.tiebreaks.name": () => "eldontok",
  "TOURNAMENT.TEAMSTANDINGS.tiebreaks": () =>
    'Csapat-holtverseny-eldöntők sorrendben, szövegként "GP,MP,DM" vagy nevek tartománya: GP (játszmapont) MP (meccspont) DM (egymás elleni meccs) BH (Buchholz) SB (Berger) B1U…B9U (játszmapont a k felső táblán); alapértelmezés körmérkőzésen GP,MP,DM,SB, egyébként GP,MP,DM,BH,SB',
  "TOURNAMENT.TEAMSTANDINGS.boards.name": () => "tablak",
  "TOURNAMENT.TEAMSTANDINGS.boards": () =>
    "Táblák száma meccsenként, egész szám 1..100, pl. 4; alapértelmezés a legtöbb tábla, amelyen egy csapat játszott",
  "TOURNAMENT.TEAMSTANDINGS.rounds.name": () => "fordulok",
  "TOURNAMENT.TEAMSTANDINGS.rounds": () =>
    "Állás ennyi forduló után, egész szám 0..a tábla fordulói, pl. 3; alapértelmezés mind",
  "TOURNAMENT.TEAMSTANDINGS.language.name": () => "nyelv",
  "TOURNAMENT.TEAMSTANDINGS.language": () => 'A fejléc sor nyelve: "en", "hu" vagy "ru"; alapértelmezés "en"',
  "TOURNAMENT.TEAMSTANDINGS.matches.name": () => "meccsek",
  "TOURNAMENT.TEAMSTANDINGS.matches": () =>
    "A csapatok meccs nélküli fordulói, soronként: forduló, csapat, majd F, H vagy Z (teljes, fél, nulla pontos szabadnap), P (a párosítás adta szabadnap, a meccs- és játszmapontjai az 5. és 6. oszlopban), vagy +-, -+, -- (játék nélkül eldőlt meccs: a sor csapata nyer, az ellenfél nyer, mindkettő veszít) és az ellenfél csapat; alapértelmezés nincs",
  "TOURNAMENT.TEAMSTANDINGS.match_points.name": () => "meccspontok",
  "TOURNAMENT.TEAMSTANDINGS.match_points": () =>
    'Meccspont a megnyert, döntetlen és elvesztett meccsért, szövegként "3,1,0"; alapértelmezés "2,1,0"',
  "TOURNAMENT.MGSZ": () =>
    "Minden játékos új MGSZ-értékszáma egy kereszttáblából, táblázatként kiterjesztve.",
  "TOURNAMENT.MGSZ.crosstable.name": () => "kereszttabla",
  "TOURNAMENT.MGSZ.crosstable": () =>
    'Tartomány, játékosonként egy sor: sorszám, név, fokozat, értékszám a verseny előtt (üres: a fokozatból), majd fordulónként egy cella, pl. "12+/w2", "7-/b0", "0+"',
  "TOURNAMENT.MGSZ.multiplier.name": () => "szorzo",
  "TOURNAMENT.MGSZ.multiplier": () => "Versenyszorzó C, egész szám 0..100, pl. 30 (az MGSZ.MULTIPLIER adja)",
  "TOURNAMENT.MGSZ.language.name": () => "nyelv",
  "TOURNAMENT.MGSZ.language": () => 'A fejléc sor nyelve: "en", "hu" vagy "ru"; alapértelmezés "en"',
  "TOURNAMENT.MGSZ.register.name": () => "nyilvantartasba",
  "TOURNAMENT.MGSZ.register": () =>
    "Új játékosok: a kereszttábla soraihoz igazított oszlop, IGAZ, ha a játékos nyilvántartásba kerül (kezdő fokozata legfeljebb 5 kyu), HAMIS, ha nem, üres (vagy 0, amit a régebbi Excel-változatok üres cella helyett adnak át), ha nem új játékos; az új játékos fokozata a bejelentett, értékszáma a kezdő érték (üres: a fokozat alsó határa); alapértelmezés nincs",
  "TOURNAMENT.MGSZ.accept_unknown.name": () => "ismeretlen_nelkul",
  "TOURNAMENT.MGSZ.accept_unknown": () =>
    'IGAZ: számítás az ismeretlen vagy ellentmondó eredményű játszmák nélkül (egy "?" cella, mindkét játékosnál győzelem, csak az egyik játékosnál szereplő játszma); alapértelmezés HAMIS: ilyen játszmák esetén a függvény hibát ad, megnevezve őket',
  "TOURNAMENT.MGSZ.reached_once.name": () => "egyszer_elert",
  "TOURNAMENT.MGSZ.reached_once": () =>
    'Az egyes játékosok által már egyszer elért küszöbök (3 kyutól felfelé a fokozatot a küszöb második elérése adja): a kereszttábla soraihoz igazított oszlop, egy fokozat, pl. "2d", több "1d;2d" alakban, üres, ha nincs; alapértelmezés nincs',
  "TOURNAMENT.FIDE": () =>
    "Minden játékos új FIDE-értékszáma egy kereszttáblából, táblázatként kiterjesztve.",
  "TOURNAMENT.FIDE.crosstable.name": () => "kereszttabla",
  "TOURNAMENT.FIDE.crosstable": () =>
    'Tartomány, játékosonként egy sor: sorszám, név, cím (nem számít), FIDE-értékszám a verseny előtt (üres: nincs értékszáma), majd fordulónként egy cella, pl. "12+/w", "7-/b", "3=/w", "5+!" (játék nélkül, nem számít), "0+"',
  "TOURNAMENT.FIDE.ruleset.name": () => "szabalyzat",
  "TOURNAMENT.FIDE.ruleset": () =>
    'Szabályzat: "FIDE2024" vagy "HU2017" (vagy "FIDE2024 2025-09-30"); alapértelmezés "FIDE2024"',
  "TOURNAMENT.FIDE.k.name": () => "k",
  "TOURNAMENT.FIDE.k": () =>
    "K szorzó, egész szám 0..100, pl. 20, vagy a kereszttábla soraihoz igazított oszlop (üres: a szabályok szerint); alapértelmezés a szabályok szerint: 2400-tól 10, egyébként 20",
  "TOURNAMENT.FIDE.language.name": () => "nyelv",
  "TOURNAMENT.FIDE.language": () => 'A fejléc sor nyelve: "en", "hu" vagy "ru"; alapértelmezés "en"',
  "TOURNAMENT.FIDE.accept_unknown.name": () => "ismeretlen_nelkul",
  "TOURNAMENT.FIDE.accept_unknown": () =>
    'IGAZ: számítás az ismeretlen vagy ellentmondó eredményű játszmák nélkül (egy "?" cella, mindkét játékosnál győzelem, csak az egyik játékosnál szereplő játszma); alapértelmezés HAMIS: ilyen játszmák esetén a függvény hibát ad, megnevezve őket',
  "TOURNAMENT.MAHJONG": () =>
    "Egy madzsongverseny eredményei: NR, KT, NR×KT és a teljesített norma játékosonként, táblázatként kiterjesztve.",
  "TOURNAMENT.MAHJONG.results.name": () => "eredmenyek",
  "TOURNAMENT.MAHJONG.results": () =>
    'Tartomány, játékosonként egy sor: helyezés (egész, megosztott helyen x.5), játékos neve, és ha van, a szintje a verseny elején, pl. "3 кю", "2d+"; fejléc sor megengedett; a sorok száma a résztvevők száma N (legalább 12)',
  "TOURNAMENT.MAHJONG.sessions.name": () => "fordulok",
  "TOURNAMENT.MAHJONG.sessions": () => "A játszmasorozatok száma S, egész szám 1..1000, pl. 8",
  "TOURNAMENT.MAHJONG.championship.name": () => "bajnoksag",
  "TOURNAMENT.MAHJONG.championship": () =>
    "IGAZ Európa- vagy világbajnokságon vagy azzal egyenértékű versenyen (KT + 1,00); alapértelmezés HAMIS",
  "TOURNAMENT.MAHJONG.levels.name": () => "szintek",
  "TOURNAMENT.MAHJONG.levels": () =>
    "A játékosok szintje, ha az eredmények nem adják: nevek és szintek tartománya (két oszlop, pl. egy értékszám-lista), vagy az eredmények soraihoz igazított oszlop; alapértelmezés 12 kyu",
  "TOURNAMENT.MAHJONG.language.name": () => "nyelv",
  "TOURNAMENT.MAHJONG.language": () => 'A fejléc sor nyelve: "en", "hu" vagy "ru"; alapértelmezés "en"',
  "TOURNAMENT.PAIRINGS": () =>
    "Egy forduló párosítása, ahogy a kereszttábla tartalmazza, közzétételi sorrendben, nyomtatáshoz: tábla, fehér, fekete, előkő, eredmény; nem párosít (azt a munkaablak Párosítás gombja teszi).",
  "TOURNAMENT.PAIRINGS.crosstable.name": () => "kereszttabla",
  "TOURNAMENT.PAIRINGS.crosstable": () =>
    'Tartomány, játékosonként egy sor: sorszám, név, fokozat, értékszám, majd fordulónként egy cella, pl. "12?/w2", "12+/w2", "7-/b0", "0+"; fejléc sor megengedett',
  "TOURNAMENT.PAIRINGS.round.name": () => "fordulo",
  "TOURNAMENT.PAIRINGS.round": () => "A forduló, egész szám 1..a tábla fordulói, pl. 3",
  "TOURNAMENT.PAIRINGS.language.name": () => "nyelv",
  "TOURNAMENT.PAIRINGS.language": () => 'A fejléc sor nyelve: "en", "hu" vagy "ru"; alapértelmezés "en"',
};

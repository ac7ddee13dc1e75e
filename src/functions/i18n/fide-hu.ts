/** The FIDE custom functions' metadata in Hungarian (D132; codes in `fide-en.ts`). */
import type { Words } from "../../i18n/message";
import type { FideFunctionCode } from "./fide-en";
import { dateCells } from "./date-cells";

export const FIDE_FUNCTIONS_HU: Words<FideFunctionCode>["hu"] = {
  "FIDE.EXPECTED": () => "Várható eredmény (elvárás) egy vagy több ellenféllel szemben, összegezve.",
  "FIDE.EXPECTED.rating.name": () => "ertekszam",
  "FIDE.EXPECTED.rating": () => "A játékos értékszáma, 1..4000 (0: üres cella), pl. 2145",
  "FIDE.EXPECTED.opponents.name": () => "ellenfelek",
  "FIDE.EXPECTED.opponents": () => "Az ellenfelek értékszámai (egy érték vagy tartomány), pl. 2300",
  "FIDE.EXPECTED.ruleset.name": () => "szabalyrendszer",
  "FIDE.EXPECTED.ruleset": () =>
    '"FIDE2024" (alapértelmezés), "HU2017", vagy "FIDE2024 2025-09-30" (adott napon hatályos)',
  "FIDE.DP": () => "Értékszám-különbség (dp) az elért százalékhoz.",
  "FIDE.DP.p.name": () => "p",
  "FIDE.DP.p": () => "Az elért pontok aránya, 0..1, pl. 0,4",
  "FIDE.KFACTOR": () =>
    "A K szorzó: 10 a 2400 elérése után, 40 új játékosnak és a 2300-at soha el nem ért ifjúsági játékosnak, egyébként 20.",
  "FIDE.KFACTOR.rating.name": () => "ertekszam",
  "FIDE.KFACTOR.rating": () => "Publikált értékszám az időszak elején, 1..4000 (0: üres cella), pl. 2100",
  "FIDE.KFACTOR.games.name": () => "jatszmak",
  "FIDE.KFACTOR.games": () => "Az időszak előtt lejátszott értékelt játszmák száma, pl. 12",
  "FIDE.KFACTOR.birth_date.name": () => "szuletesi_datum",
  "FIDE.KFACTOR.birth_date": () => `Születési dátum; üres: nincs ifjúsági szabály; ${dateCells("hu")}`,
  "FIDE.KFACTOR.reached_2400.name": () => "elerte_2400",
  "FIDE.KFACTOR.reached_2400": () =>
    "IGAZ, ha a publikált értékszám valaha elérte a 2400-at; alapértelmezés HAMIS",
  "FIDE.KFACTOR.on_date.name": () => "datum",
  "FIDE.KFACTOR.on_date": () =>
    `A nap, amelyre a K érvényes (pl. az időszak első napja); születési dátummal kötelező; ${dateCells("hu")}`,
  "FIDE.KFACTOR.ruleset.name": () => "szabalyrendszer",
  "FIDE.KFACTOR.ruleset": () => '"FIDE2024" (alapértelmezés) vagy "HU2017"',
  "FIDE.KFACTOR.games_in_period.name": () => "idoszak_jatszmai",
  "FIDE.KFACTOR.games_in_period": () =>
    "FIDE2024: az időszak értékelt játszmái, K × játszmák ≤ 700; alapértelmezés nincs",
  "FIDE.KFACTOR.reached_2300.name": () => "elerte_2300",
  "FIDE.KFACTOR.reached_2300": () =>
    "IGAZ, ha a publikált értékszám valaha elérte a 2300-at (akkor nincs ifjúsági 40), vagy a valaha elért legmagasabb értékszám; alapértelmezés HAMIS",
  "FIDE.CHANGE": () => "Az értékszám változása K·Σ(W − We), kerekítés nélkül.",
  "FIDE.CHANGE.rating.name": () => "ertekszam",
  "FIDE.CHANGE.rating": () => "A játékos értékszáma, 1..4000 (0: üres cella), pl. 2145",
  "FIDE.CHANGE.opponents.name": () => "ellenfelek",
  "FIDE.CHANGE.opponents": () => "Az ellenfelek értékszámai (tartomány; üres cella: nincs játszma)",
  "FIDE.CHANGE.scores.name": () => "eredmenyek",
  "FIDE.CHANGE.scores": () => 'Eredmények (tartomány): 1, 0, 0,5 vagy "+", "-", "="',
  "FIDE.CHANGE.k.name": () => "k",
  "FIDE.CHANGE.k": () => "K szorzó (fejlődési együttható), egész szám 0..100, pl. 40",
  "FIDE.CHANGE.ruleset.name": () => "szabalyrendszer",
  "FIDE.CHANGE.ruleset": () =>
    '"FIDE2024" (alapértelmezés), "HU2017", vagy "FIDE2024 2025-09-30" (adott napon hatályos)',
  "FIDE.NEWRATING": () => "Új értékszám: a régi plusz a változás egészre kerekítve (,5 a nullától el).",
  "FIDE.NEWRATING.rating.name": () => "ertekszam",
  "FIDE.NEWRATING.rating": () => "A játékos értékszáma, 1..4000 (0: üres cella), pl. 2145",
  "FIDE.NEWRATING.opponents.name": () => "ellenfelek",
  "FIDE.NEWRATING.opponents": () => "Az ellenfelek értékszámai (tartomány; üres cella: nincs játszma)",
  "FIDE.NEWRATING.scores.name": () => "eredmenyek",
  "FIDE.NEWRATING.scores": () => 'Eredmények (tartomány): 1, 0, 0,5 vagy "+", "-", "="',
  "FIDE.NEWRATING.k.name": () => "k",
  "FIDE.NEWRATING.k": () => "K szorzó (fejlődési együttható), egész szám 0..100, pl. 40",
  "FIDE.NEWRATING.ruleset.name": () => "szabalyrendszer",
  "FIDE.NEWRATING.ruleset": () =>
    '"FIDE2024" (alapértelmezés), "HU2017", vagy "FIDE2024 2025-09-30" (adott napon hatályos)',
  "FIDE.PERFORMANCE": () => "Teljesítményérték (TPR): az ellenfelek átlaga + dp(p).",
  "FIDE.PERFORMANCE.opponents.name": () => "ellenfelek",
  "FIDE.PERFORMANCE.opponents": () => "Az ellenfelek értékszámai (tartomány; üres cella: nincs játszma)",
  "FIDE.PERFORMANCE.scores.name": () => "eredmenyek",
  "FIDE.PERFORMANCE.scores": () => 'Eredmények (tartomány): 1, 0, 0,5 vagy "+", "-", "="',
  "FIDE.INITIAL": () =>
    "Értékszám nélküli játékos induló értékszáma az összevont játszmákból; ami nem publikálható, az #HIÁNYZIK a számmal és az okkal.",
  "FIDE.INITIAL.opponents.name": () => "ellenfelek",
  "FIDE.INITIAL.opponents": () =>
    "Az értékszámos ellenfelek értékszámai, minden verseny összevonva (tartomány)",
  "FIDE.INITIAL.scores.name": () => "eredmenyek",
  "FIDE.INITIAL.scores": () => 'Eredmények (tartomány): 1, 0, 0,5 vagy "+", "-", "="',
  "FIDE.INITIAL.ruleset.name": () => "szabalyrendszer",
  "FIDE.INITIAL.ruleset": () =>
    '"FIDE2024" (alapértelmezés: két 1800-as döntetlen, legfeljebb 2200) vagy "HU2017"',
  "FIDE.INITIAL.bonus.name": () => "bonusz",
  "FIDE.INITIAL.bonus": () => "HU2017: pont minden 50 % feletti fél pontért, egész 0..100; alapértelmezés 15",
  "FIDE.INITIAL.min_games.name": () => "min_jatszma",
  "FIDE.INITIAL.min_games": () =>
    "Szükséges játszmák értékszámos ellenfelek ellen, egész 1..1000; alapértelmezés 5 (FIDE2024) vagy 9 (HU2017)",
  "FIDE.INITIAL.event_dates.name": () => "verseny_datumok",
  "FIDE.INITIAL.event_dates": () =>
    `A verseny dátuma minden játszma mellett (tartomány): az első verseny ½ pont alatt (HU2017) vagy 0 ponttal (FIDE2024) kimarad; FIDE2024: 26 hónap; ${dateCells("hu")}`,
};

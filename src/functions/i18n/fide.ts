/** Hungarian and Russian metadata of the FIDE custom functions (ids and argument order stay the same). */
import type { FunctionTranslations } from "./types";

const p = (name: string, description: string) => ({ name, description });

const RATING_HU = p("ertekszam", "A játékos értékszáma, 0..4000, pl. 2145");
const RATING_RU = p("рейтинг", "Рейтинг игрока, 0..4000, напр. 2145");
const OPP_HU = p("ellenfelek", "Az ellenfelek értékszámai (tartomány; üres cella: nincs játszma)");
const OPP_RU = p("соперники", "Рейтинги соперников (диапазон; пустая ячейка — нет партии)");
const SCORES_HU = p("eredmenyek", 'Eredmények (tartomány): 1, 0, 0,5 vagy "+", "-", "="');
const SCORES_RU = p("результаты", 'Результаты (диапазон): 1, 0, 0,5 или "+", "-", "="');
const K_HU = p("k", "K szorzó (fejlődési együttható), egész szám 0..100, pl. 40");
const K_RU = p("k", "Коэффициент K, целое 0..100, напр. 40");
const RULES_HU = p(
  "szabalyrendszer",
  '"FIDE2024" (alapértelmezés), "HU2017", vagy "FIDE2024 2025-09-30" (adott napon hatályos)',
);
const RULES_RU = p(
  "правила",
  '"FIDE2024" (по умолчанию), "HU2017" или "FIDE2024 2025-09-30" (в редакции на дату)',
);

export const FIDE_I18N: FunctionTranslations = {
  "FIDE.EXPECTED": {
    hu: {
      description: "Várható eredmény (elvárás) egy vagy több ellenféllel szemben, összegezve.",
      parameters: {
        rating: RATING_HU,
        opponents: p("ellenfelek", "Az ellenfelek értékszámai (egy érték vagy tartomány), pl. 2300"),
        ruleset: RULES_HU,
      },
    },
    ru: {
      description: "Ожидаемый результат против одного или нескольких соперников, в сумме.",
      parameters: {
        rating: RATING_RU,
        opponents: p("соперники", "Рейтинги соперников (одно значение или диапазон), напр. 2300"),
        ruleset: RULES_RU,
      },
    },
  },
  "FIDE.DP": {
    hu: {
      description: "Értékszám-különbség (dp) az elért százalékhoz.",
      parameters: { p: p("p", "Az elért pontok aránya, 0..1, pl. 0,4") },
    },
    ru: {
      description: "Разница рейтингов dp для доли набранных очков.",
      parameters: { p: p("p", "Доля набранных очков, 0..1, напр. 0,4") },
    },
  },
  "FIDE.KFACTOR": {
    hu: {
      description:
        "A K szorzó: 10 a 2400 elérése után, 40 új játékosnak és a 2300-at soha el nem ért ifjúsági játékosnak, egyébként 20.",
      parameters: {
        rating: p("ertekszam", "Publikált értékszám az időszak elején, 0..4000, pl. 2100"),
        games: p("jatszmak", "Az időszak előtt lejátszott értékelt játszmák száma, pl. 12"),
        birth_date: p(
          "szuletesi_datum",
          'Születési dátum (dátum vagy "2010-05-31"); üres: nincs ifjúsági szabály',
        ),
        reached_2400: p(
          "elerte_2400",
          "IGAZ, ha a publikált értékszám valaha elérte a 2400-at; alapértelmezés HAMIS",
        ),
        on_date: p(
          "datum",
          "A nap, amelyre a K érvényes (pl. az időszak első napja); születési dátummal kötelező",
        ),
        ruleset: p("szabalyrendszer", '"FIDE2024" (alapértelmezés) vagy "HU2017"'),
        games_in_period: p(
          "idoszak_jatszmai",
          "FIDE2024: az időszak értékelt játszmái, K × játszmák ≤ 700; alapértelmezés nincs",
        ),
        reached_2300: p(
          "elerte_2300",
          "IGAZ, ha a publikált értékszám valaha elérte a 2300-at (akkor nincs ifjúsági 40), vagy a valaha elért legmagasabb értékszám; alapértelmezés HAMIS",
        ),
      },
    },
    ru: {
      description:
        "Коэффициент K: 10 после достижения 2400, 40 для новичков и для юниоров, чей рейтинг никогда не достигал 2300, иначе 20.",
      parameters: {
        rating: p("рейтинг", "Опубликованный рейтинг на начало периода, 0..4000, напр. 2100"),
        games: p("партий", "Число обсчитанных партий до периода, напр. 12"),
        birth_date: p(
          "дата_рождения",
          'Дата рождения (дата или "2010-05-31"); пусто — без юниорского правила',
        ),
        reached_2400: p(
          "достиг_2400",
          "ИСТИНА, если опубликованный рейтинг когда-либо достигал 2400; по умолчанию ЛОЖЬ",
        ),
        on_date: p(
          "на_дату",
          "Дата, на которую нужен K (напр. первый день периода); обязательна с датой рождения",
        ),
        ruleset: p("правила", '"FIDE2024" (по умолчанию) или "HU2017"'),
        games_in_period: p(
          "партий_в_периоде",
          "FIDE2024: обсчитанные партии периода, K × партии ≤ 700; по умолчанию нет",
        ),
        reached_2300: p(
          "достиг_2300",
          "ИСТИНА, если опубликованный рейтинг когда-либо достигал 2300 (тогда юниорского 40 нет), или наивысший опубликованный рейтинг; по умолчанию ЛОЖЬ",
        ),
      },
    },
  },
  "FIDE.CHANGE": {
    hu: {
      description: "Az értékszám változása K·Σ(W − We), kerekítés nélkül.",
      parameters: { rating: RATING_HU, opponents: OPP_HU, scores: SCORES_HU, k: K_HU, ruleset: RULES_HU },
    },
    ru: {
      description: "Изменение рейтинга K·Σ(W − We), без округления.",
      parameters: { rating: RATING_RU, opponents: OPP_RU, scores: SCORES_RU, k: K_RU, ruleset: RULES_RU },
    },
  },
  "FIDE.NEWRATING": {
    hu: {
      description: "Új értékszám: a régi plusz a változás egészre kerekítve (,5 a nullától el).",
      parameters: { rating: RATING_HU, opponents: OPP_HU, scores: SCORES_HU, k: K_HU, ruleset: RULES_HU },
    },
    ru: {
      description: "Новый рейтинг: старый плюс изменение, округлённое до целого (0,5 — от нуля).",
      parameters: { rating: RATING_RU, opponents: OPP_RU, scores: SCORES_RU, k: K_RU, ruleset: RULES_RU },
    },
  },
  "FIDE.PERFORMANCE": {
    hu: {
      description: "Teljesítményérték (TPR): az ellenfelek átlaga + dp(p).",
      parameters: { opponents: OPP_HU, scores: SCORES_HU },
    },
    ru: {
      description: "Турнирный перфоманс (TPR): средний рейтинг соперников + dp(p).",
      parameters: { opponents: OPP_RU, scores: SCORES_RU },
    },
  },
  "FIDE.INITIAL": {
    hu: {
      description:
        "Értékszám nélküli játékos induló értékszáma az összevont játszmákból; ami nem publikálható, az #HIÁNYZIK a számmal és az okkal.",
      parameters: {
        opponents: p(
          "ellenfelek",
          "Az értékszámos ellenfelek értékszámai, minden verseny összevonva (tartomány)",
        ),
        scores: SCORES_HU,
        ruleset: p(
          "szabalyrendszer",
          '"FIDE2024" (alapértelmezés: két 1800-as döntetlen, legfeljebb 2200) vagy "HU2017"',
        ),
        bonus: p("bonusz", "HU2017: pont minden 50 % feletti fél pontért, egész 0..100; alapértelmezés 15"),
        min_games: p(
          "min_jatszma",
          "Szükséges játszmák értékszámos ellenfelek ellen, egész 1..1000; alapértelmezés 5 (FIDE2024) vagy 9 (HU2017)",
        ),
        event_dates: p(
          "verseny_datumok",
          "A verseny dátuma minden játszma mellett (tartomány): az első verseny ½ pont alatt (HU2017) vagy 0 ponttal (FIDE2024) kimarad; FIDE2024: 26 hónap",
        ),
      },
    },
    ru: {
      description:
        "Начальный рейтинг игрока без рейтинга по объединённым партиям; неопубликуемый — #Н/Д с числом и причиной.",
      parameters: {
        opponents: p("соперники", "Рейтинги соперников с рейтингом, все турниры вместе (диапазон)"),
        scores: SCORES_RU,
        ruleset: p("правила", '"FIDE2024" (по умолчанию: две ничьи с 1800, не выше 2200) или "HU2017"'),
        bonus: p("бонус", "HU2017: очков за каждые пол-очка выше 50 %, целое 0..100; по умолчанию 15"),
        min_games: p(
          "мин_партий",
          "Нужно партий с соперниками с рейтингом, целое 1..1000; по умолчанию 5 (FIDE2024) или 9 (HU2017)",
        ),
        event_dates: p(
          "даты_турниров",
          "Дата турнира рядом с каждой партией (диапазон): первый турнир меньше ½ очка (HU2017) или с нулём (FIDE2024) не учитывается; FIDE2024: 26 месяцев",
        ),
      },
    },
  },
};

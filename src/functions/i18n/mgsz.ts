/** Hungarian and Russian metadata of the MGSZ custom functions (ids and argument order stay the same). */
import type { FunctionTranslations } from "./types";

const p = (name: string, description: string) => ({ name, description });

const RATING_HU = p("pontszam", "Értékszám a verseny előtt, 0 vagy több, pl. 1947");
const RATING_RU = p("рейтинг", "Рейтинг до турнира, 0 или больше, напр. 1947");
const MULT_HU = p("szorzo", "Versenyszorzó C, egész szám 0..100, pl. 30");
const MULT_RU = p("множитель", "Множитель турнира C, целое 0..100, напр. 30");
const OPP_HU = p("ellenfelek", "Az ellenfelek értékszámai a verseny előtt (tartomány)");
const OPP_RU = p("соперники", "Рейтинги соперников до турнира (диапазон)");
const RES_HU = p("eredmenyek", 'Eredmények (tartomány): 1, 0, 0,5 vagy "+", "-", "="');
const RES_RU = p("результаты", 'Результаты (диапазон): 1, 0, 0,5 или "+", "-", "="');
const STONES_HU = p("elokovek", "Előkő partinként (tartomány): + kapott, − adott, -9..9; alapértelmezés 0");
const STONES_RU = p("форы", "Камни форы по партиям (диапазон): + получено, − дано, -9..9; по умолчанию 0");
const BASE_HU = p("alapido_perc", "Alapgondolkodási idő percben, pl. 60");
const BASE_RU = p("основное_мин", "Основное время в минутах, напр. 60");
const BYO_HU = p("byoyomi", 'Japán "3x20s" vagy "20s", kanadai "25/10" vagy "25/10m" (kő/perc)');
const BYO_RU = p("бёёми", 'Японское "3x20s" или "20s", канадское "25/10" или "25/10m" (камни/минуты)');

export const MGSZ_I18N: FunctionTranslations = {
  "MGSZ.RANK": {
    hu: {
      description: "Egy értékszám sávja (fokozata): pl. 1k.",
      parameters: {
        rating: p("pontszam", "Értékszám, 0 vagy több, pl. 1947"),
        style: p("forma", '"short" (1k, alapértelmezés) vagy "long" (1 kju)'),
      },
    },
    ru: {
      description: "Ранг (полоса) рейтинга MGSZ: напр. 1k.",
      parameters: {
        rating: p("рейтинг", "Рейтинг, 0 или больше, напр. 1947"),
        style: p("вид", '"short" (1k, по умолчанию) или "long" (1 kju)'),
      },
    },
  },
  "MGSZ.RANKPOINTS": {
    hu: {
      description: "Egy fokozat alsó határa értékszámban.",
      parameters: { rank: p("minosites", 'Minősítés bármely írásmóddal, 35k..7d, pl. "3 dan"') },
    },
    ru: {
      description: "Нижняя граница ранга в очках рейтинга.",
      parameters: { rank: p("ранг", 'Ранг в любом написании, 35k..7d, напр. "3 дан"') },
    },
  },
  "MGSZ.BANDWIDTH": {
    hu: { description: "A sáv szélessége, amelybe az értékszám esik.", parameters: { rating: RATING_HU } },
    ru: { description: "Ширина полосы, в которую попадает рейтинг.", parameters: { rating: RATING_RU } },
  },
  "MGSZ.CORRECTED": {
    hu: {
      description: "Előkővel korrigált értékszám: kövenként a sáv szélességével nő.",
      parameters: { rating: RATING_HU, stones: p("kovek", "Kapott előkövek száma, 0..9, pl. 4") },
    },
    ru: {
      description: "Рейтинг, поправленный на фору: за каждый камень прибавляется ширина полосы.",
      parameters: { rating: RATING_RU, stones: p("камни", "Полученные камни форы, 0..9, напр. 4") },
    },
  },
  "MGSZ.CHANCE": {
    hu: {
      description: "Az esélytáblázat értéke egy pontkülönbséghez.",
      parameters: { difference: p("kulonbseg", "Értékszám-különbség (előjel nem számít), pl. 82") },
    },
    ru: {
      description: "Значение из таблицы шансов для разницы рейтингов.",
      parameters: { difference: p("разница", "Разница рейтингов (знак не важен), напр. 82") },
    },
  },
  "MGSZ.GAMEPOINT": {
    hu: {
      description: "Az első játékos játszmapontja (Jp) egy játszmában.",
      parameters: {
        rating: RATING_HU,
        opponent: p("ellenfel", "Az ellenfél értékszáma a verseny előtt, pl. 2419"),
        result: p("eredmeny", '1 győzelem, 0 vereség, 0,5 jigo, vagy "+", "-", "="'),
        stones: p("kovek", "Előkő: > 0 a játékos kapta, < 0 adta, -9..9; alapértelmezés 0"),
      },
    },
    ru: {
      description: "Очки партии Jp первого игрока в одной партии.",
      parameters: {
        rating: RATING_RU,
        opponent: p("соперник", "Рейтинг соперника до турнира, напр. 2419"),
        result: p("результат", '1 победа, 0 поражение, 0,5 дзиго, или "+", "-", "="'),
        stones: p("камни", "Фора: > 0 получена игроком, < 0 дана, -9..9; по умолчанию 0"),
      },
    },
  },
  "MGSZ.SUMGAMEPOINTS": {
    hu: {
      description: "A játszmapontok összege (ΣJp) egy versenyen.",
      parameters: { rating: RATING_HU, opponents: OPP_HU, results: RES_HU, stones: STONES_HU },
    },
    ru: {
      description: "Сумма очков партий (ΣJp) за турнир.",
      parameters: { rating: RATING_RU, opponents: OPP_RU, results: RES_RU, stones: STONES_RU },
    },
  },
  "MGSZ.RATINGCHANGE": {
    hu: {
      description: "Az értékszám változása: ⌊C·ΣJp + 0,5⌋.",
      parameters: {
        rating: RATING_HU,
        multiplier: MULT_HU,
        opponents: OPP_HU,
        results: RES_HU,
        stones: STONES_HU,
      },
    },
    ru: {
      description: "Изменение рейтинга: ⌊C·ΣJp + 0,5⌋.",
      parameters: {
        rating: RATING_RU,
        multiplier: MULT_RU,
        opponents: OPP_RU,
        results: RES_RU,
        stones: STONES_RU,
      },
    },
  },
  "MGSZ.NEWRATING": {
    hu: {
      description: "Új értékszám a verseny után.",
      parameters: {
        rating: RATING_HU,
        multiplier: MULT_HU,
        opponents: OPP_HU,
        results: RES_HU,
        stones: STONES_HU,
      },
    },
    ru: {
      description: "Новый рейтинг после турнира.",
      parameters: {
        rating: RATING_RU,
        multiplier: MULT_RU,
        opponents: OPP_RU,
        results: RES_RU,
        stones: STONES_RU,
      },
    },
  },
  "MGSZ.EXTENDEDTIME": {
    hu: {
      description: "Kiterjesztett gondolkodási idő percben (alapidő + byoyomi).",
      parameters: { base_minutes: BASE_HU, byoyomi: BYO_HU },
    },
    ru: {
      description: "Расширенное время на обдумывание в минутах (основное + бёёми).",
      parameters: { base_minutes: BASE_RU, byoyomi: BYO_RU },
    },
  },
  "MGSZ.MULTIPLIER": {
    hu: {
      description:
        "A versenyszorzó C: gondolkodási idő pontjai és fontossági pontok; az E kategória alatt #HIÁNYZIK, a szorzót a minősítési bizottság adja.",
      parameters: {
        base_minutes: BASE_HU,
        byoyomi: BYO_HU,
        handicap_free: p("eloko_nelkuli", "IGAZ, ha nincs előkős játszma; alapértelmezés IGAZ"),
        participants: p("resztvevok", "Résztvevők száma; alapértelmezés 0"),
        event: p(
          "esemeny",
          'Fontossági jelzők, mind, ami illik, vesszővel: "invitational", "national", "european", "world", pl. "invitational,world"; üres: nincs',
        ),
        board: p("tabla", "Táblaméret 19 vagy 13 (13×13: C = 5); alapértelmezés 19"),
      },
    },
    ru: {
      description:
        "Множитель турнира C: очки за контроль времени и за значимость; ниже категории E — #Н/Д, множитель даёт рейтинговая комиссия.",
      parameters: {
        base_minutes: BASE_RU,
        byoyomi: BYO_RU,
        handicap_free: p("без_форы", "ИСТИНА, если партий с форой нет; по умолчанию ИСТИНА"),
        participants: p("участники", "Число участников; по умолчанию 0"),
        event: p(
          "событие",
          'Признаки значимости, все подходящие, через запятую: "invitational", "national", "european", "world", напр. "invitational,world"; пусто — нет',
        ),
        board: p("доска", "Размер доски 19 или 13 (13×13: C = 5); по умолчанию 19"),
      },
    },
  },
  "MGSZ.PARTS": {
    hu: {
      description: "A verseny részeinek fordulószámai (C × fordulók < 300 részenként).",
      parameters: { multiplier: MULT_HU, rounds: p("fordulok", "Fordulók száma, pl. 7") },
    },
    ru: {
      description: "Число туров в частях турнира (C × туры < 300 в каждой части).",
      parameters: { multiplier: MULT_RU, rounds: p("туры", "Число туров, напр. 7") },
    },
  },
  "MGSZ.NEWRANK": {
    hu: {
      description: "Minősítés versenyek sorozata után; sosem csökken.",
      parameters: {
        rank: p("minosites", 'Korábbi fokozat, pl. "1d"'),
        ratings_after: p("pontok_utana", "Értékszámok az egyes versenyek után, sorrendben (tartomány)"),
        reached_once: p(
          "egyszer_elert",
          "Minősítések, amelyek határát korábban egyszer már elérte (tartomány)",
        ),
      },
    },
    ru: {
      description: "Ранг после серии турниров; никогда не понижается.",
      parameters: {
        rank: p("ранг", 'Прежний ранг, напр. "1d"'),
        ratings_after: p("рейтинги_после", "Рейтинги после каждого турнира по порядку (диапазон)"),
        reached_once: p("достигнуты_раз", "Ранги, граница которых уже была достигнута один раз (диапазон)"),
      },
    },
  },
  "MGSZ.PERFORMANCE": {
    hu: {
      description:
        "MGSZ-teljesítmény: az az értékszám, amelyen a játszmák ΣJp-je 0 az esélytáblázat szerint (az új játékos induló pontja mellett).",
      parameters: { opponents: OPP_HU, results: RES_HU, stones: STONES_HU },
    },
    ru: {
      description:
        "Перфоманс MGSZ: рейтинг, при котором ΣJp по этим партиям равна 0 по таблице шансов (рядом со стартовым рейтингом новичка).",
      parameters: { opponents: OPP_RU, results: RES_RU, stones: STONES_RU },
    },
  },
};

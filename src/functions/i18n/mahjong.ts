/** Hungarian and Russian metadata of the MAHJONG custom functions (ids and argument order stay the same). */
import type { FunctionTranslations } from "./types";

const p = (name: string, description: string) => ({ name, description });

const PARTICIPANTS_HU = p(
  "resztvevok",
  "Résztvevők száma N (egyszerre játszók legnagyobb száma), egész 12..100000, pl. 40",
);
const PARTICIPANTS_RU = p(
  "участники",
  "Число участников ЧУТ (наибольшее число играющих одновременно), целое 12..100000, напр. 40",
);
const VALUES_HU = p(
  "ertekek",
  "A játékos versenyeinek NR × KT × W értékei (tartomány; üres cellák kimaradnak)",
);
const VALUES_RU = p("значения", "НР × КТ × ВТ турниров игрока (диапазон; пустые ячейки пропускаются)");
const RELEASE_HU = p("kiadas_datuma", 'A rangsor kiadásának dátuma, pl. "2026-12-01"');
const RELEASE_RU = p("дата_выпуска", 'Дата выпуска рейтинга, напр. "2026-12-01"');

export const MAHJONG_I18N: FunctionTranslations = {
  "MAHJONG.NORMRATING": {
    hu: {
      description: "Normaértékszám NR = 1000 × (N − helyezés) / (N − 1): az első 1000, az utolsó 0.",
      parameters: {
        place: p("helyezes", "Helyezés, 1..résztvevők; egész, holtversenyben x,5 is lehet, pl. 20"),
        participants: p("resztvevok", "Résztvevők száma N, egész 2..100000, pl. 40"),
      },
    },
    ru: {
      description: "Норморейтинг НР = 1000 × (ЧУТ − место) / (ЧУТ − 1): первое место 1000, последнее 0.",
      parameters: {
        place: p("место", "Место игрока, 1..ЧУТ; целое или x,5 при дележе мест, напр. 20"),
        participants: p("участники", "Число участников ЧУТ, целое 2..100000, напр. 40"),
      },
    },
  },
  "MAHJONG.WEIGHT": {
    hu: {
      description: "A verseny súlya W az utolsó naptól a kiadásig eltelt egész hónapok szerint.",
      parameters: {
        tournament_date: p("verseny_datuma", 'A verseny utolsó napja, nem a kiadás után, pl. "2026-03-15"'),
        release_date: RELEASE_HU,
      },
    },
    ru: {
      description: "Вес турнира ВТ по целым месяцам от последнего дня турнира до выпуска рейтинга.",
      parameters: {
        tournament_date: p("дата_турнира", 'Последний день турнира, не позже выпуска, напр. "2026-03-15"'),
        release_date: RELEASE_RU,
      },
    },
  },
  "MAHJONG.SIZEFACTOR": {
    hu: {
      description: "A verseny méretszorzója KT_N a résztvevők száma szerint (12 alatt nem értékelt).",
      parameters: { participants: PARTICIPANTS_HU },
    },
    ru: {
      description: "Компонента КТ_ЧУТ по числу участников (меньше 12 — турнир не рейтингуется).",
      parameters: { participants: PARTICIPANTS_RU },
    },
  },
  "MAHJONG.COEFFICIENT": {
    hu: {
      description: "Versenyegyüttható KT = 0,1 × S + KT_N + KT_EU + KT_W.",
      parameters: {
        sessions: p("ulesek", "Ülések (szessziók) száma S, egész 1..1000, pl. 8"),
        participants: PARTICIPANTS_HU,
        levels: p(
          "szintek",
          'A játékosok szintjei a verseny elején: nevek vagy értékek ("2d", 1250), vagy egy átlagérték, pl. 1230',
        ),
        championship: p("bajnoksag", "IGAZ Európa- vagy világbajnokságon (+1,00); alapértelmezés HAMIS"),
      },
    },
    ru: {
      description: "Коэффициент турнира КТ = КТ_ЧС + КТ_ЧУТ + КТ_ЭУ + КТ_W.",
      parameters: {
        sessions: p(
          "сессии",
          "Число сессий ЧС (с выбыванием — наименьшее у основной группы), целое 1..1000, напр. 8",
        ),
        participants: PARTICIPANTS_RU,
        levels: p(
          "уровни",
          'Уровни игроков на начало турнира: названия или значения ("2d", 1250) или одно среднее, напр. 1230',
        ),
        championship: p(
          "чемпионат",
          "ИСТИНА для чемпионата Европы или мира и равных им (+1,00); по умолчанию ЛОЖЬ",
        ),
      },
    },
  },
  "MAHJONG.NORM": {
    hu: {
      description: "Az NR × KT által teljesített norma: a legmagasabb elért szint.",
      parameters: {
        points: p("pontok", "NR × KT, 0 vagy több, pl. 2500"),
        style: p("forma", '"short" ("2d", alapértelmezés), "long" ("2 дан") vagy "english" ("2 dan")'),
      },
    },
    ru: {
      description: "Выполненная норма по НР × КТ: наивысший достигнутый уровень.",
      parameters: {
        points: p("очки", "НР × КТ, 0 или больше, напр. 2500"),
        style: p("вид", '"short" ("2d", по умолчанию), "long" ("2 дан") или "english" ("2 dan")'),
      },
    },
  },
  "MAHJONG.LEVELVALUE": {
    hu: {
      description: "Egy evolúciós szint számértéke (a jelek nem számítanak).",
      parameters: { level: p("szint", 'Szint bármely írásmóddal, 12 kyu..12 dan, pl. "3 кю", "3k", "2d+"') },
    },
    ru: {
      description: "Численное значение эволюционного уровня (знаки «+» и «−» не учитываются).",
      parameters: {
        level: p("уровень", 'Уровень в любом написании, 12 кю..12 дан, напр. "3 кю", "3k", "2d+"'),
      },
    },
  },
  "MAHJONG.T5": {
    hu: {
      description: "T5: az 5 legnagyobb NR × KT × W átlaga, a hiányzók 0-nak számítanak; két tizedes.",
      parameters: { values: VALUES_HU },
    },
    ru: {
      description: "Т5: среднее 5 наибольших НР × КТ × ВТ, недостающие считаются 0; два знака после запятой.",
      parameters: { values: VALUES_RU },
    },
  },
  "MAHJONG.RATING": {
    hu: {
      description: "Értékszám = 0,25 × EU + 0,75 × T5, két tizedesre.",
      parameters: {
        level: p("szint", 'A játékos evolúciós szintje (jelek nélkül számít), név vagy érték, pl. "2d+"'),
        values: VALUES_HU,
      },
    },
    ru: {
      description: "Рейтинг = 0,25 × ЭУ + 0,75 × Т5, с двумя знаками после запятой.",
      parameters: {
        level: p(
          "уровень",
          'Эволюционный уровень игрока (знаки не учитываются), название или значение, напр. "2d+"',
        ),
        values: VALUES_RU,
      },
    },
  },
  "MAHJONG.EVOLUTION": {
    hu: {
      description: "Evolúciós szint jelekkel a normák időrendi visszajátszása után.",
      parameters: {
        dates: p("datumok", "A versenyek utolsó napjai (dátumok tartománya)"),
        norms: p("normak", "Versenyenként NR × KT vagy a teljesített szint (tartomány a dátumok mellett)"),
        release_date: p("kiadas_datuma", "A kiadás dátuma; a későbbi versenyek kimaradnak"),
        start_level: p("kezdo_szint", 'Szint az első verseny előtt, jelekkel; alapértelmezés "12 kyu"'),
      },
    },
    ru: {
      description: "Эволюционный уровень со знаками после пересчёта норм игрока по датам.",
      parameters: {
        dates: p("даты", "Последние дни турниров (диапазон дат)"),
        norms: p("нормы", "НР × КТ каждого турнира или выполненный уровень (диапазон рядом с датами)"),
        release_date: p("дата_выпуска", "Дата выпуска; более поздние турниры не учитываются"),
        start_level: p("начальный_уровень", 'Уровень до первого турнира, со знаками; по умолчанию "12 кю"'),
      },
    },
  },
  "MAHJONG.RATINGLIST": {
    hu: {
      description: "A kiadás napjára szóló rangsor egy eredménytáblából, értékszám szerint rendezve.",
      parameters: {
        results: p(
          "eredmenyek",
          "Tartomány, soronként egy játékos egy versenyen: játékos, verseny, utolsó nap, helyezés, résztvevők, menetek, és ha kell bajnokság (IGAZ/HAMIS); fejléc sor lehet",
        ),
        release_date: p("kiadas_datuma", 'A kiadás dátuma; a későbbi versenyek kimaradnak, pl. "2026-12-01"'),
      },
    },
    ru: {
      description: "Рейтинг-лист на дату выпуска по таблице результатов, по убыванию рейтинга.",
      parameters: {
        results: p(
          "результаты",
          "Диапазон, строка на игрока в турнире: игрок, турнир, последний день, место, ЧУТ, ЧС и при необходимости чемпионат (ИСТИНА/ЛОЖЬ); строка заголовков допускается",
        ),
        release_date: p(
          "дата_выпуска",
          'Дата выпуска; более поздние турниры не учитываются, напр. "2026-12-01"',
        ),
      },
    },
  },
};

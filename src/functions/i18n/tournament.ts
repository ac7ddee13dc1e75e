/** Hungarian and Russian metadata of the TOURNAMENT custom functions (ids and argument order stay the same). */
import type { FunctionTranslations } from "./types";

const p = (name: string, description: string) => ({ name, description });

const CROSSTABLE_HU = p(
  "kereszttabla",
  'Tartomány, játékosonként egy sor: sorszám, név, fokozat, értékszám, majd fordulónként egy cella, pl. "12+/w2", "7-/b0", "3=/w", "5+!", "0+"; fejléc sor megengedett',
);
const CROSSTABLE_RU = p(
  "турнирная_таблица",
  'Диапазон, по строке на игрока: номер, имя, ранг, рейтинг, затем по ячейке на тур, напр. "12+/w2", "7-/b0", "3=/w", "5+!", "0+"; строка заголовка допускается',
);

const LANGUAGE_HU = p("nyelv", 'A fejléc sor nyelve: "en", "hu" vagy "ru"; alapértelmezés "en"');
const LANGUAGE_RU = p("язык", 'Язык строки заголовка: "en", "hu" или "ru"; по умолчанию "en"');

export const TOURNAMENT_I18N: FunctionTranslations = {
  "TOURNAMENT.STANDINGS": {
    hu: {
      description:
        "Egy kereszttábla végeredménye a választott holtverseny-eldöntőkkel, táblázatként kiterjesztve.",
      parameters: {
        crosstable: CROSSTABLE_HU,
        tiebreaks: p(
          "eldontok",
          'Holtverseny-eldöntők sorrendben, szövegként "MMS,SOS" vagy nevek tartománya: PTS MMS SOS SODOS SOSOS BUCH BUCHT BERGER CUM DE WINS ARO EXT EXR CAT RANK RATING SOSW-1 SOSW-2 SOSM-1 SOSM-2 SDC STS SOSTS CPS CUSSM DC; alapértelmezés MMS,SOS,SODOS,SOSOS. Sakk: "CHESS" (PTS,BH-C1,BH,SB,DE,WON,ARO) vagy nevek, pl. "PTS,BH-C1,SB,TPR"',
        ),
        rounds: p(
          "fordulok",
          "Állás ennyi forduló után, egész szám 0..a tábla fordulói, pl. 3; alapértelmezés mind",
        ),
        literal: p(
          "szo_szerinti",
          "IGAZ: a szabályzat szó szerinti SOS, SODOS és SOSOS értéke: a játszma nélküli forduló 0-t ad, előnykő-tag nélkül, a kimaradt forduló 0 pont; alapértelmezés HAMIS (az OpenGotha olvasata)",
        ),
        round_robin: p(
          "korverseny",
          "IGAZ: a körmérkőzéses visszalépési szabály: aki a játszmái felénél kevesebbet játszott le, annak játszmái a többieknél nem számítanak; alapértelmezés HAMIS",
        ),
        mm_bar: p(
          "mm_felso_hatar",
          'McMahon-felső határ, go-fokozat 30k..9d, pl. "4d": az erősebbek ezzel a fokozattal indulnak; alapértelmezés "4d"',
        ),
        mm_floor: p(
          "mm_also_hatar",
          'McMahon-alsó határ, go-fokozat 30k..9d, pl. "20k": a gyengébbek ezzel a fokozattal indulnak; alapértelmezés "20k"',
        ),
        mm_zero: p(
          "mm_nulla",
          'Az a go-fokozat, amelynek kezdő McMahon-pontja 0, 30k..9d, pl. "30k"; alapértelmezés "30k"',
        ),
        mm_corrections: p(
          "mm_korrekciok",
          "Kezdő McMahon-pont korrekciók egész pontban -30..30, pl. 1: egy oszlop a kereszttábla soraihoz igazítva, üres: nincs (az OpenGotha smmsCorrection értéke); alapértelmezés nincs",
        ),
        mm_absent: p(
          "mm_tavollet",
          'McMahon-pont egy üresen hagyott fordulóért (távol volt, nem párosították): 0, 0,5 vagy 1, pl. 0,5 (a szabadnap értékét a cellája adja: "0+", "0=", "0-"); alapértelmezés 0,5',
        ),
        round_down: p(
          "lefele_kerekites",
          "IGAZ: a pontszám és a McMahon-pont lefelé kerekítése egész pontra (az OpenGotha genRoundDownNBWMMS beállítása); alapértelmezés HAMIS",
        ),
        points_absent: p(
          "pont_tavollet",
          "Pont (PTS, Buchholz, …) egy üresen hagyott fordulóért: 0, 0,5 vagy 1, pl. 0; alapértelmezés 0",
        ),
        language: LANGUAGE_HU,
      },
    },
    ru: {
      description: "Итоговая таблица турнира с выбранными дополнительными показателями, выводится массивом.",
      parameters: {
        crosstable: CROSSTABLE_RU,
        tiebreaks: p(
          "коэффициенты",
          'Дополнительные показатели по порядку, текстом "MMS,SOS" или диапазоном названий: PTS MMS SOS SODOS SOSOS BUCH BUCHT BERGER CUM DE WINS ARO EXT EXR CAT RANK RATING SOSW-1 SOSW-2 SOSM-1 SOSM-2 SDC STS SOSTS CPS CUSSM DC; по умолчанию MMS,SOS,SODOS,SOSOS. Шахматы: "CHESS" (PTS,BH-C1,BH,SB,DE,WON,ARO) или названия, напр. "PTS,BH-C1,SB,TPR"',
        ),
        rounds: p(
          "туры",
          "Положение после этого тура, целое 0..число туров таблицы, напр. 3; по умолчанию все",
        ),
        literal: p(
          "буквально",
          "ИСТИНА: SOS, SODOS и SOSOS буквально по положению: тур без партии даёт 0, без поправки на фору, пропущенный тур — 0 очков; по умолчанию ЛОЖЬ (как в OpenGotha)",
        ),
        round_robin: p(
          "круговой",
          "ИСТИНА: правило о выбывании в круговом турнире: если игрок сыграл меньше 50 % партий, его партии не учитываются у остальных; по умолчанию ЛОЖЬ",
        ),
        mm_bar: p(
          "мм_планка",
          'Планка Мак-Магона, го-ранг 30k..9d, напр. "4d": более сильные игроки стартуют с этим рангом; по умолчанию "4d"',
        ),
        mm_floor: p(
          "мм_пол",
          'Нижняя граница Мак-Магона, го-ранг 30k..9d, напр. "20k": более слабые игроки стартуют с этим рангом; по умолчанию "20k"',
        ),
        mm_zero: p(
          "мм_ноль",
          'Го-ранг, стартовые очки Мак-Магона которого равны 0, 30k..9d, напр. "30k"; по умолчанию "30k"',
        ),
        mm_corrections: p(
          "мм_поправки",
          "Поправки к стартовым очкам Мак-Магона, целые -30..30, напр. 1: столбец вровень со строками турнирной таблицы, пусто: без поправки (smmsCorrection в OpenGotha); по умолчанию нет",
        ),
        mm_absent: p(
          "мм_неявка",
          'Очки Мак-Магона за пустую ячейку тура (отсутствовал, не спарен): 0, 0,5 или 1, напр. 0,5 (значение свободного тура указано в его ячейке: "0+", "0=", "0-"); по умолчанию 0,5',
        ),
        round_down: p(
          "округлять_вниз",
          "ИСТИНА: очки и очки Мак-Магона округляются вниз до целых (genRoundDownNBWMMS в OpenGotha); по умолчанию ЛОЖЬ",
        ),
        points_absent: p(
          "очки_неявка",
          "Очки (PTS, Бухгольц, …) за пустую ячейку тура: 0, 0,5 или 1, напр. 0; по умолчанию 0",
        ),
        language: LANGUAGE_RU,
      },
    },
  },
  "TOURNAMENT.TEAMSTANDINGS": {
    hu: {
      description:
        "Csapatverseny végeredménye: játszmapontok, meccspontok a kiállítandó táblák szerint, az egymás elleni meccs, csapat-Buchholz és -Berger, táblázatként kiterjesztve.",
      parameters: {
        crosstable: CROSSTABLE_HU,
        teams: p(
          "csapatok",
          "A csapatok tartománya: csapat, tábla, játékos (a kereszttábla sorszáma vagy neve), játékosonként egy sor; vagy két oszlop, csapat és játékos, táblasorrendben; vagy négy: csapat sorszáma, csapat, tábla, játékos; fejléc sor megengedett",
        ),
        tiebreaks: p(
          "eldontok",
          'Csapat-holtverseny-eldöntők sorrendben, szövegként "GP,MP,DM" vagy nevek tartománya: GP (játszmapont) MP (meccspont) DM (egymás elleni meccs) BH (Buchholz) SB (Berger) B1U…B9U (játszmapont a k felső táblán); alapértelmezés körmérkőzésen GP,MP,DM,SB, egyébként GP,MP,DM,BH,SB',
        ),
        boards: p(
          "tablak",
          "Táblák száma meccsenként, egész szám 1..100, pl. 4; alapértelmezés a legtöbb tábla, amelyen egy csapat játszott",
        ),
        rounds: p(
          "fordulok",
          "Állás ennyi forduló után, egész szám 0..a tábla fordulói, pl. 3; alapértelmezés mind",
        ),
        language: LANGUAGE_HU,
        match_points: p(
          "meccspontok",
          'Meccspont a megnyert, döntetlen és elvesztett meccsért, szövegként "3,1,0"; alapértelmezés "2,1,0"',
        ),
        matches: p(
          "meccsek",
          "A csapatok meccs nélküli fordulói, soronként: forduló, csapat, majd F, H vagy Z (teljes, fél, nulla pontos szabadnap), P (a párosítás adta szabadnap, a meccs- és játszmapontjai az 5. és 6. oszlopban), vagy +-, -+, -- (játék nélkül eldőlt meccs: a sor csapata nyer, az ellenfél nyer, mindkettő veszít) és az ellenfél csapat; alapértelmezés nincs",
        ),
      },
    },
    ru: {
      description:
        "Итоги командного турнира: очки за партии, очки за матчи по числу досок, результат матча между собой, командный Бухгольц и Бергер, выводятся массивом.",
      parameters: {
        crosstable: CROSSTABLE_RU,
        teams: p(
          "команды",
          "Диапазон команд: команда, доска, игрок (номер или имя из турнирной таблицы), по строке на игрока; или два столбца, команда и игрок, в порядке досок; или четыре: номер команды, команда, доска, игрок; строка заголовка допускается",
        ),
        tiebreaks: p(
          "доп_показатели",
          'Командные дополнительные показатели по порядку, текстом "GP,MP,DM" или диапазоном имён: GP (очки за партии) MP (очки за матчи) DM (матч между собой) BH (Бухгольц) SB (Бергер) B1U…B9U (очки за партии на k верхних досках); по умолчанию в круговом турнире GP,MP,DM,SB, иначе GP,MP,DM,BH,SB',
        ),
        boards: p(
          "доски",
          "Число досок в матче, целое 1..100, напр. 4; по умолчанию наибольшее число досок, на которых играла команда",
        ),
        rounds: p(
          "туры",
          "Итоги после этого тура, целое 0..число туров таблицы, напр. 3; по умолчанию все туры",
        ),
        language: LANGUAGE_RU,
        match_points: p(
          "очки_за_матч",
          'Очки за выигранный, ничейный и проигранный матч, текстом "3,1,0"; по умолчанию "2,1,0"',
        ),
        matches: p(
          "матчи",
          "Туры команд без матча за доской, по строке: тур, команда, затем F, H или Z (свободный тур на полное, пол-очка, ноль), P (свободный тур по жеребьёвке, его очки за матч и за партии в 5-м и 6-м столбцах) или +-, -+, -- (матч без игры: выигрывает команда строки, соперник, проигрывают обе) и команда соперника; по умолчанию нет",
        ),
      },
    },
  },
  "TOURNAMENT.MGSZ": {
    hu: {
      description: "Minden játékos új MGSZ-értékszáma egy kereszttáblából, táblázatként kiterjesztve.",
      parameters: {
        crosstable: p(
          "kereszttabla",
          'Tartomány, játékosonként egy sor: sorszám, név, fokozat, értékszám a verseny előtt (üres: a fokozatból), majd fordulónként egy cella, pl. "12+/w2", "7-/b0", "0+"',
        ),
        multiplier: p("szorzo", "Versenyszorzó C, egész szám 0..100, pl. 30 (az MGSZ.MULTIPLIER adja)"),
        language: LANGUAGE_HU,
        register: p(
          "nyilvantartasba",
          "Új játékosok: a kereszttábla soraihoz igazított oszlop, IGAZ, ha a játékos nyilvántartásba kerül (kezdő fokozata legfeljebb 5 kyu), HAMIS, ha nem, üres, ha nem új játékos; az új játékos fokozata a bejelentett, értékszáma a kezdő érték (üres: a fokozat alsó határa); alapértelmezés nincs",
        ),
        accept_unknown: p(
          "ismeretlen_nelkul",
          'IGAZ: számítás az ismeretlen vagy ellentmondó eredményű játszmák nélkül (egy "?" cella, mindkét játékosnál győzelem, csak az egyik játékosnál szereplő játszma); alapértelmezés HAMIS: ilyen játszmák esetén a függvény hibát ad, megnevezve őket',
        ),
      },
    },
    ru: {
      description: "Новые рейтинги MGSZ всех игроков турнирной таблицы, выводятся массивом.",
      parameters: {
        crosstable: p(
          "турнирная_таблица",
          'Диапазон, по строке на игрока: номер, имя, ранг, рейтинг до турнира (пусто: по рангу), затем по ячейке на тур, напр. "12+/w2", "7-/b0", "0+"',
        ),
        multiplier: p("множитель", "Множитель турнира C, целое 0..100, напр. 30 (его даёт MGSZ.MULTIPLIER)"),
        language: LANGUAGE_RU,
        register: p(
          "в_реестр",
          "Новые игроки: столбец по строкам таблицы, ИСТИНА — игрок вносится в реестр (начальный разряд не выше 5 кю), ЛОЖЬ — не вносится, пусто — не новый игрок; ранг нового игрока — заявленный, рейтинг — начальный (пусто: нижняя граница ранга); по умолчанию нет",
        ),
        accept_unknown: p(
          "без_неизвестных",
          'ИСТИНА: считать без партий с неизвестным или спорным результатом (ячейка "?", победа у обоих игроков, партия, указанная только у одного игрока); по умолчанию ЛОЖЬ: при таких партиях функция выдаёт ошибку с их перечнем',
        ),
      },
    },
  },
  "TOURNAMENT.FIDE": {
    hu: {
      description: "Minden játékos új FIDE-értékszáma egy kereszttáblából, táblázatként kiterjesztve.",
      parameters: {
        crosstable: p(
          "kereszttabla",
          'Tartomány, játékosonként egy sor: sorszám, név, cím (nem számít), FIDE-értékszám a verseny előtt (üres: nincs értékszáma), majd fordulónként egy cella, pl. "12+/w", "7-/b", "3=/w", "5+!" (játék nélkül, nem számít), "0+"',
        ),
        ruleset: p(
          "szabalyzat",
          'Szabályzat: "FIDE2024" vagy "HU2017" (vagy "FIDE2024 2025-09-30"); alapértelmezés "FIDE2024"',
        ),
        k: p(
          "k",
          "K szorzó, egész szám 0..100, pl. 20, vagy a kereszttábla soraihoz igazított oszlop (üres: a szabályok szerint); alapértelmezés a szabályok szerint: 2400-tól 10, egyébként 20",
        ),
        language: LANGUAGE_HU,
        accept_unknown: p(
          "ismeretlen_nelkul",
          'IGAZ: számítás az ismeretlen vagy ellentmondó eredményű játszmák nélkül (egy "?" cella, mindkét játékosnál győzelem, csak az egyik játékosnál szereplő játszma); alapértelmezés HAMIS: ilyen játszmák esetén a függvény hibát ad, megnevezve őket',
        ),
      },
    },
    ru: {
      description: "Новые рейтинги FIDE всех игроков турнирной таблицы, выводятся массивом.",
      parameters: {
        crosstable: p(
          "турнирная_таблица",
          'Диапазон, по строке на игрока: номер, имя, звание (не учитывается), рейтинг FIDE до турнира (пусто: без рейтинга), затем по ячейке на тур, напр. "12+/w", "7-/b", "3=/w", "5+!" (без игры, не обсчитывается), "0+"',
        ),
        ruleset: p(
          "правила",
          'Правила: "FIDE2024" или "HU2017" (также "FIDE2024 2025-09-30"); по умолчанию "FIDE2024"',
        ),
        k: p(
          "k",
          "Коэффициент K, целое 0..100, напр. 20, или столбец, выровненный по строкам таблицы (пусто: по правилам); по умолчанию по правилам: 10 от 2400, иначе 20",
        ),
        language: LANGUAGE_RU,
        accept_unknown: p(
          "без_неизвестных",
          'ИСТИНА: считать без партий с неизвестным или спорным результатом (ячейка "?", победа у обоих игроков, партия, указанная только у одного игрока); по умолчанию ЛОЖЬ: при таких партиях функция выдаёт ошибку с их перечнем',
        ),
      },
    },
  },
  "TOURNAMENT.MAHJONG": {
    hu: {
      description:
        "Egy madzsongverseny eredményei: NR, KT, NR×KT és a teljesített norma játékosonként, táblázatként kiterjesztve.",
      parameters: {
        results: p(
          "eredmenyek",
          'Tartomány, játékosonként egy sor: helyezés (egész, megosztott helyen x.5), játékos neve, és ha van, a szintje a verseny elején, pl. "3 кю", "2d+"; fejléc sor megengedett; a sorok száma a résztvevők száma N (legalább 12)',
        ),
        sessions: p("fordulok", "A játszmasorozatok száma S, egész szám 1..1000, pl. 8"),
        championship: p(
          "bajnoksag",
          "IGAZ Európa- vagy világbajnokságon vagy azzal egyenértékű versenyen (KT + 1,00); alapértelmezés HAMIS",
        ),
        levels: p(
          "szintek",
          "A játékosok szintje, ha az eredmények nem adják: nevek és szintek tartománya (két oszlop, pl. egy értékszám-lista), vagy az eredmények soraihoz igazított oszlop; alapértelmezés 12 kyu",
        ),
        language: LANGUAGE_HU,
      },
    },
    ru: {
      description:
        "Результаты турнира по маджонгу: НР, КТ, НР×КТ и выполненная норма для каждого игрока, выводятся массивом.",
      parameters: {
        results: p(
          "результаты",
          'Диапазон, по строке на игрока: место (целое, для разделённого места x.5), имя игрока и, если есть, его уровень на начало турнира, напр. "3 кю", "2d+"; строка заголовка допускается; число строк — число участников N (не меньше 12)',
        ),
        sessions: p("сессии", "Число сессий ЧС, целое 1..1000, напр. 8"),
        championship: p(
          "чемпионат",
          "ИСТИНА для чемпионата Европы или мира или равного ему (КТ + 1,00); по умолчанию ЛОЖЬ",
        ),
        levels: p(
          "уровни",
          "Уровни игроков, если их нет в результатах: диапазон имён и уровней (два столбца, напр. рейтинг-лист) или столбец, выровненный по строкам результатов; по умолчанию 12 кю",
        ),
        language: LANGUAGE_RU,
      },
    },
  },
};

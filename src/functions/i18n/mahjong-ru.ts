/** The mahjong custom functions' metadata in Russian (D132; codes in `mahjong-en.ts`). */
import type { Words } from "../../i18n/message";
import type { MahjongFunctionCode } from "./mahjong-en";
import { dateCells } from "./date-cells";

export const MAHJONG_FUNCTIONS_RU: Words<MahjongFunctionCode>["ru"] = {
  "MAHJONG.NORMRATING": () =>
    "Норморейтинг НР = 1000 × (ЧУТ − место) / (ЧУТ − 1): первое место 1000, последнее 0.",
  "MAHJONG.NORMRATING.place.name": () => "место",
  "MAHJONG.NORMRATING.place": () => "Место игрока, 1..ЧУТ; целое или x,5 при дележе мест, напр. 20",
  "MAHJONG.NORMRATING.participants.name": () => "участники",
  "MAHJONG.NORMRATING.participants": () => "Число участников ЧУТ, целое 2..100000, напр. 40",
  "MAHJONG.WEIGHT": () => "Вес турнира ВТ по целым месяцам от последнего дня турнира до выпуска рейтинга.",
  "MAHJONG.WEIGHT.tournament_date.name": () => "дата_турнира",
  "MAHJONG.WEIGHT.tournament_date": () =>
    `Последний день турнира, не позже выпуска, напр. "2026-03-15"; ${dateCells("ru")}`,
  "MAHJONG.WEIGHT.release_date.name": () => "дата_выпуска",
  "MAHJONG.WEIGHT.release_date": () => `Дата выпуска рейтинга, напр. "2026-12-01"; ${dateCells("ru")}`,
  "MAHJONG.SIZEFACTOR": () => "Компонента КТ_ЧУТ по числу участников (меньше 12 — турнир не рейтингуется).",
  "MAHJONG.SIZEFACTOR.participants.name": () => "участники",
  "MAHJONG.SIZEFACTOR.participants": () =>
    "Число участников ЧУТ (наибольшее число играющих одновременно), целое 12..100000, напр. 40",
  "MAHJONG.COEFFICIENT": () => "Коэффициент турнира КТ = КТ_ЧС + КТ_ЧУТ + КТ_ЭУ + КТ_W.",
  "MAHJONG.COEFFICIENT.sessions.name": () => "сессии",
  "MAHJONG.COEFFICIENT.sessions": () =>
    "Число сессий ЧС (с выбыванием — наименьшее у основной группы), целое 1..1000, напр. 8",
  "MAHJONG.COEFFICIENT.participants.name": () => "участники",
  "MAHJONG.COEFFICIENT.participants": () =>
    "Число участников ЧУТ (наибольшее число играющих одновременно), целое 12..100000, напр. 40",
  "MAHJONG.COEFFICIENT.levels.name": () => "уровни",
  "MAHJONG.COEFFICIENT.levels": () =>
    'Уровни игроков на начало турнира: названия или значения ("2d", 1250) или одно среднее, напр. 1230',
  "MAHJONG.COEFFICIENT.championship.name": () => "чемпионат",
  "MAHJONG.COEFFICIENT.championship": () =>
    "ИСТИНА для чемпионата Европы или мира и равных им (+1,00); по умолчанию ЛОЖЬ",
  "MAHJONG.NORM": () => "Выполненная норма по НР × КТ: наивысший достигнутый уровень.",
  "MAHJONG.NORM.points.name": () => "очки",
  "MAHJONG.NORM.points": () => "НР × КТ, 0 или больше, напр. 2500",
  "MAHJONG.NORM.style.name": () => "вид",
  "MAHJONG.NORM.style": () => '"short" ("2d", по умолчанию), "long" ("2 дан") или "english" ("2 dan")',
  "MAHJONG.LEVELVALUE": () => "Численное значение эволюционного уровня (знаки «+» и «−» не учитываются).",
  "MAHJONG.LEVELVALUE.level.name": () => "уровень",
  "MAHJONG.LEVELVALUE.level": () => 'Уровень в любом написании, 12 кю..12 дан, напр. "3 кю", "3k", "2d+"',
  "MAHJONG.T5": () =>
    "Т5: среднее 5 наибольших НР × КТ × ВТ, недостающие считаются 0; два знака после запятой.",
  "MAHJONG.T5.values.name": () => "значения",
  "MAHJONG.T5.values": () => "НР × КТ × ВТ турниров игрока (диапазон; пустые ячейки пропускаются)",
  "MAHJONG.RATING": () => "Рейтинг = 0,25 × ЭУ + 0,75 × Т5, с двумя знаками после запятой.",
  "MAHJONG.RATING.level.name": () => "уровень",
  "MAHJONG.RATING.level": () =>
    'Эволюционный уровень игрока (знаки не учитываются), название или значение, напр. "2d+"',
  "MAHJONG.RATING.values.name": () => "значения",
  "MAHJONG.RATING.values": () => "НР × КТ × ВТ турниров игрока (диапазон; пустые ячейки пропускаются)",
  "MAHJONG.EVOLUTION": () => "Эволюционный уровень со знаками после пересчёта норм игрока по датам.",
  "MAHJONG.EVOLUTION.dates.name": () => "даты",
  "MAHJONG.EVOLUTION.dates": () => `Последние дни турниров (диапазон дат); ${dateCells("ru")}`,
  "MAHJONG.EVOLUTION.norms.name": () => "нормы",
  "MAHJONG.EVOLUTION.norms": () =>
    "НР × КТ каждого турнира или выполненный уровень (диапазон рядом с датами)",
  "MAHJONG.EVOLUTION.release_date.name": () => "дата_выпуска",
  "MAHJONG.EVOLUTION.release_date": () =>
    `Дата выпуска; более поздние турниры не учитываются; ${dateCells("ru")}`,
  "MAHJONG.EVOLUTION.start_level.name": () => "начальный_уровень",
  "MAHJONG.EVOLUTION.start_level": () => 'Уровень до первого турнира, со знаками; по умолчанию "12 кю"',
  "MAHJONG.RATINGLIST": () => "Рейтинг-лист на дату выпуска по таблице результатов, по убыванию рейтинга.",
  "MAHJONG.RATINGLIST.results.name": () => "результаты",
  "MAHJONG.RATINGLIST.results": () =>
    `Диапазон, строка на игрока в турнире: игрок, турнир, последний день, место, ЧУТ, ЧС и при необходимости чемпионат (ИСТИНА/ЛОЖЬ); строка заголовков допускается. Excel передаёт функции не более 5 МБ (около 50 000 строк): больший диапазон остаётся #BUSY! или отклоняется; прочитайте его списком области задач; ${dateCells("ru")}`,
  "MAHJONG.RATINGLIST.release_date.name": () => "дата_выпуска",
  "MAHJONG.RATINGLIST.release_date": () =>
    `Дата выпуска; более поздние турниры не учитываются, напр. "2026-12-01"; ${dateCells("ru")}`,
};

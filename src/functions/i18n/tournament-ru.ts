/** The tournament custom functions' metadata in Russian (D132; codes in `tournament-en.ts`). */
import type { Words } from "../../i18n/message";
import type { TournamentFunctionCode } from "./tournament-en";

export const TOURNAMENT_FUNCTIONS_RU: Words<TournamentFunctionCode>["ru"] = {
  "TOURNAMENT.STANDINGS": () =>
    "Итоговая таблица турнира с выбранными дополнительными показателями, выводится массивом.",
  "TOURNAMENT.STANDINGS.crosstable.name": () => "турнирная_таблица",
  "TOURNAMENT.STANDINGS.crosstable": () =>
    'Диапазон, по строке на игрока: номер, имя, ранг, рейтинг, затем по ячейке на тур, напр. "12+/w2", "7-/b0", "3=/w", "5+!", "0+"; строка заголовка допускается',
  "TOURNAMENT.STANDINGS.tiebreaks.name": () => "коэффициенты",
  "TOURNAMENT.STANDINGS.tiebreaks": () =>
    'Дополнительные показатели по порядку, текстом "MMS,SOS" или диапазоном названий: PTS MMS SOS SODOS SOSOS BUCH BUCHT BERGER CUM DE WINS ARO EXT EXR CAT RANK RATING SOSW-1 SOSW-2 SOSM-1 SOSM-2 SDC STS SOSTS CPS CUSSM DC; по умолчанию MMS,SOS,SODOS,SOSOS. Шахматы: "CHESS" (PTS,BH-C1,BH,SB,DE,WON,ARO) или названия, напр. "PTS,BH-C1,SB,TPR"',
  "TOURNAMENT.STANDINGS.rounds.name": () => "туры",
  "TOURNAMENT.STANDINGS.rounds": () =>
    "Положение после этого тура, целое 0..число туров таблицы, напр. 3; по умолчанию все",
  "TOURNAMENT.STANDINGS.literal.name": () => "буквально",
  "TOURNAMENT.STANDINGS.literal": () =>
    "ИСТИНА: SOS, SODOS и SOSOS буквально по положению: тур без партии даёт 0, без поправки на фору, пропущенный тур — 0 очков; по умолчанию ЛОЖЬ (как в OpenGotha)",
  "TOURNAMENT.STANDINGS.round_robin.name": () => "круговой",
  "TOURNAMENT.STANDINGS.round_robin": () =>
    "ИСТИНА: правило о выбывании в круговом турнире: если игрок сыграл меньше 50 % партий, его партии не учитываются у остальных; по умолчанию ЛОЖЬ",
  "TOURNAMENT.STANDINGS.mm_bar.name": () => "мм_планка",
  "TOURNAMENT.STANDINGS.mm_bar": () =>
    'Планка Мак-Магона, го-ранг 30k..9d, напр. "4d": более сильные игроки стартуют с этим рангом; по умолчанию "4d"',
  "TOURNAMENT.STANDINGS.mm_floor.name": () => "мм_пол",
  "TOURNAMENT.STANDINGS.mm_floor": () =>
    'Нижняя граница Мак-Магона, го-ранг 30k..9d, напр. "20k": более слабые игроки стартуют с этим рангом; по умолчанию "20k"',
  "TOURNAMENT.STANDINGS.mm_zero.name": () => "мм_ноль",
  "TOURNAMENT.STANDINGS.mm_zero": () =>
    'Го-ранг, стартовые очки Мак-Магона которого равны 0, 30k..9d, напр. "30k"; по умолчанию "30k"',
  "TOURNAMENT.STANDINGS.mm_corrections.name": () => "мм_поправки",
  "TOURNAMENT.STANDINGS.mm_corrections": () =>
    "Поправки к стартовым очкам Мак-Магона, целые -30..30, напр. 1: столбец вровень со строками турнирной таблицы, пусто: без поправки (smmsCorrection в OpenGotha); по умолчанию нет",
  "TOURNAMENT.STANDINGS.mm_absent.name": () => "мм_неявка",
  "TOURNAMENT.STANDINGS.mm_absent": () =>
    'Очки Мак-Магона за пустую ячейку тура (отсутствовал, не спарен): 0, 0,5 или 1, напр. 0,5 (значение свободного тура указано в его ячейке: "0+", "0=", "0-"); по умолчанию 0,5',
  "TOURNAMENT.STANDINGS.round_down.name": () => "округлять_вниз",
  "TOURNAMENT.STANDINGS.round_down": () =>
    "ИСТИНА: очки и очки Мак-Магона округляются вниз до целых (genRoundDownNBWMMS в OpenGotha); по умолчанию ЛОЖЬ",
  "TOURNAMENT.STANDINGS.points_absent.name": () => "очки_неявка",
  "TOURNAMENT.STANDINGS.points_absent": () =>
    "Очки (PTS, Бухгольц, …) за пустую ячейку тура: 0, 0,5 или 1, напр. 0; по умолчанию 0",
  "TOURNAMENT.STANDINGS.language.name": () => "язык",
  "TOURNAMENT.STANDINGS.language": () => 'Язык строки заголовка: "en", "hu" или "ru"; по умолчанию "en"',
  "TOURNAMENT.STANDINGS.points_bye.name": () => "очки_свободный",
  "TOURNAMENT.STANDINGS.points_bye": () =>
    'Очки (PTS, Бухгольц, …) свободного тура турнира, ячейки "0+": 0, 0,5 или 1, напр. 0,5 (genNBW2ValueBye OpenGotha); по умолчанию 1',
  "TOURNAMENT.STANDINGS.mm_bye.name": () => "мм_свободный",
  "TOURNAMENT.STANDINGS.mm_bye": () =>
    'Очки Мак-Магона свободного тура турнира, ячейки "0+": 0, 0,5 или 1, напр. 1 (genMMS2ValueBye OpenGotha); по умолчанию 1',
  "TOURNAMENT.TEAMSTANDINGS": () =>
    "Итоги командного турнира: очки за партии, очки за матчи по числу досок, результат матча между собой, командный Бухгольц и Бергер, выводятся массивом.",
  "TOURNAMENT.TEAMSTANDINGS.crosstable.name": () => "турнирная_таблица",
  "TOURNAMENT.TEAMSTANDINGS.crosstable": () =>
    'Диапазон, по строке на игрока: номер, имя, ранг, рейтинг, затем по ячейке на тур, напр. "12+/w2", "7-/b0", "3=/w", "5+!", "0+"; строка заголовка допускается',
  "TOURNAMENT.TEAMSTANDINGS.teams.name": () => "команды",
  "TOURNAMENT.TEAMSTANDINGS.teams": () =>
    "Диапазон команд: команда, доска, игрок (номер или имя из турнирной таблицы), по строке на игрока; или два столбца, команда и игрок, в порядке досок; или четыре: номер команды, команда, доска, игрок; строка заголовка допускается",
  "TOURNAMENT.TEAMSTANDINGS.tiebreaks.name": () => "доп_показатели",
  "TOURNAMENT.TEAMSTANDINGS.tiebreaks": () =>
    'Командные дополнительные показатели по порядку, текстом "GP,MP,DM" или диапазоном имён: GP (очки за партии) MP (очки за матчи) DM (матч между собой) BH (Бухгольц) SB (Бергер) B1U…B9U (очки за партии на k верхних досках); по умолчанию в круговом турнире GP,MP,DM,SB, иначе GP,MP,DM,BH,SB',
  "TOURNAMENT.TEAMSTANDINGS.boards.name": () => "доски",
  "TOURNAMENT.TEAMSTANDINGS.boards": () =>
    "Число досок в матче, целое 1..100, напр. 4; по умолчанию наибольшее число досок, на которых играла команда",
  "TOURNAMENT.TEAMSTANDINGS.rounds.name": () => "туры",
  "TOURNAMENT.TEAMSTANDINGS.rounds": () =>
    "Итоги после этого тура, целое 0..число туров таблицы, напр. 3; по умолчанию все туры",
  "TOURNAMENT.TEAMSTANDINGS.language.name": () => "язык",
  "TOURNAMENT.TEAMSTANDINGS.language": () => 'Язык строки заголовка: "en", "hu" или "ru"; по умолчанию "en"',
  "TOURNAMENT.TEAMSTANDINGS.matches.name": () => "матчи",
  "TOURNAMENT.TEAMSTANDINGS.matches": () =>
    "Туры команд без матча за доской, по строке: тур, команда, затем F, H или Z (свободный тур на полное, пол-очка, ноль), P (свободный тур по жеребьёвке, его очки за матч и за партии в 5-м и 6-м столбцах) или +-, -+, -- (матч без игры: выигрывает команда строки, соперник, проигрывают обе) и команда соперника; по умолчанию нет",
  "TOURNAMENT.TEAMSTANDINGS.match_points.name": () => "очки_за_матч",
  "TOURNAMENT.TEAMSTANDINGS.match_points": () =>
    'Очки за выигранный, ничейный и проигранный матч, текстом "3,1,0"; по умолчанию "2,1,0"',
  "TOURNAMENT.MGSZ": () => "Новые рейтинги MGSZ всех игроков турнирной таблицы, выводятся массивом.",
  "TOURNAMENT.MGSZ.crosstable.name": () => "турнирная_таблица",
  "TOURNAMENT.MGSZ.crosstable": () =>
    'Диапазон, по строке на игрока: номер, имя, ранг, рейтинг до турнира (пусто: по рангу), затем по ячейке на тур, напр. "12+/w2", "7-/b0", "0+"',
  "TOURNAMENT.MGSZ.multiplier.name": () => "множитель",
  "TOURNAMENT.MGSZ.multiplier": () =>
    "Множитель турнира C, целое 0..100, напр. 30 (его даёт MGSZ.MULTIPLIER)",
  "TOURNAMENT.MGSZ.language.name": () => "язык",
  "TOURNAMENT.MGSZ.language": () => 'Язык строки заголовка: "en", "hu" или "ru"; по умолчанию "en"',
  "TOURNAMENT.MGSZ.register.name": () => "в_реестр",
  "TOURNAMENT.MGSZ.register": () =>
    "Новые игроки: столбец по строкам таблицы, ИСТИНА — игрок вносится в реестр (начальный разряд не выше 5 кю), ЛОЖЬ — не вносится, пусто (или 0, который старые сборки Excel передают вместо пустой ячейки) — не новый игрок; ранг нового игрока — заявленный, рейтинг — начальный (пусто: нижняя граница ранга); по умолчанию нет",
  "TOURNAMENT.MGSZ.accept_unknown.name": () => "без_неизвестных",
  "TOURNAMENT.MGSZ.accept_unknown": () =>
    'ИСТИНА: считать без партий с неизвестным или спорным результатом (ячейка "?", победа у обоих игроков, партия, указанная только у одного игрока); по умолчанию ЛОЖЬ: при таких партиях функция выдаёт ошибку с их перечнем',
  "TOURNAMENT.MGSZ.reached_once.name": () => "достигнуто_однажды",
  "TOURNAMENT.MGSZ.reached_once": () =>
    'Пороги, которых игрок уже однажды достиг (с 3 кю ранг присваивается при втором достижении порога): столбец по строкам таблицы, ранг, напр. "2d", несколько — "1d;2d", пусто — нет; по умолчанию нет',
  "TOURNAMENT.FIDE": () => "Новые рейтинги FIDE всех игроков турнирной таблицы, выводятся массивом.",
  "TOURNAMENT.FIDE.crosstable.name": () => "турнирная_таблица",
  "TOURNAMENT.FIDE.crosstable": () =>
    'Диапазон, по строке на игрока: номер, имя, звание (не учитывается), рейтинг FIDE до турнира (пусто: без рейтинга), затем по ячейке на тур, напр. "12+/w", "7-/b", "3=/w", "5+!" (без игры, не обсчитывается), "0+"',
  "TOURNAMENT.FIDE.ruleset.name": () => "правила",
  "TOURNAMENT.FIDE.ruleset": () =>
    'Правила: "FIDE2024" или "HU2017" (также "FIDE2024 2025-09-30"); по умолчанию "FIDE2024"',
  "TOURNAMENT.FIDE.k.name": () => "k",
  "TOURNAMENT.FIDE.k": () =>
    "Коэффициент K, целое 0..100, напр. 20, или столбец, выровненный по строкам таблицы (пусто: по правилам); по умолчанию по правилам: 10 от 2400, иначе 20",
  "TOURNAMENT.FIDE.language.name": () => "язык",
  "TOURNAMENT.FIDE.language": () => 'Язык строки заголовка: "en", "hu" или "ru"; по умолчанию "en"',
  "TOURNAMENT.FIDE.accept_unknown.name": () => "без_неизвестных",
  "TOURNAMENT.FIDE.accept_unknown": () =>
    'ИСТИНА: считать без партий с неизвестным или спорным результатом (ячейка "?", победа у обоих игроков, партия, указанная только у одного игрока); по умолчанию ЛОЖЬ: при таких партиях функция выдаёт ошибку с их перечнем',
  "TOURNAMENT.MAHJONG": () =>
    "Результаты турнира по маджонгу: НР, КТ, НР×КТ и выполненная норма для каждого игрока, выводятся массивом.",
  "TOURNAMENT.MAHJONG.results.name": () => "результаты",
  "TOURNAMENT.MAHJONG.results": () =>
    'Диапазон, по строке на игрока: место (целое, для разделённого места x.5), имя игрока и, если есть, его уровень на начало турнира, напр. "3 кю", "2d+"; строка заголовка допускается; число строк — число участников N (не меньше 12)',
  "TOURNAMENT.MAHJONG.sessions.name": () => "сессии",
  "TOURNAMENT.MAHJONG.sessions": () => "Число сессий ЧС, целое 1..1000, напр. 8",
  "TOURNAMENT.MAHJONG.championship.name": () => "чемпионат",
  "TOURNAMENT.MAHJONG.championship": () =>
    "ИСТИНА для чемпионата Европы или мира или равного ему (КТ + 1,00); по умолчанию ЛОЖЬ",
  "TOURNAMENT.MAHJONG.levels.name": () => "уровни",
  "TOURNAMENT.MAHJONG.levels": () =>
    "Уровни игроков, если их нет в результатах: диапазон имён и уровней (два столбца, напр. рейтинг-лист) или столбец, выровненный по строкам результатов; по умолчанию 12 кю",
  "TOURNAMENT.MAHJONG.language.name": () => "язык",
  "TOURNAMENT.MAHJONG.language": () => 'Язык строки заголовка: "en", "hu" или "ru"; по умолчанию "en"',
  "TOURNAMENT.PAIRINGS": () =>
    "Жеребьёвка тура, как она записана в турнирной таблице, в порядке публикации, для печати: доска, белые, чёрные, фора, результат; сама не жеребьёт (это делает кнопка «Жеребьёвка» в панели).",
  "TOURNAMENT.PAIRINGS.crosstable.name": () => "турнирная_таблица",
  "TOURNAMENT.PAIRINGS.crosstable": () =>
    'Диапазон, по строке на игрока: номер, имя, разряд, рейтинг, затем по ячейке на тур, напр. "12?/w2", "12+/w2", "7-/b0", "0+"; строка заголовка допускается',
  "TOURNAMENT.PAIRINGS.round.name": () => "тур",
  "TOURNAMENT.PAIRINGS.round": () => "Тур, целое число 1..число туров таблицы, напр. 3",
  "TOURNAMENT.PAIRINGS.language.name": () => "язык",
  "TOURNAMENT.PAIRINGS.language": () => 'Язык строки заголовка: "en", "hu" или "ru"; по умолчанию "en"',
};

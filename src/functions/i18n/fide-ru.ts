/** The FIDE custom functions' metadata in Russian (D132; codes in `fide-en.ts`). */
import type { Words } from "../../i18n/message";
import type { FideFunctionCode } from "./fide-en";
import { dateCells } from "./date-cells";

export const FIDE_FUNCTIONS_RU: Words<FideFunctionCode>["ru"] = {
  "FIDE.EXPECTED": () => "Ожидаемый результат против одного или нескольких соперников, в сумме.",
  "FIDE.EXPECTED.rating.name": () => "рейтинг",
  "FIDE.EXPECTED.rating": () => "Рейтинг игрока, 1..4000 (0 — пустая ячейка), напр. 2145",
  "FIDE.EXPECTED.opponents.name": () => "соперники",
  "FIDE.EXPECTED.opponents": () => "Рейтинги соперников (одно значение или диапазон), напр. 2300",
  "FIDE.EXPECTED.ruleset.name": () => "правила",
  "FIDE.EXPECTED.ruleset": () =>
    '"FIDE2024" (по умолчанию), "HU2017" или "FIDE2024 2025-09-30" (в редакции на дату)',
  "FIDE.DP": () => "Разница рейтингов dp для доли набранных очков.",
  "FIDE.DP.p.name": () => "p",
  "FIDE.DP.p": () => "Доля набранных очков, 0..1, напр. 0,4",
  "FIDE.KFACTOR": () =>
    "Коэффициент K: 10 после достижения 2400, 40 для новичков и для юниоров, чей рейтинг никогда не достигал 2300, иначе 20.",
  "FIDE.KFACTOR.rating.name": () => "рейтинг",
  "FIDE.KFACTOR.rating": () =>
    "Опубликованный рейтинг на начало периода, 1..4000 (0 — пустая ячейка), напр. 2100",
  "FIDE.KFACTOR.games.name": () => "партий",
  "FIDE.KFACTOR.games": () => "Число обсчитанных партий до периода, напр. 12",
  "FIDE.KFACTOR.birth_date.name": () => "дата_рождения",
  "FIDE.KFACTOR.birth_date": () => `Дата рождения; пусто — без юниорского правила; ${dateCells("ru")}`,
  "FIDE.KFACTOR.reached_2400.name": () => "достиг_2400",
  "FIDE.KFACTOR.reached_2400": () =>
    "ИСТИНА, если опубликованный рейтинг когда-либо достигал 2400; по умолчанию ЛОЖЬ",
  "FIDE.KFACTOR.on_date.name": () => "на_дату",
  "FIDE.KFACTOR.on_date": () =>
    `Дата, на которую нужен K (напр. первый день периода); обязательна с датой рождения; ${dateCells("ru")}`,
  "FIDE.KFACTOR.ruleset.name": () => "правила",
  "FIDE.KFACTOR.ruleset": () => '"FIDE2024" (по умолчанию) или "HU2017"',
  "FIDE.KFACTOR.games_in_period.name": () => "партий_в_периоде",
  "FIDE.KFACTOR.games_in_period": () =>
    "FIDE2024: обсчитанные партии периода, K × партии ≤ 700; по умолчанию нет",
  "FIDE.KFACTOR.reached_2300.name": () => "достиг_2300",
  "FIDE.KFACTOR.reached_2300": () =>
    "ИСТИНА, если опубликованный рейтинг когда-либо достигал 2300 (тогда юниорского 40 нет), или наивысший опубликованный рейтинг; по умолчанию ЛОЖЬ",
  "FIDE.CHANGE": () => "Изменение рейтинга K·Σ(W − We), без округления.",
  "FIDE.CHANGE.rating.name": () => "рейтинг",
  "FIDE.CHANGE.rating": () => "Рейтинг игрока, 1..4000 (0 — пустая ячейка), напр. 2145",
  "FIDE.CHANGE.opponents.name": () => "соперники",
  "FIDE.CHANGE.opponents": () => "Рейтинги соперников (диапазон; пустая ячейка — нет партии)",
  "FIDE.CHANGE.scores.name": () => "результаты",
  "FIDE.CHANGE.scores": () => 'Результаты (диапазон): 1, 0, 0,5 или "+", "-", "="',
  "FIDE.CHANGE.k.name": () => "k",
  "FIDE.CHANGE.k": () => "Коэффициент K, целое 0..100, напр. 40",
  "FIDE.CHANGE.ruleset.name": () => "правила",
  "FIDE.CHANGE.ruleset": () =>
    '"FIDE2024" (по умолчанию), "HU2017" или "FIDE2024 2025-09-30" (в редакции на дату)',
  "FIDE.NEWRATING": () => "Новый рейтинг: старый плюс изменение, округлённое до целого (0,5 — от нуля).",
  "FIDE.NEWRATING.rating.name": () => "рейтинг",
  "FIDE.NEWRATING.rating": () => "Рейтинг игрока, 1..4000 (0 — пустая ячейка), напр. 2145",
  "FIDE.NEWRATING.opponents.name": () => "соперники",
  "FIDE.NEWRATING.opponents": () => "Рейтинги соперников (диапазон; пустая ячейка — нет партии)",
  "FIDE.NEWRATING.scores.name": () => "результаты",
  "FIDE.NEWRATING.scores": () => 'Результаты (диапазон): 1, 0, 0,5 или "+", "-", "="',
  "FIDE.NEWRATING.k.name": () => "k",
  "FIDE.NEWRATING.k": () => "Коэффициент K, целое 0..100, напр. 40",
  "FIDE.NEWRATING.ruleset.name": () => "правила",
  "FIDE.NEWRATING.ruleset": () =>
    '"FIDE2024" (по умолчанию), "HU2017" или "FIDE2024 2025-09-30" (в редакции на дату)',
  "FIDE.PERFORMANCE": () => "Турнирный перфоманс (TPR): средний рейтинг соперников + dp(p).",
  "FIDE.PERFORMANCE.opponents.name": () => "соперники",
  "FIDE.PERFORMANCE.opponents": () => "Рейтинги соперников (диапазон; пустая ячейка — нет партии)",
  "FIDE.PERFORMANCE.scores.name": () => "результаты",
  "FIDE.PERFORMANCE.scores": () => 'Результаты (диапазон): 1, 0, 0,5 или "+", "-", "="',
  "FIDE.INITIAL": () =>
    "Начальный рейтинг игрока без рейтинга по объединённым партиям; неопубликуемый — #Н/Д с числом и причиной.",
  "FIDE.INITIAL.opponents.name": () => "соперники",
  "FIDE.INITIAL.opponents": () => "Рейтинги соперников с рейтингом, все турниры вместе (диапазон)",
  "FIDE.INITIAL.scores.name": () => "результаты",
  "FIDE.INITIAL.scores": () => 'Результаты (диапазон): 1, 0, 0,5 или "+", "-", "="',
  "FIDE.INITIAL.ruleset.name": () => "правила",
  "FIDE.INITIAL.ruleset": () => '"FIDE2024" (по умолчанию: две ничьи с 1800, не выше 2200) или "HU2017"',
  "FIDE.INITIAL.bonus.name": () => "бонус",
  "FIDE.INITIAL.bonus": () => "HU2017: очков за каждые пол-очка выше 50 %, целое 0..100; по умолчанию 15",
  "FIDE.INITIAL.min_games.name": () => "мин_партий",
  "FIDE.INITIAL.min_games": () =>
    "Нужно партий с соперниками с рейтингом, целое 1..1000; по умолчанию 5 (FIDE2024) или 9 (HU2017)",
  "FIDE.INITIAL.event_dates.name": () => "даты_турниров",
  "FIDE.INITIAL.event_dates": () =>
    `Дата турнира рядом с каждой партией (диапазон): первый турнир меньше ½ очка (HU2017) или с нулём (FIDE2024) не учитывается; FIDE2024: 26 месяцев; ${dateCells("ru")}`,
};

/**
 * The argument errors of the TOURNAMENT and GO functions (src/functions/team-args.ts,
 * tournament-args.ts, pairing-go.ts): team blocks, columns aligned with a
 * crosstable, Go ranks against McMahon scores.
 */
import { type Family } from "./message";
import { QUOTES, arg, shown, type Shown } from "./errors-args-words";

/** What a range argument expects in its shape. */
export type Shape =
  "correctionsAligned" | "correctionsColumn" | "booleansColumn" | "kColumn" | "namesLevels" | "ranksColumn";

/** The parameters of each argument error of the tournament functions, by code. */
export interface TournamentArgErrorParams {
  argTeamColumns: { arg: string; width: number };
  argPlayerUnknown: { arg: string; player: Shown };
  argTeamBlank: { arg: string };
  argPlayerInTeam: { arg: string; team: string };
  argTeamNumberAbove: { arg: string; team: string; above: number; number: number };
  argNumberIsTeam: { arg: string; number: number; team: string };
  argTeamUnknown: { arg: string; team: Shown };
  argMatchPoints: { arg: string };
  argShape: { arg: string; shape: Shape; columns?: number };
  argCellsVsRows: { arg: string; cells: number; rows: number; players: number; of: "crosstable" | "results" };
  argsBothStrengths: { a: string; b: string };
}

/** What a range argument expects, a code per shape, in the one form (D133). */
const SHAPES: Family<Record<Shape, { readonly columns?: number }>> = {
  en: {
    correctionsAligned: () => "expected one column of corrections aligned with the crosstable",
    correctionsColumn: (p) => `expected one column of corrections, got ${p.columns ?? 0} columns`,
    booleansColumn: () => "expected one column of TRUE or FALSE",
    kColumn: (p) => `expected one number or one column of K, got ${p.columns ?? 0} columns`,
    namesLevels: () => "expected a range of names and levels, got one value",
    ranksColumn: () => 'expected one column of ranks reached once, such as "2d" or "1d;2d"',
  },
  hu: {
    correctionsAligned: () => "a táblázat soraihoz igazodó egy oszlopnyi korrekciót várunk",
    correctionsColumn: (p) => `egy oszlopnyi korrekciót várunk, de ${p.columns ?? 0} oszlop érkezett`,
    booleansColumn: () => "egy oszlopnyi IGAZ vagy HAMIS értéket várunk",
    kColumn: (p) => `egy számot vagy egy oszlopnyi K-t várunk, de ${p.columns ?? 0} oszlop érkezett`,
    namesLevels: () => "nevek és szintek tartományát várjuk, de egyetlen érték érkezett",
    ranksColumn: () => "egy oszlopnyi egyszer elért fokozatot várunk, pl. „2d” vagy „1d;2d”",
  },
  ru: {
    correctionsAligned: () => "ожидается один столбец поправок, выровненный по строкам таблицы",
    correctionsColumn: (p) => `ожидается один столбец поправок, получено столбцов: ${p.columns ?? 0}`,
    booleansColumn: () => "ожидается один столбец значений ИСТИНА или ЛОЖЬ",
    kColumn: (p) => `ожидается одно число или один столбец K, получено столбцов: ${p.columns ?? 0}`,
    namesLevels: () => "ожидается диапазон имён и уровней, получено одно значение",
    ranksColumn: () => "ожидается один столбец рангов, достигнутых однажды, напр. «2d» или «1d;2d»",
  },
};

export const TOURNAMENT_ARG_ERRORS: Family<TournamentArgErrorParams> = {
  en: {
    argTeamColumns: (p) =>
      `${arg("en", p.arg)}2 columns (team, player), 3 (team, board, player) or 4 (team number, team, board, player), not ${p.width}`,
    argPlayerUnknown: (p) => `${arg("en", p.arg)}player ${shown("en", p.player)} is not in the crosstable`,
    argTeamBlank: (p) => `${arg("en", p.arg)}the team is blank`,
    argPlayerInTeam: (p) => `${arg("en", p.arg)}the player is already in team ${QUOTES.en(p.team)}`,
    argTeamNumberAbove: (p) =>
      `${arg("en", p.arg)}team ${QUOTES.en(p.team)} is number ${p.above} above, not ${p.number}`,
    argNumberIsTeam: (p) => `${arg("en", p.arg)}number ${p.number} is team ${QUOTES.en(p.team)} already`,
    argTeamUnknown: (p) => `${arg("en", p.arg)}team ${shown("en", p.team)} is not in the teams`,
    argMatchPoints: (p) =>
      `${arg("en", p.arg)}expected three numbers for a match won, drawn, lost, such as "3,1,0"`,
    argShape: (p) => `${arg("en", p.arg)}${SHAPES.en[p.shape](p)}`,
    argCellsVsRows: (p) =>
      `${arg("en", p.arg)}${p.cells} cells, but the ${p.of} ${p.of === "crosstable" ? "has" : "have"} ${p.rows} rows and ${p.players} players`,
    argsBothStrengths: (p) => `Arguments ${p.a} and ${p.b}: give both as Go ranks or both as McMahon scores`,
  },
  hu: {
    argTeamColumns: (p) =>
      `${arg("hu", p.arg)}2 oszlop (csapat, játékos), 3 (csapat, tábla, játékos) vagy 4 (csapatszám, csapat, tábla, játékos) lehet, nem ${p.width}`,
    argPlayerUnknown: (p) => `${arg("hu", p.arg)}a(z) ${shown("hu", p.player)} játékos nincs a táblázatban`,
    argTeamBlank: (p) => `${arg("hu", p.arg)}a csapat üres`,
    argPlayerInTeam: (p) => `${arg("hu", p.arg)}a játékos már a(z) ${QUOTES.hu(p.team)} csapatban van`,
    argTeamNumberAbove: (p) =>
      `${arg("hu", p.arg)}a(z) ${QUOTES.hu(p.team)} csapat fentebb a(z) ${p.above}. számot kapta, nem a(z) ${p.number}.-at`,
    argNumberIsTeam: (p) => `${arg("hu", p.arg)}a(z) ${p.number}. szám már a(z) ${QUOTES.hu(p.team)} csapaté`,
    argTeamUnknown: (p) => `${arg("hu", p.arg)}a(z) ${shown("hu", p.team)} csapat nincs a csapatok között`,
    argMatchPoints: (p) =>
      `${arg("hu", p.arg)}három számot várunk a megnyert, döntetlen és elvesztett mérkőzésre, pl. „3,1,0”`,
    argShape: (p) => `${arg("hu", p.arg)}${SHAPES.hu[p.shape](p)}`,
    argCellsVsRows: (p) =>
      `${arg("hu", p.arg)}${p.cells} cella, de ${p.of === "crosstable" ? "a táblázatnak" : "az eredményeknek"} ${p.rows} sora és ${p.players} játékosa van`,
    argsBothStrengths: (p) =>
      `A(z) ${p.a} és ${p.b} argumentum: mindkettőt go-fokozatként vagy mindkettőt McMahon-pontszámként adja meg`,
  },
  ru: {
    argTeamColumns: (p) =>
      `${arg("ru", p.arg)}2 столбца (команда, игрок), 3 (команда, доска, игрок) или 4 (номер команды, команда, доска, игрок), а не ${p.width}`,
    argPlayerUnknown: (p) => `${arg("ru", p.arg)}игрока ${shown("ru", p.player)} нет в таблице`,
    argTeamBlank: (p) => `${arg("ru", p.arg)}команда не указана`,
    argPlayerInTeam: (p) => `${arg("ru", p.arg)}игрок уже в команде ${QUOTES.ru(p.team)}`,
    argTeamNumberAbove: (p) =>
      `${arg("ru", p.arg)}у команды ${QUOTES.ru(p.team)} выше номер ${p.above}, а не ${p.number}`,
    argNumberIsTeam: (p) => `${arg("ru", p.arg)}номер ${p.number} уже у команды ${QUOTES.ru(p.team)}`,
    argTeamUnknown: (p) => `${arg("ru", p.arg)}команды ${shown("ru", p.team)} нет среди команд`,
    argMatchPoints: (p) =>
      `${arg("ru", p.arg)}ожидаются три числа за выигранный, ничейный и проигранный матч, например «3,1,0»`,
    argShape: (p) => `${arg("ru", p.arg)}${SHAPES.ru[p.shape](p)}`,
    argCellsVsRows: (p) =>
      `${arg("ru", p.arg)}клеток ${p.cells}, а в ${p.of === "crosstable" ? "таблице" : "результатах"} ${p.rows} строк и ${p.players} игроков`,
    argsBothStrengths: (p) =>
      `Аргументы ${p.a} и ${p.b}: укажите оба как разряды го или оба как очки Мак-Магона`,
  },
};

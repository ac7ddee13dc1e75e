/**
 * The crosstable reader's messages (src/formats/sheet-crosstable.ts, and the cell grammar of
 * src/formats/cell.ts), in every language. Players are named by their numbers.
 */
import { type Categories, type Family } from "./message";

/** Why a cell is not in the cell grammar (src/formats/cell.ts), or "not-a-result" for TRUE/FALSE. */
export type CellFailure =
  "no-opponent" | "opponent-too-long" | "unknown-result" | "expected-mark" | "handicap-range" | "unexpected";

/** The parameters of each message of the crosstable reader, by code. */
export interface CrosstableParams {
  /** missing-number */
  ctMissingNumber: Record<string, never>;
  /** bad-number */
  ctBadNumber: { value: string };
  /** duplicate-number */
  ctDuplicateNumber: { number: number };
  // missing-name: missingPlayerName
  /** bad-rank */
  ctBadRank: { value: string };
  /** bad-rating */
  ctBadRating: { value: string; min: number; max: number };
  /** too-many-rounds: the first filled cell after the last round a crosstable has (H1). */
  ctTooManyRounds: { round: number; max: number };
  /** A cell outside the cell grammar (cell.ts): the trimmed cell; `rest` only for "unexpected". */
  badCell: { reason: CellFailure; cell: string; rest?: string };
  /** unknown-result: a cell outside the cell grammar in a round, or TRUE/FALSE ("not-a-result"). */
  ctBadResult: { round: number; reason: CellFailure | "not-a-result"; cell: string; rest?: string };
  /** unknown-opponent, asymmetric-unknown-opponent */
  ctUnknownOpponent: { round: number; opponent: number };
  /** asymmetric-self-game */
  ctSelfGame: { round: number; player: number };
  /** asymmetric-one-sided */
  ctOneSided: { round: number; player: number; opponent: number };
  /** asymmetric-results */
  ctResults: { round: number; player: number; opponent: number };
  /** asymmetric-colours */
  ctColours: { round: number; player: number; opponent: number };
  /** asymmetric-handicap */
  ctHandicap: { round: number; player: number; opponent: number };
  /** asymmetric-forfeit */
  ctForfeit: { round: number; player: number; opponent: number };
}

/** A cell that is no result, as `badCell` and `ctBadResult` say it: a reason of the grammar, or no result at all. */
type CellSaid = Omit<CrosstableParams["badCell"], "reason"> & { reason: CellFailure | "not-a-result" };

const CELL_EN = (p: CellSaid): string => {
  const c = p.cell;
  return (
    {
      "not-a-result": `${c} is not a result`,
      "no-opponent": `unknown result "${c}": expected an opponent number`,
      "opponent-too-long": `opponent number too long in "${c}"`,
      "unknown-result": `unknown result "${c}"`,
      "expected-mark": `unknown result "${c}": expected "/" or "!"`,
      "handicap-range": `handicap out of range in "${c}"`,
      unexpected: `unexpected "${p.rest ?? ""}" in "${c}"`,
    }[p.reason] +
    "; write the opponent's number and the result, as 12+/w2 (Go: opponent, + - or =, /colour, handicap) or 5w1 (chess: opponent, colour, 1 ½ or 0), or leave the cell empty"
  );
};

const CELL_HU = (p: CellSaid): string => {
  const c = p.cell;
  return (
    {
      "not-a-result": `${c} nem eredmény`,
      "no-opponent": `ismeretlen eredmény: „${c}”; az ellenfél sorszámával kell kezdődnie`,
      "opponent-too-long": `túl hosszú ellenfél-sorszám: „${c}”`,
      "unknown-result": `ismeretlen eredmény: „${c}”`,
      "expected-mark": `ismeretlen eredmény: „${c}”; az eredmény után „/” vagy „!” kell`,
      "handicap-range": `túl nagy előny: „${c}”`,
      unexpected: `váratlan „${p.rest ?? ""}” ebben: „${c}”`,
    }[p.reason] +
    "; írja be az ellenfél sorszámát és az eredményt, így: 12+/w2 (go: ellenfél, + - vagy =, /szín, előkő) vagy 5w1 (sakk: ellenfél, szín, 1 ½ vagy 0), vagy hagyja üresen a cellát"
  );
};

const CELL_RU = (p: CellSaid): string => {
  const c = p.cell;
  return (
    {
      "not-a-result": `${c} — не результат`,
      "no-opponent": `неизвестный результат «${c}»: ожидался номер соперника`,
      "opponent-too-long": `слишком длинный номер соперника в «${c}»`,
      "unknown-result": `неизвестный результат «${c}»`,
      "expected-mark": `неизвестный результат «${c}»: ожидался «/» или «!»`,
      "handicap-range": `фора вне допустимых пределов в «${c}»`,
      unexpected: `лишнее «${p.rest ?? ""}» в «${c}»`,
    }[p.reason] +
    "; запишите номер соперника и результат: 12+/w2 (го: соперник, + - или =, /цвет, фора) или 5w1 (шахматы: соперник, цвет, 1 ½ или 0), либо оставьте клетку пустой"
  );
};

export const CROSSTABLE_MESSAGES: Family<CrosstableParams> = {
  en: {
    ctMissingNumber: () => "the player's number is missing: write his start number, a whole number 1 or more",
    ctBadNumber: (p) =>
      `number "${p.value}" is not a whole number 1 or more: write the player's start number`,
    ctDuplicateNumber: (p) => `number ${p.number} appears twice: give each player a number of his own`,
    ctBadRank: (p) => `rank "${p.value}" is not a Go rank: write one of 30k … 1k, 1d … 9d, 1p … 9p`,
    ctBadRating: (p) => `rating "${p.value}" is not a number ${p.min}..${p.max}: write one in that range`,
    ctTooManyRounds: (p) =>
      `round ${p.round}: a crosstable has rounds 1..${p.max}; the columns from here on are not read: delete the columns after round ${p.max}`,
    badCell: CELL_EN,
    ctBadResult: (p) => `round ${p.round}: ${CELL_EN(p)}`,
    ctUnknownOpponent: (p) =>
      `round ${p.round}: opponent ${p.opponent} is not in the table: write the number of one of its players`,
    ctSelfGame: (p) => `round ${p.round}: player ${p.player} meets himself: write his opponent's number`,
    ctOneSided: (p) =>
      `round ${p.round}: player ${p.player} lists a game against ${p.opponent}, whose row does not list it: add the game to ${p.opponent}'s row, or delete it from ${p.player}'s`,
    ctResults: (p) =>
      `round ${p.round}: the results of players ${p.player} and ${p.opponent} do not add up to one game: correct the one that is wrong`,
    ctColours: (p) =>
      `round ${p.round}: players ${p.player} and ${p.opponent} both had the same colour: correct the one that is wrong`,
    ctHandicap: (p) =>
      `round ${p.round}: players ${p.player} and ${p.opponent} report different handicaps: correct the one that is wrong`,
    ctForfeit: (p) =>
      `round ${p.round}: players ${p.player} and ${p.opponent} disagree whether the game was forfeited: correct one of the two cells, with "!" in both or in neither`,
  },
  hu: {
    ctMissingNumber: () =>
      "hiányzik a játékos sorszáma: írja be a kezdő sorszámát, 1 vagy nagyobb egész számot",
    ctBadNumber: (p) =>
      `a sorszám („${p.value}”) nem 1 vagy nagyobb egész szám: írja be a játékos kezdő sorszámát`,
    ctDuplicateNumber: (p) =>
      `kétszer szerepel ez a sorszám: ${p.number}; adjon minden játékosnak saját sorszámot`,
    ctBadRank: (p) => `nem go-fokozat: „${p.value}”; írja be ezek egyikét: 30k … 1k, 1d … 9d, 1p … 9p`,
    ctBadRating: (p) =>
      `az értékszám („${p.value}”) nem ${p.min} és ${p.max} közötti szám: írjon be egy ilyet`,
    ctTooManyRounds: (p) =>
      `${p.round}. forduló: egy táblázat fordulói 1 és ${p.max} közöttiek; az innen kezdődő oszlopok nincsenek beolvasva: törölje a(z) ${p.max}. forduló utáni oszlopokat`,
    badCell: CELL_HU,
    ctBadResult: (p) => `${p.round}. forduló: ${CELL_HU(p)}`,
    ctUnknownOpponent: (p) =>
      `${p.round}. forduló: nincs a táblázatban ellenfél ezzel a sorszámmal: ${p.opponent}; írja be a táblázat egyik játékosának sorszámát`,
    ctSelfGame: (p) =>
      `${p.round}. forduló: ${p.player}. sz. játékos önmaga ellen játszik: írja be az ellenfele sorszámát`,
    ctOneSided: (p) =>
      `${p.round}. forduló: ${p.player}. sz. játékos játszmát jegyez ${p.opponent}. sz. ellenfele ellen, de annak sorában ez nem szerepel: vegye fel a játszmát a(z) ${p.opponent}. sz. játékos sorába, vagy törölje a(z) ${p.player}. sz. játékoséból`,
    ctResults: (p) =>
      `${p.round}. forduló: ${p.player}. és ${p.opponent}. sz. játékos eredménye nem ad ki egy játszmát: javítsa a hibásat`,
    ctColours: (p) =>
      `${p.round}. forduló: ${p.player}. és ${p.opponent}. sz. játékos ugyanazzal a színnel játszott: javítsa a hibásat`,
    ctHandicap: (p) =>
      `${p.round}. forduló: ${p.player}. és ${p.opponent}. sz. játékos eltérő előnyt ad meg: javítsa a hibásat`,
    ctForfeit: (p) =>
      `${p.round}. forduló: ${p.player}. és ${p.opponent}. sz. játékos nem egyezik abban, hogy a játszma játék nélkül dőlt-e el: javítsa a két cella egyikét, hogy „!” mindkettőben vagy egyikben se legyen`,
  },
  ru: {
    ctMissingNumber: () => "нет номера игрока: запишите его стартовый номер, целое число от 1",
    ctBadNumber: (p) => `номер «${p.value}» — не целое число от 1: запишите стартовый номер игрока`,
    ctDuplicateNumber: (p) => `номер ${p.number} встречается дважды: дайте каждому игроку свой номер`,
    ctBadRank: (p) => `разряд «${p.value}» — не разряд го: запишите один из 30k … 1k, 1d … 9d, 1p … 9p`,
    ctBadRating: (p) =>
      `рейтинг «${p.value}» — не число от ${p.min} до ${p.max}: запишите число из этого диапазона`,
    ctTooManyRounds: (p) =>
      `тур ${p.round}: в таблице туры от 1 до ${p.max}; столбцы начиная с этого не читаются: удалите столбцы после тура ${p.max}`,
    badCell: CELL_RU,
    ctBadResult: (p) => `тур ${p.round}: ${CELL_RU(p)}`,
    ctUnknownOpponent: (p) =>
      `тур ${p.round}: соперника ${p.opponent} нет в таблице: запишите номер одного из её игроков`,
    ctSelfGame: (p) => `тур ${p.round}: игрок ${p.player} играет сам с собой: запишите номер его соперника`,
    ctOneSided: (p) =>
      `тур ${p.round}: у игрока ${p.player} записана партия с ${p.opponent}, а в строке ${p.opponent} её нет: добавьте партию в строку ${p.opponent} или удалите её из строки ${p.player}`,
    ctResults: (p) =>
      `тур ${p.round}: результаты игроков ${p.player} и ${p.opponent} не складываются в одну партию: исправьте неверный`,
    ctColours: (p) =>
      `тур ${p.round}: игроки ${p.player} и ${p.opponent} играли одним цветом: исправьте неверный`,
    ctHandicap: (p) =>
      `тур ${p.round}: игроки ${p.player} и ${p.opponent} указали разную фору: исправьте неверную`,
    ctForfeit: (p) =>
      `тур ${p.round}: игроки ${p.player} и ${p.opponent} расходятся в том, была ли партия засчитана без игры: исправьте одну из двух клеток, чтобы «!» было в обеих или ни в одной`,
  },
};

/** What each code's diagnostic is known by (D135). */
export const CROSSTABLE_CATEGORIES: Categories<CrosstableParams> = {
  ctDuplicateNumber: "duplicate-number",
  ctBadResult: "unknown-result",
  ctUnknownOpponent: "unknown-opponent",
};

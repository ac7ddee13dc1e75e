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

const CELL_EN = (p: CrosstableParams["badCell"]): string => {
  const c = p.cell;
  return {
    "no-opponent": `unknown result "${c}": expected an opponent number`,
    "opponent-too-long": `opponent number too long in "${c}"`,
    "unknown-result": `unknown result "${c}"`,
    "expected-mark": `unknown result "${c}": expected "/" or "!"`,
    "handicap-range": `handicap out of range in "${c}"`,
    unexpected: `unexpected "${p.rest ?? ""}" in "${c}"`,
  }[p.reason];
};

const CELL_HU = (p: CrosstableParams["badCell"]): string => {
  const c = p.cell;
  return {
    "no-opponent": `ismeretlen eredmény: „${c}”; az ellenfél sorszámával kell kezdődnie`,
    "opponent-too-long": `túl hosszú ellenfél-sorszám: „${c}”`,
    "unknown-result": `ismeretlen eredmény: „${c}”`,
    "expected-mark": `ismeretlen eredmény: „${c}”; az eredmény után „/” vagy „!” kell`,
    "handicap-range": `túl nagy előny: „${c}”`,
    unexpected: `váratlan „${p.rest ?? ""}” ebben: „${c}”`,
  }[p.reason];
};

const CELL_RU = (p: CrosstableParams["badCell"]): string => {
  const c = p.cell;
  return {
    "no-opponent": `неизвестный результат «${c}»: ожидался номер соперника`,
    "opponent-too-long": `слишком длинный номер соперника в «${c}»`,
    "unknown-result": `неизвестный результат «${c}»`,
    "expected-mark": `неизвестный результат «${c}»: ожидался «/» или «!»`,
    "handicap-range": `фора вне допустимых пределов в «${c}»`,
    unexpected: `лишнее «${p.rest ?? ""}» в «${c}»`,
  }[p.reason];
};

export const CROSSTABLE_MESSAGES: Family<CrosstableParams> = {
  en: {
    ctMissingNumber: () => "the player's number is missing",
    ctBadNumber: (p) => `number "${p.value}" is not a whole number 1 or more`,
    ctDuplicateNumber: (p) => `number ${p.number} appears twice`,
    ctBadRank: (p) => `rank "${p.value}" is not a Go rank (30k … 1k, 1d … 9d, 1p … 9p)`,
    ctBadRating: (p) => `rating "${p.value}" is not a number ${p.min}..${p.max}`,
    ctTooManyRounds: (p) =>
      `round ${p.round}: a crosstable has rounds 1..${p.max}; the columns from here on are not read`,
    badCell: CELL_EN,
    ctBadResult: (p) =>
      `round ${p.round}: ${p.reason === "not-a-result" ? `${p.cell} is not a result` : CELL_EN({ ...p, reason: p.reason })}`,
    ctUnknownOpponent: (p) => `round ${p.round}: opponent ${p.opponent} is not in the table`,
    ctSelfGame: (p) => `round ${p.round}: player ${p.player} meets himself`,
    ctOneSided: (p) =>
      `round ${p.round}: player ${p.player} lists a game against ${p.opponent}, whose row does not list it`,
    ctResults: (p) =>
      `round ${p.round}: the results of players ${p.player} and ${p.opponent} do not add up to one game`,
    ctColours: (p) => `round ${p.round}: players ${p.player} and ${p.opponent} both had the same colour`,
    ctHandicap: (p) => `round ${p.round}: players ${p.player} and ${p.opponent} report different handicaps`,
    ctForfeit: (p) =>
      `round ${p.round}: players ${p.player} and ${p.opponent} disagree whether the game was forfeited`,
  },
  hu: {
    ctMissingNumber: () => "hiányzik a játékos sorszáma",
    ctBadNumber: (p) => `a sorszám („${p.value}”) nem 1 vagy nagyobb egész szám`,
    ctDuplicateNumber: (p) => `kétszer szerepel ez a sorszám: ${p.number}`,
    ctBadRank: (p) => `nem go-fokozat: „${p.value}” (30k … 1k, 1d … 9d, 1p … 9p)`,
    ctBadRating: (p) => `az értékszám („${p.value}”) nem ${p.min} és ${p.max} közötti szám`,
    ctTooManyRounds: (p) =>
      `${p.round}. forduló: egy táblázat fordulói 1 és ${p.max} közöttiek; az innen kezdődő oszlopok nincsenek beolvasva`,
    badCell: CELL_HU,
    ctBadResult: (p) =>
      `${p.round}. forduló: ${p.reason === "not-a-result" ? `${p.cell} nem eredmény` : CELL_HU({ ...p, reason: p.reason })}`,
    ctUnknownOpponent: (p) =>
      `${p.round}. forduló: nincs a táblázatban ellenfél ezzel a sorszámmal: ${p.opponent}`,
    ctSelfGame: (p) => `${p.round}. forduló: ${p.player}. sz. játékos önmaga ellen játszik`,
    ctOneSided: (p) =>
      `${p.round}. forduló: ${p.player}. sz. játékos játszmát jegyez ${p.opponent}. sz. ellenfele ellen, de annak sorában ez nem szerepel`,
    ctResults: (p) =>
      `${p.round}. forduló: ${p.player}. és ${p.opponent}. sz. játékos eredménye nem ad ki egy játszmát`,
    ctColours: (p) =>
      `${p.round}. forduló: ${p.player}. és ${p.opponent}. sz. játékos ugyanazzal a színnel játszott`,
    ctHandicap: (p) => `${p.round}. forduló: ${p.player}. és ${p.opponent}. sz. játékos eltérő előnyt ad meg`,
    ctForfeit: (p) =>
      `${p.round}. forduló: ${p.player}. és ${p.opponent}. sz. játékos nem egyezik abban, hogy a játszma játék nélkül dőlt-e el`,
  },
  ru: {
    ctMissingNumber: () => "нет номера игрока",
    ctBadNumber: (p) => `номер «${p.value}» — не целое число от 1`,
    ctDuplicateNumber: (p) => `номер ${p.number} встречается дважды`,
    ctBadRank: (p) => `разряд «${p.value}» — не разряд го (30k … 1k, 1d … 9d, 1p … 9p)`,
    ctBadRating: (p) => `рейтинг «${p.value}» — не число от ${p.min} до ${p.max}`,
    ctTooManyRounds: (p) =>
      `тур ${p.round}: в таблице туры от 1 до ${p.max}; столбцы начиная с этого не читаются`,
    badCell: CELL_RU,
    ctBadResult: (p) =>
      `тур ${p.round}: ${p.reason === "not-a-result" ? `${p.cell} — не результат` : CELL_RU({ ...p, reason: p.reason })}`,
    ctUnknownOpponent: (p) => `тур ${p.round}: соперника ${p.opponent} нет в таблице`,
    ctSelfGame: (p) => `тур ${p.round}: игрок ${p.player} играет сам с собой`,
    ctOneSided: (p) =>
      `тур ${p.round}: у игрока ${p.player} записана партия с ${p.opponent}, а в строке ${p.opponent} её нет`,
    ctResults: (p) =>
      `тур ${p.round}: результаты игроков ${p.player} и ${p.opponent} не складываются в одну партию`,
    ctColours: (p) => `тур ${p.round}: игроки ${p.player} и ${p.opponent} играли одним цветом`,
    ctHandicap: (p) => `тур ${p.round}: игроки ${p.player} и ${p.opponent} указали разную фору`,
    ctForfeit: (p) =>
      `тур ${p.round}: игроки ${p.player} и ${p.opponent} расходятся в том, была ли партия засчитана без игры`,
  },
};

/** What each code's diagnostic is known by (D135). */
export const CROSSTABLE_CATEGORIES: Categories<CrosstableParams> = {
  ctDuplicateNumber: "duplicate-number",
  ctBadResult: "unknown-result",
  ctUnknownOpponent: "unknown-opponent",
};

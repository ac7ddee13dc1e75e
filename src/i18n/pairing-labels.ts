/**
 * The labels of the tournament sheet's pairing block (src/sheet/pairing-params.ts), in every
 * language: the sheet writes them and Pair round k finds the values again by them, in whichever
 * of the three languages the sheet was written (docs/pairing.md, P35).
 */
import { type Words, wordsByLanguage } from "./message";

/** The pairing block's rows, by their machine key, in the order the sheet writes them. */
export const PAIRING_KEYS = [
  "pairing",
  "seeding",
  "seedingUntil",
  "seedingAfter",
  "handicapBase",
  "handicapThreshold",
  "handicapCorrection",
  "handicapCeiling",
  "mmZero",
  "mmFloor",
  "mmBar",
  "mmAbsent",
  "roundDown",
  "geography",
  "countryGap",
  "clubGap",
  "colour",
  "other",
] as const;
export type PairingKey = (typeof PAIRING_KEYS)[number];

/**
 * The rows of a chess (FIDE) sheet's block (P35): the Swiss system's parameters; its games are
 * even (no handicap row) and its score is the number of wins (no McMahon row).
 */
export const CHESS_PAIRING_KEYS: readonly PairingKey[] = [
  "pairing",
  "seeding",
  "seedingUntil",
  "seedingAfter",
  "geography",
  "countryGap",
  "clubGap",
  "colour",
  "other",
];

export const PAIRING_LABEL_WORDS: Words<PairingKey> = {
  en: {
    pairing: () => "Pairing",
    seeding: () => "Seeding",
    seedingUntil: () => "Seeding until round",
    seedingAfter: () => "Seeding after it",
    handicapBase: () => "Handicap by",
    handicapThreshold: () => "Handicap threshold",
    handicapCorrection: () => "Handicap correction",
    handicapCeiling: () => "Handicap ceiling",
    mmZero: () => "McMahon zero",
    mmFloor: () => "McMahon floor",
    mmBar: () => "McMahon bar",
    mmAbsent: () => "McMahon points when absent",
    roundDown: () => "Round down",
    geography: () => "Same club or country",
    countryGap: () => "Same country: MMS gap",
    clubGap: () => "Same club: MMS gap",
    colour: () => "Colour balance",
    other: () => "Other OpenGotha parameters",
  },
  hu: {
    pairing: () => "Párosítás",
    seeding: () => "Kiemelés",
    seedingUntil: () => "Kiemelés fordulóig",
    seedingAfter: () => "Kiemelés utána",
    handicapBase: () => "Előny alapja",
    handicapThreshold: () => "Előnyhatár",
    handicapCorrection: () => "Előnykorrekció",
    handicapCeiling: () => "Legnagyobb előny",
    mmZero: () => "McMahon nullpont",
    mmFloor: () => "McMahon alsó határ",
    mmBar: () => "McMahon felső határ",
    mmAbsent: () => "McMahon-pont hiányzáskor",
    roundDown: () => "Lefelé kerekítés",
    geography: () => "Azonos klub vagy ország",
    countryGap: () => "Azonos ország: MMS-különbség",
    clubGap: () => "Azonos klub: MMS-különbség",
    colour: () => "Színegyensúly",
    other: () => "További OpenGotha-paraméterek",
  },
  ru: {
    pairing: () => "Жеребьёвка",
    seeding: () => "Посев",
    seedingUntil: () => "Посев до тура",
    seedingAfter: () => "Посев после",
    handicapBase: () => "Фора по",
    handicapThreshold: () => "Порог форы",
    handicapCorrection: () => "Поправка форы",
    handicapCeiling: () => "Предел форы",
    mmZero: () => "Ноль Мак-Магона",
    mmFloor: () => "Нижняя граница Мак-Магона",
    mmBar: () => "Верхняя граница Мак-Магона",
    mmAbsent: () => "Очки Мак-Магона при неявке",
    roundDown: () => "Округление вниз",
    geography: () => "Один клуб или страна",
    countryGap: () => "Одна страна: разница MMS",
    clubGap: () => "Один клуб: разница MMS",
    colour: () => "Баланс цвета",
    other: () => "Прочие параметры OpenGotha",
  },
};

/** The labels in each language, rendered from the family above. */
export const PAIRING_LABELS = wordsByLanguage(PAIRING_LABEL_WORDS);

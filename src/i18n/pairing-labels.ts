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
  "byePoints",
  "byeMms",
  "absentPoints",
  "geography",
  "countryGap",
  "clubGap",
  "colour",
  "other",
  "initialColour",
] as const;
export type PairingKey = (typeof PAIRING_KEYS)[number];

/** A Go sheet's block: every row but the Dutch System's initial colour. */
export const GO_PAIRING_KEYS: readonly PairingKey[] = PAIRING_KEYS.filter((k) => k !== "initialColour");

/**
 * A chess sheet's block under the Dutch System (D280, D315): the system, and the colour drawn for
 * the first-ranked player in round 1 (C.04.3 E.5; TRF-2026 `152`, `XXC white1`/`black1`).
 */
export const DUTCH_PAIRING_KEYS: readonly PairingKey[] = ["pairing", "initialColour"];

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
    byePoints: () => "Points for a bye",
    byeMms: () => "McMahon points for a bye",
    absentPoints: () => "Points when absent",
    geography: () => "Same club or country",
    countryGap: () => "Same country: MMS gap",
    clubGap: () => "Same club: MMS gap",
    colour: () => "Colour balance",
    other: () => "Other OpenGotha parameters",
    initialColour: () => "Initial colour",
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
    byePoints: () => "Pont szabadnapért",
    byeMms: () => "McMahon-pont szabadnapért",
    absentPoints: () => "Pont hiányzáskor",
    geography: () => "Azonos klub vagy ország",
    countryGap: () => "Azonos ország: MMS-különbség",
    clubGap: () => "Azonos klub: MMS-különbség",
    colour: () => "Színegyensúly",
    other: () => "További OpenGotha-paraméterek",
    initialColour: () => "Kezdő szín",
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
    byePoints: () => "Очки за свободный тур",
    byeMms: () => "Очки Мак-Магона за свободный тур",
    absentPoints: () => "Очки при неявке",
    geography: () => "Один клуб или страна",
    countryGap: () => "Одна страна: разница MMS",
    clubGap: () => "Один клуб: разница MMS",
    colour: () => "Баланс цвета",
    other: () => "Прочие параметры OpenGotha",
    initialColour: () => "Начальный цвет",
  },
};

/** The labels in each language, rendered from the family above. */
export const PAIRING_LABELS = wordsByLanguage(PAIRING_LABEL_WORDS);

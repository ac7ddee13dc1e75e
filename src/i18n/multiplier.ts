/**
 * The MGSZ multiplier C and how it came about (RULES §1.2, D3): one message per term of the sum
 * (thinking time, importance, participants, handicap games) and one for the total, or one for a C
 * given by the officer or fixed by the 13×13 board. The command line joins the English terms into
 * one line ("C = 25: time B 15 (extended 82 min) + event 0 + …"), the pane shows a line each.
 */
import { type Family, type Words, words } from "./message";

/** The parameters of each term of the multiplier, by code. */
export interface MultiplierParams {
  /** C as the officer gave it. */
  multiplierGiven: { multiplier: number };
  /** C of a 13×13 tournament, whatever else (RULES §1.2). */
  multiplierBoard13: { multiplier: number };
  /** Table 2: the category (null below E) and, when known, the extended time in minutes. */
  multiplierTime: { category: string | null; points: number; extendedMinutes?: number };
  /** Table 3: the importance flags (D27; none for an ordinary tournament). */
  multiplierEvent: { events: readonly string[]; points: number };
  /** Table 3: more than 80 participants. */
  multiplierParticipants: { participants: number; points: number };
  /** Table 3: a 19×19 tournament without handicap games. */
  multiplierHandicap: { handicapFree: boolean; points: number };
  /** The sum of the terms. */
  multiplierTotal: { multiplier: number };
}

/**
 * The importance flags' names, one family for the multiplier's breakdown and the pane's list of
 * them (D130): Hungarian and Russian name the flags in the breakdown, English says the flags
 * themselves there and names them in the pane.
 */
export const EVENT_NAME_WORDS: Words<"invitational" | "national" | "european" | "world"> = {
  en: {
    invitational: () => "invitational",
    national: () => "national championship",
    european: () => "European championship",
    world: () => "world championship",
  },
  hu: {
    invitational: () => "meghívásos verseny",
    national: () => "országos bajnokság",
    european: () => "Európa-bajnokság",
    world: () => "világbajnokság",
  },
  ru: {
    invitational: () => "турнир по приглашениям",
    national: () => "национальный чемпионат",
    european: () => "чемпионат Европы",
    world: () => "чемпионат мира",
  },
};

const named = (lang: "hu" | "ru", events: readonly string[]): string => {
  const names = words(EVENT_NAME_WORDS, lang);
  return events.map((e) => (Object.hasOwn(names, e) ? names[e as keyof typeof names] : e)).join(", ");
};

export const MULTIPLIER_MESSAGES: Family<MultiplierParams> = {
  en: {
    multiplierGiven: (p) => `C = ${p.multiplier} (given)`,
    multiplierBoard13: (p) => `C = ${p.multiplier} (13×13)`,
    multiplierTime: (p) =>
      p.category === null
        ? `time ${p.points}`
        : `time ${p.category} ${p.points}` +
          (p.extendedMinutes === undefined ? "" : ` (extended ${p.extendedMinutes} min)`),
    multiplierEvent: (p) => `${p.events.length === 0 ? "event" : p.events.join(",")} ${p.points}`,
    multiplierParticipants: (p) => `${p.participants} participants ${p.points}`,
    multiplierHandicap: (p) => `${p.handicapFree ? "handicap-free" : "handicap games"} ${p.points}`,
    multiplierTotal: (p) => `C = ${p.multiplier}`,
  },
  hu: {
    multiplierGiven: (p) => `C = ${p.multiplier} (kézzel megadva)`,
    multiplierBoard13: (p) => `C = ${p.multiplier} (13×13-as tábla)`,
    multiplierTime: (p) =>
      p.category === null
        ? `gondolkodási idő ${p.points}`
        : `gondolkodási idő ${p.category} ${p.points}` +
          (p.extendedMinutes === undefined ? "" : ` (kiterjesztett idő ${p.extendedMinutes} perc)`),
    multiplierEvent: (p) => `${p.events.length === 0 ? "jelentőség" : named("hu", p.events)} ${p.points}`,
    multiplierParticipants: (p) => `${p.participants} résztvevő ${p.points}`,
    multiplierHandicap: (p) => `${p.handicapFree ? "előnyadás nélkül" : "előnyadásos játszmák"} ${p.points}`,
    multiplierTotal: (p) => `C = ${p.multiplier}`,
  },
  ru: {
    multiplierGiven: (p) => `C = ${p.multiplier} (задан вручную)`,
    multiplierBoard13: (p) => `C = ${p.multiplier} (доска 13×13)`,
    multiplierTime: (p) =>
      p.category === null
        ? `время ${p.points}`
        : `время ${p.category} ${p.points}` +
          (p.extendedMinutes === undefined ? "" : ` (расширенное время ${p.extendedMinutes} мин)`),
    multiplierEvent: (p) => `${p.events.length === 0 ? "значимость" : named("ru", p.events)} ${p.points}`,
    multiplierParticipants: (p) => `участников ${p.participants}: ${p.points}`,
    multiplierHandicap: (p) => `${p.handicapFree ? "без форы" : "партии с форой"} ${p.points}`,
    multiplierTotal: (p) => `C = ${p.multiplier}`,
  },
};

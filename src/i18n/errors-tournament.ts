/**
 * The errors of a tournament's standings (src/core/tournament): McMahon parameters that
 * contradict each other, a tie-break list that names no tie-break or one not known
 * (`tiebreak-list.ts`). Who gave them (arguments of a function, options of the command line)
 * is a subject of the message, named in its words.
 */
import { type Family } from "./message";
import { q } from "./reader-words";
import { type Subject, subjectName } from "./subject";

/** Whose tie-breaks a list names: a Go, a chess or a team event's. */
export type TiebreakEvent = "go" | "chess" | "team";

/** The parameters of each standings error, by code. */
export interface TournamentErrorParams {
  /** The floor above the bar; `given` names where each was given, when it was. */
  mmFloorAboveBar: { floor: string; bar: string; given?: { floor: Subject; bar: Subject } };
  /** A word of a tie-break list that is none of the event's; `names`: the event's, space-separated. */
  notTiebreak: {
    word: string;
    event: TiebreakEvent;
    names: string;
    /** The list's further words that are none either (at most four), and how many more there are. */
    others?: readonly string[];
    more?: number;
  };
  /** A tie-break list given with no name in it. */
  noTiebreaks: { event: TiebreakEvent; names: string };
}

/** The wrong words of a tie-break list, quoted: the first, the others, "and N more". */
function wrongWords(lang: "en" | "hu" | "ru", p: TournamentErrorParams["notTiebreak"]): string {
  const quoted = [p.word, ...(p.others ?? [])].map((w) => q(lang, w)).join(", ");
  const more = p.more ?? 0;
  if (more === 0) return quoted;
  return `${quoted} ${lang === "en" ? `and ${more} more` : lang === "hu" ? `és még ${more}` : `и ещё ${more}`}`;
}

/** Whether the list had more than one wrong word. */
const several = (p: TournamentErrorParams["notTiebreak"]): boolean => (p.others?.length ?? 0) > 0;

const OF_EVENT = {
  en: { go: "", chess: "the chess tie-breaks ", team: "the team tie-breaks " },
  hu: { go: "holtverseny-eldöntő", chess: "sakk-holtverseny-eldöntő", team: "csapat-holtverseny-eldöntő" },
  ru: { go: "", chess: "шахматных: ", team: "командных: " },
} as const;

export const TOURNAMENT_ERRORS: Family<TournamentErrorParams> = {
  en: {
    mmFloorAboveBar: (p) =>
      `the McMahon floor ${p.floor} is above the bar ${p.bar}${p.given === undefined ? "" : ` (${subjectName("en", p.given.floor)}, ${subjectName("en", p.given.bar)})`}`,
    notTiebreak: (p) =>
      several(p)
        ? `Tie-breaks ${wrongWords("en", p)} are not among ${OF_EVENT.en[p.event]}${p.names}`
        : `Tie-break ${q("en", p.word)} is not one of ${OF_EVENT.en[p.event]}${p.names}`,
    noTiebreaks: (p) => `No tie-break is given; give some of ${OF_EVENT.en[p.event]}${p.names}`,
  },
  hu: {
    mmFloorAboveBar: (p) =>
      `a McMahon-padló (${p.floor}) a léc (${p.bar}) fölött van${p.given === undefined ? "" : ` (${subjectName("hu", p.given.floor)}, ${subjectName("hu", p.given.bar)})`}`,
    notTiebreak: (p) => `Ismeretlen ${OF_EVENT.hu[p.event]}: ${wrongWords("hu", p)} (lehet: ${p.names})`,
    noTiebreaks: (p) => `Nincs megadva ${OF_EVENT.hu[p.event]}; lehet: ${p.names}`,
  },
  ru: {
    mmFloorAboveBar: (p) =>
      `нижняя граница Мак-Магона ${p.floor} выше верхней ${p.bar}${p.given === undefined ? "" : ` (${subjectName("ru", p.given.floor)}, ${subjectName("ru", p.given.bar)})`}`,
    notTiebreak: (p) =>
      several(p)
        ? `Доп. показатели ${wrongWords("ru", p)} — не из ${OF_EVENT.ru[p.event]}${p.names}`
        : `Доп. показатель ${q("ru", p.word)} — не один из ${OF_EVENT.ru[p.event]}${p.names}`,
    noTiebreaks: (p) =>
      `Не указан ни один доп. показатель; укажите любые из ${OF_EVENT.ru[p.event]}${p.names}`,
  },
};

/**
 * The errors of a tournament's standings (src/core/tournament): McMahon parameters that
 * contradict each other. Who gave them (arguments of a function, options of the command line)
 * is a subject of the message, named in its words.
 */
import { type Family } from "./message";
import { type Subject, subjectName } from "./subject";

/** The parameters of each standings error, by code. */
export interface TournamentErrorParams {
  /** The floor above the bar; `given` names where each was given, when it was. */
  mmFloorAboveBar: { floor: string; bar: string; given?: { floor: Subject; bar: Subject } };
}

export const TOURNAMENT_ERRORS: Family<TournamentErrorParams> = {
  en: {
    mmFloorAboveBar: (p) =>
      `the McMahon floor ${p.floor} is above the bar ${p.bar}${p.given === undefined ? "" : ` (${subjectName("en", p.given.floor)}, ${subjectName("en", p.given.bar)})`}`,
  },
  hu: {
    mmFloorAboveBar: (p) =>
      `a McMahon-padló (${p.floor}) a léc (${p.bar}) fölött van${p.given === undefined ? "" : ` (${subjectName("hu", p.given.floor)}, ${subjectName("hu", p.given.bar)})`}`,
  },
  ru: {
    mmFloorAboveBar: (p) =>
      `нижняя граница Мак-Магона ${p.floor} выше верхней ${p.bar}${p.given === undefined ? "" : ` (${subjectName("ru", p.given.floor)}, ${subjectName("ru", p.given.bar)})`}`,
  },
};

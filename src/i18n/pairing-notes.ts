/**
 * What `pair` says beside the pairing of a round: the players of the file it does not pair, and
 * why (OpenGotha pairs only the players registered as final, FIN, who participate in the round:
 * the others are left out as OpenGotha leaves them out, but never in silence).
 */
import { type Family } from "./message";

/** The players left out: the first names as the file gives them, then how many more. */
interface LeftOut {
  round: number;
  count: number;
  /** The first few players' names, comma-separated. */
  names: string;
  /** How many more there are beyond `names`. */
  more: number;
}

/** The parameters of each note, by code. */
export interface PairingNoteParams {
  /** Players pre-registered in the file (OpenGotha's registeringStatus other than FIN). */
  pairNotFinal: LeftOut;
  /** Players the file says do not participate in the round paired. */
  pairNotParticipating: LeftOut;
}

const more = {
  en: (n: number) => (n > 0 ? ` and ${n} more` : ""),
  hu: (n: number) => (n > 0 ? ` és még ${n}` : ""),
  ru: (n: number) => (n > 0 ? ` и ещё ${n}` : ""),
};

export const PAIRING_NOTE_MESSAGES: Family<PairingNoteParams> = {
  en: {
    pairNotFinal: (p) =>
      `not paired in round ${p.round}: ${p.count} pre-registered (not FIN in the file): ${p.names}${more.en(p.more)}; register them as final in OpenGotha to pair them`,
    pairNotParticipating: (p) =>
      `not paired in round ${p.round}: ${p.count} not participating in it (the file's round participation): ${p.names}${more.en(p.more)}`,
  },
  hu: {
    pairNotFinal: (p) =>
      `a(z) ${p.round}. forduló párosításából kimarad ${p.count} előregisztrált játékos (a fájlban nem FIN): ${p.names}${more.hu(p.more)}; a párosításhoz véglegesítse a regisztrációjukat az OpenGothában`,
    pairNotParticipating: (p) =>
      `a(z) ${p.round}. forduló párosításából kimarad ${p.count} játékos, aki a fájl szerint nem vesz részt benne: ${p.names}${more.hu(p.more)}`,
  },
  ru: {
    pairNotFinal: (p) =>
      `не участвуют в жеребьёвке тура ${p.round} — предварительно зарегистрированы (в файле не FIN), всего ${p.count}: ${p.names}${more.ru(p.more)}; чтобы их спарить, подтвердите их регистрацию в OpenGotha`,
    pairNotParticipating: (p) =>
      `не участвуют в жеребьёвке тура ${p.round} — по файлу не играют в этом туре, всего ${p.count}: ${p.names}${more.ru(p.more)}`,
  },
};

/**
 * The MGSZ multiplier's breakdown (RULES §1.2, D3) as messages of the one table
 * (src/i18n/multiplier.ts), said once for every edge: the command line joins them into its
 * summary line, the pane lists them in its language.
 */
import { type MultiplierBreakdown } from "../core/engines/mgsz-multiplier";
import { type Message, msg } from "../i18n/table";

/** The terms of the sum (none when C is given or fixed by the board) and the total. */
export interface MultiplierMessages {
  readonly terms: readonly Message[];
  readonly total: Message;
}

/** Minutes to two decimals, as both edges show them. */
const minutes = (m: number): number => Math.round(m * 100) / 100;

export function multiplierMessages(b: MultiplierBreakdown): MultiplierMessages {
  if (b.given) return { terms: [], total: msg("multiplierGiven", { multiplier: b.multiplier }) };
  if (b.board === 13) return { terms: [], total: msg("multiplierBoard13", { multiplier: b.multiplier }) };
  return {
    terms: [
      msg("multiplierTime", {
        category: b.category,
        points: b.timePoints,
        ...(b.category !== null && b.extendedMinutes !== undefined
          ? { extendedMinutes: minutes(b.extendedMinutes) }
          : {}),
      }),
      msg("multiplierEvent", { events: b.events, points: b.eventPoints }),
      msg("multiplierParticipants", { participants: b.participants, points: b.participantPoints }),
      msg("multiplierHandicap", { handicapFree: b.handicapFree, points: b.handicapFreePoints }),
    ],
    total: msg("multiplierTotal", { multiplier: b.multiplier }),
  };
}

/** One line per term, the total last (the pane's list). */
export function multiplierLines(m: MultiplierMessages): readonly Message[] {
  return [...m.terms, m.total];
}

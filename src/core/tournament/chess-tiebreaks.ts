/**
 * The chess tie-breaks (RULES §2.3, D28) by name: FIDE's Tie-Break Regulations (handbook C.07, in
 * force from 1 August 2024) with C.07's acronyms (PTS, BH, SB, DE, WIN, WON, BPG, PS, ARO, TPR),
 * the words read for them, D28's default order and the options every computation takes (which
 * text of C.07, D32); a list of them is read by `tiebreak-list.ts` (D90). Their values: `chess-tiebreak-values.ts`; the direct encounter:
 * `chess-direct-encounter.ts`; the standings: `chess-standings.ts`.
 */
import { lookupTable } from "../common/lookup";

/** C.07 acronyms the project computes (with the project's cut and median forms). */
export const CHESS_TIEBREAKS = [
  "PTS",
  "BH",
  "BH-C1",
  "BH-C2",
  "BH-M1",
  "AOB",
  "FB",
  "SB",
  "SB-C1",
  "DE",
  "WIN",
  "WON",
  "BPG",
  "BWG",
  "GE",
  "ARO",
  "ARO-C1",
  "PS",
  "PS-C1",
  "KS",
  "TPR",
  "PTP",
  "APRO",
] as const;
export type ChessTiebreak = (typeof CHESS_TIEBREAKS)[number];

/** D28: points, Buchholz Cut-1, Buchholz, Sonneborn–Berger, direct encounter, games won, ARO. */
export const D28_ORDER: readonly ChessTiebreak[] = ["PTS", "BH-C1", "BH", "SB", "DE", "WON", "ARO"];

const ALIASES: ReadonlyMap<string, ChessTiebreak> = lookupTable({
  POINTS: "PTS",
  BUCHHOLZ: "BH",
  BUCH: "BH",
  "BH-C": "BH-C1",
  BHC1: "BH-C1",
  "BUCHHOLZ-CUT1": "BH-C1",
  BHC2: "BH-C2",
  "BH-M": "BH-M1",
  MEDIAN: "BH-M1",
  BERGER: "SB",
  "SONNEBORN-BERGER": "SB",
  "SB-C": "SB-C1",
  SBC1: "SB-C1",
  WINS: "WIN",
  BLACK: "BPG",
  "ARO-C": "ARO-C1",
  CUM: "PS",
  PROGRESSIVE: "PS",
  PERFORMANCE: "TPR",
});

/** "bh-c1" → "BH-C1", "Buchholz" → "BH"; null when unknown. */
export function parseChessTiebreak(text: string): ChessTiebreak | null {
  const t = text.trim().toUpperCase();
  return (CHESS_TIEBREAKS as readonly string[]).includes(t) ? (t as ChessTiebreak) : (ALIASES.get(t) ?? null);
}

/**
 * Which text of C.07 values a participant's own unplayed rounds (D32): `2024`, the regulations in
 * force from 1 August 2024 (the default, D28), or `2026`, their amendment of art. 16.4 in force
 * from 1 February 2026, which caps the dummy opponent's score.
 */
export type ChessTiebreakRules = "2024" | "2026";
export const CHESS_TIEBREAK_RULES: readonly ChessTiebreakRules[] = ["2024", "2026"];

export interface ChessTiebreakOptions {
  /** Standings after this many rounds (default all). */
  readonly rounds?: number;
  /** The text of C.07 (D32); default 2024. */
  readonly rules?: ChessTiebreakRules;
  /** A round robin: own unplayed rounds add nothing and trailing VURs count 0, not a draw (16.3.2 is for Swiss events). */
  readonly roundRobin?: boolean;
}

/**
 * Step 3 without the DOM: which tournament players a rating list has, and what the others start
 * from. The engines decide both (src/sheet/starts.ts hands the request to their previews), so
 * the preview is what Create then does.
 */
import type { IdentityQuestion } from "../core/engines/match";
import { type PlayerStart, type StartFallback, type StartRequest, previewStarts } from "../sheet/starts";
import type { SystemName } from "./params";

export type Fallback = StartFallback;

export interface Unmatched {
  /** 1-based, the sheet's order. */
  readonly no: number;
  readonly name: string;
  /** Several list rows carry the name and nothing tells them apart. */
  readonly ambiguous: number;
  readonly fallback: Fallback;
  /** The list rows the officer is asked about (D62): not rated until he answers. */
  readonly question?: IdentityQuestion;
}

export interface MatchPreview {
  readonly players: number;
  readonly found: number;
  readonly unmatched: readonly Unmatched[];
}

const unmatchedOf = (s: PlayerStart): Unmatched[] =>
  s.fallback === null
    ? []
    : [
        {
          no: s.no,
          name: s.name,
          ambiguous: s.ambiguous,
          fallback: s.fallback,
          ...(s.question !== undefined ? { question: s.question } : {}),
        },
      ];

/** Finds each player of the request on its rating list and lists the others with their start. */
export function previewMatches(req: StartRequest, system: SystemName): MatchPreview {
  const starts = previewStarts(req, system);
  const unmatched = starts.flatMap(unmatchedOf);
  return { players: starts.length, found: starts.length - unmatched.length, unmatched };
}

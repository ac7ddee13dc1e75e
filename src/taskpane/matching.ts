/**
 * Step 3 without the DOM: which tournament players a rating list has, and what the others start
 * from. The engines decide both (src/sheet/starts.ts hands the request to their previews), so
 * the preview is what Create then does.
 */
import type { IdentityQuestion } from "../core/engines/match";
import { type PlayerStart, type StartFallback, type StartRequest, previewStarts } from "../sheet/starts";
import type { SystemName } from "./params";
import { matchAway } from "./worker/list-worker";

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
  return matchesOf(previewStarts(req, system));
}

/** The preview of the players' starts: how many the list has, and the others. */
export function matchesOf(starts: readonly PlayerStart[]): MatchPreview {
  const unmatched = starts.flatMap(unmatchedOf);
  return { players: starts.length, found: starts.length - unmatched.length, unmatched };
}

/** A request's starts asked for lately: what it was asked of, and its answer once known. */
interface Asked {
  readonly key: readonly unknown[];
  starts?: PlayerStart[];
  /** Until the worker has answered. */
  pending?: Promise<void>;
}

/** The last few (the pane asks for two a render: the choices' rows and the preview). */
let recent: Asked[] = [];
const RECENT = 4;

/** The choices as text, their maps as entries (part of a request's key). */
const choicesKey = (req: StartRequest): string =>
  JSON.stringify(req.choices ?? null, (_, v: unknown) => (v instanceof Map ? [...v] : v));

const keyOf = (req: StartRequest, system: SystemName): unknown[] => [
  req.tournament,
  req.ratingList,
  req.levelList,
  req.mahjongResults,
  system,
  req.fileRatings,
  choicesKey(req),
];

/**
 * The engines' starts for `req` (src/sheet/starts.ts), computed once for the same request (the
 * pane renders often). With `onReady`, by the worker that holds the list (D252): `undefined`
 * until it answers, then `onReady` is called; a question it cannot answer is answered here.
 * Without, here at once (Create's build needs the answer now).
 */
export function startsFor(
  req: StartRequest,
  system: SystemName,
  onReady?: () => void,
): PlayerStart[] | undefined {
  const key = keyOf(req, system);
  const hit = recent.find((a) => a.key.every((k, i) => k === key[i]));
  if (hit?.starts !== undefined) return hit.starts;
  if (hit !== undefined && onReady !== undefined) return undefined; // asked already: its answer calls onReady
  const asked: Asked = hit ?? { key };
  if (hit === undefined) recent = [asked, ...recent].slice(0, RECENT);
  const { ratingList, levelList, ...rest } = req;
  const away =
    onReady === undefined || levelList !== undefined ? undefined : matchAway(rest, system, ratingList);
  if (away === undefined) {
    asked.starts = previewStarts(req, system);
    return asked.starts;
  }
  asked.pending = away
    .catch(() => previewStarts(req, system))
    .then((starts) => {
      asked.starts = starts;
      delete asked.pending;
      onReady?.();
    });
  return undefined;
}

/**
 * Once every start asked of the list's worker is answered, and those its answers asked for in
 * turn (the preview's request takes the choices' rows): a pane task is over only then (progress.ts).
 */
export async function startsSettled(): Promise<void> {
  for (;;) {
    const waiting = recent.flatMap((a) => (a.pending !== undefined ? [a.pending] : []));
    if (waiting.length === 0) return;
    await Promise.all(waiting);
  }
}

/** Step 3's preview of `req`: `startsFor`'s, undefined until the list's worker has answered. */
export function currentPreview(
  req: StartRequest,
  system: SystemName,
  onReady: () => void,
): MatchPreview | undefined {
  const starts = startsFor(req, system, onReady);
  return starts === undefined ? undefined : matchesOf(starts);
}

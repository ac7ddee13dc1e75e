/**
 * Where a FIDE player's rating before comes from: the rating list (FIDE ID, else the name), else
 * the file's rating when it is Elo (D64: a chess file's; a Go file's only when the officer says
 * so), else unrated (the file's rating counts with a list too, for players the list does not
 * have). The engine rates from these starts, and the pane previews them before
 * rating (`previewFideStarts`): the same function decides both.
 */
import { type Subject } from "../../i18n/subject";
import { checkBound } from "../common/bounds";
import { msg } from "../../i18n/table";
import { invalid, outOfRange, unlessRefused } from "../common/errors";
import { fullName, isGoFile } from "../tournament/model";
import type { Player, Tournament } from "../tournament/model";
import type { FideListedRating, FideNote, FideRatingSource } from "./fide-types";
import { type ListMatchers, listMatchers, questionAbout, refuseIdName } from "./id-name";
import {
  type IdentityChoice,
  type IdentityQuestion,
  type PlayerMatcher,
  type RowClaim,
  askTaken,
  claimOf,
  identify,
  queryOf,
  refuseRowsTaken,
} from "./match";

/** The matchers `rateFideTournament` and its preview search the list with; null without a list. */
function fideMatchers(t: Tournament, list: readonly FideListedRating[] | undefined): ListMatchers | null {
  return listMatchers(
    list,
    t.players.map((p) => queryOf(p, p.fideId)),
  );
}

/**
 * The list a start is searched in, by its kind (D369): an event's own list with its matchers,
 * where an ID at one row and the name at another stops the rating (D262); or a season's period,
 * whose rows the season searches with its one matcher, having asked D262's question itself.
 */
export type StartSearch =
  | EventSearch
  | { readonly kind: "period"; readonly list: readonly FideListedRating[]; readonly matcher: PlayerMatcher };

/** An event's own list and its matchers. */
export interface EventSearch {
  readonly kind: "event";
  readonly list: readonly FideListedRating[];
  readonly matchers: ListMatchers;
}

/** An event's search of `list` (`rateFideTournament`, its preview); null without a list. */
export function eventSearch(
  t: Tournament,
  list: readonly FideListedRating[] | undefined,
): EventSearch | null {
  const matchers = fideMatchers(t, list);
  return list === undefined || matchers === null ? null : { kind: "event", list, matchers };
}

export interface Start {
  rating: number | null;
  source: FideRatingSource;
  listLine?: number;
  /** The matched row's index in the list (D419). */
  listRow?: number;
  entry?: FideListedRating;
}

/**
 * Where player i starts: the rating list (FIDE ID, else the name), else the file's rating, else
 * unrated. Throws for a rating that is no rating.
 */
export function startOf(
  p: Player,
  i: number,
  search: StartSearch | null,
  notes: FideNote[],
  fileElo: boolean,
  choice?: IdentityChoice,
): Start {
  const player = { no: i + 1, name: fullName(p) };
  const who: Subject = { player: player.no, name: player.name };
  // D64: a Go file's rating is no Elo; D65: 0 is unrated (TRF's and FIDE's lists' way of saying
  // it), a negative rating, −0 or NaN no rating
  const rating = fileElo ? p.rating : undefined;
  const file = rating !== undefined && rating > 0 ? rating : null;
  if (rating !== undefined && (!Number.isFinite(rating) || rating < 0 || Object.is(rating, -0))) {
    const value = Object.is(rating, -0) ? "-0" : rating;
    throw outOfRange(msg("outOfRange", { subject: who, field: "rating", value, min: 0 }));
  }
  // H1: one bound for a FIDE rating, the functions' (FIDE.* give #NUM! above 4000) and the files'
  if (rating !== undefined) checkBound("fideRating", rating, who, "rating");
  if (search !== null) {
    const { list } = search;
    const matcher = search.kind === "event" ? search.matchers.matcher : search.matcher;
    const q = queryOf(p, p.fideId);
    // D262: an ID at one row and the name at another stops the rating until one is picked (the
    // season asks it itself, over its period's rows)
    if (search.kind === "event") refuseIdName(search.matchers, q, who, choice);
    // D60–D62: a conflict or an unanswered near miss stops the rating, naming the player
    const found = identify(matcher, list, q, who, choice);
    if (found !== null) {
      const e = list[found.index] as FideListedRating;
      // D65: 0 is unrated on a list too; a negative rating, −0 or NaN is none (a CSV list's
      // column is read on the Go scale's bound, so -700 reaches here)
      if (!Number.isFinite(e.rating) || e.rating < 0 || Object.is(e.rating, -0)) {
        const value = Object.is(e.rating, -0) ? "-0" : e.rating;
        throw invalid(msg("listNoRating", { subject: who, value, min: 0 }));
      }
      checkBound("fideRating", e.rating, who, "listRating");
      if (found.loose !== undefined) notes.push({ player: i, code: "loose-name", text: found.loose });
      const line = e.line !== undefined ? { listLine: e.line } : {};
      return {
        rating: e.rating > 0 ? e.rating : null,
        source: found.by,
        entry: e,
        listRow: found.index,
        ...line,
      };
    }
    notes.push({
      player: i,
      code: "not-on-list",
      text:
        file === null
          ? msg("fideNotOnListUnrated", player)
          : msg("fideNotOnListFile", { ...player, rating: file }),
    });
  }
  return file === null ? { rating: null, source: "unrated" } : { rating: file, source: "file" };
}

/** D64: whether the file's ratings are Elo: a chess file's are, a Go file's on the officer's word. */
export function fileIsElo(t: Tournament, fileRatings: boolean | undefined): boolean {
  return fileRatings === true || !isGoFile(t.format);
}

/** D64: the tournament's note that a Go file's ratings were not taken as Elo; null when none were left. */
export function goRatingsNote(t: Tournament, fileElo: boolean): FideNote | null {
  const count = fileElo ? 0 : t.players.filter((p) => p.rating !== undefined && p.rating !== 0).length;
  return count === 0 ? null : { player: -1, code: "go-ratings", text: msg("fideGoRatingsUnused", { count }) };
}

/** What the engine will start a player from, shown before rating. */
export interface FideStartPreview {
  /** "none": the file's rating or the list's is no rating — rating refuses this player. */
  readonly source: FideRatingSource | "none";
  readonly rating: number | null;
  readonly listLine?: number;
  /** List rows carrying the player's name when several do (none of them taken). */
  readonly ambiguous: number;
  /** What the officer is asked before this player is rated (D62): a conflict or near misses. */
  readonly question?: IdentityQuestion;
  /** The highest published rating the list gives (D9's 2400, D23's 2300). */
  readonly highest?: number;
}

/** Each player's start as `rateFideTournament` with the same list takes it (the pane's preview). */
export function previewFideStarts(
  t: Tournament,
  ratingList?: readonly FideListedRating[],
  fileRatings?: boolean,
  identities?: ReadonlyMap<number, IdentityChoice>,
): FideStartPreview[] {
  const fileElo = fileIsElo(t, fileRatings);
  const search = eventSearch(t, ratingList);
  const claims: (RowClaim | undefined)[] = [];
  const previews = t.players.map((p, i) => {
    const choice = identities?.get(i);
    const question = questionAbout(search?.matchers ?? null, ratingList, queryOf(p, p.fideId), choice);
    const asked = question === undefined ? {} : { question };
    const ambiguous = question?.kind === "conflict" ? question.rows.length : 0;
    const refused = { source: "none", rating: null, ambiguous, ...asked } as const;
    return unlessRefused((): FideStartPreview => {
      const s = startOf(p, i, search, [], fileElo, choice);
      claims[i] = claimOf(s.listRow, s.source === "id", choice);
      const line = s.listLine !== undefined ? { listLine: s.listLine } : {};
      const highest = s.entry?.highest;
      return {
        source: s.source,
        rating: s.rating,
        ...line,
        ambiguous: 0,
        ...(highest !== undefined ? { highest } : {}),
      };
    }, refused);
  });
  // D419: the players holding one list row are asked who is who, as rating refuses them
  return askTaken(previews, ratingList ?? [], claims, t.players.map(fullName), (question) => ({
    source: "none",
    rating: null,
    ambiguous: 0,
    question,
  }));
}

/** D419 when rating: refuses the event's first player whose list row another player holds too. */
export function refuseStartsTaken(
  t: Tournament,
  list: readonly FideListedRating[],
  starts: readonly Start[],
  choices: ReadonlyMap<number, IdentityChoice> | undefined,
): void {
  refuseRowsTaken(
    list,
    starts.map((s, i) => claimOf(s.listRow, s.source === "id", choices?.get(i))),
    t.players.map(fullName),
  );
}

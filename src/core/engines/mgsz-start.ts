/**
 * Where an MGSZ player's starting rating comes from (RULES §1.5, D24): the officer's figure, the
 * rating list (EGD PIN, else the name), the file's rating (only when the request says it is an
 * MGSZ rating: D64), else the threshold of the declared rank. The engine rates from these starts, and the pane
 * previews them before rating (`previewMgszStarts`): the same function decides both.
 */
import { type Subject } from "../../i18n/subject";
import { checkBound, checkStart } from "../common/bounds";
import { msg } from "../../i18n/table";
import { invalid, unlessRefused } from "../common/errors";
import { reachedInHistory } from "../mgsz/promotion";
import { bandOf, formatRank, parseRank, rankOrder } from "../mgsz/rank";
import { newPlayerStart } from "../mgsz/starting";
import { type Rank } from "../mgsz/tables";
import { fullName } from "../tournament/model";
import type { Player, Tournament } from "../tournament/model";
import { rankValue } from "../go/rank";
import { type ListMatchers, listMatchers, questionAbout, refuseIdName } from "./id-name";
import { type IdentityQuestion, type RowClaim, askTaken, claimOf, identify, queryOf } from "./match";
import type { ListedRating, MgszNote, MgszTournamentOptions, StartSource } from "./mgsz-types";

/**
 * D64: the tournament's note that the file's ratings were not taken as MGSZ ratings (the players
 * it gives one who start from their declared rank instead); null when there are none.
 */
export function fileRatingsNote(t: Tournament, starts: readonly { source: StartSource }[]): MgszNote | null {
  const count = t.players.filter((p, i) => p.rating !== undefined && starts[i]?.source === "rank").length;
  return count === 0
    ? null
    : { player: -1, code: "file-ratings", text: msg("mgszFileRatingsUnused", { count }) };
}

/** What decides the starts: the list and the officer's choices of the engine's options. */
export type MgszStartOptions = Pick<
  MgszTournamentOptions,
  "ratingList" | "fileRatings" | "startingRatings" | "isHungarian" | "entersRegister" | "identities"
>;

const defaultHungarian = (p: Player): boolean => /^HUN?$/i.test((p.federation ?? "").trim());

/** A Go rank text of the model ("3d", "12k", "1p") as an MGSZ rank; stronger than 7d → 7d. */
export function mgszRank(text: string | undefined): { rank: Rank; clamped: boolean } | null {
  const v = text === undefined ? null : rankValue(text);
  if (v === null) return null;
  if (v < 30) return { rank: { kind: "k", n: 30 - v }, clamped: false };
  if (v <= 36) return { rank: { kind: "d", n: v - 29 }, clamped: false };
  return { rank: { kind: "d", n: 7 }, clamped: true };
}

export interface Start {
  rating: number;
  rank: Rank;
  source: StartSource;
  listLine?: number;
  /** The matched row's index in the list. */
  listRow?: number;
  /** Thresholds reached once before (D8) as the list row gives them. */
  reachedOnce?: readonly Rank[];
  /** New players (§1.5, D24): declared rank, the register switch, the committee flag. */
  entry?: { declared: Rank; entersRegister: boolean; forCommittee: boolean };
}

/** D24 for a player not on the list: the proposal (or the officer's figure), with its notes. */
function newPlayer(
  i: number,
  player: { no: number; name: string },
  declared: Rank,
  entersRegister: boolean,
  override: number | undefined,
  notes: MgszNote[],
): Start {
  const s = newPlayerStart({
    declaredRank: declared,
    entersRegister,
    ...(override !== undefined ? { override } : {}),
  });
  if (s.forCommittee) {
    notes.push({
      player: i,
      code: "for-committee",
      // 5.§ (5), D24
      text: msg("mgszForCommittee", { ...player, declared: formatRank(declared), rank: formatRank(s.rank) }),
    });
  }
  if (override === undefined) {
    notes.push({
      player: i,
      code: "new-player",
      // RULES §1.5, D24
      text: msg("mgszNewPlayer", {
        ...player,
        rating: s.rating,
        declared: formatRank(declared),
        register: entersRegister,
      }),
    });
  }
  return {
    rating: s.rating,
    rank: s.rank,
    source: override === undefined ? "rank" : "override",
    entry: { declared, entersRegister, forCommittee: s.forCommittee },
  };
}

/** The matchers `rateMgszTournament` and its preview search the list with (EGD PIN, else name); null without a list. */
export function mgszMatchers(t: Tournament, list: readonly ListedRating[] | undefined): ListMatchers | null {
  return listMatchers(
    list,
    t.players.map((p) => queryOf(p, p.egdPin)),
  );
}

/** Where player i starts (RULES §1.5, D24), with its notes; throws when there is nothing to start from. */
export function startOf(
  t: Tournament,
  i: number,
  opts: MgszStartOptions,
  matchers: ListMatchers | null,
  notes: MgszNote[],
): Start {
  const p = t.players[i] as Player;
  const player = { no: i + 1, name: fullName(p) };
  const who: Subject = { player: player.no, name: player.name };
  const declared = mgszRank(p.rank);
  if (declared?.clamped) {
    notes.push({
      player: i,
      code: "rank-clamped",
      text: msg("mgszRankClamped", { ...player, rank: p.rank ?? "" }),
    });
  }
  const override = opts.startingRatings?.get(i);
  const enters = opts.entersRegister?.get(i) ?? (opts.isHungarian ?? defaultHungarian)(p);
  if (override !== undefined) {
    checkStart("goRating", override, who, "startingRating"); // D65
    if (declared !== null) return newPlayer(i, player, declared.rank, enters, override, notes);
    return { rating: override, rank: bandOf(override), source: "override" };
  }
  if (matchers !== null && opts.ratingList !== undefined) {
    const q = queryOf(p, p.egdPin);
    const choice = opts.identities?.get(i);
    refuseIdName(matchers, q, who, choice); // D262: a PIN at one row and the name at another
    // D60–D62: a conflict or an unanswered near miss stops the rating, naming the player
    const found = identify(matchers.matcher, opts.ratingList, q, who, choice);
    if (found !== null) {
      const e = opts.ratingList[found.index] as ListedRating;
      if (!(e.rating > 0)) {
        throw invalid(msg("listNoRating", { subject: who, value: e.rating, min: 1 })); // D65
      }
      checkBound("goRating", e.rating, who, "listRating");
      if (found.loose !== undefined) notes.push({ player: i, code: "loose-name", text: found.loose });
      const listed = mgszRank(e.rank);
      // D144: the list's column and the thresholds its history shows reached, once each
      const rank = listed?.rank ?? declared?.rank ?? bandOf(e.rating);
      const column = (e.reachedOnce ?? []).map((r) => parseRank(r, who));
      const history = listed !== undefined && e.history !== undefined ? e.history.map((h) => h.rating) : [];
      const derived = reachedInHistory(rank, history).filter(
        (t) => !column.some((c) => rankOrder(c) === rankOrder(t)),
      );
      const once = e.reachedOnce !== undefined || derived.length > 0 ? [...column, ...derived] : undefined;
      return {
        rating: e.rating,
        rank,
        source: found.by === "id" ? "pin" : "name",
        ...(e.line !== undefined ? { listLine: e.line } : {}),
        listRow: found.index,
        ...(once !== undefined ? { reachedOnce: once } : {}),
      };
    }
  }
  // D64: a Go file's rating (EGD GoR, FFG, AGA) is no MGSZ rating unless the request says it is;
  // then it must be a start on the scale (D65: not 0, −0, negative or NaN; H1: 99999 is none)
  if (opts.fileRatings === true && p.rating !== undefined) {
    checkStart("goRating", p.rating, who, "rating");
    return { rating: p.rating, rank: declared?.rank ?? bandOf(p.rating), source: "file" };
  }
  if (declared === null) {
    throw invalid(msg("mgszNoStart", { subject: who }));
  }
  return newPlayer(i, player, declared.rank, enters, undefined, notes);
}

/** What the engine will start a player from, shown before rating. */
export interface MgszStartPreview {
  /** "none": not on the list and nothing to start from — rating refuses this player. */
  readonly source: StartSource | "none";
  readonly rating: number | null;
  /** Short MGSZ rank before ("3k"); null for "none". */
  readonly rank: string | null;
  readonly listLine?: number;
  /** List rows carrying the player's name when several do (none of them taken). */
  readonly ambiguous: number;
  /** What the officer is asked before this player is rated (D62): a conflict or near misses. */
  readonly question?: IdentityQuestion;
  /** A new player (§1.5, D24): whether he enters the register (the switch, else country HU). */
  readonly entersRegister?: boolean;
}

/** Each player's start as `rateMgszTournament` with the same options takes it (the pane's preview). */
export function previewMgszStarts(t: Tournament, opts: MgszStartOptions = {}): MgszStartPreview[] {
  const matchers = mgszMatchers(t, opts.ratingList);
  const claims: (RowClaim | undefined)[] = [];
  const previews = t.players.map((p, i) => {
    const question = questionAbout(matchers, opts.ratingList, queryOf(p, p.egdPin), opts.identities?.get(i));
    const asked = question === undefined ? {} : { question };
    const ambiguous = question?.kind === "conflict" ? question.rows.length : 0;
    const refused = { source: "none", rating: null, rank: null, ambiguous, ...asked } as const;
    return unlessRefused((): MgszStartPreview => {
      const s = startOf(t, i, opts, matchers, []);
      claims[i] = claimOf(s.listRow, s.source === "pin", opts.identities?.get(i));
      const line = s.listLine !== undefined ? { listLine: s.listLine } : {};
      return {
        source: s.source,
        rating: s.rating,
        rank: formatRank(s.rank),
        ...line,
        ambiguous: 0,
        ...(s.entry !== undefined ? { entersRegister: s.entry.entersRegister } : {}),
      };
    }, refused);
  });
  // D419: the players holding one list row are asked who is who, as rating refuses them
  return askTaken(previews, opts.ratingList ?? [], claims, t.players.map(fullName), (question) => ({
    source: "none",
    rating: null,
    rank: null,
    ambiguous: 0,
    question,
  }));
}

/**
 * The tournament sheet's Register column (D24): a player whose cell says whether he enters the
 * register is a new player (§1.5) — his Rank is the declared rank, his Rating the officer's
 * starting rating (blank: the threshold of that rank); every other Rating cell is an MGSZ rating
 * (D64). The engine's options for that, shared by
 * TOURNAMENT.MGSZ and Recalculate so that both rate a sheet alike.
 */
export function registerColumnOptions(
  t: Tournament,
  register: ReadonlyMap<number, boolean>,
): Pick<MgszTournamentOptions, "entersRegister" | "startingRatings" | "fileRatings"> {
  const startingRatings = new Map<number, number>();
  for (const i of register.keys()) {
    const rating = t.players[i]?.rating;
    if (rating !== undefined) startingRatings.set(i, rating);
  }
  // D64: a sheet's Rating column is the rating before on the MGSZ scale (the build wrote the
  // start there, or the officer typed it)
  return { entersRegister: register, startingRatings, fileRatings: true };
}

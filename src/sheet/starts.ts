/**
 * Where each player of a tournament sheet starts, before rating: the engines' own previews
 * (`previewMgszStarts`, `previewFideStarts`, `previewMahjongStarts`) with the rating list the
 * build gives them (rated-*.ts), so that what the pane shows before Create is what the sheet
 * then does (test/sheet/starts.test.ts checks it over the fixtures). No rule is decided here.
 */
import { isChess, ratesCrosstable } from "../systems";
import { previewFideStarts } from "../core/engines/fide-start";
import type { IdentityQuestion } from "../core/engines/match";
import { previewMahjongStarts } from "../core/engines/mahjong";
import { previewMgszStarts } from "../core/engines/mgsz-start";
import { fullName } from "../core/tournament/model";
import { type Message, msg } from "../i18n/table";
import { mahjongEntries } from "./rated-mahjong";
import { type SystemName, type TournamentSheetRequest, mgszChoices } from "./request";

/** What a player not found on the list starts from. */
export type StartFallback =
  /** MGSZ: the threshold of the rank the player enters at (the declared one, at most 5k: D24). */
  | { readonly kind: "rank"; readonly rank: string; readonly rating: number }
  | { readonly kind: "file"; readonly rating: number }
  | { readonly kind: "unrated" }
  /** Mahjong: a player not on the list starts at 12 kyu (R4). */
  | { readonly kind: "mahjong-default" }
  | { readonly kind: "given"; readonly level: string }
  /** Nothing to start from: rating refuses the player (MGSZ: no rank and not on the list). */
  | { readonly kind: "none" };

export interface PlayerStart {
  /** 1-based, the sheet's order (mahjong: the results' order). */
  readonly no: number;
  readonly name: string;
  /** The engine's source, as the build's `PlayerOutcome.source` then says ("none": refused). */
  readonly source: string;
  /** Rating before (mahjong: null; its level is the fallback's). */
  readonly rating: number | null;
  /** Found on the rating list. */
  readonly found: boolean;
  /** List rows carrying the player's name when several do (none of them taken). */
  readonly ambiguous: number;
  /** Not found: what the player starts from. */
  readonly fallback: StartFallback | null;
  /** MGSZ, a new player (D24): whether he enters the register. */
  readonly entersRegister?: boolean;
  /** FIDE: the highest published rating the list gives (D23). */
  readonly highest?: number;
  /** What the officer is asked before the player is rated (D62): the list rows he may be. */
  readonly question?: IdentityQuestion;
}

export type StartRequest = Pick<
  TournamentSheetRequest,
  "tournament" | "ratingList" | "levelList" | "mahjongResults" | "choices" | "fileRatings"
>;

/** Each player's start under `system`, as `buildTournamentSheet` with the same request rates. */
export function previewStarts(req: StartRequest, system: SystemName): PlayerStart[] {
  const t = req.tournament;
  const list = req.ratingList?.entries;
  if (!ratesCrosstable(system)) {
    const entries = mahjongEntries(req);
    return previewMahjongStarts(entries, req.levelList ?? list, req.choices?.identity).map((s, i) => ({
      no: i + 1,
      name: entries[i]?.player ?? "",
      source: s.source,
      rating: null,
      found: s.source === "list",
      ambiguous: s.ambiguous,
      ...(s.question !== undefined ? { question: s.question } : {}),
      fallback:
        s.source === "list"
          ? null
          : s.source === "given"
            ? { kind: "given", level: s.level ?? "" }
            : s.source === "default"
              ? { kind: "mahjong-default" }
              : { kind: "none" },
    }));
  }
  const previews = isChess(system)
    ? previewFideStarts(t, list, req.fileRatings === true, req.choices?.identity)
    : previewMgszStarts(t, {
        ...(list ? { ratingList: list } : {}),
        ...mgszChoices(req.choices),
        ...(req.fileRatings === true ? { fileRatings: true } : {}),
      });
  return previews.map((s, i): PlayerStart => {
    const found = s.source === "pin" || s.source === "id" || s.source === "name";
    const rank = "rank" in s ? s.rank : null;
    const fallback: StartFallback | null = found
      ? null
      : s.source === "rank" && rank !== null && s.rating !== null
        ? { kind: "rank", rank, rating: s.rating }
        : (s.source === "file" || s.source === "override") && s.rating !== null
          ? { kind: "file", rating: s.rating }
          : s.source === "unrated"
            ? { kind: "unrated" }
            : { kind: "none" };
    const p = t.players[i];
    return {
      no: i + 1,
      name: p === undefined ? "" : fullName(p),
      source: s.source,
      rating: s.rating,
      found,
      ambiguous: s.ambiguous,
      fallback,
      ...("entersRegister" in s && s.entersRegister !== undefined
        ? { entersRegister: s.entersRegister }
        : {}),
      ...("highest" in s && s.highest !== undefined ? { highest: s.highest } : {}),
      ...(s.question !== undefined ? { question: s.question } : {}),
    };
  });
}

/** What a fallback says, one player. */
export function startMessage(f: StartFallback): Message {
  switch (f.kind) {
    case "rank":
      return msg("startRank", { rank: f.rank, rating: f.rating });
    case "file":
      return msg("startFile", { rating: f.rating });
    case "unrated":
      return msg("startUnrated", {});
    case "mahjong-default":
      return msg("startDefaultLevel", {});
    case "given":
      return msg("startGivenLevel", { level: f.level });
    case "none":
      return msg("startNone", {});
  }
}

/** The summary's words for the players starting from a fallback of this kind. */
export const START_GROUPS: Readonly<Record<StartFallback["kind"], Message>> = {
  rank: msg("groupRank", {}),
  file: msg("groupFile", {}),
  unrated: msg("groupUnrated", {}),
  "mahjong-default": msg("groupDefaultLevel", {}),
  given: msg("groupGivenLevel", {}),
  none: msg("groupNone", {}),
};

/** The tournament sheet under FIDE: ratings before and K from the engine's starts (RULES §2, D9). */
import { rateFideTournament } from "../core/engines/fide";
import { type FidePlayerResult } from "../core/engines/fide-types";
import { invalid } from "../core/common/errors";
import { readRuleSet, ruleSetText } from "../core/fide/rules";
import { num, text } from "./plan";
import { type SheetTexts } from "./texts";
import { ratedTournament } from "../core/tournament/unsettled";

import { type Rated, crosstableHeader, idOf, listName, roundCells } from "./rated";
import { WHOLE, ratingFormats } from "./layout";
import { type SystemParams, type TournamentSheetRequest, identityChoices } from "./request";
import type { StartOutcome } from "./spill-outcomes";
import { saidNotes } from "../results/notes";
import { FIDE } from "../systems/fide";

/** Where a player starts; his ratings are the formula's (D117). */
function fideStart(p: FidePlayerResult, pin: string | undefined): StartOutcome {
  const matched = p.source === "id" || p.source === "name";
  return {
    no: p.player + 1,
    name: p.name,
    ratingBefore: p.ratingBefore,
    source: p.source,
    matched,
    ...(pin !== undefined ? { pin } : {}),
  };
}

export function rateFide(
  req: TournamentSheetRequest,
  { ruleset, on, k }: Extract<SystemParams, { system: "fide" }>,
  tx: SheetTexts,
): Rated {
  const t = req.tournament;
  const list = req.ratingList?.entries;
  // none given (or blank, D86): the engine takes the version the event's dates give (D87)
  const read = readRuleSet(on === undefined ? (ruleset ?? "") : `${ruleset ?? ""} ${on}`);
  if (!read.ok) throw invalid(read.message);
  const rules = read.rules ?? undefined;
  // The sheet has no title column the functions read (a title is no Go rank): blank ranks.
  // D54: refused while games have no known or agreed result, unless the officer accepts
  const r = rateFideTournament(ratedTournament(t, req.acceptUnknown === true), {
    ...(rules !== undefined ? { rules } : {}),
    ...(k !== undefined ? { k } : {}),
    ...(list !== undefined ? { ratingList: list } : {}),
    ...(req.choices?.highest !== undefined ? { highestByPlayer: req.choices.highest } : {}),
    ...(req.fileRatings === true ? { fileRatings: true } : {}),
    ...identityChoices(req.choices),
  });
  const players = r.players.map((p) =>
    fideStart(p, idOf(t.players[p.player]?.fideId, p.listLine, req.ratingList)),
  );
  const rated = r.players.filter((p) => p.ratingBefore !== null);
  const fromList = rated.filter((p) => p.kSource === "list").length;
  const byRules = rated.filter((p) => p.kSource === "rules").length;
  // D284: the third column holds the title, read back by the sheet's reader; the functions
  // leave it alone (a title is no Go rank)
  const rows = r.players.map((p, i) => [
    num(i + 1),
    text(p.name),
    text(t.players[i]?.title ?? ""),
    p.ratingBefore === null ? null : num(p.ratingBefore),
    ...roundCells(t, i, true),
  ]);
  return {
    rows,
    header: crosstableHeader(tx, t.rounds),
    kColumn: { values: r.players.map((p) => p.k), fixed: k !== undefined },
    ids: players.map((p) => p.pin),
    players,
    params: [
      // the rules rated by, which Recalculate and the ratings formula read back (D85)
      ["ruleset", text(ruleSetText(r.ruleSet))],
      k === undefined
        ? ["k", null, text(tx.kPerPlayer(fromList, byRules))]
        : ["k", num(k, WHOLE), text(tx.kFixed)],
      // D64: the officer's word that a Go file's ratings are Elo, beside the list
      ["ratingList", listName(req, tx), req.fileRatings === true ? text(tx.fileRatingsUsed) : null],
    ],
    ratingsColumns: ratingFormats("fide", 0).length,
    parts: 0,
    notes: saidNotes(FIDE, r.notes),
  };
}

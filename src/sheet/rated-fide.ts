/** The tournament sheet under FIDE: ratings before and K from the engine (RULES §2, D9). */
import { rateFideTournament } from "../core/engines/fide";
import { type FidePlayerResult } from "../core/engines/fide-types";
import { parseRuleSet } from "../core/fide/rules";
import { num, text } from "./plan";
import { type SheetTexts } from "./texts";
import { ratedTournament } from "../core/tournament/unsettled";

import { type Rated, crosstableHeader, idOf, listName, roundCells } from "./rated";
import { WHOLE, ratingFormats } from "./layout";
import { type PlayerOutcome, type TournamentSheetRequest, fideFigures, identityChoices } from "./request";
import { saidNotes } from "../results/notes";

function fideOutcome(p: FidePlayerResult, pin: string | undefined): PlayerOutcome {
  const matched = p.source === "id" || p.source === "name";
  return {
    no: p.player + 1,
    name: p.name,
    ratingBefore: p.ratingBefore,
    ratingAfter: p.published,
    source: p.source,
    matched,
    fide: fideFigures(p),
    ...(pin !== undefined ? { pin } : {}),
  };
}

export function rateFide(
  req: TournamentSheetRequest,
  ruleset: string,
  k: number | undefined,
  tx: SheetTexts,
): Rated {
  const t = req.tournament;
  const list = req.ratingList?.entries;
  const rules = parseRuleSet(ruleset);
  // The sheet has no title column the functions read (a title is no Go rank): blank ranks.
  // D54: refused while games have no known or agreed result, unless the officer accepts
  const r = rateFideTournament(ratedTournament(t, req.acceptUnknown === true), {
    rules,
    ...(k !== undefined ? { k } : {}),
    ...(list !== undefined ? { ratingList: list } : {}),
    ...(req.choices?.highest !== undefined ? { highestByPlayer: req.choices.highest } : {}),
    ...(req.fileRatings === true ? { fileRatings: true } : {}),
    ...identityChoices(req.choices),
  });
  const players = r.players.map((p) =>
    fideOutcome(p, idOf(t.players[p.player]?.fideId, p.listLine, req.ratingList)),
  );
  const rated = r.players.filter((p) => p.ratingBefore !== null);
  const fromList = rated.filter((p) => p.kSource === "list").length;
  const byRules = rated.filter((p) => p.kSource === "rules").length;
  const rows = r.players.map((p, i) => [
    num(i + 1),
    text(p.name),
    text(""),
    p.ratingBefore === null ? null : num(p.ratingBefore),
    ...roundCells(t, i),
  ]);
  return {
    rows,
    header: crosstableHeader(tx, t.rounds),
    kColumn: { values: r.players.map((p) => p.k), fixed: k !== undefined },
    ids: players.map((p) => p.pin),
    players,
    params: [
      ["ruleset", text(ruleset)],
      k === undefined
        ? ["k", null, text(tx.kPerPlayer(fromList, byRules))]
        : ["k", num(k, WHOLE), text(tx.kFixed)],
      // D64: the officer's word that a Go file's ratings are Elo, beside the list
      ["ratingList", listName(req, tx), req.fileRatings === true ? text(tx.fileRatingsUsed) : null],
    ],
    ratingsColumns: ratingFormats("fide", 0).length,
    parts: 0,
    notes: saidNotes("fide", r.notes),
  };
}

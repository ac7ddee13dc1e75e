/** The tournament sheet under MGSZ: ratings and ranks before from the engine (RULES §1, D4). */
import { rateMgszTournament } from "../core/engines/mgsz";
import { partsOf } from "../core/mgsz/multiplier";
import { num, text } from "./plan";
import { type SheetTexts } from "./texts";

import { type Rated, crosstableHeader, idOf, listName, roundCells } from "./rated";
import { WHOLE, ratingFormats } from "./layout";
import type { PlayerOutcome, TournamentSheetRequest } from "./request";

export function rateMgsz(req: TournamentSheetRequest, multiplier: number, tx: SheetTexts): Rated {
  const t = req.tournament;
  const list = req.ratingList?.entries;
  const r = rateMgszTournament(t, { multiplier, ...(list !== undefined ? { ratingList: list } : {}) });
  const players: PlayerOutcome[] = r.players.map((p) => {
    const pl = t.players[p.player];
    const matched = p.source === "pin" || p.source === "name";
    const pin = idOf(pl?.egdPin, p.listLine, req.ratingList);
    return {
      no: p.player + 1,
      name: p.name,
      ratingBefore: p.ratingBefore,
      ratingAfter: p.ratingAfter,
      rankBefore: p.rankBefore,
      rankAfter: p.rankAfter,
      source: p.source,
      matched,
      ...(pin !== undefined ? { pin } : {}),
    };
  });
  const rows = r.players.map((p, i) => [
    num(i + 1),
    text(p.name),
    text(p.rankBefore),
    num(p.ratingBefore),
    ...roundCells(t, i),
  ]);
  const parts = partsOf(multiplier, t.rounds).length;
  // The Rank column holds the MGSZ rank before, which the standings' McMahon scores then use.
  return {
    rows,
    header: crosstableHeader(tx, t.rounds),
    ids: players.map((p) => p.pin),
    players,
    params: [
      ["multiplier", num(multiplier, WHOLE), parts > 1 ? text(tx.parts(parts)) : null],
      ["ratingList", listName(req, tx)],
    ],
    ratingsColumns: ratingFormats("mgsz", parts).length,
    parts,
  };
}

/** The tournament sheet under MGSZ: ratings and ranks before from the engine's starts (RULES §1, D4). */
import { rateMgszTournament } from "../core/engines/mgsz";
import { partsOf } from "../core/mgsz/multiplier";
import { formatOnly, num, text } from "./plan";
import { type SheetTexts } from "./texts";
import { ratedTournament } from "../core/tournament/unsettled";

import { type Rated, crosstableHeader, idOf, listName, roundCells } from "./rated";
import { WHOLE, ratingFormats } from "./layout";
import { type TournamentSheetRequest, mgszChoices } from "./request";
import type { StartOutcome } from "./spill-outcomes";
import { saidNotes } from "../results/notes";
import { MGSZ } from "../systems/mgsz";

export function rateMgsz(req: TournamentSheetRequest, multiplier: number | null, tx: SheetTexts): Rated {
  const t = req.tournament;
  const list = req.ratingList?.entries;
  // D54: refused while games have no known or agreed result, unless the officer accepts
  const r = rateMgszTournament(ratedTournament(t, req.acceptUnknown === true), {
    // D76: no multiplier yet (a registration list, no game): every rating stays as it starts
    multiplier: multiplier ?? 0,
    ...(list !== undefined ? { ratingList: list } : {}),
    ...mgszChoices(req.choices),
    ...(req.fileRatings === true ? { fileRatings: true } : {}),
  });
  // where each player starts; his ratings are the formula's (D117)
  const players: StartOutcome[] = r.players.map((p) => {
    const pin = idOf(t.players[p.player]?.egdPin, p.listLine, req.ratingList);
    const matched = p.source === "pin" || p.source === "name";
    return {
      no: p.player + 1,
      name: p.name,
      ratingBefore: p.ratingBefore,
      rankBefore: p.rankBefore,
      source: p.source,
      matched,
      ...(pin !== undefined ? { pin } : {}),
    };
  });
  // D24: a new player's row holds his declared rank and his start (the proposal, or the
  // officer's figure; cleared, TOURNAMENT.MGSZ proposes the threshold of the rank again), his
  // Register cell whether he enters the register; TOURNAMENT.MGSZ then caps the rank as the
  // engine did here.
  const rows = r.players.map((p, i) => [
    num(i + 1),
    text(p.name),
    text(p.entry?.declared ?? p.rankBefore),
    num(p.ratingBefore),
    ...roundCells(t, i),
  ]);
  const entries = r.players.some((p) => p.entry !== undefined);
  const parts = multiplier === null ? 1 : partsOf(multiplier, t.rounds).length;
  // The Rank column holds the MGSZ rank before, which the standings' McMahon scores then use.
  return {
    rows,
    header: crosstableHeader(tx, t.rounds),
    ids: players.map((p) => p.pin),
    ...(entries
      ? { registerColumn: r.players.map((p) => (p.entry === undefined ? null : p.entry.entersRegister)) }
      : {}),
    // D170: the thresholds reached once the engine started from, for TOURNAMENT.MGSZ to count
    ...(r.players.some((p) => p.reachedOnceBefore.length > 0)
      ? {
          reachedOnceColumn: r.players.map((p) =>
            p.reachedOnceBefore.length === 0 ? null : p.reachedOnceBefore.join(" "),
          ),
        }
      : {}),
    players,
    ...(multiplier === null ? { unrated: true as const } : {}),
    params: [
      [
        "multiplier",
        multiplier === null ? formatOnly(WHOLE) : num(multiplier, WHOLE),
        parts > 1 ? text(tx.parts(parts)) : null,
      ],
      // D64: the officer's word that the file's ratings are MGSZ ratings, beside the list
      [
        "ratingList",
        // D64: without a list nor the officer's word, the players start from their ranks alone
        req.ratingList === undefined && req.fileRatings !== true ? text(tx.noListRanks) : listName(req, tx),
        req.fileRatings === true ? text(tx.fileRatingsUsed) : null,
      ],
    ],
    ratingsColumns: ratingFormats("mgsz", parts).length,
    parts,
    notes: saidNotes(MGSZ, r.notes),
  };
}

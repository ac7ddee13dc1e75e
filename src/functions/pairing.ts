/**
 * TOURNAMENT.PAIRINGS: a round's pairings as the crosstable holds them, for printing (a second
 * module of the TOURNAMENT family, registry.ts). docs/pairing.md, "In the sheet".
 */
/* eslint-disable @typescript-eslint/no-explicit-any -- Excel passes untyped values; coerce.ts types them. */
import { pairingList } from "../core/tournament/pairing-list";
import { withHeaders } from "../results/headers";
import { int } from "./coerce";
import { guard } from "./errors";
import { crosstableRows, languageArg } from "./crosstable-args";

/**
 * A round's pairings as the crosstable holds them, in the order of publication, for printing: boards, White, Black, handicap, result; it never pairs (the pane's Pair round does).
 * @customfunction TOURNAMENT.PAIRINGS
 * @param crosstable Range, one row per player: number, name, rank, rating, then one cell per round such as "12?/w2", "12+/w2", "7-/b0", "0+"; a header row is allowed
 * @param round The round, whole number 1..rounds of the table, e.g. 3
 * @param [language] Language of the header row: "en", "hu" or "ru"; default "en"
 * @returns Table with a header row: Board, No, White, No, Black, Handicap, Result; the bye and the players not paired last
 */
export function pairings(crosstable: any[][], round: any, language?: any): any[][] {
  return guard(() => {
    const lang = languageArg(language ?? null, "language");
    const { tournament: t } = crosstableRows(crosstable, "crosstable");
    const k = int(round, "round", 1, t.rounds);
    const list = pairingList(t, k - 1);
    const no = (i: number): number => t.players[i]?.startNumber ?? i + 1;
    const name = (i: number): string => t.players[i]?.name ?? "";
    const table: (string | number)[][] = [["Board", "No", "White", "No", "Black", "Handicap", "Result"]];
    for (const b of list.boards) {
      table.push([
        b.board,
        no(b.white),
        name(b.white),
        no(b.black),
        name(b.black),
        b.handicap ?? "",
        b.result,
      ]);
    }
    for (const i of list.byes) table.push(["", no(i), name(i), "", "", "", "0+"]);
    for (const i of list.unpaired) table.push(["", no(i), name(i), "", "", "", ""]);
    return withHeaders(table, lang);
  });
}

/**
 * D63 and D74 for crosstables: one ID is one person, one player is one row. Two players of one
 * crosstable with the same EGD PIN or the same FIDE ID are an error at the second one's line
 * (D63); two with the same exact name (D60) that no two different IDs tell apart are a warning
 * there (D74: namesakes exist, so a name alone never refuses the file; a name without a letter,
 * as "? ?" of an anonymised file, is no name to compare). Every tournament reader's common end
 * runs it (read-result.ts), at the field that repeats where the reader knows it; so does the
 * sheet's crosstable reader (sheet-crosstable.ts), with a tournament sheet's ID column.
 */
import { exactName, idKey, repeatedIds } from "../core/common/identity";
import { type DiagnosticSink } from "../core/tournament/diagnostics";
import { type Player, type Tournament, fullName } from "../core/tournament/model";
import { type Message, msg } from "../i18n/table";
import type { SourcePos } from "./types";

type IdKind = "egd" | "fide";
const ID_KINDS: readonly (readonly [IdKind, (p: Player) => string | undefined])[] = [
  ["egd", (p) => p.egdPin],
  ["fide", (p) => p.fideId],
];

/**
 * The first earlier player of each name whom no two different IDs of one kind tell apart from
 * the one given, in constant time per player (a hostile file of 100,000 namesakes, each with his
 * own PIN, is read in linear time): the earliest of the name whose ID of each kind is blank,
 * the player's own, or of a kind the player has none of.
 */
function namesakes(players: readonly Player[]): (name: string, i: number) => number | undefined {
  interface Group {
    readonly all: number;
    readonly byEgd: Map<string, number>;
    readonly byFide: Map<string, number>;
    readonly byPair: Map<string, Map<string, number>>; // EGD PIN → FIDE ID → first
  }
  const ids = (i: number): readonly [string, string] => {
    const p = players[i] as Player;
    return [idKey(p.egdPin), idKey(p.fideId)];
  };
  const add = (g: Group, i: number): void => {
    const [e, f] = ids(i);
    if (!g.byEgd.has(e)) g.byEgd.set(e, i);
    if (!g.byFide.has(f)) g.byFide.set(f, i);
    const byFide = g.byPair.get(e) ?? new Map<string, number>();
    if (!byFide.has(f)) byFide.set(f, i);
    g.byPair.set(e, byFide);
  };
  // a name seen once is its player's index alone: most names are, and a group costs four maps
  const seen = new Map<string, number | Group>();
  const min = (...xs: (number | undefined)[]): number | undefined =>
    xs.reduce((m, x) => (x === undefined || (m !== undefined && m < x) ? m : x), undefined);
  return (name, i) => {
    const known = seen.get(name);
    if (known === undefined) {
      seen.set(name, i);
      return undefined;
    }
    let g: Group;
    if (typeof known === "number") {
      g = { all: known, byEgd: new Map(), byFide: new Map(), byPair: new Map() };
      add(g, known);
      seen.set(name, g);
    } else g = known;
    const [e, f] = ids(i);
    const pair = (a: string, b: string): number | undefined => g.byPair.get(a)?.get(b);
    let found: number | undefined;
    if (e !== "" && f !== "") found = min(pair(e, f), pair(e, ""), pair("", f), pair("", ""));
    else if (f !== "") found = min(g.byFide.get(f), g.byFide.get(""));
    else if (e !== "") found = min(g.byEgd.get(e), g.byEgd.get(""));
    else found = g.all;
    add(g, i);
    return found;
  };
}

/** A player of the file's fields the check names: his name, his EGD PIN, his FIDE ID. */
export type PlayerField = "name" | IdKind;

/** The FIDE ID field of a player (a field of the file, not the rating system): a Go file has none. */
export const FIDE_ID_FIELD = "fide" satisfies PlayerField;

/**
 * A repeat found: players `first` and `second` (indices, first < second) share an ID of one
 * kind, written `id` as the second writes it (D63), or an exact name `name` no ID tells apart (D74).
 */
export type RepeatedPlayer =
  | { readonly field: IdKind; readonly first: number; readonly second: number; readonly id: string }
  | { readonly field: "name"; readonly first: number; readonly second: number; readonly name: string };

/**
 * Each repeated ID (D63), then each repeated name no ID tells apart (D74), by the second
 * player's index: the one check of every tournament reader and of the sheet's crosstable.
 */
export function repeatedPlayers(players: readonly Player[]): RepeatedPlayer[] {
  const out: RepeatedPlayer[] = [];
  const sameId = new Set<string>(); // "first,second": pairs already said by their ID
  for (const [field, get] of ID_KINDS) {
    const repeats = repeatedIds(players.map(get));
    for (const [second, first] of [...repeats].sort((x, y) => x[0] - y[0])) {
      const id = (get(players[second] as Player) ?? "").trim(); // as written
      sameId.add(`${first},${second}`);
      out.push({ field, first, second, id });
    }
  }
  const namesake = namesakes(players);
  players.forEach((p, second) => {
    const name = exactName(p.name, p.firstName);
    if (!/\p{L}/u.test(name)) return; // no name: "?" (an anonymised file), ""
    const first = namesake(name, second);
    if (first === undefined || sameId.has(`${first},${second}`)) return;
    out.push({ field: "name", first, second, name });
  });
  return out;
}

/**
 * What a repeat says: a repeated ID an error naming both players (D63), a repeated name a
 * warning (D74); `line` gives a player's line in the file (0 where it has none to name, as a
 * sheet's range, whose rows are not the sheet's).
 */
export function repeatSaid(
  r: RepeatedPlayer,
  players: readonly Player[],
  line: (player: number) => number,
): { severity: "error" | "warning"; code: "duplicate-id" | "duplicate-name"; text: Message } {
  if (r.field === "name") {
    const params = { name: r.name, first: line(r.first), line: line(r.second) };
    return { severity: "warning", code: "duplicate-name", text: msg("idPlayerTwice", params) };
  }
  const params = {
    kind: r.field,
    id: r.id,
    first: fullName(players[r.first] as Player),
    firstLine: line(r.first),
    second: fullName(players[r.second] as Player),
    line: line(r.second),
  };
  return { severity: "error", code: "duplicate-id", text: msg("idPlayerIdTwice", params) };
}

/**
 * Says each repeat on the sink (`repeatSaid`) at the second player's field where the reader
 * knows it (`fieldAt`), else at his line.
 */
export function reportRepeatedPlayers(
  t: Tournament,
  lines: readonly number[],
  sink: DiagnosticSink,
  fieldAt?: (player: number, field: PlayerField) => SourcePos | undefined,
): void {
  const players = t.players;
  const at = (i: number, field: PlayerField): SourcePos => {
    const pos = fieldAt?.(i, field);
    return pos !== undefined && pos.line > 0 ? pos : { line: lines[i] ?? 0, column: 0 };
  };
  for (const r of repeatedPlayers(players)) {
    const second = at(r.second, r.field);
    const said = repeatSaid(r, players, (i) => at(i, r.field).line);
    sink[said.severity](second.line, second.column, said.text);
  }
}

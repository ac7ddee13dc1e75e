/**
 * D63 and D74 for crosstables: one ID is one person, one player is one row. Two players of one
 * crosstable with the same EGD PIN or the same FIDE ID are an error at the second one's line
 * (D63); two with the same exact name (D60) that no two different IDs tell apart are a warning
 * there (D74: namesakes exist, so a name alone never refuses the file; a name without a letter,
 * as "? ?" of an anonymised file, is no name to compare). Every tournament reader's common end
 * runs it (read-result.ts).
 */
import { exactName, idKey, repeatedIds } from "../core/common/identity";
import { type DiagnosticSink } from "../core/tournament/diagnostics";
import { type Player, type Tournament, fullName } from "../core/tournament/model";
import { msg } from "../i18n/table";

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

/** Says each repeated ID (error) and each repeated name no ID tells apart (warning) on the sink. */
export function reportRepeatedPlayers(t: Tournament, lines: readonly number[], sink: DiagnosticSink): void {
  const players = t.players;
  const line = (i: number): number => lines[i] ?? 0;
  const sameId = new Set<string>(); // "first,second": pairs already said by their ID
  for (const [kind, get] of ID_KINDS) {
    const repeats = repeatedIds(players.map(get));
    for (const [i, f] of [...repeats].sort((x, y) => x[0] - y[0])) {
      const p = players[i] as Player;
      const id = (get(p) ?? "").trim(); // as written
      sameId.add(`${f},${i}`);
      const a = players[f] as Player;
      sink.error(
        "duplicate-id",
        line(i),
        0,
        msg("idPlayerIdTwice", {
          kind,
          id,
          first: fullName(a),
          firstLine: line(f),
          second: fullName(p),
          line: line(i),
        }),
      );
    }
  }
  const namesake = namesakes(players);
  players.forEach((p, i) => {
    const key = exactName(p.name, p.firstName);
    if (!/\p{L}/u.test(key)) return; // no name: "?" (an anonymised file), ""
    const f = namesake(key, i);
    if (f === undefined || sameId.has(`${f},${i}`)) return;
    sink.warning(
      "duplicate-name",
      line(i),
      0,
      msg("idPlayerTwice", { name: key, first: line(f), line: line(i) }),
    );
  });
}

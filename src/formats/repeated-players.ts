/**
 * D63 and D74 for crosstables: one ID is one person, one player is one row. Two players of one
 * crosstable with the same EGD PIN or the same FIDE ID are an error at the second one's line
 * (D63); two with the same exact name (D60) that no two different IDs tell apart are a warning
 * there (D74: namesakes exist, so a name alone never refuses the file; a name without a letter,
 * as "? ?" of an anonymised file, is no name to compare). Every tournament
 * reader's common end runs it (read-result.ts).
 */
import { exactName } from "../core/common/identity";
import { type DiagnosticSink } from "../core/tournament/diagnostics";
import { type Player, type Tournament, fullName } from "../core/tournament/model";
import { msg } from "../i18n/table";

type IdKind = "egd" | "fide";
const ID_KINDS: readonly (readonly [IdKind, (p: Player) => string | undefined])[] = [
  ["egd", (p) => p.egdPin],
  ["fide", (p) => p.fideId],
];

const idOf = (p: Player, get: (p: Player) => string | undefined): string => (get(p) ?? "").trim();

/** Two players' IDs of one kind tell them apart: both given and different. */
const toldApart = (a: Player, b: Player): boolean =>
  ID_KINDS.some(([, get]) => {
    const x = idOf(a, get);
    const y = idOf(b, get);
    return x !== "" && y !== "" && x !== y;
  });

/** Says each repeated ID (error) and each repeated name no ID tells apart (warning) on the sink. */
export function reportRepeatedPlayers(t: Tournament, lines: readonly number[], sink: DiagnosticSink): void {
  const players = t.players;
  const line = (i: number): number => lines[i] ?? 0;
  const sameId = new Set<string>(); // "first,second": pairs already said by their ID
  for (const [kind, get] of ID_KINDS) {
    const first = new Map<string, number>();
    players.forEach((p, i) => {
      const id = idOf(p, get);
      if (id === "") return;
      const f = first.get(id);
      if (f === undefined) {
        first.set(id, i);
        return;
      }
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
    });
  }
  const byName = new Map<string, number[]>();
  players.forEach((p, i) => {
    const key = exactName(p.name, p.firstName);
    if (!/\p{L}/u.test(key)) return; // no name: "?" (an anonymised file), ""
    const earlier = byName.get(key);
    if (earlier === undefined) {
      byName.set(key, [i]);
      return;
    }
    const f = earlier.find((e) => !toldApart(players[e] as Player, p));
    earlier.push(i);
    if (f === undefined || sameId.has(`${f},${i}`)) return;
    sink.warning(
      "duplicate-name",
      line(i),
      0,
      msg("idPlayerTwice", { name: key, first: line(f), line: line(i) }),
    );
  });
}

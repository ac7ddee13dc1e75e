/**
 * The criteria computed inside each group of players tied on the criteria before them (by
 * `standings`): RULES §4's direct encounter and OpenGotha's SDC (D49) and DC (D52); all doubled.
 */
import { ogDirectGroup } from "../go/direct-group";
import type { PlayerScores } from "./scores";

/**
 * Between each two players of a group (by position in it), the games won minus the games lost
 * over the board (OpenGotha's RESULT_WHITEWINS and RESULT_BLACKWINS only: a forfeit, a jigo, a
 * both-win or an unknown result adds nothing), as OpenGotha's SDC and DC read them (D49, D52).
 */
function decisiveBalance(group: readonly number[], scores: readonly PlayerScores[]): number[][] {
  const at = new Map(group.map((p, k) => [p, k]));
  const pair = group.map(() => new Array<number>(group.length).fill(0));
  group.forEach((p, k) => {
    (scores[p]?.rounds ?? []).forEach((r, rr) => {
      const o = r.type === "game" && !r.forfeit ? at.get(r.opponent) : undefined;
      if (o === undefined || r.type !== "game") return;
      const theirs = scores[r.opponent]?.rounds[rr];
      const their2 = theirs?.type === "game" ? theirs.score2 : -1;
      const row = pair[k] as number[];
      if (r.score2 === 2 && their2 === 0) row[o] = (row[o] as number) + 1;
      if (r.score2 === 0 && their2 === 2) row[o] = (row[o] as number) - 1;
    });
  });
  return pair;
}

/**
 * D52: OpenGotha's direct confrontation (DC, Tournament.defineDirForExAequoGroup) inside one tied
 * group, doubled, by the pairing engine's own function (`ogDirectGroup`, P36): who beat whom as a
 * graph, the group placed from the bottom, ties there broken by the criteria after DC (`after`
 * compares two players by them: negative when the first is ahead, 0 when tied).
 */
export function directConfrontation(
  group: readonly number[],
  scores: readonly PlayerScores[],
  after: (a: number, b: number) => number,
): number[] {
  if (group.length < 2) return group.map(() => 0);
  const pair = decisiveBalance(group, scores);
  const at = new Map(group.map((p, k) => [p, k]));
  const size = group.reduce((m, p) => Math.max(m, p + 1), 0);
  const out = { dc: new Int32Array(size), sdc: new Int32Array(size) };
  ogDirectGroup(group, (a, b) => (pair[at.get(a) ?? 0] as number[])[at.get(b) ?? 0] ?? 0, after, out);
  return group.map((p) => 2 * (out.dc[p] ?? 0));
}

/**
 * D49: OpenGotha's simplified direct confrontation (SDC, Tournament.defineDirForExAequoGroup)
 * inside one tied group, doubled: between each two players of the group, +1 for each game won
 * over the board and −1 for each lost (a forfeit, a jigo, a both-win or an unknown result: 0);
 * when every two have a non-zero sum, each player's value is the number of players of the group
 * he is ahead of; else 0 for all.
 */
export function simplifiedDirect(group: readonly number[], scores: readonly PlayerScores[]): number[] {
  if (group.length < 2) return group.map(() => 0);
  const pair = decisiveBalance(group, scores);
  const relevant = pair.every((row, k) => row.every((v, o) => o === k || v !== 0));
  return pair.map((row) => (relevant ? 2 * row.filter((v) => v > 0).length : 0));
}

/**
 * Direct encounter inside one tied group (doubled): the points each scored against the others
 * of the group, when every pair of the group met in a counted game; 0 for all otherwise.
 */
export function directEncounter(group: readonly number[], scores: readonly PlayerScores[]): number[] {
  if (group.length < 2) return group.map(() => 0);
  const inGroup = new Set(group);
  const met = new Set<string>();
  const pts = group.map((i) => {
    let s = 0;
    for (const r of scores[i]?.rounds ?? []) {
      if (r.type !== "game" || !inGroup.has(r.opponent)) continue;
      met.add(i < r.opponent ? `${i},${r.opponent}` : `${r.opponent},${i}`);
      s += r.score2;
    }
    return s;
  });
  const pairs = (group.length * (group.length - 1)) / 2;
  return met.size === pairs ? pts : group.map(() => 0);
}

/**
 * What `readOpenGothaFile`'s two views of one file share (D93): the same players in the same
 * order, with their ranks and ratings, and the same games and byes. Run on every OpenGotha
 * fixture, the EGC-size ones in the slow suite (opengotha-one-read-large.slow.test.ts).
 */
import { fromOgRank, ogRank } from "../../src/core/go/rank";
import { readOpenGothaFile } from "../../src/formats/opengotha";

/** Both views of an OpenGotha file read the same players, games and byes. */
export function bothViewsAgree(bytes: Uint8Array): void {
  const { read, pairing } = readOpenGothaFile(bytes);
  if (!("tournament" in pairing)) throw new Error(`the pairing refuses the fixture: ${pairing.refused.code}`);
  const t = read.tournament;
  const og = pairing.tournament;
  expect(
    t.players.map((p) => [p.name, p.firstName ?? "", p.federation ?? "", (p.club ?? "").slice(0, 4).trim()]),
  ).toEqual(og.players.map((p) => [p.name.trim(), p.firstName.trim(), p.country.trim(), p.club.trim()]));
  // a rank the tournament cannot read (99K) is none there, with a warning; OpenGotha's
  // 30K in the pairing (D93)
  expect(t.players.map((p) => (p.rank === undefined ? fromOgRank(-30) : ogRank(p.rank)))).toEqual(
    og.players.map((p) => p.rank),
  );
  expect(t.players.map((p) => p.rating ?? null)).toEqual(og.players.map((p) => p.rating));
  const games = new Set<string>();
  const byes = new Set<string>();
  t.players.forEach((p, i) =>
    p.results.forEach((r, round) => {
      if (r.kind === "game") games.add(`${round}:${Math.min(i, r.opponent)}-${Math.max(i, r.opponent)}`);
      if (r.kind === "bye") byes.add(`${round}:${i}`);
    }),
  );
  // a pair twice in a round is one game of the crosstable, each of its games in the pairing (D71)
  expect([...games].sort()).toEqual(
    [
      ...new Set(
        og.games.map((g) => `${g.round}:${Math.min(g.white, g.black)}-${Math.max(g.white, g.black)}`),
      ),
    ].sort(),
  );
  expect([...byes].sort()).toEqual(
    og.byes.flatMap((p, round) => (p === null ? [] : [`${round}:${p}`])).sort(),
  );
}

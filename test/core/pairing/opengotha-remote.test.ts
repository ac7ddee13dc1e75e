/**
 * The field's own files against OpenGotha 3.51.02's jar: 32 tournaments from OpenGotha's
 * `remote/` archive (test/fixtures/pairing/og351-jar/remote-*, SOURCES.txt), McMahon and Swiss,
 * 4 to 167 players, with and without handicap, placement criteria DC, SDC, SODOSW, SODOSM,
 * SOSW-1, EXT, EXR and CAT among them (P36), three saved under a Turkish locale (D21); 161 rounds
 * (remote-costs.csv, remote-pairs.csv).
 * And the direct-confrontation rule itself on Confrontation's own example (P36).
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { ogDirect } from "../../../src/core/pairing/opengotha-dc";
import type { OgGame, OgTournament } from "../../../src/core/pairing/opengotha-model";
import { FIXTURES, jarCsv, jarRounds, jarTournament } from "./og-jar-rounds";
import { REMOTE_SAMPLE, TIES } from "./opengotha-remote-rounds";

describe("OpenGotha 3.51 mode against the jar on files of OpenGotha's remote/ archive", () => {
  test("the figures: 161 rounds of 32 tournaments", () => {
    const rows = jarCsv("remote-costs.csv");
    expect([rows.length, new Set(rows.map((r) => r[0])).size]).toEqual([161, 32]);
  });

  test("D21: games naming players by keys in Turkish capitals (CETİNCİNAR) are read, not refused", () => {
    const xml = readFileSync(join(FIXTURES, "pairing/og351-jar/remote-TU12/input.xml"), "utf8");
    expect(xml).toContain('whitePlayer="CETİNCİNAR"');
    const t = jarTournament("remote-TU12");
    expect(t.games).toHaveLength((xml.match(/<Game /g) ?? []).length);
    const cetin = t.players.findIndex((p) => p.name === "Cetin" && p.firstName === "Cinar");
    expect(t.games.filter((g) => g.white === cetin || g.black === cetin)).toHaveLength(3);
  });

  // the other rounds in the slow suite (opengotha-remote.slow.test.ts)
  jarRounds("remote-costs.csv", "remote-pairs.csv", TIES, REMOTE_SAMPLE);
});

describe("P36: direct confrontation", () => {
  const game = (round: number, winner: number, loser: number): OgGame => ({
    round,
    white: winner,
    black: loser,
    handicap: 0,
    result: "white",
    byDefault: false,
  });
  const tournament = (n: number, games: OgGame[]): OgTournament =>
    ({ players: Array.from({ length: n }, () => ({})), games }) as unknown as OgTournament;

  test("Confrontation's own example (mw.go.confrontation.Confrontation.main in OpenGotha 3.51.02's jar)", () => {
    // Its players 1…6 are 0…5 here, scores by the criteria after DC 4, 3, 4, 4, 1, 2; games (winner
    // first) 3–1, 1–2, 2–3 (a cycle), 1–4, 3–4, 5–2. The jar prints the ranks 2, 4, 2, 5, 1, 6;
    // DC is the largest rank (6) minus the rank.
    const sc = [4, 3, 4, 4, 1, 2];
    const t = tournament(6, [
      game(0, 2, 0),
      game(0, 0, 1),
      game(1, 1, 2),
      game(1, 0, 3),
      game(2, 2, 3),
      game(2, 4, 1),
    ]);
    const d = ogDirect(
      t,
      3,
      [0, 1, 2, 3, 4, 5],
      () => 0,
      (a, b) => (sc[b] as number) - (sc[a] as number),
    );
    expect([...d.dc]).toEqual([4, 2, 4, 1, 5, 0]);
    // not every two of them played: no SDC
    expect([...d.sdc]).toEqual([0, 0, 0, 0, 0, 0]);
  });

  test("only games before the round count; SDC when every two played (defineDirForExAequoGroup)", () => {
    // 0 beat 1 and 2, 1 beat 2 (rounds 1–3); round 4 (2 beat 0) is not before round 4
    const t = tournament(3, [game(0, 0, 1), game(1, 1, 2), game(2, 0, 2), game(3, 2, 0)]);
    const d = ogDirect(
      t,
      3,
      [0, 1, 2],
      () => 0,
      () => 0,
    );
    expect([[...d.dc], [...d.sdc]]).toEqual([
      [2, 1, 0],
      [2, 1, 0],
    ]);
  });
});

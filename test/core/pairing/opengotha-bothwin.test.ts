/**
 * D124: a both-win in the pairing state, as OpenGotha scores it in the release the engine
 * reproduces. congreso2020 (test/fixtures/opengotha-parity-congreso2020, SOURCES.txt: the same
 * file as pairing/og351-jar/remote-congreso2020) has one RESULT_BOTHWIN, round 4, White de la
 * Puente, Black Reyes. Its standings.json is OpenGotha's with the 3.52 scoring of both-wins.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { ogScores } from "../../../src/core/pairing/opengotha";
import { FIXTURES, jarTournament } from "./og-jar-rounds";

interface Row {
  readonly name: string;
  readonly firstName: string;
  readonly MMS: number;
}
const expected = JSON.parse(
  readFileSync(join(FIXTURES, "opengotha-parity-congreso2020/standings.json"), "utf8"),
) as { rounds: number; players: Row[] };

const t = jarTournament("remote-congreso2020");
const rounds = expected.rounds; // 5: the scores after the last round, before a sixth
const reyes = t.players.findIndex(
  (p) => p.name.toUpperCase() === "REYES" && p.firstName.toUpperCase() === "ERIKA",
);
const puente = t.games.find((g) => g.result === "bothWin");

/** Each player's MMS after the last round in the pairing state, by OpenGotha's standings' names. */
function mmsByName(version: "3.51" | "3.52"): Map<string, number> {
  const s = ogScores(t, rounds, version);
  return new Map(t.players.map((p, i) => [`${p.name.trim()} ${p.firstName.trim()}`, s.crit(i, "MMS") / 2]));
}

test("the fixture has the both-win the check is about, Reyes with Black", () => {
  expect(puente).toMatchObject({ round: 3, black: reyes });
  expect(expected.players).toHaveLength(t.players.length);
});

test("3.52: every player's MMS is OpenGotha 3.52's standings' (Black's MMS without the both-win, D21)", () => {
  const ours = mmsByName("3.52");
  const wrong = expected.players
    .map((row) => `${row.name.trim()} ${row.firstName.trim()}`)
    .filter((name, k) => ours.get(name) !== expected.players[k]?.MMS);
  expect(wrong).toEqual([]);
});

test("3.51: as OpenGotha 3.51.02's jar, the both-win adds to Black's MMS too (one point) and to nobody else's", () => {
  const m351 = mmsByName("3.51");
  const m352 = mmsByName("3.52");
  const differ = [...m352].filter(([name, v]) => m351.get(name) !== v);
  const black = t.players[reyes];
  const key = `${black?.name.trim()} ${black?.firstName.trim()}`;
  expect(differ).toEqual([[key, m352.get(key)]]);
  expect((m351.get(key) ?? 0) - (m352.get(key) ?? 0)).toBe(1);
  // her wins count the both-win in both releases
  expect(ogScores(t, rounds, "3.52").crit(reyes, "NBW")).toBe(ogScores(t, rounds, "3.51").crit(reyes, "NBW"));
});

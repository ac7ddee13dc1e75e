/**
 * D462: a round whose only pairings hold a rematch OpenGotha's costs put below 1. The pair-rengo
 * event of OpenGotha's archive (og351-jar/repo-rengo2019w, SOURCES.txt), round 4: five players, one
 * the bye, the other four met one another in rounds 1–3 but for two pairs. OpenGotha 3.51.02's
 * jar costs every pair of the round as we do (unpaired-pair-costs.csv, negative ones too) and
 * makes the one game whose cost is above 0, leaving the two players who met in round 2 unpaired
 * for the director; we pair every player present, the jar's game among ours.
 */
import { ogPairRound } from "../../../src/core/pairing/opengotha";
import { openGothaKey as ogKey } from "../../../src/formats/opengotha-keys";
import { jarCsv, jarPairCosts, jarTournament } from "./og-jar-rounds";

const COSTS = "unpaired-pair-costs.csv";

test("every pair of round 4 costs the jar's, below 0 where the two met", () => {
  const rows = jarCsv(COSTS);
  expect(rows).toHaveLength(6);
  expect(jarPairCosts(COSTS)).toEqual([]);
  // the jar's costs: 2 of the 6 pairs above 0 (SOURCES.txt)
  expect(rows.filter((r) => BigInt(r[4] ?? "0") > 0n)).toHaveLength(2);
});

test("we pair the four, with the jar's one game (OpenGotha leaves Sedef Evren and Banu Kibar unpaired)", () => {
  const t = jarTournament("repo-rengo2019w");
  const ours = ogPairRound(t, 3, "3.51");
  const key = (i: number): string => ogKey(t.players[i]?.name ?? "", t.players[i]?.firstName ?? "");
  const games = ours.pairs.map((p) => `${key(p.white)}>${key(p.black)}:${p.handicap}`).sort();
  // unpaired-costs.csv: the jar's bye and its one game, HANDEOLGAREKINKÜÇÜKSÖNMEZ>ILKNURGÜRŞENEMREKÖKSAL:0
  const jar = jarCsv("unpaired-costs.csv")[0] ?? [];
  expect(ours.bye === null ? "" : key(ours.bye)).toBe(jar[4]);
  expect(games).toContain(jar[5]);
  expect(games).toEqual([jar[5], "SEDEFEVRENENGINYAZILAN>BANUKIBARBARKINÇELEBICAN:0"].sort());
  // OpenGotha's total is its one game's cost; ours adds the rematch's, below 0 (SOURCES.txt)
  expect([jar[3], ours.cost.toString()]).toEqual(["499687333388430", "494515343429753"]);
});

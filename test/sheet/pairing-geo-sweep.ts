/**
 * The Club and Country checks pairing-geo.test.ts runs on OpenGotha 3.52.03 fixtures (SOURCES.txt),
 * one body, so that the same check runs on a sample in `npm test` and on every fixture in the
 * slow suite (pairing-geo.slow.test.ts, run by CI), where Toulouse 2024's rounds cost about 1 s.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { ogTournamentOf } from "../../src/core/engines/og-crosstable";
import { ogPairRound } from "../../src/core/pairing/opengotha";
import type { OgTournament } from "../../src/core/pairing/opengotha-model";
import type { Player, Tournament } from "../../src/core/tournament/model";
import { readOpenGotha } from "../../src/formats/opengotha";
import { readOpenGothaPairing } from "../../src/formats/opengotha-pairing";
import { readActiveSheet } from "../../src/sheet/actions";
import { writePlan } from "../../src/sheet/adapter";
import { readCrosstable } from "../../src/sheet/pairing-read";
import { buildTournamentSheet } from "../../src/sheet/tournament-sheet";
import { functionBook } from "./tournament-helpers";

export const ROOT = join(__dirname, "../fixtures/pairing");

/** A player without his club and country. */
export function withoutGeo(p: Player): Player {
  const out: { -readonly [K in keyof Player]: Player[K] } = { ...p };
  delete out.club;
  delete out.federation;
  return out;
}

export async function sheetOf(t: Tournament, system: "mgsz" | "fide", language: "en" | "hu" | "ru" = "en") {
  const book = functionBook();
  const build = buildTournamentSheet({
    tournament: t,
    fileName: "input.xml",
    params: system === "mgsz" ? { system, multiplier: 30 } : { system, ruleset: "FIDE2024" },
    tiebreaks: [],
    language,
  });
  const { sheetName } = await writePlan(book.context(), build.plan);
  return { book, sheetName, build };
}

const pairs = (t: OgTournament, r: ReturnType<typeof ogPairRound>): string[] =>
  r.pairs
    .map(
      (p) =>
        `${t.players[p.white]?.name} ${t.players[p.white]?.firstName}|${t.players[p.black]?.name} ${t.players[p.black]?.firstName}|${p.handicap}`,
    )
    .sort();

// The sheet's clubs and countries, read back by their headers, in place of the file's: every
// round pairs as OpenGotha paired it, with the file's parameter sets (its McMahon bar and the
// other values of the header block are not this test's: the players' other fields are the
// file's). Without the two columns some round costs and pairs otherwise: the criteria weigh.
export async function geoPairsAsTheFile(dir: string, system: "mcmahon" | "swiss"): Promise<void> {
  const bytes = readFileSync(join(ROOT, dir, "input.xml"));
  const og = readOpenGothaPairing(bytes);
  const model = readOpenGotha(bytes).tournament;
  const bare: Tournament = {
    ...model,
    players: model.players.map(withoutGeo),
  };
  const { book } = await sheetOf(model, "mgsz");
  const c = readCrosstable(await readActiveSheet(book.context()), 1);
  if (Array.isArray(c)) throw new Error(JSON.stringify(c));
  const fromSheet: Tournament = {
    ...bare,
    players: bare.players.map((p, i) => {
      const { club, federation } = c.t.players[i] ?? {};
      return {
        ...p,
        ...(club !== undefined ? { club } : {}),
        ...(federation !== undefined ? { federation } : {}),
      };
    }),
  };
  const pairOf = (t: Tournament, k: number) => {
    const mapped = ogTournamentOf(
      t,
      k,
      { system, handicap: og.handicap, pairing: og.pairing, placement: og.placement },
      (i) => og.players[i]?.participating[k] === false,
    );
    const r = ogPairRound({ ...mapped, general: { ...mapped.general, roundDown: og.general.roundDown } }, k);
    return { cost: r.cost, pairs: pairs(mapped, r) };
  };
  const rounds = Math.min(model.rounds, og.general.numberOfRounds);
  let differs = 0;
  let costs = 0;
  for (let k = 0; k < rounds; k++) {
    const sheet = pairOf(fromSheet, k);
    const fromFile = ogPairRound(og, k);
    expect([k, sheet.cost]).toEqual([k, fromFile.cost]);
    expect(sheet.pairs).toEqual(pairs(og, fromFile));
    const without = pairOf(bare, k);
    if (without.cost !== sheet.cost) costs++;
    if (without.pairs.join() !== sheet.pairs.join()) differs++;
  }
  expect([costs > 0, differs > 0]).toEqual([true, true]);
}

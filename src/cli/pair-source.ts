/**
 * What `rating-officer pair` pairs (D70): an OpenGotha file with its own parameters and its
 * players, games and byes as its pairing reads them (D127); any other crosstable the other
 * commands read (EGD `.h9`/`.txt`, FFG, pairgoth, MacMahon, CSV, TRF) through the same reader as
 * theirs, mapped as the sheet's Pair round maps a crosstable (P31, `ogTournamentOf`): McMahon
 * with OpenGotha's defaults and the file's McMahon values (D22) for Go, Swiss for chess (TRF, no
 * Go rank), said on standard error.
 */
import { msg } from "../i18n/table";
import { lookupTable } from "../core/common/lookup";
import { type PairingSystem, ogTournamentOf } from "../core/engines/og-crosstable";
import type { OgTournament } from "../core/pairing/opengotha-model";
import { rankText } from "../core/go/rank";
import type { EncodingName } from "../formats/encoding";
import { openGothaPairingOrRefusal } from "../formats/opengotha-pairing";
import { invalid } from "../core/common/errors";
import { UsageError, hasErrors, readTournamentFile } from "./args";
import type { CliIO } from "./types";
import { settledForPairing } from "./unsettled";

/** The tournament to pair and, for an OpenGotha file, its text (what `--out` adds a round to). */
export interface PairSource {
  readonly og: OgTournament;
  readonly xml?: string;
}

/** The formats' names as the note says them. */
const FORMAT_NAMES: ReadonlyMap<string, string> = lookupTable({
  egd: "an EGD crosstable",
  ffg: "an FFG crosstable",
  pairgoth: "a pairgoth file",
  macmahon: "a MacMahon file",
  trf: "a TRF file",
  csv: "a CSV crosstable",
});

/**
 * Reads `file` for pairing round `round` (1-based); a kind it cannot pair is refused naming it.
 * Every file goes through the reader every command reads a crosstable with, whose diagnostics
 * are said, and is refused while it has errors or (D56) while an earlier round has a game
 * without a known or agreed result, unless `acceptUnknown` (undefined: refused, exit 1).
 */
export function pairSource(
  file: string,
  io: CliIO,
  round: number,
  acceptUnknown: boolean,
  encoding: EncodingName | undefined,
): PairSource | undefined {
  // a results table, a rating list … refused by kind
  const read = readTournamentFile(file, io, encoding, ["crosstable", "crosstable-without-games"]);
  if (hasErrors(read.diagnostics)) throw new UsageError(msg("cliCrosstableErrors", { path: file }));
  if (read.tournament.format === "opengotha") {
    // the text the crosstable was read from, decoded once in the encoding given (D98), and
    // OpenGotha's parameters read from the same parse (D93, D125) beside the tournament's
    // players, games and byes as its pairing reads them (goRoster, D127)
    const text = read.file.text;
    const model = read.pairingModel ?? openGothaPairingOrRefusal(text); // the reader always sets it
    if ("refused" in model) throw invalid(model.located);
    const og = model.tournament;
    if (round > og.general.numberOfRounds)
      throw new UsageError(msg("cliRoundEvent", { round, rounds: og.general.numberOfRounds }));
    // OpenGotha's own games, RESULT_UNKNOWN included when accepted
    return settledForPairing(file, read.tournament, round, acceptUnknown, io) && { og, xml: text };
  }
  if (round > read.tournament.rounds + 1)
    throw new UsageError(msg("cliRoundFile", { round, path: file, rounds: read.tournament.rounds }));
  const t = settledForPairing(file, read.tournament, round, acceptUnknown, io);
  if (t === undefined) return undefined;
  // chess (a TRF file, a crosstable without any Go rank) is Swiss, as the sheet pairs a FIDE one
  const chess = t.format === "trf" || t.players.every((p) => (p.rank ?? "").trim() === "");
  const system: PairingSystem = chess ? "swiss" : "mcmahon";
  // as many rounds as the file's and round K (ogTournamentOf)
  const og = ogTournamentOf(t, round - 1, { system });
  const kind = `${FORMAT_NAMES.get(t.format) ?? t.format} (${t.players.length} players, ${t.rounds} rounds)`;
  const how =
    system === "swiss"
      ? "Swiss with OpenGotha's Swiss defaults (NBW, SOSW, SOSOSW; even games)"
      : `McMahon with OpenGotha's defaults (MMS, SOSM, SOSOSM; handicap by MMS, threshold 1d, ` +
        `correction 1, ceiling 9) and the McMahon bar ${rankText(t.parameters.mmBar)} and floor ` +
        `${rankText(t.parameters.mmFloor)}`;
  const own =
    t.format === "pairgoth" || t.format === "macmahon"
      ? "its own pairing settings are not read"
      : "it carries no pairing parameters";
  io.err(`${file}: note: ${kind}: ${own}; round ${round} paired by ${how}\n`);
  return { og };
}

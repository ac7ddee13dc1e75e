/**
 * `rating-officer pair FILE.trf --round K --engine dutch [--rules 2025|2017] [--json]`: round K
 * of a chess tournament by the FIDE (Dutch) System (C.04.3, src/core/dutch) from the file's
 * rounds 1…K−1; the players whose round-K entry is already an absence are left out (D226).
 */
import { pairDutchTournament } from "../core/dutch/from-tournament";
import { type DutchRules } from "../core/dutch/model";
import { type Tournament } from "../core/tournament/model";
import { type Output, UsageError, hasErrors, printAnswer, readTournamentFile } from "./args";
import { type CsvForm } from "../formats/csv-form";
import type { CliIO } from "./types";
import { type EncodingName } from "../formats/encoding-names";

export interface DutchRequest {
  file: string;
  round: number;
  rules?: string;
  out?: string;
  output: Output;
  form: CsvForm;
  encoding: EncodingName | undefined;
}

function rulesOf(text: string | undefined): DutchRules | undefined {
  if (text === undefined) return undefined;
  const r = text.trim();
  if (r !== "2025" && r !== "2017")
    throw new UsageError(`--rules ${JSON.stringify(text)}: expected 2025 or 2017`);
  return r;
}

function nameOf(t: Tournament, no: number): string {
  const p = t.players.find((x, i) => (x.startNumber ?? i + 1) === no);
  return p ? [p.name, p.firstName].filter(Boolean).join(" ") : String(no);
}

export function pairDutchCommand(r: DutchRequest, io: CliIO): number {
  const rules = rulesOf(r.rules);
  if (r.out !== undefined) {
    throw new UsageError(
      "--out is not available with --engine dutch yet (the TRF writer has no new round): pair without --out",
    );
  }
  const read = readTournamentFile(r.file, io, r.encoding, ["crosstable", "crosstable-without-games"]);
  if (hasErrors(read.diagnostics))
    throw new UsageError(`${r.file}: the crosstable has errors (above); correct them before pairing`);
  // D224: the engine's score groups are of 1 / ½ / 0; a file scored otherwise (W 3, D 1; a bye
  // worth another share of a win), said by the reader above, would be paired into other groups
  const points = read.diagnostics.find((d) => d.code === "point-system");
  if (points !== undefined)
    throw new UsageError(
      `${r.file}: its point system (line ${points.line}, above) is not 1 / ½ / 0, the scores the Dutch engine pairs by (D224); it does not pair this file`,
    );
  const t = read.tournament;
  if (r.round > t.rounds + 1)
    throw new UsageError(
      `--round ${r.round}: ${r.file} has ${t.rounds} rounds; the next to pair is ${t.rounds + 1}`,
    );
  const result = pairDutchTournament(t, r.round, rules);
  const pairs = result.pairs.map((p, b) => ({
    board: b + 1,
    white: nameOf(t, p.white),
    black: nameOf(t, p.black),
    whiteNo: p.white,
    blackNo: p.black,
  }));
  const bye = result.bye === undefined ? null : nameOf(t, result.bye);
  printAnswer(io, r.output, r.form, {
    json: () => ({
      round: r.round,
      engine: "dutch",
      rules: result.rules,
      pairs,
      bye,
      byeNo: result.bye ?? null,
    }),
    rows: [
      ["board", "white", "black", "whiteNo", "blackNo"],
      ...pairs.map((x) => [x.board, x.white, x.black, x.whiteNo, x.blackNo]),
    ],
    after: `bye: ${bye === null ? "none" : `${bye} (${result.bye})`}\nengine: dutch (FIDE C.04.3, ${result.rules} rules)\n`,
  });
  return 0;
}

/**
 * `rating-officer pair FILE.trf --engine dutch --check [--rules 2025|2017] [--json|--csv]`: every
 * round of a chess tournament paired again by the FIDE (Dutch) System from the rounds before it
 * and compared with the file's (D397), as FIDE's Free Pairings Checker does (bbpPairings'
 * `--dutch FILE -c`). Each round is said to be the file's or not, a differing round with the
 * pairs that differ on each side; the exit code is 1 when a round differs.
 */
import { invalid } from "../core/common/errors";
import { type DutchPair } from "../core/dutch/model";
import {
  type CheckSide,
  type RoundByes,
  type RoundCheck,
  checkRound,
  dutchCheckRules,
  startOf,
} from "../core/engines/dutch-check";
import { type Tournament } from "../core/tournament/model";
import { english, msg } from "../i18n/table";
import { pendingTrfGames, roundBlocks } from "../formats/trf-new-round";
import { type CsvForm } from "../formats/csv-form";
import { type EncodingName } from "../formats/encoding-names";
import { type Output, printAnswer } from "./args";
import { readDutchFile, rulesOf } from "./pair-dutch";
import type { CliIO } from "./types";

export interface CheckRequest {
  file: string;
  rules?: string;
  output: Output;
  form: CsvForm;
  encoding: EncodingName | undefined;
}

/** A pair as start numbers, White first: "1-4". */
const pairText = (p: DutchPair): string => `${p.white}-${p.black}`;

/** A side's pairs with colours, or (`colourless`) those the file gives without (D456). */
const pairsText = (r: CheckSide, colourless = false): string =>
  r.pairs
    .filter((p) => (p.colourless === true) === colourless)
    .map(pairText)
    .join(", ");

/** A side's pairs and byes as the CSV's cell: "1-4 3-5 bye 2", each bye named (D453). */
const sideText = (r: CheckSide): string =>
  [
    ...r.pairs.map((p) => (p.colourless === true ? `${pairText(p)} (no colours)` : pairText(p))),
    ...r.byes.map((b) => `bye ${b}`),
  ].join(" ");

/** A side in the JSON: `byeNo` its first bye, as `pair`'s; `byeNos` every one (D453). */
const sideJson = (
  r: CheckSide,
): {
  pairs: { whiteNo: number; blackNo: number; colours?: false }[];
  byeNo: number | null;
  byeNos: number[];
} => ({
  pairs: r.pairs.map((p) => ({
    whiteNo: p.white,
    blackNo: p.black,
    ...(p.colourless === true ? { colours: false as const } : {}),
  })),
  byeNo: r.bye ?? null,
  byeNos: [...r.byes],
});

/** A round's line of the report. */
function roundLine(c: RoundCheck): string {
  if (c.same) return english(msg("checkRoundSame", { round: c.round }));
  if (c.refused !== undefined)
    return english(msg("checkRoundRefused", { round: c.round, reason: c.refused }));
  const side = (r: CheckSide): { pairs: string; colourless: string; byes: readonly number[] } => ({
    pairs: pairsText(r),
    colourless: pairsText(r, true),
    byes: r.byes,
  });
  return english(
    msg("checkRoundDiffers", { round: c.round, engine: side(c.engineOnly), file: side(c.fileOnly) }),
  );
}

/**
 * Round k's requested full-point byes by the TRF's letters (D432) and its `240 F` records: an `F`,
 * which the reader gives as a bye alike with the pairing-allocated one (D222) and bbpPairings'
 * checker does not, takes no part in the round's pairing. Every other bye the reader gives is
 * pairing-allocated: `U`, `0000 - +`, and a game against Swiss-Manager's `spielfrei` (D433),
 * which the letters do not show.
 */
function roundByes(t: Tournament, k: number): RoundByes {
  const requested = new Set<number>();
  for (const [start, b] of roundBlocks(t.sourceLines ?? [], k))
    if (/^(?:0000| {4}) [- ] F$/i.test(b)) requested.add(start);
  for (const a of t.absences ?? [])
    if (a.kind === "F" && a.round === k) for (const i of a.players) requested.add(startOf(t, i));
  return { requested };
}

export function pairCheckCommand(r: CheckRequest, io: CliIO): number {
  const asked = rulesOf(r.rules);
  const read = readDutchFile(r.file, io, r.encoding);
  const t = read.tournament;
  // a game written without its result reads as an absence worth 0 (D431): its round would be
  // compared with a pairing the file does not hold
  const pending = pendingTrfGames(t.sourceLines ?? [], Infinity)[0];
  if (pending !== undefined) throw invalid(msg("checkPendingResult", pending));
  if (t.rounds === 0) throw invalid(msg("checkNoRounds", { file: r.file }));
  const rules = dutchCheckRules(t, asked);
  const rounds: (RoundCheck & { ms: number; cpuMs: number })[] = [];
  for (let k = 1; k <= t.rounds; k++) {
    const wall = performance.now();
    const cpu = process.cpuUsage();
    const c = checkRound(t, k, rules, t.format === "trf" ? roundByes(t, k) : undefined);
    const used = process.cpuUsage(cpu);
    rounds.push({ ...c, ms: performance.now() - wall, cpuMs: (used.user + used.system) / 1000 });
  }
  const differ = rounds.filter((c) => !c.same).map((c) => c.round);
  const summary = english(
    msg("checkSummary", {
      rounds: rounds.length,
      same: rounds.length - differ.length,
      rules,
      differ: differ.join(", "),
    }),
  );
  if (r.output === "text") {
    io.out(`${rounds.map((c) => `${roundLine(c)}\n`).join("")}${summary}\n`);
  } else {
    printAnswer(io, r.output, r.form, {
      json: () => ({
        engine: "dutch",
        rules,
        check: true,
        same: rounds.length - differ.length,
        differ,
        rounds: rounds.map((c) => ({
          round: c.round,
          same: c.same,
          ...(c.engine ? { engine: sideJson(c.engine) } : {}),
          file: sideJson(c.file),
          ...(c.same ? {} : { engineOnly: sideJson(c.engineOnly), fileOnly: sideJson(c.fileOnly) }),
          ...(c.refused !== undefined ? { refused: english(c.refused) } : {}),
          ms: Math.round(c.ms * 10) / 10,
          cpuMs: Math.round(c.cpuMs * 10) / 10,
        })),
      }),
      rows: [
        ["round", "same", "engineOnly", "fileOnly"],
        ...rounds.map((c) => [
          c.round,
          c.same ? "yes" : "no",
          c.refused !== undefined ? english(c.refused) : sideText(c.engineOnly),
          sideText(c.fileOnly),
        ]),
      ],
    });
  }
  return differ.length === 0 ? 0 : 1;
}

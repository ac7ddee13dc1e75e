/**
 * `rating-officer pair FILE --round K [--engine opengotha|rfg] [--compat 3.51|3.52] [--explain]
 * [--json|--csv]`: round K of an OpenGotha tournament paired as OpenGotha pairs it, or by the
 * Russian Go Federation's McMahon procedure (docs/pairing.md), from the file's parameters,
 * participation and the games of rounds 1…K−1 (games of round K and later are ignored).
 */
import { type CsvForm } from "../formats/csv-form";
import { ogPairRound, type OgVersion } from "../core/pairing/opengotha";
import { type OgPlayer, type OgTournament, ogPlayerName } from "../core/pairing/opengotha-model";
import { rfgPairRound, type RfgRoundPairing } from "../core/pairing/rfg-opengotha";
import { leftOut } from "../core/go/roster";
import { msg, render } from "../i18n/table";
import { readOpenGothaPairing } from "../formats/opengotha-pairing";
import { type NewGame, addOpenGothaRound } from "../formats/opengotha-round";
import {
  CSV_OPTIONS,
  CSV_USAGE,
  type Output,
  UsageError,
  intOption,
  oneFile,
  outputOf,
  parseOptions,
  type Parsed,
  csvFormOf,
  printAnswer,
  encodingOption,
  runCommand,
  str,
} from "./args";
import { pairSource } from "./pair-source";
import {
  CONSTRAINT_OPTIONS,
  CONSTRAINT_USAGE,
  constraintJson,
  constraintLines,
  constraintsOf,
} from "./pair-constraints";
import type { PairingConstraints } from "../core/pairing/constraints";
import { pairCheckCommand } from "./pair-check";
import { pairDutchCommand } from "./pair-dutch";
import type { CliCommand, CliIO } from "./types";

const USAGE = `Usage: rating-officer pair FILE --round K [--engine opengotha|rfg|dutch] [--compat 3.51|3.52]
                          [--explain] [--last-criterion alphabetical|order]
                          [--rules 2025|2017] [--accelerate baku] [--out FILE] [--force]
                          [--json | --csv]
                          [--forbid "A=B"]... [--forbid-file F] [--family "A=B=C"]...
                          [--family-file F] [--family-from surname] [--avoid-until K]
                          [--main-club P]
       rating-officer pair FILE.trf --engine dutch --check [--rules 2025|2017] [--json | --csv]

Pairs round K of an OpenGotha tournament (XML), with its parameters, or of any other crosstable
(EGD .h9/.txt, FFG, pairgoth, MacMahon, CSV, TRF), which carries none: McMahon with OpenGotha's
defaults and the file's McMahon bar and floor (TRF: Swiss), as the sheet pairs it, said on
standard error. Rounds 1..K-1 are kept as the file has them; games of round K and later are
ignored; the players paired are those registered (FIN) and participating in round K: the
others are named on standard error (pre-registered, or not participating in round K).

  --round K        the round to pair (1..number of rounds)
  --engine E       opengotha (default): as OpenGotha does (its cost of every pair from the
                   file's pairing, handicap and placement parameters, its bye, one
                   maximum-weight perfect matching of the costs);
                   rfg: the Russian Go Federation's McMahon procedure (sections A-E: groups,
                   S1/S2, transpositions and exchanges, criteria B.1-B.5, the bye at the
                   bottom, pairs in the E.1 publication order; even games by nigiri)
                   dutch: chess, the FIDE (Dutch) System (C.04.3) from a TRF's rounds
                   1..K-1; players whose round-K entry is already an absence (H, Z, -) are
                   left out; --json adds each pair's start numbers "whiteNo", "blackNo" and
                   the bye's "byeNo"
  --rules R        dutch engine: FIDE's text, 2025 (in force since 1 July 2025; the default
                   from the event's start date) or 2017
  --accelerate baku  dutch engine: the Baku acceleration (C.04.5.1): virtual points to the
                   first 2·⌈n/4⌉ players, a point in the first half of the accelerated rounds
                   (the first half of the rounds, from the file's 142/XXR), half a point in the
                   rest; set in round 1 and written as 250 records by --out (D276, D277)
  --check          dutch engine, instead of --round: every round 1..last of the TRF paired
                   again from the rounds before it and compared with the file's, as FIDE's
                   Free Pairings Checker does; each round as the file's or the pairs that
                   differ (the engine's, the file's); --json: "rounds" [{"round", "same",
                   "engine", "file", "engineOnly", "fileOnly", "ms", "cpuMs"}], "differ"
                   (exit code 1 when a round differs)
  --compat V       opengotha engine: 3.52 (default, OpenGotha 3.52.03's costs) or 3.51
  --explain        rfg engine: why each pair was made (group, S1/S2 places, the step:
                   C.5 straight, D.1 transposition, D.2 exchange, criteria dropped, moved down)
  --last-criterion C  rfg engine: the pairing numbers' last criterion after the starting MMS
                   and the rating: alphabetical (default, surname then first name) or
                   order (the players' order in the file, for another criterion announced
                   before the event: list the players in its order)
  --out FILE.xml   OpenGotha files: also write the tournament with round K added (its games with result
                   unknown, its bye) as OpenGotha XML, to go on in OpenGotha or here; the
                   file read is never changed, and a round already paired is refused
                   dutch engine (--out FILE.trf): the TRF read with round K in its 001
                   records (games with the result blank until entered, the bye 0000 - U),
                   every other record kept byte for byte (D275)
  --force          dutch engine: let --out replace an existing file (never the file read)
  --accept-unknown pair even though games of rounds 1..K-1 have no result yet (OpenGotha
                   counts them as lost by both); without it such games refuse the pairing,
                   each listed with its line
  --encoding NAME  the file's text encoding, when the detected one reads the names wrong
                   (the names rate --help lists)
  --json           {"round": K, "engine", "pairs": [{"board", "white", "black", "handicap"}],
                   "bye": NAME or null, "cost": "<total cost as a decimal integer>"}
                   (opengotha); rfg: "nigiri" per pair, no cost, "why" with --explain;
                   NAME is "name firstName"
  --csv            one CSV row per board: board, white, black, handicap
${CSV_USAGE}

${CONSTRAINT_USAGE}

Exit code: 0 done, 1 an earlier round has games without a result (--check: a round differs),
2 usage or input error.

Examples:
  rating-officer pair tournament.xml --round 3 --json
  rating-officer pair tournament.xml --round 3 --engine rfg --explain
  rating-officer pair tournament.xml --round 4 --out tournament-r4.xml
  rating-officer pair open.trf --round 5 --engine dutch --json
  rating-officer pair open.trf --round 1 --engine dutch --accelerate baku --out open-r1.trf
  rating-officer pair open.trf --engine dutch --check --rules 2017`;

const OPTIONS = {
  round: { type: "string" },
  engine: { type: "string" },
  check: { type: "boolean" },
  rules: { type: "string" },
  accelerate: { type: "string" },
  force: { type: "boolean" },
  compat: { type: "string" },
  explain: { type: "boolean" },
  "last-criterion": { type: "string" },
  out: { type: "string" },
  "accept-unknown": { type: "boolean" },
  encoding: { type: "string" },
  json: { type: "boolean" },
  csv: { type: "boolean" },
  ...CSV_OPTIONS,
  ...CONSTRAINT_OPTIONS,
} as const;

export const pairCommand: CliCommand = {
  name: "pair",
  usage: USAGE,
  options: OPTIONS,
  run(args: string[], io: CliIO): Promise<number> {
    return runCommand("pair", io, () => {
      const p = parseOptions(args, OPTIONS);
      const output = outputOf(p);
      const file = oneFile(p);
      const engine = str(p, "engine")?.trim() ?? "opengotha";
      if (engine !== "opengotha" && engine !== "rfg" && engine !== "dutch")
        throw new UsageError(`--engine ${JSON.stringify(engine)}: expected opengotha, rfg or dutch`);
      if (engine === "dutch") return dutchBranch(p, file, output, io);
      for (const dutchOnly of ["rules", "accelerate", "force", "check"] as const)
        if (p.values[dutchOnly] !== undefined) throw new UsageError(`--${dutchOnly} is for --engine dutch`);
      const compat = str(p, "compat")?.trim() ?? "3.52";
      if (compat !== "3.51" && compat !== "3.52")
        throw new UsageError(`--compat ${JSON.stringify(compat)}: expected 3.51 or 3.52`);
      if (engine === "rfg" && str(p, "compat") !== undefined)
        throw new UsageError("--compat is for --engine opengotha");
      if (engine === "rfg" && p.values["main-club"] !== undefined)
        throw new UsageError(
          "--main-club is for --engine opengotha (the rfg engine has no club criterion to relax)",
        );
      const explain = p.values.explain === true;
      if (explain && engine !== "rfg")
        throw new UsageError(
          "--explain is for --engine rfg (OpenGotha's engine is one global matching of costs)",
        );
      const last = str(p, "last-criterion")?.trim();
      if (last !== undefined && last !== "alphabetical" && last !== "order")
        throw new UsageError(`--last-criterion ${JSON.stringify(last)}: expected alphabetical or order`);
      if (last !== undefined && engine !== "rfg")
        throw new UsageError(
          "--last-criterion is for --engine rfg (OpenGotha orders by its placement criteria)",
        );
      const round = intOption(p, "round", 1, 1000);
      if (round === undefined) throw new UsageError("give --round K, the round to pair");
      const outFile = str(p, "out");
      if (outFile !== undefined && (outFile.trim() === "" || outFile === file))
        throw new UsageError(
          outFile === file
            ? "--out: give another file than the tournament read (it is never overwritten)"
            : "--out: give a file name",
        );
      const source = pairSource(file, io, round, p.values["accept-unknown"] === true, encodingOption(p));
      if (source === undefined) return 1; // D56: an earlier round's games without a known result
      const { og: t, xml: text } = source;
      if (outFile !== undefined && text === undefined)
        throw new UsageError(`--out writes OpenGotha XML and ${file} is not one: pair without --out`);
      const name = (i: number): string => ogPlayerName(t.players[i] as OgPlayer);
      sayLeftOut(io, file, t, round, name);
      const constraints = constraintsOf(p, io, t);
      if (engine === "rfg") {
        const r = rfgPairRound(t, round - 1, {
          ...(last !== undefined ? { lastCriterion: last } : {}),
          ...(constraints ? { constraints } : {}),
        });
        if (outFile !== undefined) {
          const games = r.boards.map((b) => ({ ...b, knownColor: !b.nigiri, table: b.board }));
          writeRound(io, outFile, text ?? "", t, round, games, r.bye);
        }
        printRfg(io, output, csvFormOf(p), explain, round, r, name, constraints);
        return 0;
      }
      const result = ogPairRound(t, round - 1, compat as OgVersion, constraints);
      if (outFile !== undefined) {
        const games = result.pairs.map((x, b) => ({ ...x, knownColor: true, table: b + 1 }));
        writeRound(io, outFile, text ?? "", t, round, games, result.bye);
      }
      const pairs = result.pairs.map((x, b) => ({
        board: b + 1,
        white: name(x.white),
        black: name(x.black),
        handicap: x.handicap,
      }));
      const bye = result.bye === null ? null : name(result.bye);
      const kept = constraints && result.constraints ? { c: constraints, o: result.constraints } : undefined;
      printAnswer(io, output, csvFormOf(p), {
        json: () => ({
          round,
          engine,
          pairs,
          bye,
          cost: result.cost.toString(),
          ...(kept ? { constraints: constraintJson(kept.c, kept.o, "opengotha", name) } : {}),
        }),
        rows: [
          ["board", "white", "black", "handicap"],
          ...pairs.map((x) => [x.board, x.white, x.black, x.handicap]),
        ],
        after:
          `bye: ${bye ?? "none"}\ncost: ${result.cost.toString()} (OpenGotha ${compat})\n` +
          (kept ? constraintLines(kept.c, kept.o, round, "opengotha", name) : ""),
      });
      return 0;
    });
  },
};

/** `--engine dutch`: the options the FIDE engine takes (src/cli/pair-dutch.ts). */
function dutchBranch(p: Parsed, file: string, output: Output, io: CliIO): number {
  // the Go engines' options, the constraints beyond OpenGotha's (D240–D245) among them
  const goOnly = ["compat", "explain", "last-criterion", "accept-unknown"] as const;
  for (const other of [
    ...goOnly,
    ...(Object.keys(CONSTRAINT_OPTIONS) as (keyof typeof CONSTRAINT_OPTIONS)[]),
  ]) {
    if (p.values[other] !== undefined) throw new UsageError(`--${other} is not for --engine dutch`);
  }
  const rules = str(p, "rules");
  if (p.values.check === true) {
    // D397: every round of the file checked; nothing paired to write, no acceleration to set
    for (const pairing of ["round", "out", "force", "accelerate"] as const)
      if (p.values[pairing] !== undefined)
        throw new UsageError(`--${pairing} is not for --check (it checks every round of the file as it is)`);
    return pairCheckCommand(
      {
        file,
        ...(rules !== undefined ? { rules } : {}),
        output,
        form: csvFormOf(p),
        encoding: encodingOption(p),
      },
      io,
    );
  }
  const round = intOption(p, "round", 1, 1000);
  if (round === undefined) throw new UsageError("give --round K, the round to pair (or --check)");
  const out = str(p, "out");
  const accelerate = str(p, "accelerate");
  return pairDutchCommand(
    {
      file,
      round,
      ...(rules !== undefined ? { rules } : {}),
      ...(out !== undefined ? { out } : {}),
      ...(accelerate !== undefined ? { accelerate } : {}),
      ...(p.values.force === true ? { force: true } : {}),
      output,
      form: csvFormOf(p),
      encoding: encodingOption(p),
    },
    io,
  );
}

/** The file's players the round's pairing leaves out, said on stderr by why (pre-registered, absent). */
function sayLeftOut(
  io: CliIO,
  file: string,
  t: OgTournament,
  round: number,
  name: (i: number) => string,
): void {
  const { notFinal, absent } = leftOut(t.players, round - 1);
  const SHOWN = 10;
  for (const [code, players] of [
    ["pairNotFinal", notFinal],
    ["pairNotParticipating", absent],
  ] as const) {
    if (players.length === 0) continue;
    const names = players.slice(0, SHOWN).map(name).join(", ");
    const said = msg(code, {
      round,
      count: players.length,
      names,
      more: Math.max(0, players.length - SHOWN),
    });
    io.err(`${file}: ${render(said, "en")}\n`);
  }
}

/**
 * `--out`: the file with the round added, checked by reading it back (the round's games and
 * bye as paired) before it is written.
 */
function writeRound(
  io: CliIO,
  path: string,
  text: string,
  t: OgTournament,
  round: number,
  games: NewGame[],
  bye: number | null,
): void {
  const out = addOpenGothaRound(text, t, round, games, bye);
  const back = readOpenGothaPairing(out);
  const written = back.games.filter((g) => g.round === round - 1);
  if (written.length !== games.length || back.byes[round - 1] !== bye) {
    throw new Error(`pair --out: the file written does not read back with round ${round} as paired`);
  }
  try {
    io.writeFile(path, new TextEncoder().encode(out));
  } catch (error) {
    throw new UsageError(`cannot write ${path}: ${error instanceof Error ? error.message : String(error)}`);
  }
  io.err(`${path}: written with round ${round} (${games.length} games${bye === null ? "" : ", a bye"})\n`);
}

/** The seed's procedure's pairing: its boards in E.1 order, even games marked as nigiri. */
function printRfg(
  io: CliIO,
  output: Output,
  form: CsvForm,
  explain: boolean,
  round: number,
  r: RfgRoundPairing,
  name: (i: number) => string,
  constraints: PairingConstraints | undefined,
): void {
  const kept = constraints && r.constraints ? { c: constraints, o: r.constraints } : undefined;
  const pairs = r.boards.map((b) => ({
    board: b.board,
    white: name(b.white),
    black: name(b.black),
    handicap: b.handicap,
    nigiri: b.nigiri,
    ...(explain ? { why: b.why } : {}),
  }));
  const bye = r.bye === null ? null : name(r.bye);
  // an even game's colours are drawn at the board (nigiri, A.7): "?" after both names in text
  const mark = (nigiri: boolean): string => (nigiri && output === "text" ? " ?" : "");
  printAnswer(io, output, form, {
    json: () => ({
      round,
      engine: "rfg",
      pairs,
      bye,
      ...(explain ? { byeWhy: r.byeWhy, movedDown: r.log } : {}),
      ...(kept ? { constraints: constraintJson(kept.c, kept.o, "rfg", name) } : {}),
    }),
    rows: [
      ["board", "white", "black", "handicap", ...(explain ? ["why"] : [])],
      ...pairs.map((x) => [
        x.board,
        `${x.white}${mark(x.nigiri)}`,
        `${x.black}${mark(x.nigiri)}`,
        x.handicap,
        ...(explain ? [x.why ?? ""] : []),
      ]),
    ],
    after:
      `bye: ${bye ?? "none"}${explain && r.byeWhy ? ` (${r.byeWhy})` : ""}\n` +
      "engine: rfg (RGF McMahon rules A-E); ? = colours by nigiri\n" +
      (explain ? r.log.map((line) => `moved down: ${line}\n`).join("") : "") +
      (kept ? constraintLines(kept.c, kept.o, round, "rfg", name) : ""),
  });
}

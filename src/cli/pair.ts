/**
 * `rating-officer pair FILE --round K [--engine opengotha|rfg|dutch] …`: the command's options
 * read, then the engine asked for loaded and run: the Go engines (src/cli/pair-go.ts) or the FIDE
 * (Dutch) System (src/cli/pair-dutch.ts, its `--check` src/cli/pair-check.ts), each module of
 * the one only when it is asked for (D399).
 */
import { msg } from "../i18n/table";
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
  encodingOption,
  runCommand,
  str,
} from "./args";
import { CONSTRAINT_OPTIONS, CONSTRAINT_USAGE } from "./pair-constraints";
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
    return runCommand({ name: "pair", args }, io, () => {
      const p = parseOptions(args, OPTIONS);
      const output = outputOf(p);
      const file = oneFile(p);
      const engine = str(p, "engine")?.trim() ?? "opengotha";
      if (engine !== "opengotha" && engine !== "rfg" && engine !== "dutch")
        throw new UsageError(
          msg("cliOneOf", { option: "--engine", given: engine, choices: ["opengotha", "rfg", "dutch"] }),
        );
      if (engine === "dutch") return dutchBranch(p, file, output, io);
      // each engine's modules loaded when it is asked for (D399): `--engine dutch` loads no Go engine
      return import("./pair-go").then((go) => go.pairGo(p, file, output, engine, io));
    });
  },
};

/** `--engine dutch`: the options the FIDE engine takes (src/cli/pair-dutch.ts). */
async function dutchBranch(p: Parsed, file: string, output: Output, io: CliIO): Promise<number> {
  // the Go engines' options, the constraints beyond OpenGotha's (D240–D245) among them
  const goOnly = ["compat", "explain", "last-criterion", "accept-unknown"] as const;
  for (const other of [
    ...goOnly,
    ...(Object.keys(CONSTRAINT_OPTIONS) as (keyof typeof CONSTRAINT_OPTIONS)[]),
  ]) {
    if (p.values[other] !== undefined)
      throw new UsageError(msg("cliNotWith", { option: `--${other}`, with: "--engine dutch" }));
  }
  const rules = str(p, "rules");
  if (p.values.check === true) {
    // D397: every round of the file checked; nothing paired to write, no acceleration to set
    for (const pairing of ["round", "out", "force", "accelerate"] as const)
      if (p.values[pairing] !== undefined)
        throw new UsageError(msg("cliNotWith", { option: `--${pairing}`, with: "--check" }));
    const { pairCheckCommand } = await import("./pair-check");
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
  if (round === undefined)
    throw new UsageError(
      msg("cliGiveOption", {
        option: "--round",
        values: ["K"],
        what: "roundToPair",
        or: "--check",
        system: null,
      }),
    );
  const out = str(p, "out");
  const accelerate = str(p, "accelerate");
  const { pairDutchCommand } = await import("./pair-dutch");
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

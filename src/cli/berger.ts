/**
 * `rating-officer berger N [--double] [--json|--csv]`: the round-robin schedule of Berger's
 * tables (FIDE C.05 Annex 1; P25 for the double round robin), by pairing numbers 1…N.
 */
import { MAX_ROUND_ROBIN_PLAYERS, bergerSchedule } from "../core/pairing/berger";
import {
  CSV_OPTIONS,
  CSV_USAGE,
  UsageError,
  csvFormOf,
  csvText,
  outputOf,
  parseOptions,
  runCommand,
  textTable,
} from "./args";
import { msg } from "../i18n/table";
import type { CliCommand, CliIO } from "./types";

const USAGE = `Usage: rating-officer berger N [--double] [--json | --csv]

Prints the round-robin schedule for N players (2…${MAX_ROUND_ROBIN_PLAYERS}) by Berger's tables
(FIDE Handbook C.05 Annex 1): per round, each board's White and Black by pairing number. With
N odd, number N+1 is the bye: its opponent of the round is printed as the bye.

  --double   a double round robin: the second cycle with colours reversed, and the last two
             rounds of the first cycle swapped (FIDE's recommendation)
  --json     {"players": N, "double": …, "rounds": [{"round", "games": [{"board", "white",
             "black"}], "bye"}]}
  --csv      one CSV row per game: round, board, white, black (a bye as white, black "bye")
${CSV_USAGE}

Exit code: 0 done, 2 usage error.

Example:
  rating-officer berger 6 --double`;

const OPTIONS = {
  double: { type: "boolean" },
  json: { type: "boolean" },
  csv: { type: "boolean" },
  ...CSV_OPTIONS,
} as const;

export const bergerCommand: CliCommand = {
  name: "berger",
  usage: USAGE,
  options: OPTIONS,
  run(args: string[], io: CliIO): Promise<number> {
    return runCommand({ name: "berger", args }, io, () => {
      const p = parseOptions(args, OPTIONS);
      const output = outputOf(p);
      if (p.positionals.length !== 1) throw new UsageError(msg("cliBergerPlayers", {}));
      const text = (p.positionals[0] as string).trim();
      const players = Number(text);
      if (!/^\d+$/.test(text) || players < 2 || players > MAX_ROUND_ROBIN_PLAYERS) {
        throw new UsageError(
          msg("cliWhole", { option: "N", given: text, min: 2, max: MAX_ROUND_ROBIN_PLAYERS }),
        );
      }
      const double = p.values.double === true;
      const rounds = bergerSchedule(players, { double });
      if (output === "json") {
        io.out(`${JSON.stringify({ players, double, rounds })}\n`);
        return 0;
      }
      const rows: (string | number)[][] = [["round", "board", "white", "black"]];
      for (const r of rounds) {
        for (const g of r.games) rows.push([r.round, g.board, g.white, g.black]);
        if (r.bye !== null) rows.push([r.round, "", r.bye, "bye"]);
      }
      io.out(output === "csv" ? csvText(rows, csvFormOf(p)) : textTable(rows, [1, 2]));
      return 0;
    });
  },
};

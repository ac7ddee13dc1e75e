/**
 * `rating-officer pair FILE --round K [--compat 3.51|3.52] [--json|--csv]`: round K of an
 * OpenGotha tournament paired as OpenGotha pairs it (docs/pairing.md), from the file's
 * parameters, participation and the games of rounds 1…K−1 (games of round K and later are
 * ignored).
 */
import { ogPairRound, type OgVersion } from "../core/pairing/opengotha";
import type { OgPlayer } from "../core/pairing/opengotha-model";
import { readOpenGothaPairing } from "../formats/opengotha-pairing";
import {
  UsageError,
  csvTable,
  intOption,
  oneFile,
  outputOf,
  parseOptions,
  readBytes,
  runCommand,
  str,
  textTable,
} from "./args";
import type { CliCommand, CliIO } from "./types";

const USAGE = `Usage: rating-officer pair FILE --round K [--compat 3.51|3.52] [--json | --csv]

Pairs round K of an OpenGotha tournament (XML) as OpenGotha does: the players registered
(FIN) and participating in round K, in OpenGotha's order, OpenGotha's cost of every pair from
the file's pairing, handicap and placement parameters, the bye by OpenGotha's rule, and a
maximum-weight perfect matching of the costs. Rounds 1..K-1 are kept as the file has them;
games of round K and later are ignored.

  --round K        the round to pair (1..number of rounds)
  --compat V       3.52 (default: OpenGotha 3.52.03's costs) or 3.51 (OpenGotha 3.51.02's)
  --json           {"round": K, "pairs": [{"board", "white", "black", "handicap"}],
                   "bye": NAME or null, "cost": "<total cost as a decimal integer>"};
                   NAME is "name firstName"
  --csv            one ;-separated row per board: board;white;black;handicap

Exit code: 0 done, 2 usage or input error.

Example:
  rating-officer pair tournament.xml --round 3 --json`;

const OPTIONS = {
  round: { type: "string" },
  compat: { type: "string" },
  json: { type: "boolean" },
  csv: { type: "boolean" },
} as const;

const display = (p: OgPlayer): string => `${p.name} ${p.firstName}`.trim();

export const pairCommand: CliCommand = {
  name: "pair",
  summary: "pair a round of an OpenGotha tournament as OpenGotha does",
  usage: USAGE,
  options: OPTIONS,
  run(args: string[], io: CliIO): Promise<number> {
    return runCommand("pair", io, () => {
      const p = parseOptions(args, OPTIONS);
      const output = outputOf(p);
      const file = oneFile(p);
      const compat = str(p, "compat")?.trim() ?? "3.52";
      if (compat !== "3.51" && compat !== "3.52")
        throw new UsageError(`--compat ${JSON.stringify(compat)}: expected 3.51 or 3.52`);
      const round = intOption(p, "round", 1, 1000);
      if (round === undefined) throw new UsageError("give --round K, the round to pair");
      const t = readOpenGothaPairing(readBytes(file, io, "tournament"));
      if (round > t.general.numberOfRounds) {
        throw new UsageError(`--round ${round}: the tournament has ${t.general.numberOfRounds} rounds`);
      }
      const result = ogPairRound(t, round - 1, compat as OgVersion);
      const name = (i: number): string => display(t.players[i] as OgPlayer);
      const pairs = result.pairs.map((x, b) => ({
        board: b + 1,
        white: name(x.white),
        black: name(x.black),
        handicap: x.handicap,
      }));
      const bye = result.bye === null ? null : name(result.bye);
      if (output === "json") {
        io.out(`${JSON.stringify({ round, pairs, bye, cost: result.cost.toString() })}\n`);
        return 0;
      }
      const rows: (string | number)[][] = [["board", "white", "black", "handicap"]];
      for (const x of pairs) rows.push([x.board, x.white, x.black, x.handicap]);
      if (output === "csv") {
        io.out(csvTable(rows));
        return 0;
      }
      io.out(textTable(rows));
      io.out(`bye: ${bye ?? "none"}\ncost: ${result.cost.toString()} (OpenGotha ${compat})\n`);
      return 0;
    });
  },
};

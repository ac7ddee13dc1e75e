/**
 * `rating-officer convert FILE --to h9|csv`: any tournament file the readers know, written as an
 * EGD table or the plain CSV crosstable (on standard output).
 */
import { lookupTable } from "../core/common/lookup";
import { writeCsv } from "../formats/csv";
import { writeEgd } from "../formats/egd-writer";
import {
  UsageError,
  encodingOption,
  hasErrors,
  oneFile,
  parseOptions,
  readTournamentFile,
  runCommand,
  str,
} from "./args";
import type { CliCommand, CliIO } from "./types";

const USAGE = `Usage: rating-officer convert FILE --to h9|csv

Reads a tournament file (EGD .h9/.txt, OpenGotha XML, FFG .tou, pairgoth, MacMahon, TRF, CSV)
and writes it to standard output as

  --to h9    the EGD table as OpenGotha exports it: players in final placing order, the place
             first, MMS/SOS/SODOS after the club, opponents as row numbers
  --to csv   the plain ;-separated CSV crosstable (one cell per round: 12+/w2, 0+, …)
  --encoding NAME  the file's text encoding, when the detected one reads the names wrong
                   (see rating-officer help rate)

What the target cannot carry is left out (h9 has no ratings). Diagnostics of the file go to
standard error. Exit code: 0 done, 1 done but the file has errors, 2 usage or input error.

Example:
  rating-officer convert og_egc2013.xml --to h9 > egc2013.h9`;

const OPTIONS = { to: { type: "string" }, encoding: { type: "string" } } as const;

const WRITERS = lookupTable({ h9: writeEgd, egd: writeEgd, csv: writeCsv });

export const convertCommand: CliCommand = {
  name: "convert",
  summary: "convert a tournament file to an EGD table (h9) or a CSV crosstable",
  usage: USAGE,
  options: OPTIONS,
  run(args: string[], io: CliIO): Promise<number> {
    return runCommand("convert", io, () => {
      const p = parseOptions(args, OPTIONS);
      const file = oneFile(p);
      const to = str(p, "to")?.trim().toLowerCase();
      if (to === undefined) throw new UsageError("give --to h9 or --to csv");
      const write = WRITERS.get(to);
      if (write === undefined) throw new UsageError(`--to ${JSON.stringify(to)}: expected h9 or csv`);
      const read = readTournamentFile(file, io, encodingOption(p), [
        "crosstable",
        "crosstable-without-games",
      ]);
      io.out(write(read.tournament));
      return hasErrors(read.diagnostics) ? 1 : 0;
    });
  },
};

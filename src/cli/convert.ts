/**
 * `rating-officer convert FILE --to h9|csv|trf|trf16`: any tournament file the readers know, written
 * as an EGD table, the plain CSV crosstable or a FIDE TRF (on standard output).
 */
import { lookupTable } from "../core/common/lookup";
import { writeCsvTable } from "../formats/csv-writer";
import { type CsvForm } from "../formats/csv-form";
import { writeEgd, writeEgdTable } from "../formats/egd-writer";
import { type WriteNote, ratingReport, writeTrf } from "../formats/trf-writer";
import { english, msg } from "../i18n/table";
import {
  CSV_OPTIONS,
  CSV_USAGE,
  csvFormOf,
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

const USAGE = `Usage: rating-officer convert FILE --to h9|csv|trf|trf16

Reads a tournament file (EGD .h9/.txt, OpenGotha XML, FFG .tou, pairgoth, MacMahon, TRF, CSV)
and writes it to standard output as

  --to h9    the EGD table as OpenGotha exports it: players in final placing order, the place
             first, a column for each placement criterion after the club (an OpenGotha
             file's own criteria, else MMS/SOS/SODOS), opponents as row numbers
  --to csv   the CSV crosstable (one cell per round: 12+/w2, 0+, …), in the form below
  --to trf   a FIDE Tournament Report File, TRF-2026 (the header records 012 … 152 with the
             arbiters and the round dates, one 001 line per player with title, FIDE ID,
             birth date, rating, points and final rank, the round results; as FIDE's rating
             reports need); what FIDE's report requires and the file does not say (the city,
             the federation, the dates, the chief arbiter, a round's date, a player's FIDE ID)
             is named on standard error, never made up
  --to trf16 the same as TRF16 (the 2016 format: no national ratings; the rounds and the
             initial colour as XXR and XXC, the next round's declared absences in its column)

A TRF written back keeps every record it does not write itself, as it was and in its place
(032, 092, 102, 112, 132, XX and BB records, ### comments, unknown records; in TRF16 not the
TRF-2026 records); it rewrites the header records it knows, the 001 lines (points, final rank)
and the national-rating lines and team records from what it read.
  --encoding NAME  the file's text encoding, when the detected one reads the names wrong
                   (see rating-officer help rate)
${CSV_USAGE}

What the target cannot carry is left out (h9 has no ratings, TRF no handicaps) and said on
standard error, with the diagnostics of the file. Exit code: 0 done, 1 done but the file has
errors or the target could not hold something it must (a name, a player), 2 usage or input error.

Examples:
  rating-officer convert og_egc2013.xml --to h9 > egc2013.h9
  rating-officer convert open.csv --to trf > open.trf`;

const OPTIONS = { to: { type: "string" }, encoding: { type: "string" }, ...CSV_OPTIONS } as const;

type Writer = (
  t: Parameters<typeof writeEgd>[0],
  form: CsvForm,
) => { text: string; notes: readonly WriteNote[] };
const WRITERS = lookupTable<Writer>({
  h9: writeEgdTable,
  egd: writeEgdTable,
  csv: writeCsvTable,
  trf: (t) => ratingReport(t),
  trf26: (t) => ratingReport(t),
  trf16: (t) => writeTrf(t, "16"),
});
const TARGETS = ["h9", "csv", "trf", "trf16"];

export const convertCommand: CliCommand = {
  name: "convert",
  usage: USAGE,
  options: OPTIONS,
  run(args: string[], io: CliIO): Promise<number> {
    return runCommand({ name: "convert", args }, io, () => {
      const p = parseOptions(args, OPTIONS);
      const file = oneFile(p);
      const to = str(p, "to")?.trim().toLowerCase();
      if (to === undefined)
        throw new UsageError(
          msg("cliGiveOption", {
            option: "--to",
            values: TARGETS,
            what: null,
            or: null,
            system: null,
          }),
        );
      const write = WRITERS.get(to);
      if (write === undefined)
        throw new UsageError(msg("cliOneOf", { option: "--to", given: to, choices: TARGETS }));
      const read = readTournamentFile(file, io, encodingOption(p), [
        "crosstable",
        "crosstable-without-games",
      ]);
      const written = write(read.tournament, csvFormOf(p));
      for (const n of written.notes) io.err(`${file}: ${to}: ${n.severity}: ${english(n.text)}\n`);
      io.out(written.text);
      return hasErrors(read.diagnostics) || written.notes.some((n) => n.severity === "error") ? 1 : 0;
    });
  },
};

/**
 * `rating-officer COMMAND …`: the rating core on the command line, for batch work and for
 * checking figures without Excel. Every command is a {@link CliCommand}; this file only
 * dispatches.
 */
import { nodeIO } from "./node-io";
import type { CliCommand, CliIO } from "./types";
import { nearestOption, wantsHelp } from "./words";

/**
 * A command as the dispatcher knows it before loading it: its name and one-line summary, and how
 * to load the rest. Only the command asked for is loaded, so `rating-officer --help` and
 * `formula` start without the readers, the engines or the XML parser (README, Performance).
 */
export interface LazyCommand {
  readonly name: string;
  readonly summary: string;
  load(): Promise<CliCommand>;
}

export const COMMANDS: readonly LazyCommand[] = [
  {
    name: "formula",
    summary: "evaluate =MGSZ.…, =FIDE.…, =MAHJONG.… formulas (argument or one per line on stdin)",
    load: async () => (await import("./formula-command")).formulaCommand,
  },
  {
    name: "rate",
    summary: "rate a whole tournament file (MGSZ, FIDE or mahjong)",
    load: async () => (await import("./rate")).rateCommand,
  },
  {
    name: "standings",
    summary: "standings of a tournament file with any tie-breaks (MMS, SOS, SODOS, Buchholz, …)",
    load: async () => (await import("./standings")).standingsCommand,
  },
  {
    name: "sheet",
    summary: "write the pane's tournament sheet as an .xlsx file (formulas and their values)",
    load: async () => (await import("./sheet")).sheetCommand,
  },
  {
    name: "convert",
    summary: "convert a tournament file to an EGD table (h9), a CSV crosstable or a FIDE TRF",
    load: async () => (await import("./convert")).convertCommand,
  },
  {
    name: "mahjong-list",
    summary: "Russian mahjong rating list on a release date from a results sheet (CSV)",
    load: async () => (await import("./mahjong-list")).mahjongListCommand,
  },
  {
    name: "season",
    summary: "rate a season: a rating list and its tournaments in date order, the list with its history",
    load: async () => (await import("./season")).seasonCommand,
  },
  {
    name: "berger",
    summary: "print a round-robin schedule (Berger tables, single or double)",
    load: async () => (await import("./berger")).bergerCommand,
  },
  {
    name: "pair",
    summary: "pair a round of an OpenGotha tournament (as OpenGotha does, or by the RGF's McMahon rules)",
    load: async () => (await import("./pair")).pairCommand,
  },
  {
    name: "norms",
    summary: "FIDE title norms (GM, IM, WGM, WIM) of every player after a round, and what the rest needs",
    load: async () => (await import("./norms")).normsCommand,
  },
];

function help(): string {
  const width = COMMANDS.reduce((w, c) => Math.max(w, c.name.length), 0);
  const lines = COMMANDS.map((c) => `  ${c.name.padEnd(width)}  ${c.summary}`);
  return `Usage: rating-officer COMMAND [options]

Commands:
${lines.join("\n")}

rating-officer COMMAND --help (or rating-officer help COMMAND) shows a command's options
and an example.
`;
}

export async function main(argv: string[], io: CliIO = nodeIO): Promise<number> {
  const [name, ...rest] = argv;
  if (name === undefined || name === "--help" || name === "-h" || name === "help") {
    const topic = name === "help" ? rest[0] : undefined;
    const command = COMMANDS.find((c) => c.name === topic);
    if (topic !== undefined && command === undefined) {
      const near = nearestOption(
        topic,
        COMMANDS.map((c) => c.name),
      );
      io.err(
        `rating-officer: no command "${topic}"${near !== undefined ? `; did you mean ${near}?` : ""}\n\n${help()}`,
      );
      return 2;
    }
    io.out(command !== undefined ? `${(await command.load()).usage}\n` : help());
    return name === undefined ? 2 : 0;
  }
  if (name === "--version" || name === "-v") {
    io.out(`${VERSION}\n`);
    return 0;
  }
  const lazy = COMMANDS.find((c) => c.name === name);
  if (lazy === undefined) {
    const near = nearestOption(
      name,
      COMMANDS.map((c) => c.name),
    );
    const hint = near !== undefined ? `; did you mean ${near}?` : "";
    io.err(`rating-officer: unknown command "${name}"${hint}\n\n${help()}`);
    return 2;
  }
  const command = await lazy.load();
  if (wantsHelp(rest)) {
    io.out(`${command.usage}\n`);
    return 0;
  }
  try {
    return await command.run(rest, io);
  } catch (error) {
    // A command reports its own input errors; anything reaching here is a defect, said plainly.
    io.err(`rating-officer ${name}: ${error instanceof Error ? error.message : String(error)}\n`);
    return 2;
  }
}

// eslint-disable-next-line @typescript-eslint/no-require-imports
const VERSION: string = (require("../../package.json") as { version: string }).version;

/**
 * `rating-officer COMMAND …`: the rating core on the command line, for batch work and for
 * checking figures without Excel. Every command is a {@link CliCommand}; this file only
 * dispatches.
 */
import { nearestOption, wantsHelp } from "./args";
import { bergerCommand } from "./berger";
import { convertCommand } from "./convert";
import { formulaCommand } from "./formula-command";
import { mahjongListCommand } from "./mahjong-list";
import { nodeIO } from "./node-io";
import { pairCommand } from "./pair";
import { rateCommand } from "./rate";
import { standingsCommand } from "./standings";
import type { CliCommand, CliIO } from "./types";

export const COMMANDS: readonly CliCommand[] = [
  formulaCommand,
  rateCommand,
  standingsCommand,
  convertCommand,
  mahjongListCommand,
  bergerCommand,
  pairCommand,
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
    io.out(command !== undefined ? `${command.usage}\n` : help());
    return name === undefined ? 2 : 0;
  }
  if (name === "--version" || name === "-v") {
    io.out(`${VERSION}\n`);
    return 0;
  }
  const command = COMMANDS.find((c) => c.name === name);
  if (command === undefined) {
    const near = nearestOption(
      name,
      COMMANDS.map((c) => c.name),
    );
    const hint = near !== undefined ? `; did you mean ${near}?` : "";
    io.err(`rating-officer: unknown command "${name}"${hint}\n\n${help()}`);
    return 2;
  }
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

/**
 * The command line as a command is given it: its options parsed, with a usage error where they
 * cannot be (D467), and the language its messages are said in (D468).
 */
import { type ParseArgsConfig, parseArgs } from "node:util";
import { LANGUAGES, type Language } from "../i18n/language";
import { type Message, english, msg } from "../i18n/table";
import { nearestOption } from "./words";

/**
 * A usage or input problem: the command prints `rating-officer NAME: message` in its `--lang`
 * and exits 2. What it says is a message of the one table (D467), `message` its English; it
 * takes no text given as it is (D470).
 */
export class UsageError extends Error {
  /** What the error says, in any language. */
  readonly text: Message;

  constructor(text: Message) {
    super(english(text));
    this.text = text;
    this.name = "UsageError";
  }
}

type Options = NonNullable<ParseArgsConfig["options"]>;

export interface Parsed {
  readonly values: Readonly<Record<string, string | boolean | undefined>>;
  readonly positionals: readonly string[];
}

/**
 * `parseArgs` with unknown options and missing values turned into a {@link UsageError}; an
 * unknown option names the nearest known one ("--sytem": did you mean --system?). What the
 * strict pass would refuse is found in the lenient pass's tokens first, so it is said in the
 * table's words (D467): an option without its value, a value beginning with "-", a value
 * given to an option that takes none.
 */
export function parseOptions(args: string[], options: Options): Parsed {
  const known = Object.keys(options);
  // A lenient pass finds unknown options as tokens, so the message can name the nearest one.
  const { tokens } = parseArgs({ args, options, allowPositionals: true, strict: false, tokens: true });
  for (const t of tokens) {
    if (t.kind !== "option") continue;
    const option = t.rawName;
    if (!known.includes(t.name)) {
      const near = nearestOption(t.name, known);
      throw new UsageError(
        msg("cliUnknownOption", { option, near: near !== undefined ? `--${near}` : null }),
      );
    }
    const value = t.value;
    if (options[t.name]?.type === "string") {
      if (value === undefined) throw new UsageError(msg("cliMissingValue", { option }));
      if (t.inlineValue !== true && value.startsWith("-"))
        throw new UsageError(msg("cliDashValue", { option, value }));
    } else if (value !== undefined) throw new UsageError(msg("cliTakesNoValue", { option, value }));
  }
  try {
    const { values, positionals } = parseArgs({ args, options, allowPositionals: true, strict: true });
    return { values: values as Parsed["values"], positionals };
  } catch (error) {
    // what the lenient pass let through and Node refuses: said in Node's words
    throw new UsageError(
      msg("cliArguments", { text: error instanceof Error ? error.message : String(error) }),
    );
  }
}

/**
 * The language a command's messages are said in (D468): its `--lang` (`--lang hu`,
 * `--lang=ru`) when it names one of en, hu, ru, else English; read from the arguments as given,
 * so that a usage error found while they are parsed is said in it too.
 */
export function languageGiven(args: readonly string[]): Language {
  let given: string | undefined;
  for (let i = 0; i < args.length && args[i] !== "--"; i++) {
    const a = args[i] as string;
    if (a === "--lang") given = args[i + 1];
    else if (a.startsWith("--lang=")) given = a.slice("--lang=".length);
  }
  const l = given?.trim().toLowerCase();
  return (LANGUAGES as readonly string[]).includes(l ?? "") ? (l as Language) : "en";
}

import type { SeasonPlayer } from "../core/season/types";

/** What a command-line command may touch, so commands run the same in tests and in a terminal. */
export interface CliIO {
  out(text: string): void;
  err(text: string): void;
  /** All of standard input (an empty string when it is a terminal). */
  readStdin(): Promise<string>;
  /** A file's bytes; throws a RatingError-free Node error for a missing file. */
  readFile(path: string): Uint8Array;
  /**
   * A file's bytes in pieces of at most `size` bytes, read as they are asked for (a rating list
   * of a million players is never held whole); without it, `readFile` in one piece.
   */
  readChunks?(path: string, size: number): Iterable<Uint8Array>;
  /** Writes a file (created or replaced); throws a Node error when it cannot. */
  writeFile(path: string, bytes: Uint8Array): void;
}

export interface CliCommand {
  name: string;
  /** Full usage text for `rating-officer NAME --help`: every option and an example. */
  usage: string;
  /** The options the command accepts (besides --help), as `parseArgs` takes them. */
  options: Readonly<Record<string, { type: "string" | "boolean" }>>;
  /** Returns the exit code: 0 success, 1 answers with errors, 2 usage or input error. */
  run(args: string[], io: CliIO): Promise<number>;
}

/** Writes the list after the season where `--out` says, in its form. */
export type ListWriter = (list: readonly SeasonPlayer[], season: "tournaments" | "periods") => void;

import { parseOptions } from "./args";
import { type Answer, evaluateFormula, formatAnswer, formatAnswerJson } from "./formula";
import type { CliCommand, CliIO } from "./types";

const USAGE = `Usage: rating-officer formula [--json] ['=FORMULA(...)']

Evaluates a formula exactly as the Excel add-in does and prints the answer.
With no formula argument, reads one formula per line from standard input and prints
one answer per line, in order; blank lines and lines starting with # are echoed empty.

  --json   print each answer as JSON: a number, a string, an array of row arrays for a
           spilled result, or {"error":"#VALUE!","message":"..."}

Formulas use en-US syntax: "," between arguments, text in double quotes, TRUE/FALSE,
array constants {1,2,3} (";" separates rows), an omitted argument as nothing between commas.
A formula copied from Hungarian or Russian Excel is accepted too: when ";" separates the
arguments of a call, "," is the decimal comma, array constants are {1\\2\\3} ("\\" between
columns, ";" between rows), and IGAZ/HAMIS or ИСТИНА/ЛОЖЬ are TRUE/FALSE.
Exit code: 0 when every answer is a value, 1 when any is an error, 2 for a usage error.

Examples:
  rating-officer formula '=MGSZ.NEWRATING(1947,30,{1935,1865,1924,1997,2015},{0,1,1,0,1})'
  rating-officer formula '=MGSZ.GAMEPOINT(1947;1865;0,5)'
  printf '=FIDE.DP(0.83)\\n=MGSZ.RANK(1947)\\n' | rating-officer formula --json`;

const OPTIONS = { json: { type: "boolean" } } as const;

/**
 * Batch mode: one answer line per input line, in order; blank and `#` lines stay empty.
 * Synchronous, so the benchmark measures exactly what the command does.
 */
export function answerLines(
  input: string,
  format: (answer: Answer) => string,
): { text: string; failed: boolean } {
  const lines = input.split(/\r\n|\r|\n/);
  if (lines[lines.length - 1] === "") lines.pop();
  let failed = false;
  const out: string[] = [];
  for (const line of lines) {
    if (line.trim() === "" || line.trimStart().startsWith("#")) {
      out.push("");
      continue;
    }
    const answer = evaluateFormula(line);
    failed ||= !answer.ok;
    out.push(format(answer));
  }
  return { text: out.length > 0 ? `${out.join("\n")}\n` : "", failed };
}

export const formulaCommand: CliCommand = {
  name: "formula",
  usage: USAGE,
  options: OPTIONS,
  async run(args: string[], io: CliIO): Promise<number> {
    let parsed;
    try {
      parsed = parseOptions(args, OPTIONS);
    } catch (error) {
      io.err(`rating-officer formula: ${(error as Error).message}\n`);
      return 2;
    }
    const format = parsed.values.json === true ? formatAnswerJson : formatAnswer;
    if (parsed.positionals.length > 1) {
      io.err("rating-officer formula: give one formula (quote it), or none to read standard input\n");
      return 2;
    }
    const single = parsed.positionals[0];
    if (single !== undefined) {
      const answer = evaluateFormula(single);
      io.out(`${format(answer)}\n`);
      return answer.ok ? 0 : 1;
    }
    const { text, failed } = answerLines(await io.readStdin(), format);
    io.out(text);
    return failed ? 1 : 0;
  },
};

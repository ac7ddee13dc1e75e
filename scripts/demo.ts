/**
 * `npm run demo`: the MGSZ regulation's worked examples 5 and 7 (samples/mgsz-examples.json),
 * computed by the command line exactly as a rating officer would run it, and printed as tables.
 * Every figure comes from `rating-officer formula --json` (one batch per example).
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

interface Game {
  opponent: number;
  result: 0 | 1;
  stones: number;
}
interface Example {
  title: string;
  player: string;
  rating: number;
  multiplier: number;
  games: Game[];
}

const root = path.resolve(__dirname, "..");
const cli = path.join(root, "bin", "rating-officer.js");

function run(formulas: string[]): unknown[] {
  const out = execFileSync(process.execPath, [cli, "formula", "--json"], {
    input: formulas.join("\n") + "\n",
    encoding: "utf8",
  });
  const answers = out
    .trimEnd()
    .split("\n")
    .map((line) => JSON.parse(line) as unknown);
  answers.forEach((a, i) => {
    if (typeof a === "object" && a !== null && "error" in a) {
      throw new Error(`${formulas[i]} → ${JSON.stringify(a)}`);
    }
  });
  return answers;
}

const range = (xs: number[]): string => `{${xs.join(",")}}`;

function table(header: string[], rows: string[][]): string {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? "").length)));
  const line = (cells: string[]): string =>
    cells.map((c, i) => (i === 0 ? c.padEnd(widths[i] ?? 0) : c.padStart(widths[i] ?? 0))).join("  ");
  return [line(header), widths.map((w) => "-".repeat(w)).join("  "), ...rows.map(line)].join("\n");
}

function demo(example: Example): void {
  const { rating, multiplier, games } = example;
  const perGame = games.flatMap((g) => [
    // The pair after the handicap correction (D5): the receiver's rating is raised.
    `=MGSZ.CORRECTED(${rating},${Math.max(g.stones, 0)})`,
    `=MGSZ.CORRECTED(${g.opponent},${Math.max(-g.stones, 0)})`,
    `=MGSZ.GAMEPOINT(${rating},${g.opponent},${g.result},${g.stones})`,
  ]);
  const args = `${range(games.map((g) => g.opponent))},${range(games.map((g) => g.result))},${range(games.map((g) => g.stones))}`;
  const totals = [
    `=MGSZ.SUMGAMEPOINTS(${rating},${args})`,
    `=MGSZ.RATINGCHANGE(${rating},${multiplier},${args})`,
    `=MGSZ.NEWRATING(${rating},${multiplier},${args})`,
    `=MGSZ.RANK(MGSZ.NEWRATING(${rating},${multiplier},${args}))`,
  ];
  const answers = run([...perGame, ...totals]);
  const rows = games.map((g, i) => {
    const [own, opp, jp] = answers.slice(i * 3, i * 3 + 3) as number[];
    const delta = (own ?? 0) - (opp ?? 0);
    return [
      String(g.opponent),
      g.stones === 0 ? "0" : g.stones > 0 ? `+${g.stones}` : String(g.stones),
      g.result === 1 ? "won" : "lost",
      `${own} v ${opp}`,
      delta > 0 ? `+${delta}` : String(delta),
      (jp ?? 0) > 0 ? `+${(jp ?? 0).toFixed(2)}` : (jp ?? 0).toFixed(2),
    ];
  });
  const [sum, change, after, rank] = answers.slice(games.length * 3) as [number, number, number, string];
  console.log(`\n${example.title}\n${example.player}, rating ${rating} (C = ${multiplier})\n`);
  console.log(table(["opponent", "stones", "result", "corrected pair", "Δp", "Jp"], rows));
  console.log(
    `\nΣJp = ${sum.toFixed(2)};  ${sum.toFixed(2)} × ${multiplier} = ${(sum * multiplier).toFixed(2)} → change ${change > 0 ? "+" : ""}${change};  new rating ${after} (${rank})`,
  );
}

const data = JSON.parse(fs.readFileSync(path.join(root, "samples", "mgsz-examples.json"), "utf8")) as {
  source: string;
  examples: Example[];
};
console.log(`Rating Officer demo — ${data.source}`);
for (const example of data.examples) demo(example);
console.log("\nEvery figure above was computed by `rating-officer formula`, the same functions Excel calls.");

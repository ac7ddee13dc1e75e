/**
 * `npm run bench`: every bench/*.bench.ts, one table. Figures go into the README by hand;
 * a goal missed is reported (exit code 1) but nothing here is a unit test.
 */
import fs from "node:fs";
import path from "node:path";
import { type BenchCase, type BenchRow, keep, runCase } from "./harness";

async function main(): Promise<void> {
  const only = process.argv[2];
  const files = fs
    .readdirSync(__dirname)
    .filter((f) => f.endsWith(".bench.ts"))
    .filter((f) => only === undefined || f.startsWith(only))
    .sort();
  const rows: BenchRow[] = [];
  for (const file of files) {
    const mod = (await import(path.join(__dirname, file))) as { benchmarks: BenchCase[] };
    for (const c of mod.benchmarks) {
      const row = runCase(c);
      rows.push(row);
      console.log(`${row.ok ? "ok  " : "MISS"}  ${row.name}: ${row.measured} (goal ${row.goal})`);
    }
  }
  void keep();
  console.log("\n| benchmark | measured | goal |\n|---|---|---|");
  for (const r of rows) console.log(`| ${r.name} | ${r.measured} | ${r.goal}${r.ok ? "" : " (missed)"} |`);
  if (rows.some((r) => !r.ok)) process.exitCode = 1;
}

void main();

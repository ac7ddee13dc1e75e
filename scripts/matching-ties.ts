/**
 * The mates of the matching-big ties fixture (test/fixtures/pairing/matching-big-ties, D423):
 * each tie graph of test/core/pairing/matching-ties.ts solved step by step by the BigMatching of
 * the compiled module given (the project's matching before a change, built from its commit), the
 * mates written as JSON.
 *
 *   npx tsx scripts/matching-ties.ts --module DIR/build/core/pairing/matching-big.js --out FILE.json
 */
import fs from "node:fs";
import path from "node:path";
import { tieGraphs } from "../test/core/pairing/matching-ties";

interface Matching {
  set(i: number, j: number, x: bigint): void;
  solve(): Int32Array;
}

function arg(name: string): string {
  const i = process.argv.indexOf(`--${name}`);
  const value = i >= 0 ? process.argv[i + 1] : undefined;
  if (value === undefined) throw new Error(`--${name} is needed`);
  return value;
}

async function main(): Promise<void> {
  const { BigMatching } = (await import(path.resolve(arg("module")))) as {
    BigMatching: new (n: number, bits: number) => Matching;
  };
  const mates = tieGraphs(423, 40).map((g) => {
    const m = new BigMatching(g.n, g.bits);
    return g.steps.map((step) => {
      for (const [i, j, x] of step.sets) m.set(i, j, x);
      return Array.from(m.solve());
    });
  });
  fs.writeFileSync(arg("out"), JSON.stringify({ seed: 423, count: 40, mates }) + "\n");
}

void main();

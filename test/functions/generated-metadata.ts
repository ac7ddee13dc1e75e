/**
 * The metadata generator's answer for some function files, as the suites of test/functions read
 * it (metadata.test.ts, function-texts.test.ts, localize.test.ts, mahjong.test.ts,
 * tournament.test.ts). The generator parses each file alone (TypeScript's parser, no program):
 * its answer depends only on the files' paths and contents and on its own version. Loading it
 * (TypeScript itself) and running it cost each suite about a second, so the answer is kept in the
 * system's temporary folder under a hash of those, and generated again whenever one of them
 * changes.
 */
import { createHash } from "node:crypto";
import { mkdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

/** What generateCustomFunctionsMetadata resolves to, the fields the suites read. */
export interface Generated {
  readonly metadataJson: string;
  readonly errors: string[];
  readonly associate: { id: string; functionName: string }[];
}

const ROOT = path.resolve(__dirname, "../..");
const CACHE = path.join(tmpdir(), "rating-officer-functions-metadata");

/** The generator's answer for `files` (paths from the repository's root). */
export async function generatedMetadata(files: readonly string[]): Promise<Generated> {
  const absolute = files.map((f) => path.resolve(ROOT, f));
  const hash = createHash("sha256");
  hash.update(readFileSync(require.resolve("custom-functions-metadata/package.json")));
  for (const f of absolute) hash.update(`\0${f}\0`).update(readFileSync(f));
  const cached = path.join(CACHE, `${hash.digest("hex")}.json`);
  try {
    return JSON.parse(readFileSync(cached, "utf8")) as Generated;
  } catch {
    // not generated yet for these contents
  }
  const { generateCustomFunctionsMetadata } = await import("custom-functions-metadata/lib/generate");
  const result = await generateCustomFunctionsMetadata(absolute, false);
  const answer: Generated = {
    metadataJson: result.metadataJson,
    errors: result.errors,
    associate: result.associate,
  };
  // written whole, then renamed: a suite running beside this one reads all of it or nothing
  mkdirSync(CACHE, { recursive: true });
  const partial = `${cached}.${process.pid}`;
  writeFileSync(partial, JSON.stringify(answer));
  renameSync(partial, cached);
  return answer;
}

/**
 * D472: a forfeit whose colour only one of its two lines gives (`2 - +` against `1 b -`) is one
 * pair of its round, and the engine's pair of the same two players matches it unless the file's
 * line gives the engine's White Black, as bbpPairings' checker compares (test/fixtures/
 * dutch-bbp-colourless-forfeit, SOURCES.txt: the verdicts of v6.0.0 and v5.0.1 on each file).
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { run } from "./fake-io";

const DIR = join(__dirname, "../fixtures/dutch-bbp-colourless-forfeit");

interface Checked {
  differ: number[];
  rounds: { file: { pairs: { whiteNo: number; blackNo: number; colours?: false }[] } }[];
}

/** Whether bbpPairings' checker output lists pairs under round 1 (the round differs). */
const bbpDiffers = (name: string, version: string): boolean =>
  readFileSync(join(DIR, `${name}.bbp-${version}.txt`), "utf8").includes("Checker pairings");

describe.each(["half-white-unsaid", "half-black-said", "half-white-said"])("%s", (name) => {
  test("round 1 differs exactly where bbpPairings v6.0.0 and v5.0.1 say it does", async () => {
    const r = await run(["pair", join(DIR, `${name}.trf`), "--engine", "dutch", "--check", "--json"]);
    const out = JSON.parse(r.stdout) as Checked;
    const bbp = bbpDiffers(name, "v6.0.0");
    expect(bbpDiffers(name, "v5.0.1")).toBe(bbp);
    expect(out.differ).toEqual(bbp ? [1] : []);
    // the game once, not lost (before D472, `2 - +` against `1 b -` gave the file no pair)
    expect(out.rounds[0]?.file.pairs).toHaveLength(1);
  });
});

test("the file's pair is shown with the player its line says Black second", async () => {
  const r = await run(["pair", join(DIR, "half-black-said.trf"), "--engine", "dutch", "--check", "--json"]);
  // bbp-v6.0.0.txt: "Tournament pairings 2 - 1"
  expect((JSON.parse(r.stdout) as Checked).rounds[0]?.file.pairs).toEqual([
    { whiteNo: 2, blackNo: 1, colours: false },
  ]);
});

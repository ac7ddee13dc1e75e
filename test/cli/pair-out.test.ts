import { readFileSync } from "node:fs";
import { join } from "node:path";
import { readOpenGotha } from "../../src/formats/opengotha";
import { readOpenGothaPairing } from "../../src/formats/opengotha-pairing";
import { run } from "./fake-io";

const PAIRING = join(__dirname, "../fixtures/pairing");

/** A fixture tournament (pairgoth's OpenGotha files, SOURCES.txt) cut to its games and byes before `round`. */
function before(name: string, round: number): string {
  const text = readFileSync(join(PAIRING, `og352-weights-${name}`, "input.xml"), "utf8");
  return text
    .split("\n")
    .filter((l) => {
      const m = /<(?:Game|ByePlayer) [^>]*roundNumber="(\d+)"/.exec(l);
      return !m || Number(m[1]) < round;
    })
    .join("\n");
}

interface Json {
  pairs: { board: number; white: string; black: string; handicap: number; nigiri?: boolean }[];
  bye: string | null;
}

describe("rating-officer pair --out FILE.xml", () => {
  test("simplemm round 3: the games written are the pairing printed, and nothing else changed", async () => {
    const input = before("simplemm", 3);
    const files: Record<string, string> = { "in.xml": input };
    const r = await run(["pair", "in.xml", "--round", "3", "--json", "--out", "out.xml"], files);
    expect(r.code).toBe(0);
    expect(r.stderr).toBe("out.xml: written with round 3 (8 games)\n");
    const printed = JSON.parse(r.stdout) as Json;
    const out = files["out.xml"] as string;
    // the file read is kept line for line, its root element given dataVersion="201" (P34: the
    // fixture, written by OpenGotha 3.51.02, has none); the 8 new lines are the round's games
    const root = '<Tournament externalIPAddress="88.166.95.85" fullVersionNumber="3.51.02"';
    expect(input).toContain(root);
    const expected = input.replace(root, root.replace("<Tournament", '<Tournament dataVersion="201"'));
    const added = out.split("\n").filter((l) => !expected.split("\n").includes(l));
    expect(added).toHaveLength(8);
    expect(out.split("\n").filter((l) => !added.includes(l))).toEqual(expected.split("\n"));
    for (const l of added)
      expect(l).toMatch(
        /^ {8}<Game blackPlayer="[^"]+" handicap="\d" knownColor="true" result="RESULT_UNKNOWN" roundNumber="3" tableNumber="\d" whitePlayer="[^"]+"\/>$/,
      );
    // read back by the pairing reader: round 3 holds exactly the pairs printed
    const t = readOpenGothaPairing(out);
    const nm = (i: number): string => `${t.players[i]?.name} ${t.players[i]?.firstName}`;
    const back = t.games
      .filter((g) => g.round === 2)
      .map((g) => `${nm(g.white)} / ${nm(g.black)} / ${g.handicap}`);
    expect(back.sort()).toEqual(printed.pairs.map((p) => `${p.white} / ${p.black} / ${p.handicap}`).sort());
    expect(t.games.filter((g) => g.round === 2).every((g) => g.result === "unknown")).toBe(true);
    // and by the crosstable reader without an error
    const read = readOpenGotha(out);
    expect(read.diagnostics.filter((d) => d.severity === "error")).toEqual([]);
    expect(read.tournament.players).toHaveLength(16);
  });

  test("--engine rfg: a bye is written as a ByePlayer, even games with knownColor false (nigiri)", async () => {
    const files: Record<string, string> = { "in.xml": before("notsimplemm", 1) };
    const r = await run(
      ["pair", "in.xml", "--round", "1", "--engine", "rfg", "--json", "--out", "out.xml"],
      files,
    );
    expect(r.code).toBe(0);
    const printed = JSON.parse(r.stdout) as Json;
    expect(printed.bye).not.toBeNull();
    const t = readOpenGothaPairing(files["out.xml"] as string);
    const bye = t.byes[0];
    expect(
      bye === null || bye === undefined ? null : `${t.players[bye]?.name} ${t.players[bye]?.firstName}`,
    ).toBe(printed.bye);
    const out = files["out.xml"] as string;
    const even = printed.pairs.filter((p) => p.nigiri).length;
    expect((out.match(/knownColor="false" result="RESULT_UNKNOWN" roundNumber="1"/g) ?? []).length).toBe(
      even,
    );
  });

  test("P34: a root element with a dataVersion keeps its own (notsimplemm, its 201 changed to 200 here)", async () => {
    const input = before("notsimplemm", 2);
    const files: Record<string, string> = {
      "in.xml": input.replace('dataVersion="201"', 'dataVersion="200"'),
    };
    const r = await run(["pair", "in.xml", "--round", "2", "--out", "out.xml"], files);
    expect(r.code).toBe(0);
    const out = files["out.xml"] as string;
    expect(out.match(/dataVersion="\d+"/g)).toEqual(['dataVersion="200"']);
  });

  test.each([
    [["--round", "2"], "the file already has 8 game(s) and 0 bye(s) in round 2 or later"],
    [
      ["--round", "3", "--out", "in.xml"],
      "--out: give another file than the tournament read (it is never overwritten)",
    ],
  ])("%j is refused and nothing is written", async (extra, message) => {
    const files: Record<string, string> = { "in.xml": before("simplemm", 3) };
    const args = ["pair", "in.xml", ...extra];
    if (!extra.includes("--out")) args.push("--out", "out.xml");
    const r = await run(args, files);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain(message);
    expect(Object.keys(files)).toEqual(["in.xml"]);
  });
});

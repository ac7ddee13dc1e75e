/**
 * `pair` leaves out the players OpenGotha does not pair (pre-registered, or not participating in
 * the round), as OpenGotha does, and says so on stderr with their names: it paired 71 − 32
 * players of bosp2024 without a word. The counts are the file's own
 * (test/fixtures/opengotha-pairgoth-bosp2024/input.xml: 29 players with registeringStatus="PRE",
 * 3 registered as FIN whose participating="…" has 0 for round 2).
 */
import { join } from "node:path";
import { run } from "./fake-io";

const FILE = join(__dirname, "../fixtures/opengotha-pairgoth-bosp2024/input.xml");

describe("pair says whom the round's pairing leaves out", () => {
  test.each(["opengotha", "rfg"])(
    "--engine %s: 29 pre-registered and 3 absent in round 2, named",
    async (engine) => {
      const r = await run(["pair", FILE, "--round", "2", "--engine", engine, "--json"]);
      expect(r.code).toBe(0);
      expect(r.stderr).toMatch(
        /not paired in round 2: 29 pre-registered \(not FIN in the file\): [^;]+ and 19 more; register them/,
      );
      expect(r.stderr).toMatch(
        /not paired in round 2: 3 not participating in it \(the file's round participation\): [^,\n]+, [^,\n]+, [^,\n]+\n/,
      );
      // none of those named is paired
      const out = JSON.parse(r.stdout) as { pairs: { white: string; black: string }[]; bye: string | null };
      const paired = new Set(out.pairs.flatMap((p) => [p.white, p.black]).concat(out.bye ?? []));
      const named = (r.stderr.match(/: ([^:]*?)(?: and \d+ more)?(?:; register|\n)/g) ?? []).flatMap((m) =>
        m
          .replace(/^: /, "")
          .replace(/(?: and \d+ more)?(?:; register|\n)$/, "")
          .split(", "),
      );
      expect(named.length).toBe(13); // the first 10 pre-registered and the 3 absent
      for (const n of named) expect(paired.has(n)).toBe(false);
      expect(paired.size).toBe(71 - 29 - 3);
    },
  );

  test("a file whose players all play round 2 says nothing of it", async () => {
    const r = await run([
      "pair",
      join(__dirname, "../fixtures/pairing/og352-weights-simplemm/input.xml"),
      "--round",
      "2",
    ]);
    expect(r.code).toBe(0);
    expect(r.stderr).not.toMatch(/not paired/);
  });
});

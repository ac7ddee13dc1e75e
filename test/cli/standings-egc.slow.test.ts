/**
 * `standings` on EGC 2013's OpenGotha XML (594 players) against the MMS and SOS OpenGotha printed
 * for it: the slow suite, so that `npm test` stays fast (standings.test.ts; OpenGotha's own
 * standings of smaller files in test/core/tournament/opengotha-parity.test.ts).
 */
import { fixtureFile, run } from "./fake-io";
import { egc2013H9 } from "./egc2013-h9";

type Row = Record<string, number | string>;

describe("rating-officer standings on EGC 2013", () => {
  it("D21: og_egc2013.xml over its 10 rounds reproduces every MMS and SOS OpenGotha printed in egc2013.h9", async () => {
    // Source: OpenGotha 3.45's own export of the same tournament (fixture egd-egc2013, MMS and SOS columns)
    const r = await run([
      "standings",
      fixtureFile("opengotha-egc2013"),
      "--tiebreaks",
      "MMS,SOS",
      "--rounds",
      "10",
      "--json",
    ]);
    expect(r.code).toBe(0);
    const rows = JSON.parse(r.stdout) as Row[];
    const key = (s: string): string => s.toUpperCase().replace(/[\s_]/g, "");
    const computed = new Map(rows.map((x) => [key(String(x.name)), x]));
    const h9 = egc2013H9();
    expect(h9.printed.criteria).toEqual(["MMS", "SOS"]);
    const mismatches: string[] = [];
    h9.tournament.players.forEach((p, i) => {
      const k = key(p.firstName ? `${p.name} ${p.firstName}` : p.name);
      // h9 names are cut to 30 characters
      const got = computed.get(k) ?? [...computed].find(([c]) => c.startsWith(k))?.[1];
      const [mms, sos] = h9.printed.values[i] ?? [];
      if (!got || got.MMS !== mms || got.SOS !== sos)
        mismatches.push(`${i + 1} ${p.name}: ${mms}/${sos} vs ${got?.MMS}/${got?.SOS}`);
    });
    expect(h9.printed.values).toHaveLength(594);
    expect(mismatches).toEqual([]);
    expect(rows[0]).toMatchObject({ place: 1, name: "Fan Hui", MMS: 44, SOS: 404 }); // row 1 of egc2013.h9
  });
});

import { readFileSync } from "fs";
import { join } from "path";
import { standings } from "../../../src/core/tournament/standings";
import type { Criterion } from "../../../src/core/go/criterion";
import { readOpenGotha } from "../../../src/formats/opengotha";
import { readOpenGothaPairing } from "../../../src/formats/opengotha-pairing";

/**
 * D50: the file's placement criteria read into OpenGotha's six slots as its importer fills them
 * (a missing `number` is 1, a later criterion in a slot replaces an earlier one, NULL too, an
 * unknown name replaces nothing), and a `number` that is no slot is left out with a warning.
 * Every expected figure is OpenGotha 3.51.02's own (its jar, headless) on the same texts:
 * test/fixtures/opengotha-sts-ppik2010/slots-jar.json, see its SOURCES.txt.
 */
const FIXTURES = join(__dirname, "../../fixtures");
const ppik = readFileSync(join(FIXTURES, "opengotha-sts-ppik2010/input.xml"), "utf8");
const withCriteria = (list: string): string =>
  ppik.replace(
    /<PlacementCriteria>[\s\S]*?<\/PlacementCriteria>/,
    `<PlacementCriteria>${list}</PlacementCriteria>`,
  );

interface Variant {
  criteria: string;
  jar:
    | { error: string }
    | { criteria: string[]; rounds: number; players: { name: string; firstName: string; place: number }[] };
}
const variants = JSON.parse(
  readFileSync(join(FIXTURES, "opengotha-sts-ppik2010/slots-jar.json"), "utf8"),
) as Record<string, Variant>;

// OpenGotha's names of the criteria the variants use, in this project's (D50's list)
const OURS: Readonly<Record<string, Criterion>> = {
  MMS: "mms",
  SOSM: "sos",
  SODOSM: "sodos",
  SOSOSM: "sosos",
};
const key = (name: string, firstName: string | undefined): string =>
  `${name.trim()}|${(firstName ?? "").trim()}`;

// D50 (docs/formats.md): a name in other capitals than OpenGotha's (`mms`), which its importer
// leaves NULL, is read as the criterion; a file naming no criterion (only NULLs) keeps E.8's
// order, where OpenGotha ties every player
const READ_OTHERWISE = new Set(["lower-case", "all-null"]);

const read = Object.entries(variants).flatMap(([name, v]) =>
  "error" in v.jar || READ_OTHERWISE.has(name) ? [] : [{ name, jar: v.jar, text: withCriteria(v.criteria) }],
);

describe("D50: the placement criteria's slots as OpenGotha's importer fills them", () => {
  it("the variants compared: each one the jar read, but the two D50 reads otherwise", () => {
    expect(read.map((v) => v.name).sort()).toEqual([
      "missing-number",
      "null-replaces",
      "out-of-order",
      "plus-one",
      "same-slot",
      "unknown-keeps",
    ]);
  });

  it.each(read.map((v) => [v.name, v] as const))("%s: OpenGotha's criteria and places", (_name, v) => {
    const t = readOpenGotha(v.text).tournament;
    const criteria = v.jar.criteria.filter((c) => c !== "NULL").map((c) => OURS[c]);
    expect(t.criteria).toEqual(criteria.filter((c, k) => criteria.indexOf(c) === k));
    const s = standings(t, { rounds: v.jar.rounds });
    const ours = new Map(
      s.rows.map((r) => [key(t.players[r.player]?.name ?? "", t.players[r.player]?.firstName), r.place]),
    );
    expect(v.jar.players.map((p) => [key(p.name, p.firstName), ours.get(key(p.name, p.firstName))])).toEqual(
      v.jar.players.map((p) => [key(p.name, p.firstName), p.place]),
    );
  });

  it.each([
    // the jar: ArrayIndexOutOfBoundsException, index 6 and index -1 (slots-jar.json)
    ["seven", ["mms"], 'SOSM: number="7"'],
    ["zero", undefined, 'MMS: number="0"'],
  ])(
    "%s: a number that is no slot stops OpenGotha's importer; here a warning, the criterion left out",
    (name, criteria, said) => {
      const v = variants[name];
      expect(v && "error" in v.jar ? v.jar.error : "").toMatch(/ArrayIndexOutOfBounds/);
      const r = readOpenGotha(withCriteria(v?.criteria ?? ""));
      expect(r.tournament.criteria).toEqual(criteria);
      expect(r.diagnostics.map((d) => [d.severity, d.code, d.message.includes(said)])).toEqual([
        ["warning", "unhonoured-parameter", true],
      ]);
    },
  );
});

describe("the pairing reader's placement slots, as OpenGotha's importer fills them (slots-jar.json)", () => {
  it.each(
    Object.entries(variants).flatMap(([name, v]) =>
      "error" in v.jar ? [] : [[name, v.criteria, v.jar.criteria]],
    ),
  )("%s", (_name, criteria, jar) => {
    expect(readOpenGothaPairing(withCriteria(criteria as string)).placement).toEqual(jar);
  });
});

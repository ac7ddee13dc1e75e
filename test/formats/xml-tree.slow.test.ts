/**
 * Differential test of the XML reader (`src/formats/xml-tree.ts`, saxes) against the parser the
 * readers used before it (fast-xml-parser, validated then parsed): every XML file of
 * test/fixtures (OpenGotha, pairgoth's OpenGotha exports, MacMahon) gives the same tree, with the
 * one difference XML 1.0 attribute-value normalization makes — a tab or line break inside an attribute value is a space
 * (OpenGotha's Java parser reads it so; fast-xml-parser kept it). On OpenGotha's own archive (775
 * files) and pairgoth's test data the two agreed the same way (README, Dependencies).
 */
import { readFileSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { XMLParser, XMLValidator } from "fast-xml-parser";
import { toText } from "../../src/formats/encoding";
import { readXmlTree } from "../../src/formats/xml-tree";

const FIXTURES = path.join(__dirname, "..", "fixtures");
const OG_ARRAYS = new Set(["Player", "Game", "ByePlayer", "PlacementCriterion", "ClubsGroup", "Club"]);
const MM_ARRAYS = new Set(["Player", "Round", "Pairing", "NotPlayingInRound"]);

function xmlFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const p = path.join(dir, name);
    if (statSync(p).isDirectory()) return xmlFiles(p);
    return /\.xml$/i.test(name) ? [p] : [];
  });
}

/** fast-xml-parser as the readers configured it; `undefined` where its validator refuses. */
function before(text: string, og: boolean, trim: boolean): unknown {
  if (XMLValidator.validate(text) !== true) return undefined;
  const arrays = og ? OG_ARRAYS : MM_ARRAYS;
  return new XMLParser({
    ignoreAttributes: !og,
    trimValues: trim,
    attributeNamePrefix: "",
    parseAttributeValue: false,
    parseTagValue: false,
    processEntities: true,
    htmlEntities: true,
    isArray: (name) => arrays.has(name),
  }).parse(text);
}

/**
 * Without the XML declaration and mixed texts (no reader reads them); attribute whitespace as XML
 * reads it. fast-xml-parser's tree has attributes and elements alike (no prefix), so the
 * normalization reaches an element's text too: an element holding only line breaks and spaces
 * (an empty `<Games>` written over two lines, as in test/fixtures/pairing/main-club) is compared
 * with its line breaks as spaces on both sides; no reader reads such a text.
 */
function comparable(x: unknown, normalise: boolean): unknown {
  if (Array.isArray(x)) return x.map((v) => comparable(v, normalise));
  if (typeof x === "object" && x !== null) {
    return Object.fromEntries(
      Object.entries(x)
        .filter(([k]) => k !== "#text" && k !== "?xml")
        .map(([k, v]) => [k, comparable(v, normalise)]),
    );
  }
  return typeof x === "string" && (normalise || /^\s*$/.test(x)) ? x.replace(/[\t\n\r]/g, " ") : x;
}

// The officer's traps are made wrong on purpose (an entity XML does not define, which the
// lenient parser takes): their refusal is what test/traps/traps.test.ts checks.
const files = xmlFiles(FIXTURES).filter(
  (f) => !/manifest/i.test(f) && !f.includes(`${path.sep}traps${path.sep}`),
);

describe("the XML reader gives fast-xml-parser's tree on every XML fixture", () => {
  it("finds the fixtures", () => expect(files.length).toBeGreaterThan(40));
  it.each(files.map((f) => [path.relative(FIXTURES, f), f]))("%s", (_name, file) => {
    const { text } = toText(readFileSync(file));
    const og = !text.includes("<TournamentData");
    for (const trim of [true, false]) {
      const old = before(text, og, trim);
      const now = readXmlTree(text, { arrays: og ? OG_ARRAYS : MM_ARRAYS, attributes: og, trim });
      if (old === undefined) {
        expect(now).toHaveProperty("problem");
        continue;
      }
      expect("doc" in now && comparable(now.doc, false)).toEqual(comparable(old, og));
    }
  });
});

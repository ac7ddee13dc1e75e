/**
 * A child element named as an attribute of its element (`<Player name="…"><name/></Player>`):
 * the XML tree keeps the readers' reading (src/formats/xml-tree.ts), the attribute's string, a
 * list element's items, so that no reader meets an array or an object where it reads a string
 * (a TypeError thrown out of every OpenGotha reader before) and OpenGotha's own reading, which
 * reads attributes and elements apart, is kept: the same tournament as the file without the
 * extra child (fixture opengotha-sts-ppik2010).
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { readOpenGotha } from "../../src/formats/opengotha";
import { readOpenGothaPairing } from "../../src/formats/opengotha-pairing";
import { readXmlTree } from "../../src/formats/xml-tree";

const base = readFileSync(join(__dirname, "../fixtures/opengotha-sts-ppik2010/input.xml"), "utf8");
const plain = readOpenGotha(base);
const plainPairing = readOpenGothaPairing(base);

describe("xml-tree: a child named as an attribute of its element", () => {
  const shape = { arrays: new Set(["Item"]), attributes: true, trim: true };

  it("is the attribute's string; a list's name is its elements, an attribute so named not read", () => {
    expect(readXmlTree('<a b="1" Item="x"><b>2</b><b/><Item c="3"/></a>', shape)).toEqual({
      doc: { a: { b: "1", Item: [{ c: "3" }] } },
    });
  });
});

describe("OpenGotha: the same tournament with a child named as an attribute", () => {
  it.each([
    ["a player's name", /(<Player [^>]*name="Nejman"[^>]*)\/>/, "$1><name/></Player>"],
    ["a player's rank", /(<Player [^>]*name="Nejman"[^>]*)\/>/, "$1><rank>1d</rank></Player>"],
    ["a game's result", /(<Game [^>]*)\/>/, "$1><result/></Game>"],
    ["a bye's player", /(<ByePlayer [^>]*)\/>/, "$1><player/></ByePlayer>"],
    [
      "a placement criterion's name",
      /(<PlacementCriterion name="MMS" number="1")\/>/,
      "$1><name/></PlacementCriterion>",
    ],
    ["the round count", /(<GeneralParameterSet [^>]*)\/>/, "$1><numberOfRounds/></GeneralParameterSet>"],
    ["the players' list", /<Players>/, '<Players Player="x">'],
  ])("%s", (_what, pattern, replacement) => {
    const text = base.replace(pattern, replacement);
    expect(text).not.toBe(base);
    expect(readOpenGotha(text)).toEqual(plain);
    expect(readOpenGothaPairing(text)).toEqual(plainPairing);
  });
});

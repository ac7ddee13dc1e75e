/**
 * The XML reader of OpenGotha and MacMahon files (`src/formats/xml-tree.ts`): the shape it
 * builds, and the texts it refuses where OpenGotha's own (Java, XML 1.0) parser refuses them.
 * Its trees are compared with fast-xml-parser's on every XML fixture in `xml-tree.slow.test.ts`.
 */
import { readXmlTree } from "../../src/formats/xml-tree";

const OG = { arrays: new Set(["Player", "Game"]), attributes: true, trim: true };
const doc = (text: string, shape = OG): Record<string, unknown> => {
  const r = readXmlTree(text, shape);
  if ("problem" in r) throw new Error(r.problem.message);
  return r.doc;
};
const problem = (text: string): [number, number, string] => {
  const r = readXmlTree(text, OG);
  if (!("problem" in r)) throw new Error(`read: ${text}`);
  const lead = "not well-formed XML (the XML parser's words): ";
  expect(r.problem.message.startsWith(lead)).toBe(true);
  return [r.problem.line, r.problem.column, r.problem.message.slice(lead.length)];
};

describe("the shape: attributes and child elements by name", () => {
  it("attributes are strings, listed elements arrays even when alone, others objects", () => {
    const xml = `<?xml version="1.0" encoding="UTF-8"?>
<Tournament dataVersion="201">
  <Players><Player name="Kis" rank="3D" rating="2100"/></Players>
  <TournamentParameterSet><GeneralParameterSet numberOfRounds="5"/></TournamentParameterSet>
</Tournament>`;
    expect(doc(xml)).toEqual({
      Tournament: {
        dataVersion: "201",
        Players: { Player: [{ name: "Kis", rank: "3D", rating: "2100" }] },
        TournamentParameterSet: { GeneralParameterSet: { numberOfRounds: "5" } },
      },
    });
  });
  it("an element not listed is an array once it occurs twice; an empty one with nothing is ''", () => {
    expect(doc("<T><C a='1'/><C a='2'/><C a='3'/><E/><F></F></T>")).toEqual({
      T: { C: [{ a: "1" }, { a: "2" }, { a: "3" }], E: "", F: "" },
    });
  });
  it("an element of text alone is its text (MacMahon's <Id>12</Id>), trimmed", () => {
    const mm = { arrays: new Set(["Player"]), attributes: false, trim: true };
    expect(doc("<D><Player><Id> 12 </Id><X k='v'>a</X></Player></D>", mm)).toEqual({
      D: { Player: [{ Id: "12", X: "a" }] },
    });
  });
  it("character references and the five predefined entities are decoded, in attributes and text", () => {
    expect(
      doc(`<T name="Kov&#225;cs &amp; N&#x151;" q='&quot;&apos;&lt;&gt;'>&#193;<![CDATA[<b>]]></T>`),
    ).toEqual({
      T: { name: "Kovács & Nő", q: `"'<>`, "#text": "Á<b>" },
    });
  });
  it("values keep their spaces when asked (P38), tabs and line breaks inside an attribute read as spaces (XML 1.0 attribute-value normalization, as OpenGotha's parser reads them)", () => {
    const keep = { ...OG, trim: false };
    expect(doc(`<T club="Cluj\t" pin="1482\n" name=" Kis "/>`, keep)).toEqual({
      T: { club: "Cluj ", pin: "1482 ", name: " Kis " },
    });
    expect(doc(`<T club="Cluj\t" name=" Kis "/>`)).toEqual({ T: { club: "Cluj", name: "Kis" } });
  });
  it("`__proto__` as an element or attribute name is an own property, never the prototype (H4)", () => {
    const t = doc(`<T __proto__="x"><__proto__ polluted="yes"/></T>`).T as Record<string, unknown>;
    expect(Object.getPrototypeOf(t)).toBe(Object.prototype);
    expect(Object.hasOwn(t, "__proto__")).toBe(true);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});

describe("texts that are not well-formed XML: refused where the parser stops, never thrown", () => {
  it.each([
    [
      "<Tournament><Players>",
      1,
      21,
      "unclosed tag: Players; give the file as the program that made it saved it, or correct the XML here",
    ],
    [
      "<Tournament>\n<Players>\n</Tournament>",
      3,
      13,
      "unexpected close tag.; give the file as the program that made it saved it, or correct the XML here",
    ],
    [
      "<T name='&eacute;'/>",
      1,
      17,
      "undefined entity.; give the file as the program that made it saved it, or correct the XML here",
    ],
    [
      "<T>\u0001</T>",
      1,
      4,
      "disallowed character.; give the file as the program that made it saved it, or correct the XML here",
    ],
    [
      "<T a='1' a='2'/>",
      1,
      16,
      "duplicate attribute: a.; give the file as the program that made it saved it, or correct the XML here",
    ],
    [
      "<T/><U/>",
      1,
      7,
      "documents may contain only one root.; give the file as the program that made it saved it, or correct the XML here",
    ],
    [
      "",
      1,
      1,
      "document must contain a root element.; give the file as the program that made it saved it, or correct the XML here",
    ],
  ])("%j: line %d, column %d, %s", (text, line, column, message) => {
    expect(problem(text)).toEqual([line, column, message]);
  });
  it("a name the parser quotes is cut at 40 characters (H3)", () => {
    const [, , message] = problem(`<T><${"x".repeat(5000)}>`);
    // the parser's words, before what to do
    expect(message.split("; ")[0]?.length).toBeLessThan(100);
    expect(message).toContain(`${"x".repeat(40)}…`);
  });
});

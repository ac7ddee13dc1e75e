/**
 * manifest.xml against the rules in its header comment and what Excel needs: resids that
 * resolve, one shared runtime, every URL on the development server over https, the metadata
 * URL with its Hungarian and Russian overrides, no <Namespace>, and icons whose PNG size is the
 * size the manifest claims. Also the production rewrite of the URLs (manifest-urls.js, which
 * webpack.config.js uses).
 */
import fs from "node:fs";
import path from "node:path";
import { XMLParser } from "fast-xml-parser";
import { PAIR_NEXT_ACTION } from "../src/commands/pair-next";
import { RECALCULATE_ACTION } from "../src/commands/recalculate";
import { LOCALES } from "../src/functions/i18n/localize";

const ROOT = path.resolve(__dirname, "..");
const DEV_URL = "https://localhost:3000/";
const XML = fs.readFileSync(path.join(ROOT, "manifest.xml"), "utf8");

interface XmlNode {
  $?: Record<string, string>;
  "#text"?: string;
  [child: string]: unknown;
}

function parse(xml: string): XmlNode {
  const parser = new XMLParser({
    ignoreAttributes: false,
    attributeNamePrefix: "",
    attributesGroupName: "$",
    parseAttributeValue: false,
    parseTagValue: false,
    // every element is a list, so one walker fits all
    isArray: (_name, _path, _leaf, isAttribute) => !isAttribute,
  });
  return parser.parse(xml) as XmlNode;
}

const asNode = (x: unknown): XmlNode => (typeof x === "string" ? { "#text": x } : (x as XmlNode));

function children(node: XmlNode, name: string): XmlNode[] {
  const list = node[name];
  return Array.isArray(list) ? list.map(asNode) : [];
}

function child(node: XmlNode, name: string): XmlNode {
  const list = children(node, name);
  if (list.length !== 1) throw new Error(`expected one <${name}>, found ${list.length}`);
  return list[0] as XmlNode;
}

/** Follows a path of element names, each step expecting exactly one element. */
const at = (node: XmlNode, ...names: string[]): XmlNode => names.reduce(child, node);

/** Every element of this name below the node, in document order, with its ancestors' names. */
function descendants(
  node: XmlNode,
  name: string,
  trail: string[] = [],
): { node: XmlNode; trail: string[] }[] {
  const found: { node: XmlNode; trail: string[] }[] = [];
  for (const [key, value] of Object.entries(node)) {
    if (key === "$" || key === "#text" || !Array.isArray(value)) continue;
    for (const item of value.map(asNode)) {
      if (key === name) found.push({ node: item, trail });
      found.push(...descendants(item, name, [...trail, key]));
    }
  }
  return found;
}

const attr = (node: XmlNode, name: string): string | undefined => node.$?.[name];
const text = (node: XmlNode): string => (node["#text"] ?? "").trim();

/** Every element name used anywhere in the document. */
function elementNames(node: XmlNode, into = new Set<string>()): Set<string> {
  for (const [key, value] of Object.entries(node)) {
    if (key === "$" || key === "#text" || !Array.isArray(value)) continue;
    into.add(key);
    for (const item of value.map(asNode)) elementNames(item, into);
  }
  return into;
}

/** Every attribute value in the document that is an absolute URL (namespaces aside). */
function urls(node: XmlNode): string[] {
  const found: string[] = [];
  for (const [key, value] of Object.entries(node)) {
    if (key === "$") {
      for (const [name, v] of Object.entries(value as Record<string, string>)) {
        // xmlns values are namespace names, never fetched
        if (!name.startsWith("xmlns") && /^\w+:\/\//.test(v)) found.push(v);
      }
    } else if (Array.isArray(value)) for (const item of value.map(asNode)) found.push(...urls(item));
  }
  return found;
}

const doc = parse(XML);
const app = at(doc, "OfficeApp");
const overrides = at(app, "VersionOverrides");
const host = at(overrides, "Hosts", "Host");
const resources = at(overrides, "Resources");

type Kind = "bt:Images" | "bt:Urls" | "bt:ShortStrings" | "bt:LongStrings";
const KINDS: Record<Kind, string> = {
  "bt:Images": "bt:Image",
  "bt:Urls": "bt:Url",
  "bt:ShortStrings": "bt:String",
  "bt:LongStrings": "bt:String",
};

function resourcesOf(kind: Kind): XmlNode[] {
  return children(at(resources, kind), KINDS[kind]);
}

function resource(kind: Kind, id: string): XmlNode {
  const found = resourcesOf(kind).filter((r) => attr(r, "id") === id);
  if (found.length !== 1) throw new Error(`${kind} has ${found.length} resources with id ${id}`);
  return found[0] as XmlNode;
}

const urlOf = (resid: string): string => attr(resource("bt:Urls", resid), "DefaultValue") ?? "";

/** Every resid reference outside <Resources>, with the element that makes it. */
function references(): { resid: string; element: string }[] {
  const found: { resid: string; element: string }[] = [];
  const walk = (node: XmlNode, name: string): void => {
    const resid = attr(node, "resid");
    if (resid !== undefined) found.push({ resid, element: name });
    for (const [key, value] of Object.entries(node)) {
      if (key === "$" || key === "#text" || key === "Resources" || !Array.isArray(value)) continue;
      for (const item of value.map(asNode)) walk(item, key);
    }
  };
  walk(overrides, "VersionOverrides");
  return found;
}

describe("identity", () => {
  test("a GUID id, en-US default locale, version = package.json version + .0", () => {
    const pkg = JSON.parse(fs.readFileSync(path.join(ROOT, "package.json"), "utf8")) as { version: string };
    expect(text(at(app, "Id"))).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    expect(text(at(app, "DefaultLocale"))).toBe("en-US");
    // Excel caches functions.json by manifest version (README, "Sideloading into Excel").
    expect(text(at(app, "Version"))).toBe(`${pkg.version}.0`);
  });

  test("no <Namespace> anywhere: function ids are dotted and typed as they are", () => {
    const names = elementNames(doc);
    expect(names.has("CustomFunctions") || names.has("ExtensionPoint")).toBe(true); // the walk works
    expect([...names].filter((n) => /namespace/i.test(n))).toEqual([]);
  });
});

describe("resources", () => {
  test("resource ids are unique within each kind", () => {
    for (const kind of Object.keys(KINDS) as Kind[]) {
      const ids = resourcesOf(kind).map((r) => attr(r, "id"));
      expect(new Set(ids).size).toBe(ids.length);
    }
  });

  test("every resid refers to a resource of the right kind", () => {
    const refs = references();
    expect(refs.length).toBeGreaterThan(20);
    const kindOf: Record<string, Kind> = {
      "bt:Image": "bt:Images",
      Runtime: "bt:Urls",
      SourceLocation: "bt:Urls",
      FunctionFile: "bt:Urls",
      LearnMoreUrl: "bt:Urls",
      Label: "bt:ShortStrings",
      Title: "bt:ShortStrings",
      Description: "bt:LongStrings",
    };
    const problems = refs.flatMap(({ resid, element }) => {
      const kind = kindOf[element];
      if (kind === undefined) return [`<${element} resid="${resid}">: unexpected element`];
      return resourcesOf(kind).some((r) => attr(r, "id") === resid)
        ? []
        : [`<${element}>: no ${kind} ${resid}`];
    });
    expect(problems).toEqual([]);
  });

  test("every resource is used", () => {
    const used = new Set(references().map((r) => r.resid));
    const unused = (Object.keys(KINDS) as Kind[]).flatMap((kind) =>
      resourcesOf(kind)
        .map((r) => attr(r, "id") ?? "")
        .filter((id) => !used.has(id))
        .map((id) => `${kind} ${id}`),
    );
    expect(unused).toEqual([]);
  });

  test("every user-visible string has a Hungarian and a Russian text within Office's length limits", () => {
    const limits: [Kind, number][] = [
      ["bt:ShortStrings", 125],
      ["bt:LongStrings", 250],
    ];
    for (const [kind, limit] of limits) {
      for (const s of resourcesOf(kind)) {
        const texts = [attr(s, "DefaultValue"), ...children(s, "bt:Override").map((o) => attr(o, "Value"))];
        const locales = children(s, "bt:Override").map((o) => attr(o, "Locale"));
        expect([attr(s, "id"), locales]).toEqual([attr(s, "id"), ["hu-HU", "ru-RU"]]);
        for (const t of texts) {
          expect(t?.trim()).toBeTruthy();
          expect((t ?? "").length).toBeLessThanOrEqual(limit);
        }
      }
    }
    for (const name of ["DisplayName", "Description"]) {
      expect(children(at(app, name), "Override").map((o) => attr(o, "Locale"))).toEqual(["hu-HU", "ru-RU"]);
    }
  });
});

describe("shared runtime", () => {
  const customFunctions = descendants(host, "ExtensionPoint").find(
    (e) => attr(e.node, "xsi:type") === "CustomFunctions",
  )?.node as XmlNode;
  const controls = descendants(host, "Control").map((c) => c.node);

  test("one long-lived runtime that is also the functions' page, the function file and the pane", () => {
    const runtimes = children(at(host, "Runtimes"), "Runtime");
    expect(runtimes.map((r) => attr(r, "lifetime"))).toEqual(["long"]);
    const resid = attr(runtimes[0] as XmlNode, "resid");
    expect(attr(at(customFunctions, "Page", "SourceLocation"), "resid")).toBe(resid);
    expect(attr(at(host, "DesktopFormFactor", "FunctionFile"), "resid")).toBe(resid);
    const panes = controls.filter((c) => attr(at(c, "Action"), "xsi:type") === "ShowTaskpane");
    expect(panes.map((c) => attr(at(c, "Action", "SourceLocation"), "resid"))).toEqual([resid]);
    expect(urlOf(resid ?? "")).toBe(`${DEV_URL}taskpane.html`);
    expect(attr(at(app, "DefaultSettings", "SourceLocation"), "DefaultValue")).toBe(
      `${DEV_URL}taskpane.html`,
    );
    const sets = children(at(app, "Requirements", "Sets"), "Set").map((s) => attr(s, "Name"));
    expect(sets).toContain("SharedRuntime");
  });

  test("three ribbon buttons: the pane, Recalculate and Pair next round, which run their associated actions", () => {
    const actions = controls.map((c) => attr(at(c, "Action"), "xsi:type"));
    expect(actions).toEqual(["ShowTaskpane", "ExecuteFunction", "ExecuteFunction"]);
    const recalc = controls[1] as XmlNode;
    expect(text(at(recalc, "Action", "FunctionName"))).toBe(RECALCULATE_ACTION);
    expect(text(at(controls[2] as XmlNode, "Action", "FunctionName"))).toBe(PAIR_NEXT_ACTION);
    const ids = descendants(host, "Control").map((c) => attr(c.node, "id"));
    expect(new Set(ids).size).toBe(ids.length);
  });

  test("the functions' script and metadata, with the hu-HU and ru-RU metadata overrides", () => {
    expect(urlOf(attr(at(customFunctions, "Script", "SourceLocation"), "resid") ?? "")).toBe(
      `${DEV_URL}functions.js`,
    );
    const metadata = resource(
      "bt:Urls",
      attr(at(customFunctions, "Metadata", "SourceLocation"), "resid") ?? "",
    );
    expect(attr(metadata, "DefaultValue")).toBe(`${DEV_URL}functions.json`);
    const byLocale = Object.fromEntries(
      children(metadata, "bt:Override").map((o) => [attr(o, "Locale"), attr(o, "Value")]),
    );
    // The build writes functions-<locale>.json for each of LOCALES (webpack.config.js).
    expect(byLocale).toEqual({
      "hu-HU": `${DEV_URL}functions-hu.json`,
      "ru-RU": `${DEV_URL}functions-ru.json`,
    });
    expect(LOCALES.map((l) => `${DEV_URL}functions-${l}.json`).sort()).toEqual(
      Object.values(byLocale).sort(),
    );
  });
});

describe("URLs", () => {
  test("every URL is https on the development server", () => {
    const all = urls(app);
    expect(all.length).toBeGreaterThanOrEqual(12);
    expect(all.filter((url) => !url.startsWith(DEV_URL))).toEqual([]);
  });

  // the build's own functions (webpack.config.js takes them from manifest-urls.js)
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const config = require("../manifest-urls.js") as {
    rewriteManifest: (xml: string, base: string) => string;
    productionUrl: (value?: string) => string;
    DEFAULT_ADDIN_URL: string;
  };

  test("the production build rewrites every development URL to ADDIN_URL", () => {
    const base = config.productionUrl("https://ratings.example.org/addin");
    expect(base).toBe("https://ratings.example.org/addin/");
    const rewritten = config.rewriteManifest(XML, base);
    expect(rewritten).not.toMatch(/localhost/i);
    const all = urls(at(parse(rewritten), "OfficeApp"));
    expect(all.length).toBe(urls(app).length);
    expect(all.filter((url) => !url.startsWith(base))).toEqual([]);
  });

  test("ADDIN_URL defaults to the documented address and must be absolute https", () => {
    expect(config.productionUrl(undefined)).toBe(config.DEFAULT_ADDIN_URL);
    expect(config.productionUrl("")).toBe(config.DEFAULT_ADDIN_URL);
    expect(config.DEFAULT_ADDIN_URL).toBe("https://rating-officer.example/");
    expect(() => config.productionUrl("http://ratings.example.org/")).toThrow(/https/);
    expect(() => config.productionUrl("ratings.example.org")).toThrow(/absolute/);
    expect(() => config.productionUrl("https://ratings.example.org/?v=1")).toThrow(/query/);
  });

  test("a localhost URL the rewrite cannot map fails the build", () => {
    const xml = XML.replace("</OfficeApp>", "<!-- http://localhost:8080/ --></OfficeApp>");
    expect(() => config.rewriteManifest(xml, "https://ratings.example.org/")).toThrow(/localhost/);
  });
});

describe("icons", () => {
  /** Width and height from a PNG's IHDR chunk (PNG spec: signature, then IHDR first). */
  function pngSize(file: string): [number, number] {
    const bytes = fs.readFileSync(file);
    expect(bytes.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    expect(bytes.subarray(12, 16).toString("ascii")).toBe("IHDR");
    return [bytes.readUInt32BE(16), bytes.readUInt32BE(20)];
  }

  const fileOf = (url: string): string => path.join(ROOT, url.slice(DEV_URL.length));

  test("every bt:Image is a PNG in assets/ of the size its id and its uses name", () => {
    const images = resourcesOf("bt:Images");
    expect(images.map((i) => attr(i, "id"))).toEqual(["Icon.16x16", "Icon.32x32", "Icon.80x80"]);
    for (const image of images) {
      const size = Number(/^Icon\.(\d+)x\1$/.exec(attr(image, "id") ?? "")?.[1]);
      const url = attr(image, "DefaultValue") ?? "";
      expect(url).toBe(`${DEV_URL}assets/icon-${size}.png`);
      expect(pngSize(fileOf(url))).toEqual([size, size]);
    }
    for (const { node } of descendants(host, "bt:Image")) {
      expect(attr(node, "resid")).toBe(`Icon.${attr(node, "size")}x${attr(node, "size")}`);
    }
  });

  test("the add-in icon is 32×32 and the high-resolution icon 64×64", () => {
    expect(pngSize(fileOf(attr(at(app, "IconUrl"), "DefaultValue") ?? ""))).toEqual([32, 32]);
    expect(pngSize(fileOf(attr(at(app, "HighResolutionIconUrl"), "DefaultValue") ?? ""))).toEqual([64, 64]);
  });
});

describe("ribbon tooltips", () => {
  /** A long string's text per language: the default (en-US) and its two overrides. */
  function texts(id: string): Record<"en" | "hu" | "ru", string> {
    const r = resource("bt:LongStrings", id);
    const override = (locale: string) =>
      attr(children(r, "bt:Override").find((o) => attr(o, "Locale") === locale) ?? {}, "Value") ?? "";
    return { en: attr(r, "DefaultValue") ?? "", hu: override("hu-HU"), ru: override("ru-RU") };
  }

  // What Recalculate does (docs/taskpane.md, "Recalculate"; src/commands/recalculate.ts): the
  // active tournament sheet re-read and checked, its results rewritten, the pane shown.
  test("Recalculate: the active tournament sheet checked and rewritten, the pane opened", () => {
    const t = texts("RecalculateButton.Tooltip");
    expect(t.en).toMatch(/active tournament sheet.*crosstable.*new ratings.*pane opens/);
    expect(t.hu).toMatch(/aktív versenylap.*kereszttábla.*új értékszámok.*panel megnyílik/);
    expect(t.ru).toMatch(/активный лист турнира.*таблицу.*новые рейтинги.*панель/);
    for (const text of Object.values(t)) {
      expect(text).not.toMatch(/every formula|workbooks|minden képlet|munkafüzet|все формулы|книг/i);
    }
  });

  test("Show pane: the pane's steps, from the file to the rating list", () => {
    const t = texts("TaskpaneButton.Tooltip");
    expect(t.en).toMatch(/tournament file.*tournament sheet.*recalculate.*rating list/);
    expect(t.hu).toMatch(/versenyfájl.*versenylap.*újraszámolás.*értékszám-listába/);
    expect(t.ru).toMatch(/файл турнира.*лист турнира.*пересчитать.*рейтинг-лист/);
    for (const text of Object.values(t)) {
      expect(text).not.toMatch(/version|function famil|verzió|függvénycsalád|версия|семейства/i);
    }
  });
});

describe("requirement sets: the manifest declares what the code uses", () => {
  const SRC = path.join(ROOT, "src");
  const sources = (dir: string): string[] =>
    fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
      const p = path.join(dir, e.name);
      return e.isDirectory() ? sources(p) : p.endsWith(".ts") ? [fs.readFileSync(p, "utf8")] : [];
    });
  const code = sources(SRC).join("\n");
  const TYPES = fs.readFileSync(path.join(ROOT, "node_modules/@types/office-js/index.d.ts"), "utf8");
  const CF_TYPES = fs.readFileSync(
    path.join(ROOT, "node_modules/@types/custom-functions-runtime/index.d.ts"),
    "utf8",
  );

  // [what the code calls, its requirement set and version as @types/office-js and
  // @types/custom-functions-runtime document it (the "[Api set: …]" of the member)]
  const USED: [RegExp, string, string, string][] = [
    [/\.pageLayout\b/, "ExcelApi", "1.9", "pageLayout"],
    [/\.setPrintTitleRows\(/, "ExcelApi", "1.9", "setPrintTitleRows"],
    [/\.freezePanes\b/, "ExcelApi", "1.7", "freezePanes"],
    [/\.suspendApiCalculationUntilNextSync\(/, "ExcelApi", "1.6", "suspendApiCalculationUntilNextSync"],
    [/\.getUsedRangeOrNullObject\(/, "ExcelApi", "1.4", "getUsedRangeOrNullObject"],
    [/ErrorCode\.invalidNumber\b/, "CustomFunctionsRuntime", "1.3", "invalidNumber"],
    [/\.showAsTaskpane\b/, "SharedRuntime", "1.1", "showAsTaskpane"],
  ];
  const declared = new Map(
    children(at(parse(XML), "OfficeApp", "Requirements", "Sets"), "Set").map((s) => [
      attr(s, "Name") ?? "",
      attr(s, "MinVersion") ?? "",
    ]),
  );
  const version = (v: string): number[] => v.split(".").map(Number);
  const atLeast = (have: string, need: string): boolean => {
    const [a = 0, b = 0] = version(have);
    const [c = 0, d = 0] = version(need);
    return a > c || (a === c && b >= d);
  };

  test.each(USED)("%s: %s %s", (pattern, set, need, member) => {
    expect(code).toMatch(pattern); // the table names what the code really calls
    // The version is the one the type definitions give for that member.
    // Excel's members say "[Api set: ExcelApi 1.9]", the common API "| SharedRuntime 1.1}".
    const v = `${set} ${need.replace(".", "\\.")}`;
    const doc = new RegExp(`(\\[Api set: ${v}\\]|\\| ${v}\\})[^/]*\\*/\\s*[^\\n]*\\b${member}\\b`);
    expect(doc.test(TYPES) || doc.test(CF_TYPES)).toBe(true);
    expect(declared.has(set)).toBe(true);
    expect(atLeast(declared.get(set) ?? "0", need)).toBe(true);
  });

  test("no set is declared above what the code needs", () => {
    for (const [set, v] of declared) {
      const needs = USED.filter((u) => u[1] === set).map((u) => u[2]);
      expect(needs.some((n) => n === v)).toBe(true);
    }
  });
});

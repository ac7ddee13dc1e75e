/**
 * The metadata Excel reads and the manifest it installs, checked offline against the schemas
 * vendored in schemas/ (schemas/SOURCES.txt says where each comes from and what was patched):
 * functions.json, functions-hu.json and functions-ru.json with ajv (D290), manifest.xml as the
 * repository has it and as the production build rewrites it with xmllint (D291). Each check is
 * also run on a broken copy, which must fail naming what is wrong and where, so that a schema
 * that accepts everything would fail here too. xmllint is libxml2's, built to WebAssembly
 * (xmllint-wasm, a dev dependency from the lockfile): `npm ci` brings it, no system package is
 * needed, and the tests are never skipped (D292).
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import Ajv, { type ErrorObject } from "ajv";
import { validateXML } from "xmllint-wasm";
import { TRANSLATIONS } from "../src/functions/i18n";
import { LOCALES, localizeMetadataJson } from "../src/functions/i18n/localize";
import { generatedMetadata } from "./functions/generated-metadata";

// eslint-disable-next-line @typescript-eslint/no-require-imports
const FILES: string[] = require("../function-files.js");
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { productionUrl, rewriteManifest } = require("../manifest-urls.js") as {
  productionUrl: (value?: string) => string;
  rewriteManifest: (xml: string, baseUrl: string) => string;
};

const ROOT = path.resolve(__dirname, "..");
const SCHEMAS = path.join(ROOT, "schemas");
const MANIFEST_XSD = path.join(SCHEMAS, "manifest", "OfficeAppManifestV1_1.xsd");
const MANIFEST = readFileSync(path.join(ROOT, "manifest.xml"), "utf8");

type Json = Record<string, unknown>;

/** The three metadata files as the build writes them: the generator's, then its translations. */
async function metadataFiles(): Promise<Record<string, Json>> {
  const { metadataJson } = await generatedMetadata(FILES);
  const files: Record<string, Json> = { "functions.json": JSON.parse(metadataJson) as Json };
  for (const locale of LOCALES) {
    const text = localizeMetadataJson(metadataJson, TRANSLATIONS, locale);
    files[`functions-${locale}.json`] = JSON.parse(text) as Json;
  }
  return files;
}

const schema = JSON.parse(
  readFileSync(path.join(SCHEMAS, "custom-functions-metadata.schema.json"), "utf8"),
) as Json;
const validateMetadata = new Ajv({ allErrors: true }).compile(schema);

/** ajv's errors as one line each: where in the file, what is wrong. */
function metadataErrors(json: unknown): string[] {
  if (validateMetadata(json)) return [];
  return (validateMetadata.errors ?? []).map(
    (e: ErrorObject) => `${e.instancePath || "/"} ${e.message ?? ""} ${JSON.stringify(e.params)}`,
  );
}

/** The manifest schemas: the one validated against first, then those it imports by file name. */
const XSDS = readdirSync(path.dirname(MANIFEST_XSD))
  .filter((f) => f.endsWith(".xsd") && f !== path.basename(MANIFEST_XSD))
  .map((fileName) => ({
    fileName,
    contents: readFileSync(path.join(path.dirname(MANIFEST_XSD), fileName), "utf8"),
  }));

/** xmllint's verdict on a manifest text: 0 when it validates, and what it printed (D291, D292). */
async function xmllint(xml: string): Promise<{ status: number; output: string }> {
  const r = await validateXML({
    xml: [{ fileName: "manifest.xml", contents: xml }],
    schema: [{ fileName: path.basename(MANIFEST_XSD), contents: readFileSync(MANIFEST_XSD, "utf8") }],
    preload: XSDS,
  });
  return { status: r.valid ? 0 : 1, output: r.rawOutput };
}

const clone = <T>(x: T): T => JSON.parse(JSON.stringify(x)) as T;
const firstFunction = (json: Json): Json => (json.functions as Json[])[0] as Json;

describe("functions.json, functions-hu.json, functions-ru.json against the metadata schema (D290)", () => {
  let files: Record<string, Json> = {};
  beforeAll(async () => {
    files = await metadataFiles();
  });

  test("the three files are there, each with the registry's functions", () => {
    expect(Object.keys(files).sort()).toEqual(["functions-hu.json", "functions-ru.json", "functions.json"]);
    for (const json of Object.values(files)) {
      expect((json.functions as unknown[]).length).toBeGreaterThan(0);
    }
  });

  test.each(["functions.json", "functions-hu.json", "functions-ru.json"])("%s validates", (name) => {
    expect(metadataErrors(files[name])).toEqual([]);
  });

  test("a function without its result is refused, naming the function's place", () => {
    const broken = clone(files["functions.json"] as Json);
    delete firstFunction(broken).result;
    expect(metadataErrors(broken).join("\n")).toMatch(/^\/functions\/0 .*result/m);
  });

  test("a parameter's dimensionality that is neither scalar nor matrix is refused", () => {
    const broken = clone(files["functions-hu.json"] as Json);
    const parameters = firstFunction(broken).parameters as Json[];
    (parameters[0] as Json).dimensionality = "vector";
    expect(metadataErrors(broken).join("\n")).toMatch(/^\/functions\/0\/parameters\/0\/dimensionality /m);
  });

  test("a property the documentation does not list is refused (a misspelt option)", () => {
    const broken = clone(files["functions-ru.json"] as Json);
    firstFunction(broken).options = { volatil: true };
    expect(metadataErrors(broken).join("\n")).toMatch(/\/functions\/0\/options .*volatil/);
  });

  test("an id with a character other than letters, digits and periods is refused", () => {
    const broken = clone(files["functions.json"] as Json);
    firstFunction(broken).id = "MGSZ.NEW-RATING";
    expect(metadataErrors(broken).join("\n")).toMatch(/\/functions\/0\/id must match pattern/);
  });
});

describe("manifest.xml against the add-in manifest schemas (D291)", () => {
  test("the repository's manifest validates", async () => {
    const { status, output } = await xmllint(MANIFEST);
    expect(output).toMatch(/manifest\.xml validates/);
    expect(status).toBe(0);
  });

  test("the production build's manifest (every URL rewritten to ADDIN_URL) validates", async () => {
    const production = rewriteManifest(MANIFEST, productionUrl("https://officer.example.org/ro"));
    const { status, output } = await xmllint(production);
    expect(output).toMatch(/manifest\.xml validates/);
    expect(status).toBe(0);
  });

  /** A broken copy: xmllint must refuse it, naming the line and the element. */
  const broken: [string, (xml: string) => string, RegExp][] = [
    [
      "Runtimes after AllFormFactors (the order the schema fixes)",
      (xml) => {
        const runtimes = xml.match(/\s*<Runtimes>[\s\S]*?<\/Runtimes>/)?.[0] ?? "";
        return xml.replace(runtimes, "").replace("</AllFormFactors>", `</AllFormFactors>${runtimes}`);
      },
      /manifest\.xml:\d+: Schemas validity error : Element '\{[^}]*\}Runtimes': This element is not expected/,
    ],
    [
      "a runtime lifetime that is neither short nor long",
      (xml) => xml.replace('lifetime="long"', 'lifetime="forever"'),
      /manifest\.xml:\d+: Schemas validity error : Element '\{[^}]*\}Runtime', attribute 'lifetime'/,
    ],
    [
      "no DisplayName",
      (xml) => xml.replace(/<DisplayName[\s\S]*?<\/DisplayName>/, ""),
      /manifest\.xml:\d+: Schemas validity error : Element '\{[^}]*\}Description': .*Expected is .*DisplayName/,
    ],
    [
      "a Permissions value Office does not know",
      (xml) => xml.replace("<Permissions>ReadWriteDocument", "<Permissions>Everything"),
      /manifest\.xml:\d+: Schemas validity error : Element '\{[^}]*\}Permissions'.*'Everything'/,
    ],
    [
      "a version with five parts",
      (xml) => xml.replace(/<Version>[^<]*<\/Version>/, "<Version>0.1.5.0.1</Version>"),
      /manifest\.xml:\d+: Schemas validity error : Element '\{[^}]*\}Version'.*'0\.1\.5\.0\.1'/,
    ],
  ];

  test.each(broken)("a manifest with %s is refused at its line", async (_what, mutate, says) => {
    const xml = mutate(MANIFEST);
    expect(xml).not.toBe(MANIFEST);
    const { status, output } = await xmllint(xml);
    expect(status).not.toBe(0);
    expect(output).toMatch(says);
    expect(output).toMatch(/manifest\.xml fails to validate/);
  });
});

describe("schemas/SOURCES.txt", () => {
  test("names every vendored schema file", () => {
    const sources = readFileSync(path.join(SCHEMAS, "SOURCES.txt"), "utf8");
    const vendored = [
      ...readdirSync(path.join(SCHEMAS, "manifest")),
      ...readdirSync(SCHEMAS).filter((f) => f.endsWith(".json")),
    ];
    expect(vendored.length).toBe(7);
    for (const file of vendored) expect(sources).toContain(file);
  });
});

/**
 * The metadata Excel reads and the manifest it installs, checked offline against the schemas
 * vendored in schemas/ (schemas/SOURCES.txt says where each comes from and what was patched):
 * functions.json, functions-hu.json and functions-ru.json with ajv (D290), manifest.xml as the
 * repository has it and as the production build rewrites it with xmllint (D291). Each check is
 * also run on a broken copy, which must fail naming what is wrong and where, so that a schema
 * that accepts everything would fail here too. xmllint is the Debian package libxml2-utils
 * (.ci/run installs it); without it these tests fail saying so (D292), they are never skipped.
 */
import { spawnSync } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import Ajv, { type ErrorObject } from "ajv";
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

/** xmllint's verdict on a manifest text: exit status and what it printed (D291, D292). */
function xmllint(xml: string): { status: number; output: string } {
  const run = spawnSync("xmllint", ["--noout", "--schema", MANIFEST_XSD, "-"], {
    input: xml,
    encoding: "utf8",
  });
  if (run.error) {
    throw new Error(
      `xmllint could not be run (${run.error.message}): install the Debian package ` +
        "libxml2-utils (apt-get install libxml2-utils), as .ci/run does",
    );
  }
  return { status: run.status ?? -1, output: `${run.stdout}${run.stderr}` };
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
  test("the repository's manifest validates", () => {
    const { status, output } = xmllint(MANIFEST);
    expect(output).toMatch(/- validates/);
    expect(status).toBe(0);
  });

  test("the production build's manifest (every URL rewritten to ADDIN_URL) validates", () => {
    const production = rewriteManifest(MANIFEST, productionUrl("https://officer.example.org/ro"));
    const { status, output } = xmllint(production);
    expect(output).toMatch(/- validates/);
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
      /-:\d+: element Runtimes: Schemas validity error/,
    ],
    [
      "a runtime lifetime that is neither short nor long",
      (xml) => xml.replace('lifetime="long"', 'lifetime="forever"'),
      /-:\d+: element Runtime: Schemas validity error .*lifetime/,
    ],
    [
      "no DisplayName",
      (xml) => xml.replace(/<DisplayName[\s\S]*?<\/DisplayName>/, ""),
      /-:\d+: element Description: Schemas validity error .*Expected is .*DisplayName/,
    ],
    [
      "a Permissions value Office does not know",
      (xml) => xml.replace("<Permissions>ReadWriteDocument", "<Permissions>Everything"),
      /-:\d+: element Permissions: Schemas validity error/,
    ],
    [
      "a version with five parts",
      (xml) => xml.replace(/<Version>[^<]*<\/Version>/, "<Version>0.1.5.0.1</Version>"),
      /-:\d+: element Version: Schemas validity error/,
    ],
  ];

  test.each(broken)("a manifest with %s is refused at its line", (_what, mutate, says) => {
    const xml = mutate(MANIFEST);
    expect(xml).not.toBe(MANIFEST);
    const { status, output } = xmllint(xml);
    expect(status).not.toBe(0);
    expect(output).toMatch(says);
    expect(output).toMatch(/- fails to validate/);
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

/**
 * The metadata Excel reads (functions.json) is generated from the JSDoc of the family
 * modules. The generator's CLI exits 0 even when it reports errors, so the build's real gate
 * is here: no generator errors, and exactly the ids of the registry's table.
 */
import path from "node:path";
import { generateCustomFunctionsMetadata } from "custom-functions-metadata/lib/generate";
import { FUNCTIONS } from "../../src/functions/registry";

// eslint-disable-next-line @typescript-eslint/no-require-imports
const FILES: string[] = require("../../function-files.js");

interface Parameter {
  name: string;
  description?: string;
  optional?: boolean;
}
interface FunctionMetadata {
  id: string;
  name: string;
  description?: string;
  parameters: Parameter[];
}

let metadata: FunctionMetadata[] = [];
let errors: string[] = [];
let associate: { id: string; functionName: string }[] = [];

beforeAll(async () => {
  const root = path.resolve(__dirname, "../..");
  const result = await generateCustomFunctionsMetadata(
    FILES.map((f) => path.resolve(root, f)),
    false,
  );
  errors = result.errors;
  associate = result.associate;
  metadata = (JSON.parse(result.metadataJson) as { functions: FunctionMetadata[] }).functions;
});

test("the generator reports no errors", () => {
  expect(errors).toEqual([]);
});

test("the generated ids are exactly the registry's ids", () => {
  expect(metadata.map((f) => f.id).sort()).toEqual([...FUNCTIONS.keys()].sort());
});

test("each id is associated with the export of the same name", () => {
  for (const a of associate) {
    expect(a.id.split(".").slice(1).join(".").toLowerCase()).toBe(a.functionName.toLowerCase());
  }
});

test("every function and parameter has a description Excel can show", () => {
  for (const f of metadata) {
    expect(f.name).toBe(f.id);
    expect(f.description ?? "").not.toBe("");
    for (const p of f.parameters) expect(`${f.id} ${p.name}: ${p.description ?? ""}`).toMatch(/: \S/);
  }
});

export { metadata };

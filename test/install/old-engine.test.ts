/**
 * dist/old-engine.js, the ES5 check taskpane.html loads before the bundle (D255, D256): it parses
 * as ES5, carries the one table's words and the functions' ids, and in a simulated old engine (a
 * vm context with the features deleted, the syntax refused as Trident refuses it) shows the words
 * in the page, says them in the console and makes every custom function answer #N/A with them;
 * in an engine that has everything it does nothing.
 */
import { parse } from "acorn";
import { readFileSync } from "node:fs";
import path from "node:path";
import vm from "node:vm";
import { OLD_ENGINE_WORDS } from "../../src/i18n/old-engine";
import { wordsByLanguage } from "../../src/i18n/message";
import { pickLanguage } from "../../src/i18n/pane";
import { functionIds, oldEngineScript } from "../../src/install/old-engine";
import { generatedMetadata } from "../functions/generated-metadata";

const ROOT = path.join(__dirname, "..", "..");
const SOURCE = readFileSync(path.join(ROOT, "src/install/old-engine.es5.js"), "utf8");
// eslint-disable-next-line @typescript-eslint/no-require-imports
const FUNCTION_FILES = require("../../function-files.js") as string[];
const IDS = ["MGSZ.GAMEPOINT", "FIDE.NEWRATING"];
const SCRIPT = oldEngineScript(SOURCE, IDS);
const WORDS = wordsByLanguage(OLD_ENGINE_WORDS);

/** A node of the fake page: what the script calls on elements and text. */
interface FakeNode {
  readonly tag: string;
  readonly text: string;
  readonly attributes: Record<string, string>;
  id: string;
  readonly children: FakeNode[];
  firstChild: FakeNode | null;
  appendChild(child: FakeNode): void;
  removeChild(child: FakeNode): void;
  setAttribute(name: string, value: string): void;
}

function node(tag: string, text = ""): FakeNode {
  const n: FakeNode = {
    tag,
    text,
    attributes: {},
    id: "",
    children: [],
    firstChild: null,
    appendChild(child) {
      n.children.push(child);
      n.firstChild = n.children[0] ?? null;
    },
    removeChild(child) {
      n.children.splice(n.children.indexOf(child), 1);
      n.firstChild = n.children[0] ?? null;
    },
    setAttribute(name, value) {
      n.attributes[name] = value;
    },
  };
  return n;
}

const textOf = (n: FakeNode): string => n.text + n.children.map(textOf).join(" ");

/** The one element the page's body holds after the check replaced its content. */
function shown(body: FakeNode): FakeNode {
  expect(body.children).toHaveLength(1);
  const [box] = body.children;
  if (box === undefined) throw new Error("the page's body is empty");
  return box;
}

interface Run {
  readonly body: FakeNode;
  readonly logged: string[];
  readonly associated: Map<string, () => unknown>;
  readonly missing: readonly string[] | undefined;
  /** Office.onReady's callback, called with Office's display language. */
  ready(displayLanguage: string): void;
}

/**
 * Runs dist/old-engine.js's text in a fresh engine: `old` deletes the globals named and makes
 * the parser refuse ES2022 syntax (Trident's SyntaxError), `deleteMethods` the methods named.
 */
function run(options: {
  language?: string;
  old?: boolean;
  deleteGlobals?: readonly string[];
  deleteMethods?: readonly string[];
  /** an id CustomFunctions.associate throws on */
  refuse?: string;
}): Run {
  const body = node("body");
  body.appendChild(node("main", "the pane"));
  const logged: string[] = [];
  const associated = new Map<string, () => unknown>();
  let onReady: (() => void) | undefined;
  const office = { context: { displayLanguage: "" }, onReady: (f: () => void) => (onReady = f) };
  class CustomFunctionsError extends Error {
    constructor(
      readonly code: string,
      message: string,
    ) {
      super(message);
    }
  }
  const context = vm.createContext({
    console: { error: (text: unknown) => logged.push(String(text)) },
    navigator: { language: options.language },
    document: {
      readyState: "complete",
      body,
      createElement: (tag: string) => node(tag),
      createTextNode: (text: string) => node("#text", text),
    },
    TextDecoder,
    Office: office,
    CustomFunctions: {
      associate: (id: string, f: () => unknown) => {
        if (id === options.refuse) throw new Error(`${id} refused`);
        associated.set(id, f);
      },
      Error: CustomFunctionsError,
      ErrorCode: { notAvailable: "#N/A" },
    },
  });
  if (options.old === true) {
    vm.runInContext("Function = function () { throw new SyntaxError('Expected identifier'); };", context);
  }
  for (const name of options.deleteGlobals ?? []) vm.runInContext(`delete globalThis.${name};`, context);
  for (const name of options.deleteMethods ?? []) vm.runInContext(`delete ${name};`, context);
  vm.runInContext(SCRIPT, context);
  const config = vm.runInContext("ratingOfficerOldEngine", context) as { missing?: string[] };
  return {
    body,
    logged,
    associated,
    missing: config.missing,
    ready(displayLanguage) {
      office.context.displayLanguage = displayLanguage;
      onReady?.();
    },
  };
}

/** What Trident lacks of the bundle's needs: its syntax and these built-ins (IE11 has Map, Set, WeakMap, not the rest). */
const TRIDENT = { old: true, deleteGlobals: ["Promise", "Symbol", "BigInt", "TextDecoder"] };
const TRIDENT_METHODS = [
  "Object.hasOwn",
  "Object.fromEntries",
  "Array.prototype.flatMap",
  "String.prototype.matchAll",
  "String.prototype.replaceAll",
];

describe("the ES5 check parses where the bundle does not (D256)", () => {
  it("the file and the script the build writes parse as ES5 (acorn, ecmaVersion 5)", () => {
    expect(() => parse(SOURCE, { ecmaVersion: 5 })).not.toThrow();
    expect(() => parse(SCRIPT, { ecmaVersion: 5 })).not.toThrow();
  });

  it("the same parser refuses ES2015 and the bundle's syntax: the check can fail", () => {
    expect(() => parse("let x = 1;", { ecmaVersion: 5 })).toThrow(SyntaxError);
    expect(() => parse(`f(1,\n);`, { ecmaVersion: 5 })).toThrow(SyntaxError); // prettier's trailing comma
  });

  it("the script the build writes is ASCII: its Hungarian and Russian words read in any charset", () => {
    expect(SCRIPT).toMatch(/^[\x20-\x7e\n]*$/);
    expect(SCRIPT).toContain("\\u0151"); // ő, of the Hungarian words
  });
});

describe("the words are the one table's and the ids the metadata's (D256)", () => {
  it("carries OLD_ENGINE_WORDS in en, hu and ru and the ids given", () => {
    const config = vm.runInNewContext(`${SCRIPT.split("\n")[0]} ratingOfficerOldEngine`) as unknown;
    expect(config).toEqual({ words: WORDS, functions: IDS });
  });

  it("reads the ids of every custom function from the metadata the build generates", async () => {
    const generated = await generatedMetadata(FUNCTION_FILES);
    const ids = functionIds(generated.metadataJson);
    expect(ids).toEqual(generated.associate.map((a) => a.id));
    expect(ids).toContain("MGSZ.GAMEPOINT");
  });

  it("refuses metadata without its functions' ids", () => {
    expect(() => functionIds('{"functions":[]}')).toThrow(/id/);
    expect(() => functionIds('{"functions":[{"name":"X"}]}')).toThrow(/id/);
  });
});

describe("in an old engine the page, the console and every function say it (D255)", () => {
  it("Trident (IE11's engine): the page shows the Hungarian words, not a blank pane", () => {
    const r = run({ ...TRIDENT, deleteMethods: TRIDENT_METHODS, language: "hu-HU" });
    const box = shown(r.body); // the pane's own content replaced
    expect([box.id, box.attributes.role, box.attributes.lang]).toEqual(["old-engine", "alert", "hu"]);
    expect(textOf(box)).toContain(WORDS.hu.title);
    expect(textOf(box)).toContain(WORDS.hu.body);
    expect(r.missing).toEqual(["ES2022", "Promise", "Symbol", "BigInt", "TextDecoder", ...TRIDENT_METHODS]);
    expect(textOf(box)).toContain(`${WORDS.hu.lacks} ES2022, Promise, Symbol, BigInt`);
  });

  it("says the words in the console, as the functions' page has no pane to show", () => {
    const r = run({ ...TRIDENT, language: "en-US" });
    expect(r.logged).toHaveLength(1);
    expect(r.logged[0]).toContain(WORDS.en.title);
    expect(r.logged[0]).toContain(WORDS.en.body);
  });

  it("every custom function answers #N/A with the words", () => {
    const r = run({ ...TRIDENT, language: "ru" });
    expect([...r.associated.keys()]).toEqual(IDS);
    for (const f of r.associated.values()) {
      expect(f).toThrow(WORDS.ru.cell);
      try {
        f();
      } catch (e) {
        expect((e as { code: string }).code).toBe("#N/A");
      }
    }
  });

  it("a function the host refuses to associate leaves the others and the page's words", () => {
    const r = run({ ...TRIDENT, language: "en", refuse: "MGSZ.GAMEPOINT" });
    expect([...r.associated.keys()]).toEqual(["FIDE.NEWRATING"]);
    expect(textOf(shown(r.body))).toContain(WORDS.en.title);
    expect(r.logged).toHaveLength(2); // the words, then the host's refusal
  });

  it("an engine without only Object.hasOwn (Safari 15.0–15.3) is too old as well", () => {
    const r = run({ deleteMethods: ["Object.hasOwn"], language: "en" });
    expect(r.missing).toEqual(["Object.hasOwn"]);
    expect(textOf(r.body)).toContain(WORDS.en.title);
  });

  it("takes Office's display language once Office is ready, as the pane does", () => {
    const r = run({ ...TRIDENT, language: "en-US" });
    expect(shown(r.body).attributes.lang).toBe("en");
    r.ready("ru-RU");
    expect(shown(r.body).attributes.lang).toBe("ru");
    expect(textOf(r.body)).toContain(WORDS.ru.title);
    expect(r.associated.get("MGSZ.GAMEPOINT")).toThrow(WORDS.ru.cell);
  });

  it("picks the language as the pane's pickLanguage does", () => {
    for (const tag of ["hu-HU", "ru", "RU_ru", " hu ", "de-DE", "", "constructor", "en-GB"]) {
      const r = run({ ...TRIDENT, language: tag });
      expect([tag, shown(r.body).attributes.lang]).toEqual([tag, pickLanguage(tag)]);
    }
  });
});

describe("in an engine that runs the bundle nothing happens (D255)", () => {
  it("node's own engine: the pane untouched, no console error, no function associated", () => {
    const r = run({ language: "hu-HU" });
    expect(r.missing).toBeUndefined();
    expect(r.body.children.map((c) => c.tag)).toEqual(["main"]);
    expect(r.logged).toEqual([]);
    expect(r.associated.size).toBe(0);
  });
});

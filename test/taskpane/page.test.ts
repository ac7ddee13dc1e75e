/**
 * Static checks of the task pane page: every element the pane's modules look up exists, every
 * translated element has a text in each language, Office.js comes from Microsoft's CDN and the
 * check of the webview next, and no text reaches the page as HTML.
 */
import fs from "node:fs";
import path from "node:path";
import { lookup } from "../../src/taskpane/dom";
import { LANGUAGES, STRINGS } from "../../src/i18n/pane";

const DIR = path.resolve(__dirname, "../../src/taskpane");
const html = fs.readFileSync(path.join(DIR, "taskpane.html"), "utf8");
const modules = fs.readdirSync(DIR).filter((f) => f.endsWith(".ts") && !f.endsWith(".d.ts"));
const scripts = modules.map((f) => fs.readFileSync(path.join(DIR, f), "utf8")).join("\n");

test("every element the pane looks up by id is in taskpane.html, once", () => {
  const wanted = new Set([...scripts.matchAll(/byId(?:<[^>]+>)?\("([^"]+)"\)/g)].map((m) => m[1]));
  expect(wanted.size).toBeGreaterThanOrEqual(40);
  for (const id of wanted) expect([id, html.split(`id="${id}"`).length - 1]).toEqual([id, 1]);
});

test("ids are unique in taskpane.html", () => {
  const ids = [...html.matchAll(/\sid="([^"]+)"/g)].map((m) => m[1]);
  expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
});

test("every data-i18n key names a text in every language", () => {
  const keys = [...html.matchAll(/data-i18n="([^"]+)"/g)].map((m) => m[1] ?? "");
  expect(keys.length).toBeGreaterThanOrEqual(50);
  for (const lang of LANGUAGES) {
    for (const key of keys)
      expect([lang, key, typeof lookup(STRINGS[lang], key)]).toEqual([lang, key, "string"]);
  }
  expect(lookup(STRINGS.en, "eventNames.european")).toBe("European championship");
  expect(lookup(STRINGS.en, "eventNames")).toBeUndefined(); // an object is not a text
  expect(lookup(STRINGS.en, "toString")).toBeUndefined(); // nor an inherited property
});

test("Office.js is loaded from Microsoft's CDN, then the ES5 check of the webview (D255), before the bundles", () => {
  const srcs = [...html.matchAll(/<script[^>]*src="([^"]+)"/g)].map((m) => m[1]);
  // webpack's HtmlWebpackPlugin injects functions.js, commands.js and taskpane.js after these.
  expect(srcs).toEqual(["https://appsforoffice.microsoft.com/lib/1/hosted/office.js", "old-engine.js"]);
});

test("the pane's scripts never write HTML", () => {
  for (const file of modules) {
    const source = fs.readFileSync(path.join(DIR, file), "utf8");
    expect([file, /innerHTML|outerHTML|insertAdjacentHTML|document\.write|DOMParser/.test(source)]).toEqual([
      file,
      false,
    ]);
  }
});

/** The letters of a string or template literal outside its `${…}` parts. */
function lettersOf(literal: string): string {
  let depth = 0;
  let out = "";
  for (let i = 0; i < literal.length; i++) {
    if (literal.startsWith("${", i)) {
      depth++;
      i++;
    } else if (depth > 0 && literal[i] === "{") depth++;
    else if (depth > 0 && literal[i] === "}") depth--;
    else if (depth === 0) out += literal[i];
  }
  return out.replace(/[^\p{L}]/gu, "");
}

/** The literal texts a module puts into the page: el(tag, "…"), textContent = "…", parts.push("…"). */
function shownLiterals(source: string): string[] {
  const literal = String.raw`("(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*'|\`(?:[^\`\\]|\\.)*\`)`;
  const patterns = [
    new RegExp(String.raw`\bel\(\s*"\w+",\s*${literal}`, "g"),
    new RegExp(String.raw`\.(?:textContent|placeholder|title)\s*=\s*${literal}`, "g"),
    new RegExp(String.raw`\bparts\.push\(\s*${literal}`, "g"),
  ];
  return patterns.flatMap((p) => [...source.matchAll(p)].map((m) => m[1] ?? ""));
}

test("every text the pane's scripts show comes from the en/hu/ru tables", () => {
  const shown = modules.flatMap((file) =>
    shownLiterals(fs.readFileSync(path.join(DIR, file), "utf8"))
      .filter((l) => lettersOf(l) !== "")
      .map((l) => `${file}: ${l}`),
  );
  expect(shown).toEqual([]);
  // The check finds what it looks for.
  expect(shownLiterals('el("li", "Error")')).toEqual(['"Error"']);
  expect(shownLiterals("x.textContent = `Line ${n}`;").map(lettersOf)).toEqual(["Line"]);
  expect(shownLiterals('el("span", `${u.no}. `, "no")').map(lettersOf)).toEqual([""]);
});

// issue 27: the file picker's `accept` list has only valid tokens (HTML: a file extension is "."
// and one or more characters, no wildcard; a MIME type is type/subtype or type/*)
test("every accept token of the file inputs is an extension or a MIME type", () => {
  const tokens = [...html.matchAll(/\saccept="([^"]*)"/g)].flatMap((m) => (m[1] ?? "").split(","));
  expect(tokens.length).toBeGreaterThanOrEqual(8);
  for (const t of tokens)
    expect([t, /^\.[A-Za-z0-9]+$|^[a-z]+\/(?:\*|[a-z0-9.+-]+)$/.test(t.trim())]).toEqual([t, true]);
});

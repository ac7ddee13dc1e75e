/**
 * Static checks of the task pane page: every element taskpane.ts looks up exists, Office.js
 * comes from Microsoft's CDN, and no text reaches the page as HTML.
 */
import fs from "node:fs";
import path from "node:path";

const DIR = path.resolve(__dirname, "../../src/taskpane");
const html = fs.readFileSync(path.join(DIR, "taskpane.html"), "utf8");
const script = fs.readFileSync(path.join(DIR, "taskpane.ts"), "utf8");

test("every element taskpane.ts looks up by id is in taskpane.html, once", () => {
  const wanted = [...script.matchAll(/byId\("([^"]+)"\)/g)].map((m) => m[1]);
  expect(wanted.length).toBeGreaterThanOrEqual(9);
  for (const id of wanted) expect([id, html.split(`id="${id}"`).length - 1]).toEqual([id, 1]);
});

test("Office.js is loaded from Microsoft's CDN, before the bundles", () => {
  const scripts = [...html.matchAll(/<script[^>]*src="([^"]+)"/g)].map((m) => m[1]);
  // webpack's HtmlWebpackPlugin injects functions.js, commands.js and taskpane.js after these.
  expect(scripts).toEqual(["https://appsforoffice.microsoft.com/lib/1/hosted/office.js"]);
});

test("the pane's scripts never write HTML", () => {
  for (const file of fs.readdirSync(DIR).filter((f) => f.endsWith(".ts"))) {
    const source = fs.readFileSync(path.join(DIR, file), "utf8");
    expect([file, /innerHTML|outerHTML|insertAdjacentHTML|document\.write/.test(source)]).toEqual([
      file,
      false,
    ]);
  }
});

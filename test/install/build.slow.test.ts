/**
 * The production build writes the install a federation needs into dist/ (D198, D199): the install
 * page with the support address given, the host configurations, the manifest whose SupportUrl
 * is the page at ADDIN_URL, and old-engine.js before the bundle (D255). `npm run test:slow`
 * (webpack's production build: about two minutes).
 */
import { parse } from "acorn";
import { execFileSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import vm from "node:vm";

const ROOT = path.join(__dirname, "..", "..");
// eslint-disable-next-line @typescript-eslint/no-require-imports
const INSTALL_FILES = require("../../install-files.js") as Record<string, string>;
const dist = (file: string): string => path.join(ROOT, "dist", file);

describe("npm run build's dist/ (D198, D199, D255, D294)", () => {
  jest.setTimeout(600_000);

  beforeAll(() => {
    execFileSync("npx", ["webpack", "--mode", "production"], {
      cwd: ROOT,
      stdio: "ignore",
      env: {
        ...process.env,
        ADDIN_URL: "https://ratings.example.org/addin/",
        SUPPORT_ADDRESS: "ratings@example.org",
      },
    });
  });

  it("holds the install page in three languages with the support address", () => {
    const html = readFileSync(dist("index.html"), "utf8");
    // the production build minifies the page: attribute quotes may go
    expect(html.match(/<section lang="?(en|hu|ru)"?[ >]/g)).toHaveLength(3);
    expect(html).toContain("mailto:ratings@example.org");
    expect(html).toMatch(/href="?manifest\.xml"? download/);
  });

  it("holds every picture the install page shows (D294)", () => {
    const html = readFileSync(dist("index.html"), "utf8");
    const pictures = [...html.matchAll(/<img[^>]*\ssrc="?([^" >]+)/g)].map((m) => m[1] as string);
    // the header's icon and the nine steps' pictures (three steps in three languages)
    expect(pictures.filter((p) => p.startsWith("install/"))).toHaveLength(9);
    for (const picture of pictures) expect([picture, existsSync(dist(picture))]).toEqual([picture, true]);
  });

  it("holds every host configuration and the metadata files they are for", () => {
    for (const file of [
      ...Object.values(INSTALL_FILES),
      "functions.json",
      "functions-hu.json",
      "functions-ru.json",
    ])
      expect([file, existsSync(dist(file))]).toEqual([file, true]);
  });

  it("has the manifest's SupportUrl at the page under ADDIN_URL", () => {
    expect(readFileSync(dist("manifest.xml"), "utf8")).toContain(
      '<SupportUrl DefaultValue="https://ratings.example.org/addin/index.html" />',
    );
  });

  it("loads old-engine.js before the bundle: ES5, ASCII, with the id of every function (D255, D256)", () => {
    const scripts = [...readFileSync(dist("taskpane.html"), "utf8").matchAll(/<script[^>]*src="?([^" >]+)/g)];
    expect(scripts.map((m) => path.basename(m[1] ?? ""))).toEqual([
      "office.js",
      "old-engine.js",
      "functions.js",
      "commands.js",
      "taskpane.js",
    ]);
    const script = readFileSync(dist("old-engine.js"), "utf8");
    expect(() => parse(script, { ecmaVersion: 5 })).not.toThrow();
    expect(script).toMatch(/^[\x20-\x7e\n]*$/);
    const config = vm.runInNewContext(`${script.split("\n")[0]} ratingOfficerOldEngine`) as {
      functions: string[];
    };
    const metadata = JSON.parse(readFileSync(dist("functions.json"), "utf8")) as {
      functions: { id: string }[];
    };
    expect(config.functions).toEqual(metadata.functions.map((f) => f.id));
  });
});

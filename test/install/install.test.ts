/**
 * The install a federation can do (issue 27, D198, D199): the install page the build writes as
 * dist/index.html, the host configurations that set the CORS header Excel on the web needs on
 * functions*.json, the GitHub Pages workflow, and the manifest's SupportUrl at the page.
 * test/install/build.slow.test.ts runs the production build and finds them all in dist/.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { XMLParser } from "fast-xml-parser";
import { landingPage } from "../../src/install/landing-page";

const ROOT = path.join(__dirname, "..", "..");
// eslint-disable-next-line @typescript-eslint/no-require-imports
const INSTALL_FILES = require("../../install-files.js") as Record<string, string>;
const read = (file: string): string => readFileSync(path.join(ROOT, file), "utf8");

/** The three metadata files Excel fetches (manifest.xml's Functions.Metadata.Url and its overrides). */
const METADATA = ["functions.json", "functions-hu.json", "functions-ru.json"];
/** Files the header is not for. */
const OTHERS = ["functions.js", "taskpane.html", "manifest.xml", "functions.json.map"];

describe("the install page (D198)", () => {
  const html = landingPage("ratings@example.org");

  it.each(["en", "hu", "ru"])(
    "has its %s section: the manifest to download, three steps, the support address",
    (lang) => {
      const section = new RegExp(`<section lang="${lang}"[^>]*>([\\s\\S]*?)</section>`).exec(html)?.[1] ?? "";
      expect(section).toContain('href="manifest.xml" download="manifest.xml"');
      expect(section.match(/<li>/g)).toHaveLength(3);
      expect(section).toContain('<a href="mailto:ratings@example.org">ratings@example.org</a>');
    },
  );

  it("says the words of each language: Upload My Add-in as each Excel names it", () => {
    expect(html).toContain("Download the manifest");
    expect(html).toContain("Upload My Add-in");
    expect(html).toContain("A jegyzékfájl letöltése");
    expect(html).toContain("Saját bővítmény feltöltése");
    expect(html).toContain("Скачать манифест");
    expect(html).toContain("Отправить мою надстройку");
  });

  it("links an https support page as it is, escapes what it is given, and says whom to ask without one", () => {
    expect(landingPage("https://mgsz.example/help")).toContain('<a href="https://mgsz.example/help">');
    expect(landingPage('<b>"x"</b>@example.org')).not.toContain("<b>");
    const none = landingPage();
    expect(none).toContain("the rating officer who gave you this address");
    expect(none).not.toContain("mailto:");
  });

  it("is what the manifest's SupportUrl points at (a real page the build writes)", () => {
    const manifest = new XMLParser({ ignoreAttributes: false }).parse(read("manifest.xml")) as {
      OfficeApp: { SupportUrl: { "@_DefaultValue": string } };
    };
    expect(manifest.OfficeApp.SupportUrl["@_DefaultValue"]).toBe("https://localhost:3000/index.html");
    expect(read("webpack.config.js")).toContain('emitAsset("index.html"');
  });
});

describe("the host configurations set the CORS header on functions*.json and nothing else (D199)", () => {
  it("are the four the issue names, each copied into dist/ by the build", () => {
    expect(Object.keys(INSTALL_FILES).sort()).toEqual(["apache", "azureStaticWebApps", "iis", "nginx"]);
    const config = read("webpack.config.js");
    expect(config).toContain("...Object.values(INSTALL_FILES).map((file) => ({");
    expect(config).toContain("globOptions: { dot: true }");
  });

  it("Apache: a FilesMatch of the three files sets Access-Control-Allow-Origin", () => {
    const text = read(`install/${INSTALL_FILES.apache}`);
    const m = /<FilesMatch "([^"]+)">\s*Header set Access-Control-Allow-Origin "\*"\s*<\/FilesMatch>/.exec(
      text,
    );
    expect(m).not.toBeNull();
    const files = new RegExp(m?.[1] ?? "^$");
    expect(METADATA.filter((f) => files.test(f))).toEqual(METADATA);
    expect(OTHERS.filter((f) => files.test(f))).toEqual([]);
  });

  it("nginx: a location of the three files adds Access-Control-Allow-Origin", () => {
    const text = read(`install/${INSTALL_FILES.nginx}`);
    const m = /location ~ (\S+) \{[^}]*add_header Access-Control-Allow-Origin "\*" always;[^}]*\}/.exec(text);
    expect(m).not.toBeNull();
    const files = new RegExp(m?.[1] ?? "^$");
    expect(METADATA.map((f) => `/addin/${f}`).filter((f) => files.test(f))).toHaveLength(3);
    expect(OTHERS.map((f) => `/addin/${f}`).filter((f) => files.test(f))).toEqual([]);
  });

  it("IIS: a location per file with the custom header", () => {
    const xml = new XMLParser({ ignoreAttributes: false }).parse(read(`install/${INSTALL_FILES.iis}`)) as {
      configuration: { location: { "@_path": string; "system.webServer": unknown }[] };
    };
    const withHeader = xml.configuration.location
      .filter((l) => JSON.stringify(l["system.webServer"]).includes('"@_name":"Access-Control-Allow-Origin"'))
      .map((l) => l["@_path"]);
    expect(withHeader).toEqual(METADATA);
  });

  it("Azure Static Web Apps: a route per file with the header", () => {
    const json = JSON.parse(read(`install/${INSTALL_FILES.azureStaticWebApps}`)) as {
      routes: { route: string; headers?: Record<string, string> }[];
    };
    const routes = json.routes
      .filter((r) => r.headers?.["Access-Control-Allow-Origin"] === "*")
      .map((r) => r.route);
    expect(routes).toEqual(METADATA.map((f) => `/${f}`));
  });

  it("the dev server (npm start, the e2e tests' pages) sends it too (D323)", () => {
    expect(read("webpack.config.js")).toMatch(
      /devServer: \{\n\s+headers: \{ "Access-Control-Allow-Origin": "\*" \},/,
    );
    expect(read("e2e/harness.ts")).toContain('{ "access-control-allow-origin": "*" }');
  });

  it("GitHub Pages, which sends the header itself: a workflow builds with ADDIN_URL and publishes dist/ on every tag", () => {
    const text = read(".github/workflows/pages.yml");
    expect(text).toMatch(/on:\n\s+push:\n\s+tags: \["\*"\]/);
    expect(text).toMatch(
      /run: npm run build\n\s+env:\n\s+ADDIN_URL: https:\/\/\$\{\{ github\.repository_owner \}\}\.github\.io\//,
    );
    expect(text).toMatch(/upload-pages-artifact@v\d+\n\s+with:\n\s+path: dist/);
    expect(text).toContain("actions/deploy-pages@v");
  });
});

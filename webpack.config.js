// Builds the add-in into dist/: manifest.xml, functions.json (+ functions-hu.json,
// functions-ru.json), functions.js, commands.js, taskpane.js, taskpane.html, taskpane.css,
// assets/, index.html (the install page, D198) and the host configurations of install/ (D199).
// One page, taskpane.html, is the shared runtime: it loads functions.js (the family
// modules, with the CustomFunctions.associate calls the metadata plugin appends), commands.js
// (ribbon commands) and taskpane.js, in that order.
//
//   npm run build        production: every https://localhost:3000/ in the manifest becomes
//                        ADDIN_URL (default https://rating-officer.example/)
//   npm run dev-server   https://localhost:3000/ with the Office dev certificates
/* global __filename */
const path = require("node:path");
const webpack = require("webpack");
const CopyWebpackPlugin = require("copy-webpack-plugin");
const CustomFunctionsMetadataPlugin = require("custom-functions-metadata-plugin");
const HtmlWebpackPlugin = require("html-webpack-plugin");
const FUNCTION_FILES = require("./function-files.js");
const INSTALL_FILES = require("./install-files.js");
const OldEnginePlugin = require("./old-engine-plugin.js");
const pkg = require("./package.json");
const { DEV_URL, DEFAULT_ADDIN_URL, productionUrl, rewriteManifest } = require("./manifest-urls.js");
const I18N_DIR = path.resolve(__dirname, "src/functions/i18n");

/**
 * Writes functions-hu.json and functions-ru.json next to the generated functions.json, from
 * src/functions/i18n (TypeScript, loaded through tsx). A missing or stale translation is a
 * build error.
 */
class LocalizedMetadataPlugin {
  apply(compiler) {
    const name = "LocalizedMetadataPlugin";
    compiler.hooks.thisCompilation.tap(name, (compilation) => {
      compilation.hooks.processAssets.tap(
        { name, stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          const master = compilation.getAsset("functions.json");
          if (master === undefined) return; // the metadata plugin has already reported why
          try {
            const { TRANSLATIONS, localizeMetadataJson, LOCALES } = loadTranslations(compilation);
            const json = master.source.source().toString();
            for (const locale of LOCALES) {
              const text = localizeMetadataJson(json, TRANSLATIONS, locale);
              compilation.emitAsset(`functions-${locale}.json`, new webpack.sources.RawSource(text));
            }
          } catch (error) {
            compilation.errors.push(new webpack.WebpackError(`${name}: ${error.message}`));
          }
        },
      );
    });
  }
}

function loadTranslations(compilation) {
  const tsx = require("tsx/cjs/api");
  // Fresh tables on every rebuild of the dev server, which also watches them. tsx keys its
  // cache entries as "<file>?namespace=<n>".
  const cached = () => Object.keys(require.cache).filter((key) => key.startsWith(I18N_DIR));
  for (const key of cached()) Reflect.deleteProperty(require.cache, key);
  const { TRANSLATIONS } = tsx.require(path.join(I18N_DIR, "index.ts"), __filename);
  const { localizeMetadataJson, LOCALES } = tsx.require(path.join(I18N_DIR, "localize.ts"), __filename);
  for (const key of cached()) compilation.fileDependencies.add(key.replace(/\?.*$/, ""));
  return { TRANSLATIONS, localizeMetadataJson, LOCALES };
}

/**
 * Writes index.html, the install page (src/install/landing-page.ts, loaded through tsx, D198), and
 * its steps' pictures (src/install/step-pictures.ts, D294),
 * with the support address SUPPORT_ADDRESS (a mail address or an https page) when given.
 */
class InstallPagePlugin {
  apply(compiler) {
    const name = "InstallPagePlugin";
    compiler.hooks.thisCompilation.tap(name, (compilation) => {
      compilation.hooks.processAssets.tap(
        { name, stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          try {
            const tsx = require("tsx/cjs/api");
            const page = path.resolve(__dirname, "src/install/landing-page.ts");
            const { landingPage } = tsx.require(page, __filename);
            const html = landingPage(process.env.SUPPORT_ADDRESS);
            compilation.emitAsset("index.html", new webpack.sources.RawSource(html));
            const pictures = path.resolve(__dirname, "src/install/step-pictures.ts");
            for (const p of tsx.require(pictures, __filename).stepPictures())
              compilation.emitAsset(p.file, new webpack.sources.RawSource(p.svg));
          } catch (error) {
            compilation.errors.push(new webpack.WebpackError(`${name}: ${error.message}`));
          }
        },
      );
    });
  }
}

async function httpsOptions() {
  const devCerts = require("office-addin-dev-certs");
  const { ca, key, cert } = await devCerts.getHttpsServerOptions();
  return { ca, key, cert };
}

module.exports = async (env = {}, argv = {}) => {
  const production = argv.mode === "production";
  const baseUrl = production ? productionUrl() : DEV_URL;
  return {
    devtool: "source-map",
    // webpack's own runtime code for the same hosts (D254)
    target: "browserslist",
    entry: {
      functions: FUNCTION_FILES,
      commands: { import: "./src/commands/commands.ts", dependOn: "functions" },
      taskpane: { import: "./src/taskpane/taskpane.ts", dependOn: ["functions", "commands"] },
      // the pane's long work, off its thread (D246): a file of its own, loaded by the pane as a Worker
      "pane-worker": "./src/taskpane/worker/pane-worker.ts",
    },
    output: {
      path: path.resolve(__dirname, "dist"),
      filename: "[name].js",
      clean: true,
    },
    resolve: { extensions: [".ts", ".js"] },
    module: {
      rules: [
        {
          test: /\.ts$/,
          exclude: /node_modules/,
          use: {
            // Types are checked by `npm run typecheck`; swc strips them and writes the syntax of the
            // hosts package.json's browserslist names (D254), keeping ES modules so that webpack
            // drops unused code. `npm run build` checks dist/ against the same list (es-check).
            loader: "swc-loader",
            options: { jsc: { parser: { syntax: "typescript" } }, env: { targets: pkg.browserslist } },
          },
        },
      ],
    },
    plugins: [
      new CustomFunctionsMetadataPlugin({ output: "functions.json", input: FUNCTION_FILES }),
      new LocalizedMetadataPlugin(),
      new InstallPagePlugin(),
      new OldEnginePlugin(),
      new webpack.DefinePlugin({ ADDIN_VERSION: JSON.stringify(pkg.version) }),
      new HtmlWebpackPlugin({
        filename: "taskpane.html",
        template: "./src/taskpane/taskpane.html",
        chunks: ["functions", "commands", "taskpane"],
        chunksSortMode: "manual",
      }),
      new CopyWebpackPlugin({
        patterns: [
          { from: "assets/*.png", to: "assets/[name][ext]" },
          { from: "src/taskpane/taskpane.css", to: "taskpane.css" },
          // the host configurations (D199), .htaccess among them: a dot file the copy skips unless told
          ...Object.values(INSTALL_FILES).map((file) => ({
            from: `install/${file}`,
            to: file,
            globOptions: { dot: true },
          })),
          {
            from: "manifest.xml",
            to: "manifest.xml",
            transform: (content) => (production ? rewriteManifest(content.toString(), baseUrl) : content),
          },
        ],
      }),
    ],
    devServer: {
      headers: { "Access-Control-Allow-Origin": "*" },
      server: { type: "https", options: env.WEBPACK_SERVE ? await httpsOptions() : undefined },
      port: 3000,
    },
  };
};

module.exports.DEV_URL = DEV_URL;
module.exports.DEFAULT_ADDIN_URL = DEFAULT_ADDIN_URL;
module.exports.productionUrl = productionUrl;
module.exports.rewriteManifest = rewriteManifest;

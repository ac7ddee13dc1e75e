// Writes dist/old-engine.js, the ES5 check of the webview that taskpane.html loads before the
// bundle (D255, D256): src/install/old-engine.es5.js after its configuration, the words of the
// one message table and the ids of the custom functions in functions.json
// (src/install/old-engine.ts, loaded through tsx). Used by webpack.config.js.
/* global __filename */
const fs = require("node:fs");
const path = require("node:path");
const webpack = require("webpack");

const SOURCE = path.resolve(__dirname, "src/install/old-engine.es5.js");

class OldEnginePlugin {
  apply(compiler) {
    const name = "OldEnginePlugin";
    compiler.hooks.thisCompilation.tap(name, (compilation) => {
      compilation.hooks.processAssets.tap(
        { name, stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          const metadata = compilation.getAsset("functions.json");
          if (metadata === undefined) return; // the metadata plugin has already reported why
          try {
            const tsx = require("tsx/cjs/api");
            const generator = path.resolve(__dirname, "src/install/old-engine.ts");
            const { oldEngineScript, functionIds } = tsx.require(generator, __filename);
            const ids = functionIds(metadata.source.source().toString());
            const script = oldEngineScript(fs.readFileSync(SOURCE, "utf8"), ids);
            compilation.fileDependencies.add(SOURCE);
            // as written: ES5 and ASCII, which a minifier need not keep (it may write the words as UTF-8)
            compilation.emitAsset("old-engine.js", new webpack.sources.RawSource(script), {
              minimized: true,
            });
          } catch (error) {
            compilation.errors.push(new webpack.WebpackError(`${name}: ${error.message}`));
          }
        },
      );
    });
  }
}

module.exports = OldEnginePlugin;

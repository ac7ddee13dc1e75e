// The family modules whose JSDoc becomes the custom-function metadata (functions.json).
// Used by webpack.config.js and by test/functions/metadata.test.ts; the same modules are
// registered in src/functions/registry.ts.
module.exports = [
  "./src/functions/mgsz.ts",
  "./src/functions/fide.ts",
  "./src/functions/mahjong.ts",
  "./src/functions/tournament.ts",
  "./src/functions/pairing.ts",
  "./src/functions/pairing-go.ts",
];

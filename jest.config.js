/**
 * `npm test`: every test but the slow suite. `npm run test:slow` (jest.slow.config.js) runs the
 * `*.slow.test.ts` files: megabytes of generated input, 2,000-player workbooks, spawned processes.
 * @type {import('jest').Config}
 */
module.exports = {
  testEnvironment: "node",
  roots: ["<rootDir>/test"],
  testPathIgnorePatterns: ["/node_modules/", "\\.slow\\.test\\.ts$"],
  // swc strips the types and nothing more (tsc checks them: `npm run typecheck`): a fresh clone's
  // first run spent about 25 s of CPU in ts-jest's TypeScript translating the sources. Its source
  // maps go beside the code, not inline (@swc/jest's default), and without the sources' text:
  // every test file compiles its modules again, 805 MB of code in a run with inline maps, 220 MB
  // without (stack traces still point into the .ts files, which the code frames read)
  transform: {
    "^.+\\.tsx?$": [
      "@swc/jest",
      {
        jsc: { target: "es2022", parser: { syntax: "typescript" } },
        module: { type: "commonjs" },
        sourceMaps: true,
        inlineSourcesContent: false,
      },
    ],
  },
  // No setup file: custom functions run outside Excel here, with no `CustomFunctions` global, so
  // `guard` rethrows the host-independent FormulaError the tests inspect (test/functions/excel-host.ts
  // installs Excel's for the tests of what a function hands Excel). A setup file is loaded by every
  // test file: the one that only said this cost 267 module loads a run.
  moduleNameMapper: { "^office-addin-manifest$": "<rootDir>/test/setup/office-addin-manifest-stub.ts" },
  testTimeout: 60000,
  // Every core: jest's default leaves one free, which on a 2-core machine runs the suite serially.
  maxWorkers: "100%",
};

const base = require("../jest.config.js");

/**
 * End-to-end tests: the built task pane (run `webpack --mode development` first, as
 * `npm run test:e2e` does) in headless Chromium with Office.js stubbed (e2e/harness.ts).
 * @type {import('jest').Config}
 */
module.exports = {
  rootDir: "..",
  testEnvironment: "node",
  roots: ["<rootDir>/e2e"],
  testMatch: ["**/*.e2e.test.ts"],
  transform: base.transform,
  // One browser at a time: the tests share nothing, but Chromium is heavy and screenshots are many.
  maxWorkers: 1,
  testTimeout: 120000,
};

/** @type {import('jest').Config} */
module.exports = {
  testEnvironment: "node",
  roots: ["<rootDir>/test"],
  transform: { "^.+\\.tsx?$": ["ts-jest", { tsconfig: "tsconfig.json" }] },
  setupFiles: ["<rootDir>/test/setup/custom-functions-shim.ts"],
  moduleNameMapper: { "^office-addin-manifest$": "<rootDir>/test/setup/office-addin-manifest-stub.ts" },
  testTimeout: 60000,
};

/** `npm run test:slow`: the `*.slow.test.ts` files that `npm test` leaves out (see jest.config.js). */
const base = require("./jest.config.js");

/** @type {import('jest').Config} */
module.exports = { ...base, testPathIgnorePatterns: ["/node_modules/"], testMatch: ["**/*.slow.test.ts"] };

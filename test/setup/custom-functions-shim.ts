/**
 * Custom functions run outside Excel in the tests. No `CustomFunctions` global is defined,
 * so `guard` rethrows the host-independent FormulaError, which the tests inspect.
 * Tests of the Excel mapping install the shim from test/setup/excel-shim.ts themselves.
 */
export {};

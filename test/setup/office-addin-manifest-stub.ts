// office-addin-manifest pulls an ESM-only dependency that jest on Node 20 cannot import;
// no test needs it (test/manifest.test.ts checks the manifest offline), so jest.config.js
// maps it to this empty module.
export {};

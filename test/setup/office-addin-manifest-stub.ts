// office-addin-manifest pulls an ESM-only dependency that jest 30 on Node 20 cannot import;
// no test needs it, so it is mapped to this empty module (see README, "Testing").
export {};

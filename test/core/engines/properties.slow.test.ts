import { FULL_RUNS, mgszProperties } from "./mgsz-properties";

// the full count of runs; properties.test.ts runs a quarter of them in npm test
mgszProperties(FULL_RUNS);

import { FULL_RUNS, standingsProperties } from "./standings-properties";

// the full count of runs; properties.test.ts runs a quarter of them in npm test
standingsProperties(FULL_RUNS);

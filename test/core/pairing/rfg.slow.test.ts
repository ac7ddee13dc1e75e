import { RFG_FULL_RUNS, rfgProperties } from "./rfg-properties";

// the full count of fields; rfg.test.ts runs half of them in npm test
rfgProperties(RFG_FULL_RUNS);

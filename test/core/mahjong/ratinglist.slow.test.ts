import { FULL_RUNS, federationProperties } from "./federation-properties";

// the full count of federations; ratinglist.test.ts runs fewer in npm test
federationProperties(FULL_RUNS);

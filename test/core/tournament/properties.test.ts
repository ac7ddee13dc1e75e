import { standingsProperties } from "./standings-properties";

// a quarter of the runs; properties.slow.test.ts runs the full count with the same body
standingsProperties(25);

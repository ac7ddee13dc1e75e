import { mgszProperties } from "./mgsz-properties";

// a quarter of the runs; properties.slow.test.ts runs the full count with the same body
mgszProperties({ perRating: 50, perRoundTrip: 25 });

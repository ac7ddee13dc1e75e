/**
 * Every diagnostic a reader gives carries its message of the one table (issue 13): whatever the
 * file — each fixture of test/fixtures, small files of each format cut short or with their digits
 * turned to letters, the broken files below and those of diagnostic-inputs.ts, a rating list past
 * 2 GB, a sheet's list row without a rating — each diagnostic's `text` renders in English,
 * Hungarian and Russian; the English is the diagnostic's `detail`; the Hungarian and the Russian
 * are their own (never the English again) and name no internal reference. Together they reach
 * every code of the readers' families.
 */

import { READER_FAMILIES } from "../../src/i18n/readers";
import { LINE_SAMPLES, corpusDiagnostics, rendersInEveryLanguage } from "./diagnostic-corpus";

/**
 * The fixture files over 10 KB npm test reads besides those under it: the ones that reach a
 * statement or branch of the readers and the messages no smaller file reaches (checked with
 * coverage of src/formats, src/i18n and src/core against the slow suite's every file up to
 * 200 KB, which reads these 16 among 130). The 4.1 MB of the other 114 said nothing new.
 */
const LARGER_SAMPLES = [
  "pairing/og351-jar/remote-CNechipe2020/input.xml",
  "opengotha-parity-twice-round3-self/input.xml",
  "pairgoth-bosp2024/input.tour",
  "opengotha-diff-championnat-lra-2020/input.xml",
  "trf-echecs-grandmommyscup/input.trf",
  "opengotha-pairgoth-bosp2024/input.xml",
  "encodings/mahjong-results-utf16be-bom.txt",
  "opengotha-diff-test-tourney/input.xml",
  "pairing/og351-jar/remote-pauperm20/input.xml",
  "pairing/og351-jar/remote-SEYGO2020x2VatraDornei/input.xml",
  "encodings/mahjong-results-utf16le-bom.txt",
  "egd-ratinglist-hu/input.txt",
  "encodings/mahjong-results-cp1251.csv",
  "encodings/mahjong-results-koi8r.csv",
  "opengotha-rating-7800/input.xml",
  "csv-swissmanager-san-sebastian/input.csv",
];

// The sample: the fixtures up to 10 KB and LARGER_SAMPLES, and three of the six real files damaged
// line by line, those that reach a code nothing else reaches, of an XML element its first two
// lines (the slow suite's four reach nothing more); diagnostic-messages.slow.test.ts reads every
// fixture up to 200 KB and damages all six (the same checks, diagnostic-corpus.ts).
const diagnostics = corpusDiagnostics({
  maxBytes: 10_000,
  larger: LARGER_SAMPLES,
  lineSeeds: LINE_SAMPLES,
  sameElement: 2,
});
const READER_CODES = new Set(READER_FAMILIES.flatMap((f) => Object.keys(f.en)));

test("the files give many different diagnostics, every code of the readers' families among them", () => {
  expect(diagnostics.length).toBeGreaterThan(400);
  const codes = new Set<string>(diagnostics.map((d) => d.text.code));
  expect([...READER_CODES].filter((c) => !codes.has(c))).toEqual([]);
});

// A code's messages render from one template: npm test renders the first diagnostic of each code
// the sample reaches (every code, checked above), diagnostic-messages.slow.test.ts every diagnostic.
const firstOfEachCode = [...new Map(diagnostics.map((d) => [d.text.code, d] as const).reverse()).values()];
test.each(firstOfEachCode.map((d) => [d.message, d]))("%s", (_message, d) => rendersInEveryLanguage(d));

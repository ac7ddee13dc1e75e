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

// The sample: three of the six real files damaged line by line, those that reach a code nothing
// else reaches; diagnostic-messages.slow.test.ts damages all six (the same checks, diagnostic-corpus.ts).
const diagnostics = corpusDiagnostics(LINE_SAMPLES);
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

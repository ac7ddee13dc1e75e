/**
 * diagnostic-messages.test.ts's checks on the whole corpus: its sample and every line of six
 * real files damaged in turn (diagnostic-corpus.ts, one body for both).
 */
import { READER_FAMILIES } from "../../src/i18n/readers";
import { LINE_SEEDS, corpusDiagnostics, rendersInEveryLanguage } from "./diagnostic-corpus";

const diagnostics = corpusDiagnostics({ maxBytes: 200_000, lineSeeds: LINE_SEEDS, sameElement: 4 });
const READER_CODES = new Set(READER_FAMILIES.flatMap((f) => Object.keys(f.en)));

test("the files give many different diagnostics, every code of the readers' families among them", () => {
  expect(diagnostics.length).toBeGreaterThan(400);
  const codes = new Set<string>(diagnostics.map((d) => d.text.code));
  expect([...READER_CODES].filter((c) => !codes.has(c))).toEqual([]);
});

test.each(diagnostics.map((d) => [d.message, d]))("%s", (_message, d) => rendersInEveryLanguage(d));

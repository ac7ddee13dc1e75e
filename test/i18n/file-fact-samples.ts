/**
 * Parameters for every fact about a file read (src/i18n/file-facts.ts), for the table's test
 * (test/i18n/table.test.ts): each form of a decoding (one encoding, line by line, chosen, close
 * alternatives) and an unexpected failure. A plain encoding is its name in every language
 * (`windows-1251`), which the table's test would take for a missing translation: its rendering
 * is checked in test/formats/encoding.test.ts.
 */
import { type FileFactParams } from "../../src/i18n/file-facts";

const plain = { encoding: "windows-1251", mixed: false, chosen: false, alternatives: [] };

export const FILE_FACT_SAMPLES: { readonly [K in keyof FileFactParams]: readonly FileFactParams[K][] } = {
  fileEncoding: [
    { ...plain, encoding: "koi8-r", chosen: true },
    { ...plain, encoding: "windows-1252", alternatives: ["windows-1250", "iso-8859-2"] },
    { ...plain, encoding: "mixed", mixed: true, mostly: "iso-8859-15" },
    { ...plain, encoding: "mixed", mixed: true, mostly: "windows-1250", alternatives: ["windows-1252"] },
  ],
  fileUnexpected: [{ detail: "Maximum call stack size exceeded" }],
  fileNoPlayers: [{ format: "egd" }],
};

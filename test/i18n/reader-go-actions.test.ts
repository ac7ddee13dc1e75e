/**
 * D430 (D449 below): every message of the Go readers (src/i18n/errors-readers-go.ts), and the refusal of a file
 * of which no player could be read (src/i18n/file-facts.ts), says what to do, in every language:
 * each sample of each code (reader-samples.ts, file-fact-samples.ts) holds an instruction to the
 * reader of the message, or says that there is nothing to correct.
 */
import { LANGUAGES } from "../../src/i18n/language";
import { READER_GO_CATEGORIES, type ReaderGoParams } from "../../src/i18n/errors-readers-go";
import { type MessageCode, type MessageParams, english, msg, render } from "../../src/i18n/table";
import { run } from "../cli/fake-io";
import { FILE_FACT_SAMPLES } from "./file-fact-samples";
import { READER_SAMPLES } from "./reader-samples";
import { ERROR_SAMPLES } from "./error-samples";
import { CROSSTABLE_SAMPLES, HEADER_SAMPLES } from "./crosstable-samples";
import { READER_COMMON_MESSAGES } from "../../src/i18n/errors-readers-common";
import { READER_FILE_MESSAGES } from "../../src/i18n/errors-readers-files";
import { READER_CHESS_MESSAGES } from "../../src/i18n/errors-readers-chess";
import { READER_TRF_COLUMN_MESSAGES } from "../../src/i18n/errors-readers-trf-columns";
import { READER_TRF_PAIRING_MESSAGES } from "../../src/i18n/errors-readers-trf-pairing";
import { READER_LIST_MESSAGES } from "../../src/i18n/errors-readers-lists";
import { CROSSTABLE_MESSAGES } from "../../src/i18n/crosstable";
import { MAHJONG_ERRORS } from "../../src/i18n/errors-mahjong";
import { MAHJONG_LIST_ERRORS } from "../../src/i18n/errors-mahjong-list";
import { DO } from "./instruction";

const CODES = Object.keys(READER_GO_CATEGORIES) as (keyof ReaderGoParams & MessageCode)[];
const SAMPLES: Record<string, readonly unknown[]> = {
  ...READER_SAMPLES,
  fileNoPlayers: FILE_FACT_SAMPLES.fileNoPlayers,
};

describe("the Go readers' messages say what to do (D430)", () => {
  it("the check can fail: a message that only says what is wrong has no instruction", () => {
    // the texts before D430, in each language
    expect(DO.en.test("two players with the key KISANNA")).toBe(false);
    expect(DO.hu.test("két játékos kulcsa is KISANNA")).toBe(false);
    expect(DO.ru.test("у двух игроков ключ KISANNA")).toBe(false);
  });

  it.each([...CODES, "fileNoPlayers" as const])("%s, in en, hu and ru", (code) => {
    const samples = (SAMPLES[code] ?? []) as readonly MessageParams[typeof code][];
    expect(samples.length).toBeGreaterThan(0);
    const missing = samples.flatMap((p) =>
      LANGUAGES.flatMap((lang) => {
        const text = render(msg(code, p as never), lang);
        return DO[lang].test(text) ? [] : [`${lang}: ${text}`];
      }),
    );
    expect(missing).toEqual([]);
  });

  it("the texts that changed, in English", () => {
    const en = <K extends keyof ReaderGoParams & MessageCode>(code: K, p: MessageParams[K]): string =>
      english(msg(code, p));
    expect(en("rdBadPin", { pin: "1234" })).toBe(
      `EGD PIN "1234" is not 8 digits: not read; write the player's 8-digit PIN after |, or leave the | out`,
    );
    expect(en("rdMissingRank", {})).toBe(
      "no rank found after the name: write it after the name, as 30k to 1k, 1d to 9d or 1p to 9p (the player has no rank until then)",
    );
    expect(en("rdOpponentNotRow", { opponent: 7, cell: "7+/b", players: 2 })).toBe(
      `opponent 7 in "7+/b" is not a row of the table (2 players): the round is read as not paired; write the opponent's row, 1 to 2`,
    );
    expect(en("rdDuplicateKey", { key: "KISANNA" })).toBe(
      "two players with the key KISANNA, by which the games name their players: make their names or first names differ (a key is the name and first name in capitals)",
    );
    expect(en("rdTimeSystem", { type: "HOURGLASS" })).toBe(
      `unknown timeSystem type "HOURGLASS": the time control is not read; write one of pairgoth's types (CANADIAN, JAPANESE, STANDARD, FISCHER, SUDDEN_DEATH)`,
    );
  });

  it("a file without players: the command line says what to do", async () => {
    // an h9 table of comments only: no player line
    const r = await run(["standings", "empty.h9"], { "empty.h9": "; EV[Nobody]\n; PC[HU, Budapest]\n" });
    expect(r.code).toBe(2);
    expect(r.stderr).toContain(
      "empty.h9: no players could be read (format egd): give the tournament's own file, as the program that paired it saved it, with a line or an entry for each player; any messages before this one name what was not read",
    );
  });
});

/**
 * D449: the other readers' families, the crosstable argument's and cells' messages, a sheet's
 * labelled header row and the mahjong functions' and results sheet's messages say what to do too,
 * by the same check.
 */
const FAMILIES: Readonly<Record<string, { readonly en: object }>> = {
  "errors-readers-common.ts": READER_COMMON_MESSAGES,
  "errors-readers-files.ts": READER_FILE_MESSAGES,
  "errors-readers-chess.ts": READER_CHESS_MESSAGES,
  "errors-readers-trf-columns.ts": READER_TRF_COLUMN_MESSAGES,
  "errors-readers-trf-pairing.ts": READER_TRF_PAIRING_MESSAGES,
  "errors-readers-lists.ts": READER_LIST_MESSAGES,
  "crosstable.ts": CROSSTABLE_MESSAGES,
  "errors-header.ts": { en: HEADER_SAMPLES },
  "errors-mahjong.ts": MAHJONG_ERRORS,
  "errors-mahjong-list.ts": MAHJONG_LIST_ERRORS,
};
const ALL_SAMPLES: Record<string, readonly unknown[]> = {
  ...READER_SAMPLES,
  ...ERROR_SAMPLES,
  ...CROSSTABLE_SAMPLES,
  ...HEADER_SAMPLES,
};
const FAMILY_CODES = Object.entries(FAMILIES).flatMap(([file, f]) =>
  Object.keys(f.en).map((code) => [file, code] as const),
);

describe("the other readers', the crosstable's, the header row's and mahjong's messages say what to do (D449)", () => {
  it("the check can fail: texts before D449, in each language", () => {
    // rdXml, ctSelfGame and rdPlace before D449
    expect(DO.en.test("not well-formed XML (the XML parser's words): unclosed tag: Players")).toBe(false);
    expect(DO.hu.test("1. forduló: 4. sz. játékos önmaga ellen játszik")).toBe(false);
    expect(DO.ru.test("место «0» — не положительное целое число")).toBe(false);
  });

  it("walks every code of every family", () => {
    // every file gives codes, and the families hold more than 100 between them
    expect(new Set(FAMILY_CODES.map(([file]) => file)).size).toBe(Object.keys(FAMILIES).length);
    expect(FAMILY_CODES.length).toBeGreaterThan(100);
  });

  it.each(FAMILY_CODES)("%s: %s, in en, hu and ru", (_file, code) => {
    const samples = (ALL_SAMPLES[code] ?? []) as readonly MessageParams[MessageCode][];
    expect(samples.length).toBeGreaterThan(0);
    const missing = samples.flatMap((p) =>
      LANGUAGES.flatMap((lang) => {
        const text = render(msg(code as MessageCode, p as never), lang);
        return DO[lang].test(text) ? [] : [`${lang}: ${text}`];
      }),
    );
    expect(missing).toEqual([]);
  });

  it("texts that changed, in English", () => {
    expect(english(msg("rdXml", { parser: "unclosed tag: Players" }))).toBe(
      "not well-formed XML (the XML parser's words): unclosed tag: Players; give the file as the program that made it saved it, or correct the XML here",
    );
    expect(english(msg("ctSelfGame", { round: 1, player: 4 }))).toBe(
      "round 1: player 4 meets himself: write his opponent's number",
    );
    expect(english(msg("rdPlace", { value: "0" }))).toBe(
      `place "0" is not a positive integer: write the place, a whole number 1 or more`,
    );
  });
});

/**
 * D430: every message of the Go readers (src/i18n/errors-readers-go.ts), and the refusal of a file
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

/**
 * The command line's usage errors are messages of the one table (D467), said in the command's
 * `--lang` (D468): every `new UsageError(…)` in src/cli is given a message, never a text (the
 * TypeScript checker's type of its argument, D469; D470: none is left), the scan seen to find
 * one in a probe file it is given; and a few
 * representative errors, run through `main` as the other command-line tests run it, in en, hu
 * and ru. The expected texts are the templates of src/i18n/errors-cli*.ts with the arguments given.
 */
import { join, relative, resolve } from "node:path";
import ts from "typescript";
import { languageGiven } from "../../src/cli/parse";
import { fixtureFile, run } from "./fake-io";

const ROOT = join(__dirname, "..", "..");
const NORMS = join(ROOT, "samples", "norms-round-robin.trf");

/**
 * A file of the command line that gives a `UsageError` a text as it is (D470: the constructor
 * takes a message only, so it is a type error too), added to the program the scan reads, so
 * the scan is seen to find one.
 */
const PROBE = join(ROOT, "src", "cli", "usage-error-probe.ts");
const PROBE_TEXT = 'import { UsageError } from "./parse";\nexport const probe = new UsageError("a text");\n';

/** Each `new UsageError(x)` in src/cli (and the probe) whose `x` is a string to the type checker, by file. */
function rawUsageErrors(): Record<string, number> {
  const config = ts.getParsedCommandLineOfConfigFile(join(ROOT, "tsconfig.cli.json"), undefined, {
    ...ts.sys,
    onUnRecoverableConfigFileDiagnostic: (d) => {
      throw new Error(ts.flattenDiagnosticMessageText(d.messageText, "\n"));
    },
  });
  if (config === undefined) throw new Error("tsconfig.cli.json cannot be read");
  const cli = config.fileNames.filter((f) => relative(ROOT, f).startsWith(join("src", "cli")));
  const options = { ...config.options, noEmit: true };
  const host = ts.createCompilerHost(options);
  const isProbe = (f: string): boolean => resolve(f) === PROBE;
  const { fileExists, readFile, getSourceFile } = host;
  host.fileExists = (f) => isProbe(f) || fileExists(f);
  host.readFile = (f) => (isProbe(f) ? PROBE_TEXT : readFile(f));
  host.getSourceFile = (f, language, ...rest) =>
    isProbe(f) ? ts.createSourceFile(f, PROBE_TEXT, language) : getSourceFile(f, language, ...rest);
  const program = ts.createProgram([...cli, PROBE], options, host);
  const checker = program.getTypeChecker();
  const found: Record<string, number> = {};
  for (const file of program.getSourceFiles()) {
    const name = relative(ROOT, file.fileName).split("\\").join("/");
    if (!name.startsWith("src/cli/")) continue;
    const visit = (node: ts.Node): void => {
      if (ts.isNewExpression(node) && node.expression.getText(file) === "UsageError") {
        const given = node.arguments?.[0];
        const type = given === undefined ? undefined : checker.getTypeAtLocation(given);
        if (type === undefined || checker.isTypeAssignableTo(type, checker.getStringType()))
          found[name] = (found[name] ?? 0) + 1;
      }
      ts.forEachChild(node, visit);
    };
    visit(file);
  }
  return found;
}

describe("every usage error is a message of the table (D467, D469, D470)", () => {
  test("no text given as it is anywhere in src/cli, and the probe's one is found", () => {
    // the program's type check: about 4 s of CPU (D469); the probe is the one place expected
    expect(rawUsageErrors()).toEqual({ "src/cli/usage-error-probe.ts": 1 });
  }, 120_000);
});

describe("the language of a usage error: the command's --lang (D468)", () => {
  test.each([
    [["FILE", "--lang", "hu"], "hu"],
    [["--lang=ru", "FILE"], "ru"],
    [["FILE", "--lang", " RU "], "ru"],
    [["FILE"], "en"],
    [["FILE", "--lang", "de"], "en"],
    [["FILE", "--lang"], "en"],
    [["--", "--lang", "hu"], "en"],
  ])("%j → %s", (args, lang) => {
    expect(languageGiven(args)).toBe(lang);
  });
});

describe("usage errors in en, hu and ru, through main", () => {
  const said = async (args: string[]): Promise<string> => {
    const r = await run(args);
    expect([r.code, r.stdout]).toEqual([2, ""]);
    return r.stderr;
  };

  test("an unknown option names the nearest known one", async () => {
    const args = ["norms", NORMS, "--rnd", "7"];
    expect(await said(args)).toBe(
      "rating-officer norms: unknown option --rnd; did you mean --round? (--help lists the options)\n",
    );
    expect(await said([...args, "--lang", "hu"])).toBe(
      "rating-officer norms: ismeretlen kapcsoló: --rnd; talán --round? (a kapcsolókat a --help sorolja fel)\n",
    );
    expect(await said([...args, "--lang", "ru"])).toBe(
      "rating-officer norms: неизвестный параметр --rnd; может быть, --round? (список параметров выводит --help)\n",
    );
  });

  test("an option without its value, and a boolean given one", async () => {
    expect(await said(["norms", "--lang", "ru", NORMS, "--round"])).toBe(
      "rating-officer norms: параметру --round нужно значение: напишите --round ЗНАЧЕНИЕ или --round=ЗНАЧЕНИЕ\n",
    );
    expect(await said(["norms", NORMS, "--round", "--all"])).toBe(
      `rating-officer norms: --round "--all": a value beginning with "-" is written --round=--all; if --round was given no value, give it one\n`,
    );
    expect(await said(["norms", NORMS, "--json=yes", "--lang", "hu"])).toBe(
      "rating-officer norms: a(z) --json kapcsolónak nincs értéke: írja önmagában, ne így: --json=yes\n",
    );
  });

  test("a bad --round: the option, the value given and the range", async () => {
    // the range: norms' --round is 1..BOUNDS.rounds.max (src/cli/norms.ts, src/core/common/bounds.ts)
    const en = await said(["norms", NORMS, "--round", "x"]);
    const max = /1\.\.(\d+)/.exec(en)?.[1] ?? "";
    expect(en).toBe(`rating-officer norms: --round "x": expected a whole number 1..${max}\n`);
    expect(await said(["norms", NORMS, "--round", "x", "--lang", "hu"])).toBe(
      `rating-officer norms: --round „x”: 1 és ${max} közötti egész számot várunk\n`,
    );
    expect(await said(["norms", NORMS, "--round", "x", "--lang", "ru"])).toBe(
      `rating-officer norms: --round «x»: ожидается целое число от 1 до ${max}\n`,
    );
  });

  test("a file that is not there", async () => {
    const missing = join(ROOT, "test", "fixtures", "no-such-file.trf");
    expect(await said(["norms", missing, "--lang", "hu"])).toBe(
      `rating-officer norms: nem lehet beolvasni a versenyt (${missing}): nincs ilyen fájl\n`,
    );
    expect(await said(["norms", missing, "--lang", "ru"])).toBe(
      `rating-officer norms: не удаётся прочитать файл турнира ${missing}: такого файла нет\n`,
    );
    expect(await said(["norms", missing])).toBe(
      `rating-officer norms: cannot read tournament ${missing}: no such file\n`,
    );
  });

  test("options that do not go together", async () => {
    const file = fixtureFile("egd-veterans");
    const args = ["standings", file, "--html", "--json"];
    expect(await said([...args, "--lang", "ru"])).toBe(
      "rating-officer standings: укажите либо --html, либо --json, но не оба сразу\n",
    );
    expect(await said([...args, "--lang", "hu"])).toBe(
      "rating-officer standings: --html vagy --json: csak az egyiket adja meg, ne mindkettőt\n",
    );
    expect(await said(args)).toBe("rating-officer standings: give --html or --json, not both\n");
  });

  test("mahjong-list's errors in its --lang, a cell's at FILE:LINE:COLUMN (D470, D471)", async () => {
    // cliGiveOption with what "releaseDate" (src/i18n/errors-cli.ts)
    const sample = join(ROOT, "samples", "mahjong-results.csv");
    expect(await said(["mahjong-list", sample, "--lang", "hu"])).toBe(
      "rating-officer mahjong-list: adja meg: --release YYYY-MM-DD, a kiadás dátumát\n",
    );
    expect(await said(["mahjong-list", sample, "--lang=ru"])).toBe(
      "rating-officer mahjong-list: укажите --release YYYY-MM-DD, дату выпуска\n",
    );
    // cliAtCell (src/i18n/errors-cli-files.ts) around rdColumnTwice: "Place" in column 7, line 1
    const text =
      "Player;Tournament;Last day;Place;Participants;Sessions;Place\nA;Open;2025-01-19;1;12;8;12\n";
    const twice = async (lang: string): Promise<string> => {
      const r = await run(["mahjong-list", "r.csv", "--release", "2026-12-01", "--lang", lang], {
        "r.csv": text,
      });
      expect([r.code, r.stdout]).toEqual([2, ""]);
      return r.stderr;
    };
    expect(await twice("ru")).toBe(
      "rating-officer mahjong-list: r.csv:1:7: заголовок «Place» называет то же, что и столбец 4: читается только столбец 4, этот — нет; удалите этот столбец или назовите его иначе\n",
    );
    expect(await twice("hu")).toBe(
      "rating-officer mahjong-list: r.csv:1:7: a(z) „Place” fejléc ugyanazt nevezi meg, amit a(z) 4. oszlop: csak a(z) 4. oszlopot olvassuk, ezt nem; törölje ezt az oszlopot, vagy nevezze el másként\n",
    );
  });

  test("a --lang that names no language is said in English, naming it", async () => {
    expect(await said(["norms", NORMS, "--lang", "de"])).toBe(
      'rating-officer norms: --lang "de": expected en, hu or ru\n',
    );
  });

  test("a refusal of the core (a RatingError) in the command's language too", async () => {
    // an impossible release date, refused by the one date reader (src/core/common/date.ts)
    const args = ["season", "--system", "mahjong", "--list", "list.csv", "--release", "2026-02-30"];
    const en = await said(args);
    const hu = await said([...args, "--lang", "hu"]);
    expect(en).toMatch(/^rating-officer season: --release: .*2026-02-30/u);
    expect(hu).toMatch(/^rating-officer season: --release: .*2026-02-30/u);
    expect(hu).not.toBe(en);
  });
});

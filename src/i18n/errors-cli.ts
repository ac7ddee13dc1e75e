/**
 * The command line's usage errors (src/cli: `UsageError` and its throwers, D467) about its
 * options: an option unknown, without its value or with a bad one, options that go together or
 * not; those about its files are in errors-cli-files.ts, those about the players its options
 * name in errors-cli-players.ts. Each says what is wrong, where (the option, the value given,
 * the file) and what to write instead. The command line renders them in its `--lang` (D468).
 * They are the one family whose texts name the command line's options: they are about them
 * (test/i18n/table.test.ts allows it here only).
 */
import { QUOTES, alternatives } from "./errors-args-words";
import { type Language } from "./language";
import { type Family } from "./message";
import { type Message } from "./table";
import { type CliFileErrorParams, cliFileErrors } from "./errors-cli-files";
import { type CliPlayerErrorParams, cliPlayerErrors } from "./errors-cli-players";

/** What a required option gives, said after it ("give --round K, the round to pair"). */
export type GiveWhat = "roundToPair" | "sessions" | "seasonList" | "releaseDates" | "releaseDate";

/** The parameters of each usage error about the options, by code; `option` is the option as written (`--round`). */
export interface CliOptionErrorParams {
  cliUnknownOption: { option: string; near: string | null };
  cliMissingValue: { option: string };
  cliDashValue: { option: string; value: string };
  cliTakesNoValue: { option: string; value: string };
  /** What Node's argument parser refused otherwise, in its words. */
  cliArguments: { text: string };
  cliNotBoth: { a: string; b: readonly string[] };
  /** The FILE positionals a command taking one was given. */
  cliFiles: { given: number };
  cliWhole: { option: string; given: string; min: number; max: number };
  cliNumberMin0: { option: string; given: string };
  cliNumberRange: { option: string; given: string; min: number; max: number };
  cliYesNo: { option: string; given: string };
  cliOneOf: { option: string; given: string; choices: readonly string[] };
  cliRank: { option: string; given: string };
  cliHalfPoint: { option: string; given: string };
  cliHost: { given: string };
  cliRoundEvent: { round: number; rounds: number };
  cliRoundFile: { round: number; path: string; rounds: number };
  /**
   * `options` are given only with `with` and one of its `values` (`--system` fide or mgsz; an
   * option alone when `values` is empty, options alone when `with` is), not with the system `not`.
   */
  cliGoesWith: { options: readonly string[]; with: string; values: readonly string[]; not: string | null };
  cliNotWith: { option: string; with: string };
  cliGoOption: { option: string };
  cliC07Chess: Record<string, never>;
  cliNoTeamPage: Record<string, never>;
  /** `values`: what the option takes, one of them (`h9`, `csv` …) or a placeholder (`K`). */
  cliGiveOption: {
    option: string;
    values: readonly string[];
    what: GiveWhat | null;
    or: string | null;
    system: string | null;
  };
  cliBergerPlayers: Record<string, never>;
  cliSeasonFiles: Record<string, never>;
  /** `--accelerate baku` asked in a later round of a file without acceleration records (D277). */
  cliBakuLater: { round: number };
}

/** The parameters of every usage error, by code. */
export type CliErrorParams = CliOptionErrorParams & CliFileErrorParams & CliPlayerErrorParams;

const q = (lang: Language, s: string): string => QUOTES[lang](s);

/** `a, b and c` with the language's `and`. */
const all = (xs: readonly string[], and: string): string =>
  xs.length < 2 ? xs.join("") : `${xs.slice(0, -1).join(", ")} ${and} ${xs[xs.length - 1] ?? ""}`;

/** An option and one of its values (`--system mgsz or fide`), an option alone, or options alone. */
const withValues = (lang: Language, p: { with: string; values: readonly string[] }): string =>
  [p.with, alternatives(lang, p.values)].filter((x) => x !== "").join(" ");

/** The options' family. */
const CLI_OPTION_ERRORS: Family<CliOptionErrorParams> = {
  en: {
    cliUnknownOption: (p) =>
      `unknown option ${p.option}${p.near !== null ? `; did you mean ${p.near}?` : ""} (--help lists the options)`,
    cliMissingValue: (p) => `${p.option} needs a value: write ${p.option} VALUE or ${p.option}=VALUE`,
    cliDashValue: (p) =>
      `${p.option} ${q("en", p.value)}: a value beginning with "-" is written ${p.option}=${p.value}; if ${p.option} was given no value, give it one`,
    cliTakesNoValue: (p) => `${p.option} takes no value: write ${p.option} alone, not ${p.option}=${p.value}`,
    cliArguments: (p) => `the command line cannot be read: ${p.text}`,
    cliNotBoth: (p) => `give ${p.a} or ${p.b.join(", ")}, not both`,
    cliFiles: (p) => (p.given === 0 ? "give a tournament FILE" : "give exactly one FILE"),
    cliWhole: (p) => `${p.option} ${q("en", p.given)}: expected a whole number ${p.min}..${p.max}`,
    cliNumberMin0: (p) => `${p.option} ${q("en", p.given)}: expected a number 0 or more`,
    cliNumberRange: (p) => `${p.option} ${q("en", p.given)}: expected a number ${p.min}..${p.max}`,
    cliYesNo: (p) => `${p.option} ${q("en", p.given)}: expected yes or no`,
    cliOneOf: (p) => `${p.option} ${q("en", p.given)}: expected ${alternatives("en", p.choices)}`,
    cliRank: (p) => `${p.option} ${q("en", p.given)}: expected a rank 30k..9d, e.g. 20k or 4d`,
    cliHalfPoint: (p) => `${p.option} ${q("en", p.given)}: expected 0, 0.5 or 1`,
    cliHost: (p) => `--host ${q("en", p.given)}: expected a federation's three letters (HUN)`,
    cliRoundEvent: (p) => `--round ${p.round}: the tournament has ${p.rounds} rounds`,
    cliRoundFile: (p) =>
      `--round ${p.round}: ${p.path} has ${p.rounds} rounds; the next to pair is ${p.rounds + 1}`,
    cliGoesWith: (p) =>
      `${all(p.options, "and")} ${p.options.length === 1 ? "applies" : "apply"} to ${withValues("en", p)}${p.not !== null ? `, not ${p.not}` : ""}`,
    cliNotWith: (p) => `${p.option} is not for ${p.with}`,
    cliGoOption: (p) => `${p.option} is a Go (McMahon) option; this is a chess file`,
    cliC07Chess: () => "--c07 goes with a chess file's standings (TRF), not a team's or a Go file's",
    cliNoTeamPage: () => "--html: a page of team standings is not written yet; leave --html out",
    cliGiveOption: (p) => {
      const what =
        p.what === "roundToPair"
          ? ", the round to pair"
          : p.what === "sessions"
            ? ", the number of sessions"
            : p.what === "seasonList"
              ? ", the list before the season"
              : p.what === "releaseDates"
                ? ", the release dates"
                : p.what === "releaseDate"
                  ? ", the release date"
                  : "";
      const or = p.or !== null ? ` (or ${p.or})` : "";
      return `give ${p.option} ${alternatives("en", p.values)}${what}${or}${p.system !== null ? ` for ${p.system}` : ""}`;
    },
    cliBergerPlayers: () => "give the number of players N",
    cliSeasonFiles: () => "give the season's tournament files",
    cliBakuLater: (p) =>
      `--accelerate baku: the Baku method is set before round 1 (C.04.5.1), and the file has no acceleration records; pair round ${p.round} without it`,
  },
  hu: {
    cliUnknownOption: (p) =>
      `ismeretlen kapcsoló: ${p.option}${p.near !== null ? `; talán ${p.near}?` : ""} (a kapcsolókat a --help sorolja fel)`,
    cliMissingValue: (p) =>
      `a(z) ${p.option} kapcsolónak értéket kell adni: ${p.option} ÉRTÉK vagy ${p.option}=ÉRTÉK`,
    cliDashValue: (p) =>
      `${p.option} ${q("hu", p.value)}: a „-” jellel kezdődő értéket így kell írni: ${p.option}=${p.value}; ha a(z) ${p.option} értéke lemaradt, adja meg`,
    cliTakesNoValue: (p) =>
      `a(z) ${p.option} kapcsolónak nincs értéke: írja önmagában, ne így: ${p.option}=${p.value}`,
    cliArguments: (p) => `a parancssor nem értelmezhető: ${p.text}`,
    cliNotBoth: (p) => `${p.a} vagy ${p.b.join(", ")}: csak az egyiket adja meg, ne mindkettőt`,
    cliFiles: (p) =>
      p.given === 0
        ? "adja meg a verseny fájlját (FILE)"
        : `pontosan egy fájlt adjon meg (most ${p.given} van megadva)`,
    cliWhole: (p) => `${p.option} ${q("hu", p.given)}: ${p.min} és ${p.max} közötti egész számot várunk`,
    cliNumberMin0: (p) => `${p.option} ${q("hu", p.given)}: 0 vagy annál nagyobb számot várunk`,
    cliNumberRange: (p) => `${p.option} ${q("hu", p.given)}: ${p.min} és ${p.max} közötti számot várunk`,
    cliYesNo: (p) => `${p.option} ${q("hu", p.given)}: yes vagy no értéket várunk`,
    cliOneOf: (p) => `${p.option} ${q("hu", p.given)}: ezek egyikét várjuk: ${alternatives("hu", p.choices)}`,
    cliRank: (p) => `${p.option} ${q("hu", p.given)}: 30k és 9d közötti fokozatot várunk, pl. 20k vagy 4d`,
    cliHalfPoint: (p) => `${p.option} ${q("hu", p.given)}: 0, 0.5 vagy 1 értéket várunk`,
    cliHost: (p) => `--host ${q("hu", p.given)}: a szövetség hárombetűs kódját várjuk (pl. HUN)`,
    cliRoundEvent: (p) => `--round ${p.round}: a versenynek ${p.rounds} fordulója van`,
    cliRoundFile: (p) =>
      `--round ${p.round}: a(z) ${p.path} ${p.rounds} fordulót tartalmaz; a következő párosítandó forduló a(z) ${p.rounds + 1}.`,
    cliGoesWith: (p) =>
      `${all(p.options, "és")}: csak ezzel együtt ${p.options.length === 1 ? "adható" : "adhatók"} meg: ${withValues("hu", p)}${p.not !== null ? ` (a(z) ${p.not} rendszerrel nem)` : ""}`,
    cliNotWith: (p) => `a(z) ${p.option} nem adható meg ezzel együtt: ${p.with}`,
    cliGoOption: (p) => `a(z) ${p.option} a go (McMahon) kapcsolója, ez pedig sakkverseny fájlja`,
    cliC07Chess: () =>
      "a --c07 sakkverseny (TRF) egyéni végeredményéhez tartozik, csapatversenyéhez és go-versenyéhez nem",
    cliNoTeamPage: () =>
      "--html: csapatverseny végeredményéről még nem készül oldal; hagyja el a --html kapcsolót",
    cliGiveOption: (p) => {
      const what =
        p.what === "roundToPair"
          ? ", a párosítandó fordulót"
          : p.what === "sessions"
            ? ", az ülések számát"
            : p.what === "seasonList"
              ? ", a szezon előtti listát"
              : p.what === "releaseDates"
                ? ", a kiadás dátumait"
                : p.what === "releaseDate"
                  ? ", a kiadás dátumát"
                  : "";
      const or = p.or !== null ? ` (vagy: ${p.or})` : "";
      return `adja meg${p.system !== null ? ` a(z) ${p.system} rendszerhez` : ""}: ${p.option} ${alternatives("hu", p.values)}${what}${or}`;
    },
    cliBergerPlayers: () => "adja meg a játékosok számát (N)",
    cliSeasonFiles: () => "adja meg a szezon versenyeinek fájljait",
    cliBakuLater: (p) =>
      `--accelerate baku: a bakui módszerről az 1. forduló előtt kell dönteni (C.04.5.1), a fájlban pedig nincsenek gyorsítási sorok; a(z) ${p.round}. fordulót nélküle párosítsa`,
  },
  ru: {
    cliUnknownOption: (p) =>
      `неизвестный параметр ${p.option}${p.near !== null ? `; может быть, ${p.near}?` : ""} (список параметров выводит --help)`,
    cliMissingValue: (p) =>
      `параметру ${p.option} нужно значение: напишите ${p.option} ЗНАЧЕНИЕ или ${p.option}=ЗНАЧЕНИЕ`,
    cliDashValue: (p) =>
      `${p.option} ${q("ru", p.value)}: значение, начинающееся с «-», пишется так: ${p.option}=${p.value}; если значение ${p.option} пропущено, укажите его`,
    cliTakesNoValue: (p) =>
      `параметр ${p.option} пишется без значения: просто ${p.option}, а не ${p.option}=${p.value}`,
    cliArguments: (p) => `не удаётся разобрать командную строку: ${p.text}`,
    cliNotBoth: (p) => `укажите либо ${p.a}, либо ${p.b.join(", ")}, но не оба сразу`,
    cliFiles: (p) =>
      p.given === 0 ? "укажите файл турнира (FILE)" : `укажите ровно один файл (указано: ${p.given})`,
    cliWhole: (p) => `${p.option} ${q("ru", p.given)}: ожидается целое число от ${p.min} до ${p.max}`,
    cliNumberMin0: (p) => `${p.option} ${q("ru", p.given)}: ожидается число не меньше 0`,
    cliNumberRange: (p) => `${p.option} ${q("ru", p.given)}: ожидается число от ${p.min} до ${p.max}`,
    cliYesNo: (p) => `${p.option} ${q("ru", p.given)}: ожидается yes или no`,
    cliOneOf: (p) =>
      `${p.option} ${q("ru", p.given)}: ожидается одно из значений: ${alternatives("ru", p.choices)}`,
    cliRank: (p) => `${p.option} ${q("ru", p.given)}: ожидается разряд от 30k до 9d, например 20k или 4d`,
    cliHalfPoint: (p) => `${p.option} ${q("ru", p.given)}: ожидается 0, 0.5 или 1`,
    cliHost: (p) => `--host ${q("ru", p.given)}: ожидается трёхбуквенный код федерации (например, HUN)`,
    cliRoundEvent: (p) => `--round ${p.round}: туров в турнире: ${p.rounds}`,
    cliRoundFile: (p) =>
      `--round ${p.round}: туров в ${p.path}: ${p.rounds}; следующий тур для жеребьёвки — ${p.rounds + 1}`,
    cliGoesWith: (p) =>
      `${all(p.options, "и")}: ${p.options.length === 1 ? "указывается" : "указываются"} только вместе с ${withValues("ru", p)}${p.not !== null ? ` (не с системой ${p.not})` : ""}`,
    cliNotWith: (p) => `${p.option} нельзя указывать вместе с ${p.with}`,
    cliGoOption: (p) => `${p.option} — параметр для го (Мак-Магон), а это файл шахматного турнира`,
    cliC07Chess: () =>
      "--c07 относится к личной таблице шахматного турнира (TRF), а не к командной и не к турниру по го",
    cliNoTeamPage: () => "--html: страница командного зачёта пока не создаётся; уберите --html",
    cliGiveOption: (p) => {
      const what =
        p.what === "roundToPair"
          ? ", тур для жеребьёвки"
          : p.what === "sessions"
            ? ", число сессий"
            : p.what === "seasonList"
              ? ", список перед сезоном"
              : p.what === "releaseDates"
                ? ", даты выпуска"
                : p.what === "releaseDate"
                  ? ", дату выпуска"
                  : "";
      const or = p.or !== null ? ` (или ${p.or})` : "";
      return `укажите ${p.option} ${alternatives("ru", p.values)}${what}${or}${p.system !== null ? ` для системы ${p.system}` : ""}`;
    },
    cliBergerPlayers: () => "укажите число игроков N",
    cliSeasonFiles: () => "укажите файлы турниров сезона",
    cliBakuLater: (p) =>
      `--accelerate baku: бакинская система ускорения выбирается до 1-го тура (C.04.5.1), а в файле нет записей ускорения; проводите жеребьёвку ${p.round}-го тура без неё`,
  },
};

/** The families of the usage errors: the options', the files', the players'. */
export function cliErrors(
  render: (m: Message, lang: Language) => string,
): readonly [Family<CliOptionErrorParams>, Family<CliFileErrorParams>, Family<CliPlayerErrorParams>] {
  return [CLI_OPTION_ERRORS, cliFileErrors(render), cliPlayerErrors(render)];
}

/** The codes of the families: the ones whose texts may name the command line's options. */
export const CLI_ERROR_CODES: readonly string[] = cliErrors(() => "").flatMap((f) => Object.keys(f.en));

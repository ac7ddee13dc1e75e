/**
 * The command line's usage errors (src/cli: `UsageError` and its throwers, D467): an option
 * unknown, without its value or with a bad one, options that go together or not, a file that
 * cannot be read or written, a player an option names that the file has not. Each says what is
 * wrong, where (the option, the value given, the file) and what to write instead. The command
 * line renders them in its `--lang` (D468). They are the one family whose texts name the
 * command line's options: they are about them (test/i18n/table.test.ts allows it here only).
 */
import { QUOTES, alternatives } from "./errors-args-words";
import { type Language } from "./language";
import { type Family } from "./message";
import { type Message } from "./table";

/** What a file that cannot be read was to be, as the command names it. */
export type ReadWhat =
  "tournament" | "rating list" | "results table" | "results" | "levels list" | "forbidden pairs" | "families";

/** Why a file cannot be read: none, a folder, no permission, or the system's own words (`text`). */
export type ReadWhy = "missing" | "folder" | "denied" | "other";

/** A file kind that is not the crosstable with games a command needs (src/formats/sniff.ts `FileKind`). */
export type OtherKind =
  "crosstable" | "crosstable-without-games" | "results-table" | "results-sheet" | "rating-list";

/** What a required option gives, said after it ("give --round K, the round to pair"). */
export type GiveWhat = "roundToPair" | "sessions" | "seasonList" | "releaseDates";

/** A player not rated until the officer says who he is on the list (D60–D63, D166). */
export interface Unanswered {
  /** The question, as the rating asks it (a near miss, a conflict). */
  readonly asked: Message;
  /** `--match`'s value, quoted for the shell (`'Kis Anna=12'`, `'Kis Anna=LINE'`). */
  readonly match: string;
  /** The list's lines to choose among when more than one (the match then says LINE). */
  readonly lines: readonly number[];
  /** `--new`'s value, quoted for the shell, where a new player is an answer. */
  readonly fresh: string | null;
  /** A season's answer for this file only (`'spring.h9:Kis Anna'`), where the run is a season. */
  readonly only: string | null;
}

/** The parameters of each usage error, by code; `option` is the option as written (`--round`). */
export interface CliErrorParams {
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
  cliCannotRead: { what: ReadWhat; path: string; why: ReadWhy; text: string };
  cliCannotWrite: { path: string; text: string };
  /** A message about a file, after its name. */
  cliInFile: { path: string; inner: Message };
  /** A message about a row that several files may have (`a.csv or b.csv:12: …`). */
  cliInRow: { paths: readonly string[]; row: number; inner: Message };
  cliNotCrosstable: { path: string; kind: OtherKind; players: number; rounds: number };
  cliNoRows: { path: string; what: "ratingList" | "results" | "levels" };
  cliLevelsErrors: { path: string };
  cliKindNotFide: { kind: string; path: string; format: string };
  cliCrosstableErrors: { path: string };
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
  cliOutIsInput: { option: string };
  cliEmptyFileName: { option: string };
  cliOutNotOpenGotha: { path: string };
  cliSameFile: { a: string; b: string; path: string };
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
  cliItemForm: { option: string; item: string; forms: readonly string[]; examples: readonly string[] };
  cliEmptyList: { option: string; form: string; example: string };
  cliNoPlayerNo: { option: string; item: string | null; no: number; players: number };
  cliItemRange: { option: string; item: string; min: number; max: number };
  /** A player given twice (`answer`: answered twice, by `--match` or `--new`). */
  cliGivenTwice: {
    option: string;
    item: string | null;
    player: number;
    path: string | null;
    answer: boolean;
  };
  cliNoListLine: { option: string; item: string; line: number };
  cliNoPlayerNamed: { option: string; name: string };
  cliNamesake: { option: string; name: string; count: number };
  cliSeasonNoPlayer: { option: string; item: string; name: string };
  cliSeasonNamesake: { option: string; item: string; name: string; count: number; path: string };
  cliNumberNeedsFile: { option: string; item: string; who: string };
  cliAnswersUnused: { answers: readonly { readonly option: string; readonly item: string }[] };
  cliUnanswered: { questions: readonly Unanswered[] };
  cliRegistrationList: { path: string };
  cliNoTeams: { path: string };
}

const q = (lang: Language, s: string): string => QUOTES[lang](s);

/** `a, b and c` with the language's `and`. */
const all = (xs: readonly string[], and: string): string =>
  xs.length < 2 ? xs.join("") : `${xs.slice(0, -1).join(", ")} ${and} ${xs[xs.length - 1] ?? ""}`;

/** An option and one of its values (`--system mgsz or fide`), an option alone, or options alone. */
const withValues = (lang: Language, p: { with: string; values: readonly string[] }): string =>
  [p.with, alternatives(lang, p.values)].filter((x) => x !== "").join(" ");

/** The family, the messages it carries rendered in each language by the table's `render`. */
export function cliErrors(render: (m: Message, lang: Language) => string): Family<CliErrorParams> {
  return {
    en: {
      cliUnknownOption: (p) =>
        `unknown option ${p.option}${p.near !== null ? `; did you mean ${p.near}?` : ""} (--help lists the options)`,
      cliMissingValue: (p) => `${p.option} needs a value: write ${p.option} VALUE or ${p.option}=VALUE`,
      cliDashValue: (p) =>
        `${p.option} ${q("en", p.value)}: a value beginning with "-" is written ${p.option}=${p.value}; if ${p.option} was given no value, give it one`,
      cliTakesNoValue: (p) =>
        `${p.option} takes no value: write ${p.option} alone, not ${p.option}=${p.value}`,
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
      cliCannotRead: (p) => {
        const why =
          p.why === "missing"
            ? "no such file"
            : p.why === "folder"
              ? "it is a folder; give a file inside it"
              : p.why === "denied"
                ? "permission denied"
                : p.text;
        return `cannot read ${p.what} ${p.path}: ${why}`;
      },
      cliCannotWrite: (p) => `cannot write ${p.path}: ${p.text}`,
      cliInFile: (p) => `${p.path}: ${render(p.inner, "en")}`,
      cliInRow: (p) => `${alternatives("en", p.paths)}:${p.row}: ${render(p.inner, "en")}`,
      cliNotCrosstable: (p) => {
        const kind =
          p.kind === "crosstable"
            ? `a crosstable (${p.players} players, ${p.rounds} rounds)`
            : p.kind === "crosstable-without-games"
              ? `a crosstable with no games (${p.players} players, ${p.rounds} rounds, no result in any)`
              : p.kind === "results-table"
                ? `a mahjong results table (place, player, points; ${p.players} rows)`
                : p.kind === "results-sheet"
                  ? "a mahjong results sheet (one row per player per tournament: rating-officer mahjong-list or MAHJONG.RATINGLIST read it)"
                  : "a rating list (give it as the rating list: --ratings LIST)";
        return `${p.path}: ${kind}, not a crosstable with games`;
      },
      cliNoRows: (p) =>
        `${p.path}: ${p.what === "ratingList" ? "no rating-list rows could be read" : p.what === "results" ? "no result rows could be read" : "no levels could be read"}`,
      cliLevelsErrors: (p) => `${p.path}: the levels list has errors (above); correct them`,
      cliKindNotFide: (p) =>
        `--ratings-kind ${p.kind}: ${p.path} is not FIDE's rating list (it is read as ${p.format}); only FIDE's lists give a ${p.kind} rating`,
      cliCrosstableErrors: (p) => `${p.path}: the crosstable has errors (above); correct them before pairing`,
      cliRoundEvent: (p) => `--round ${p.round}: the tournament has ${p.rounds} rounds`,
      cliRoundFile: (p) =>
        `--round ${p.round}: ${p.path} has ${p.rounds} rounds; the next to pair is ${p.rounds + 1}`,
      cliGoesWith: (p) =>
        `${all(p.options, "and")} ${p.options.length === 1 ? "applies" : "apply"} to ${withValues("en", p)}${p.not !== null ? `, not ${p.not}` : ""}`,
      cliNotWith: (p) => `${p.option} is not for ${p.with}`,
      cliGoOption: (p) => `${p.option} is a Go (McMahon) option; this is a chess file`,
      cliC07Chess: () => "--c07 goes with a chess file's standings (TRF), not a team's or a Go file's",
      cliNoTeamPage: () => "--html: a page of team standings is not written yet; leave --html out",
      cliOutIsInput: (p) =>
        `${p.option}: give another file than the tournament read (it is never overwritten)`,
      cliEmptyFileName: (p) => `${p.option}: give a file name`,
      cliOutNotOpenGotha: (p) => `--out writes OpenGotha XML and ${p.path} is not one: pair without --out`,
      cliSameFile: (p) => `give ${p.a} and ${p.b} different files, not both ${p.path}`,
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
                  : "";
        const or = p.or !== null ? ` (or ${p.or})` : "";
        return `give ${p.option} ${alternatives("en", p.values)}${what}${or}${p.system !== null ? ` for ${p.system}` : ""}`;
      },
      cliBergerPlayers: () => "give the number of players N",
      cliSeasonFiles: () => "give the season's tournament files",
      cliItemForm: (p) =>
        `${p.option}: "${p.item}" is not ${alternatives("en", p.forms)}${p.examples.length > 0 ? ` (e.g. ${alternatives("en", p.examples)})` : ""}`,
      cliEmptyList: (p) => `${p.option} is empty; give ${p.form} pairs, e.g. ${p.example}`,
      cliNoPlayerNo: (p) =>
        `${p.option}: ${p.item !== null ? `"${p.item}": ` : ""}no player ${p.no} (the file has ${p.players})`,
      cliItemRange: (p) => `${p.option}: "${p.item}": expected a whole number ${p.min}..${p.max}`,
      cliGivenTwice: (p) =>
        `${p.option}: ${p.item !== null ? `"${p.item}": ` : ""}player ${p.player}${p.path !== null ? ` of ${p.path}` : ""} ${p.answer ? "is answered" : "given"} twice`,
      cliNoListLine: (p) => `${p.option}: "${p.item}": the rating list has no player at line ${p.line}`,
      cliNoPlayerNamed: (p) => `${p.option}: no player named ${q("en", p.name)} in the file`,
      cliNamesake: (p) =>
        `${p.option}: ${p.count} players are named ${q("en", p.name)}; give the number instead`,
      cliSeasonNoPlayer: (p) =>
        `${p.option}: "${p.item}": no player of the season's files is named ${q("en", p.name)}`,
      cliSeasonNamesake: (p) =>
        `${p.option}: "${p.item}": ${p.count} players of ${p.path} are named ${q("en", p.name)}; give ${p.path}:NO`,
      cliNumberNeedsFile: (p) =>
        `${p.option}: "${p.item}": a number names a player of one file; give FILE:${p.who}`,
      cliAnswersUnused: (p) => {
        const one = p.answers.length === 1;
        return `${p.answers.map((a) => `${a.option} "${a.item}"`).join(", ")}: no file of the season asks who ${one ? "this player is" : "these players are"} (found on the list, or near no row of it); leave ${one ? "the answer" : "these answers"} out or check the name`;
      },
      cliUnanswered: (p) => {
        const n = p.questions.length;
        const said = p.questions.map((x) => {
          const which = x.lines.length > 1 ? `, LINE one of ${x.lines.join(", ")}` : "";
          const fresh = x.fresh !== null ? ` or --new ${x.fresh}` : "";
          const only = x.only !== null ? ` (for every file; ${x.only} for this one only)` : "";
          return `${render(x.asked, "en")}\n  answer: --match ${x.match}${which}${fresh}${only}`;
        });
        return `${n} player${n === 1 ? "" : "s"} not rated until answered:\n${said.join("\n")}`;
      },
      cliRegistrationList: (p) => `${p.path} has players and no games (a registration list): give --rounds N`,
      cliNoTeams: (p) => `${p.path} has no teams: --teams reads TRF-2026 310 (or TRF16 013) team records`,
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
      cliOneOf: (p) =>
        `${p.option} ${q("hu", p.given)}: ezek egyikét várjuk: ${alternatives("hu", p.choices)}`,
      cliRank: (p) => `${p.option} ${q("hu", p.given)}: 30k és 9d közötti fokozatot várunk, pl. 20k vagy 4d`,
      cliHalfPoint: (p) => `${p.option} ${q("hu", p.given)}: 0, 0.5 vagy 1 értéket várunk`,
      cliHost: (p) => `--host ${q("hu", p.given)}: a szövetség hárombetűs kódját várjuk (pl. HUN)`,
      cliCannotRead: (p) => {
        const what =
          p.what === "tournament"
            ? "a versenyt"
            : p.what === "rating list"
              ? "az értékszámlistát"
              : p.what === "results table"
                ? "az eredménytáblát"
                : p.what === "results"
                  ? "az eredményeket"
                  : p.what === "levels list"
                    ? "a szintlistát"
                    : p.what === "forbidden pairs"
                      ? "a tiltott párokat"
                      : "a családokat";
        const why =
          p.why === "missing"
            ? "nincs ilyen fájl"
            : p.why === "folder"
              ? "ez egy mappa; a benne lévő fájlt adja meg"
              : p.why === "denied"
                ? "nincs jogosultság az olvasásához"
                : p.text;
        return `nem lehet beolvasni ${what} (${p.path}): ${why}`;
      },
      cliCannotWrite: (p) => `nem lehet írni a fájlt (${p.path}): ${p.text}`,
      cliInFile: (p) => `${p.path}: ${render(p.inner, "hu")}`,
      cliInRow: (p) => `${alternatives("hu", p.paths)}:${p.row}: ${render(p.inner, "hu")}`,
      cliNotCrosstable: (p) => {
        const kind =
          p.kind === "crosstable"
            ? `versenytábla (${p.players} játékos, ${p.rounds} forduló)`
            : p.kind === "crosstable-without-games"
              ? `játszmák nélküli versenytábla (${p.players} játékos, ${p.rounds} forduló, egyikben sincs eredmény)`
              : p.kind === "results-table"
                ? `mahjong-eredménytábla (helyezés, játékos, pontszám; ${p.players} sor)`
                : p.kind === "results-sheet"
                  ? "mahjong-eredménylap (játékosonként és versenyenként egy sor: a rating-officer mahjong-list vagy a MAHJONG.RATINGLIST olvassa)"
                  : "értékszámlista (értékszámlistaként adja meg: --ratings LIST)";
        return `${p.path}: ez egy ${kind}, nem játszmákat tartalmazó versenytábla`;
      },
      cliNoRows: (p) =>
        `${p.path}: ${p.what === "ratingList" ? "egyetlen értékszámlista-sor sem olvasható" : p.what === "results" ? "egyetlen eredménysor sem olvasható" : "egyetlen szint sem olvasható"}`,
      cliLevelsErrors: (p) => `${p.path}: a szintlista hibás (lásd fent); javítsa ki`,
      cliKindNotFide: (p) =>
        `--ratings-kind ${p.kind}: a(z) ${p.path} nem a FIDE értékszámlistája (${p.format} formátumként olvastuk); ${p.kind} értékszámot csak a FIDE listái adnak`,
      cliCrosstableErrors: (p) => `${p.path}: a versenytábla hibás (lásd fent); párosítás előtt javítsa ki`,
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
      cliOutIsInput: (p) =>
        `${p.option}: a beolvasott versenytől eltérő fájlt adjon meg (azt sosem írjuk felül)`,
      cliEmptyFileName: (p) => `${p.option}: adjon meg egy fájlnevet`,
      cliOutNotOpenGotha: (p) =>
        `a --out OpenGotha XML-fájlt ír, a(z) ${p.path} pedig nem az: párosítson --out nélkül`,
      cliSameFile: (p) =>
        `a(z) ${p.a} és a(z) ${p.b} kapcsolónak két különböző fájlt adjon meg, ne mindkettőnek ezt: ${p.path}`,
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
                  : "";
        const or = p.or !== null ? ` (vagy: ${p.or})` : "";
        return `adja meg${p.system !== null ? ` a(z) ${p.system} rendszerhez` : ""}: ${p.option} ${alternatives("hu", p.values)}${what}${or}`;
      },
      cliBergerPlayers: () => "adja meg a játékosok számát (N)",
      cliSeasonFiles: () => "adja meg a szezon versenyeinek fájljait",
      cliItemForm: (p) =>
        `${p.option}: ${q("hu", p.item)} nem ${alternatives("hu", p.forms)} alakú${p.examples.length > 0 ? ` (pl. ${alternatives("hu", p.examples)})` : ""}`,
      cliEmptyList: (p) => `a(z) ${p.option} üres; adjon meg ${p.form} párokat, pl. ${p.example}`,
      cliNoPlayerNo: (p) =>
        `${p.option}: ${p.item !== null ? `${q("hu", p.item)}: ` : ""}nincs ${p.no}. játékos (a fájlban ${p.players} játékos van)`,
      cliItemRange: (p) =>
        `${p.option}: ${q("hu", p.item)}: ${p.min} és ${p.max} közötti egész számot várunk`,
      cliGivenTwice: (p) =>
        `${p.option}: ${p.item !== null ? `${q("hu", p.item)}: ` : ""}${p.path !== null ? `a(z) ${p.path} ${p.player}. játékosa` : `a(z) ${p.player}. játékos`} ${p.answer ? "kétszer kapott választ" : "kétszer szerepel"}`,
      cliNoListLine: (p) =>
        `${p.option}: ${q("hu", p.item)}: az értékszámlista ${p.line}. sorában nincs játékos`,
      cliNoPlayerNamed: (p) => `${p.option}: a fájlban nincs ${q("hu", p.name)} nevű játékos`,
      cliNamesake: (p) =>
        `${p.option}: ${p.count} játékos neve ${q("hu", p.name)}; a név helyett a játékos számát adja meg`,
      cliSeasonNoPlayer: (p) =>
        `${p.option}: ${q("hu", p.item)}: a szezon fájljaiban nincs ${q("hu", p.name)} nevű játékos`,
      cliSeasonNamesake: (p) =>
        `${p.option}: ${q("hu", p.item)}: a(z) ${p.path} ${p.count} játékosának neve ${q("hu", p.name)}; adja meg így: ${p.path}:SZÁM`,
      cliNumberNeedsFile: (p) =>
        `${p.option}: ${q("hu", p.item)}: a szám egyetlen fájl játékosát jelöli; adja meg így: FÁJL:${p.who}`,
      cliAnswersUnused: (p) => {
        const one = p.answers.length === 1;
        return `${p.answers.map((a) => `${a.option} ${q("hu", a.item)}`).join(", ")}: a szezon egyik fájlja sem kérdez rá, ki ${one ? "ez a játékos" : "ezek a játékosok"} (megvan a listán, vagy egyik sorához sem hasonlít); hagyja el ${one ? "a választ" : "ezeket a válaszokat"}, vagy ellenőrizze a nevet`;
      },
      cliUnanswered: (p) => {
        const said = p.questions.map((x) => {
          const which = x.lines.length > 1 ? `, LINE ezek egyike: ${x.lines.join(", ")}` : "";
          const fresh = x.fresh !== null ? ` vagy --new ${x.fresh}` : "";
          const only = x.only !== null ? ` (minden fájlra; csak erre: ${x.only})` : "";
          return `${render(x.asked, "hu")}\n  válasz: --match ${x.match}${which}${fresh}${only}`;
        });
        return `${p.questions.length} játékos értékelése válaszra vár:\n${said.join("\n")}`;
      },
      cliRegistrationList: (p) =>
        `a(z) ${p.path} játékosokat tartalmaz, játszmákat nem (nevezési lista): adja meg a --rounds N kapcsolót`,
      cliNoTeams: (p) =>
        `a(z) ${p.path} nem tartalmaz csapatokat: a --teams a TRF-2026 310-es (vagy a TRF16 013-as) csapatsorait olvassa`,
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
      cliCannotRead: (p) => {
        const what =
          p.what === "tournament"
            ? "файл турнира"
            : p.what === "rating list"
              ? "рейтинг-лист"
              : p.what === "results table"
                ? "таблицу результатов"
                : p.what === "results"
                  ? "файл результатов"
                  : p.what === "levels list"
                    ? "список уровней"
                    : p.what === "forbidden pairs"
                      ? "список запрещённых пар"
                      : "список семей";
        const why =
          p.why === "missing"
            ? "такого файла нет"
            : p.why === "folder"
              ? "это папка; укажите файл в ней"
              : p.why === "denied"
                ? "нет прав на чтение"
                : p.text;
        return `не удаётся прочитать ${what} ${p.path}: ${why}`;
      },
      cliCannotWrite: (p) => `не удаётся записать ${p.path}: ${p.text}`,
      cliInFile: (p) => `${p.path}: ${render(p.inner, "ru")}`,
      cliInRow: (p) => `${alternatives("ru", p.paths)}:${p.row}: ${render(p.inner, "ru")}`,
      cliNotCrosstable: (p) => {
        const kind =
          p.kind === "crosstable"
            ? `таблица турнира (игроков: ${p.players}, туров: ${p.rounds})`
            : p.kind === "crosstable-without-games"
              ? `таблица турнира без партий (игроков: ${p.players}, туров: ${p.rounds}, ни одного результата)`
              : p.kind === "results-table"
                ? `таблица результатов маджонга (место, игрок, очки; строк: ${p.players})`
                : p.kind === "results-sheet"
                  ? "лист результатов маджонга (по строке на игрока и турнир: его читают rating-officer mahjong-list и MAHJONG.RATINGLIST)"
                  : "рейтинг-лист (укажите его как рейтинг-лист: --ratings LIST)";
        return `${p.path}: это ${kind}, а не таблица турнира с партиями`;
      },
      cliNoRows: (p) =>
        `${p.path}: ${p.what === "ratingList" ? "не прочитано ни одной строки рейтинг-листа" : p.what === "results" ? "не прочитано ни одной строки результатов" : "не прочитано ни одного уровня"}`,
      cliLevelsErrors: (p) => `${p.path}: в списке уровней есть ошибки (см. выше); исправьте их`,
      cliKindNotFide: (p) =>
        `--ratings-kind ${p.kind}: ${p.path} — не рейтинг-лист ФИДЕ (он прочитан как ${p.format}); рейтинг ${p.kind} есть только в списках ФИДЕ`,
      cliCrosstableErrors: (p) =>
        `${p.path}: в таблице турнира есть ошибки (см. выше); исправьте их перед жеребьёвкой`,
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
      cliOutIsInput: (p) =>
        `${p.option}: укажите другой файл, а не тот, из которого прочитан турнир (его мы не перезаписываем)`,
      cliEmptyFileName: (p) => `${p.option}: укажите имя файла`,
      cliOutNotOpenGotha: (p) =>
        `--out записывает XML OpenGotha, а ${p.path} — не такой файл: проводите жеребьёвку без --out`,
      cliSameFile: (p) => `укажите для ${p.a} и ${p.b} разные файлы, а не оба раза ${p.path}`,
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
                  : "";
        const or = p.or !== null ? ` (или ${p.or})` : "";
        return `укажите ${p.option} ${alternatives("ru", p.values)}${what}${or}${p.system !== null ? ` для системы ${p.system}` : ""}`;
      },
      cliBergerPlayers: () => "укажите число игроков N",
      cliSeasonFiles: () => "укажите файлы турниров сезона",
      cliItemForm: (p) =>
        `${p.option}: ${q("ru", p.item)} не в виде ${alternatives("ru", p.forms)}${p.examples.length > 0 ? ` (например, ${alternatives("ru", p.examples)})` : ""}`,
      cliEmptyList: (p) => `${p.option} пуст; укажите пары ${p.form}, например ${p.example}`,
      cliNoPlayerNo: (p) =>
        `${p.option}: ${p.item !== null ? `${q("ru", p.item)}: ` : ""}нет игрока ${p.no} (игроков в файле: ${p.players})`,
      cliItemRange: (p) => `${p.option}: ${q("ru", p.item)}: ожидается целое число от ${p.min} до ${p.max}`,
      cliGivenTwice: (p) =>
        `${p.option}: ${p.item !== null ? `${q("ru", p.item)}: ` : ""}игрок ${p.player}${p.path !== null ? ` из ${p.path}` : ""} ${p.answer ? "получил ответ дважды" : "указан дважды"}`,
      cliNoListLine: (p) => `${p.option}: ${q("ru", p.item)}: в строке ${p.line} рейтинг-листа нет игрока`,
      cliNoPlayerNamed: (p) => `${p.option}: в файле нет игрока с именем ${q("ru", p.name)}`,
      cliNamesake: (p) =>
        `${p.option}: игроков с именем ${q("ru", p.name)}: ${p.count}; укажите вместо имени номер`,
      cliSeasonNoPlayer: (p) =>
        `${p.option}: ${q("ru", p.item)}: ни в одном файле сезона нет игрока с именем ${q("ru", p.name)}`,
      cliSeasonNamesake: (p) =>
        `${p.option}: ${q("ru", p.item)}: игроков с именем ${q("ru", p.name)} в ${p.path}: ${p.count}; укажите ${p.path}:НОМЕР`,
      cliNumberNeedsFile: (p) =>
        `${p.option}: ${q("ru", p.item)}: номер обозначает игрока одного файла; укажите ФАЙЛ:${p.who}`,
      cliAnswersUnused: (p) => {
        const one = p.answers.length === 1;
        return `${p.answers.map((a) => `${a.option} ${q("ru", a.item)}`).join(", ")}: ни один файл сезона не спрашивает, кто ${one ? "этот игрок" : "эти игроки"} (он есть в списке или не похож ни на одну его строку); уберите ${one ? "этот ответ" : "эти ответы"} или проверьте имя`;
      },
      cliUnanswered: (p) => {
        const said = p.questions.map((x) => {
          const which = x.lines.length > 1 ? `, LINE — одна из строк ${x.lines.join(", ")}` : "";
          const fresh = x.fresh !== null ? ` или --new ${x.fresh}` : "";
          const only = x.only !== null ? ` (для всех файлов; ${x.only} — только для этого)` : "";
          return `${render(x.asked, "ru")}\n  ответ: --match ${x.match}${which}${fresh}${only}`;
        });
        return `игроков, которые не будут рассчитаны без ответа: ${p.questions.length}\n${said.join("\n")}`;
      },
      cliRegistrationList: (p) =>
        `в ${p.path} есть игроки, но нет партий (список регистрации): укажите --rounds N`,
      cliNoTeams: (p) =>
        `в ${p.path} нет команд: --teams читает командные записи TRF-2026 310 (или TRF16 013)`,
    },
  };
}

/** The codes of the family: the one whose texts may name the command line's options. */
export const CLI_ERROR_CODES: readonly (keyof CliErrorParams)[] = Object.keys(
  cliErrors(() => "").en,
) as (keyof CliErrorParams)[];

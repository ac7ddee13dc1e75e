/**
 * The command line's usage errors about its files (D467): a file that cannot be read or written,
 * a file of another kind than the command needs, no rows, errors above, an output that would
 * overwrite an input. The rest of the family is in errors-cli.ts.
 */
import { alternatives } from "./errors-args-words";
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

/** The parameters of each usage error about a file, by code. */
export interface CliFileErrorParams {
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
  cliRegistrationList: { path: string };
  cliNoTeams: { path: string };
  cliOutNotOpenGotha: { path: string };
  cliOutIsInput: { option: string };
  cliEmptyFileName: { option: string };
  cliSameFile: { a: string; b: string; path: string };
  /** A message about a cell of a file (`r.csv:12:3: …`, as compilers say it, so editors jump to it). */
  cliAtCell: { path: string; line: number; column: number; inner: Message };
  /** An output file that is there already, `option` the one that names it. */
  cliFileExists: { option: string; path: string };
  /** A file scored otherwise than 1 / ½ / 0 (said by its reader at `line`), which the Dutch engine does not pair. */
  cliPointSystem: { path: string; line: number };
  /** A team event (its team records), which the Dutch engine, pairing players, neither pairs nor checks (D474). */
  cliTeamEvent: { path: string };
}

/** The family, the messages it carries rendered in each language by the table's `render`. */
export function cliFileErrors(render: (m: Message, lang: Language) => string): Family<CliFileErrorParams> {
  return {
    en: {
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
      cliRegistrationList: (p) => `${p.path} has players and no games (a registration list): give --rounds N`,
      cliNoTeams: (p) => `${p.path} has no teams: --teams reads TRF-2026 310 (or TRF16 013) team records`,
      cliOutNotOpenGotha: (p) => `--out writes OpenGotha XML and ${p.path} is not one: pair without --out`,
      cliOutIsInput: (p) =>
        `${p.option}: give another file than the tournament read (it is never overwritten)`,
      cliEmptyFileName: (p) => `${p.option}: give a file name`,
      cliSameFile: (p) => `give ${p.a} and ${p.b} different files, not both ${p.path}`,
      cliAtCell: (p) => `${p.path}:${p.line}:${p.column}: ${render(p.inner, "en")}`,
      cliFileExists: (p) => `${p.option} ${p.path}: the file exists; give --force to replace it`,
      cliPointSystem: (p) =>
        `${p.path}: its point system (line ${p.line}, above) is not 1 / ½ / 0, the scores the Dutch engine pairs by; it does not pair this file`,
      cliTeamEvent: (p) =>
        `${p.path}: a team event (its team records, 310 or 013): the Dutch engine pairs players one by one, while this event's rounds pair teams, so it neither pairs nor checks it; pair and check the teams' rounds with a team pairing program`,
    },
    hu: {
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
      cliRegistrationList: (p) =>
        `a(z) ${p.path} játékosokat tartalmaz, játszmákat nem (nevezési lista): adja meg a --rounds N kapcsolót`,
      cliNoTeams: (p) =>
        `a(z) ${p.path} nem tartalmaz csapatokat: a --teams a TRF-2026 310-es (vagy a TRF16 013-as) csapatsorait olvassa`,
      cliOutNotOpenGotha: (p) =>
        `a --out OpenGotha XML-fájlt ír, a(z) ${p.path} pedig nem az: párosítson --out nélkül`,
      cliOutIsInput: (p) =>
        `${p.option}: a beolvasott versenytől eltérő fájlt adjon meg (azt sosem írjuk felül)`,
      cliEmptyFileName: (p) => `${p.option}: adjon meg egy fájlnevet`,
      cliSameFile: (p) =>
        `a(z) ${p.a} és a(z) ${p.b} kapcsolónak két különböző fájlt adjon meg, ne mindkettőnek ezt: ${p.path}`,
      cliAtCell: (p) => `${p.path}:${p.line}:${p.column}: ${render(p.inner, "hu")}`,
      cliFileExists: (p) =>
        `${p.option} ${p.path}: a fájl már létezik; ha felül akarja írni, adja meg a --force kapcsolót is`,
      cliPointSystem: (p) =>
        `${p.path}: a pontozása (${p.line}. sor, lásd fent) nem 1 / ½ / 0, a holland párosító pedig ezek szerint párosít; ezt a fájlt nem párosítja`,
      cliTeamEvent: (p) =>
        `${p.path}: csapatverseny (csapatsorai: 310 vagy 013): a holland párosító játékosokat párosít egyenként, ennek a versenynek a fordulói pedig csapatokat, ezért nem párosítja és nem ellenőrzi; a csapatok fordulóit csapatpárosító programmal párosítsa és ellenőrizze`,
    },
    ru: {
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
      cliRegistrationList: (p) =>
        `в ${p.path} есть игроки, но нет партий (список регистрации): укажите --rounds N`,
      cliNoTeams: (p) =>
        `в ${p.path} нет команд: --teams читает командные записи TRF-2026 310 (или TRF16 013)`,
      cliOutNotOpenGotha: (p) =>
        `--out записывает XML OpenGotha, а ${p.path} — не такой файл: проводите жеребьёвку без --out`,
      cliOutIsInput: (p) =>
        `${p.option}: укажите другой файл, а не тот, из которого прочитан турнир (его мы не перезаписываем)`,
      cliEmptyFileName: (p) => `${p.option}: укажите имя файла`,
      cliSameFile: (p) => `укажите для ${p.a} и ${p.b} разные файлы, а не оба раза ${p.path}`,
      cliAtCell: (p) => `${p.path}:${p.line}:${p.column}: ${render(p.inner, "ru")}`,
      cliFileExists: (p) =>
        `${p.option} ${p.path}: файл уже существует; чтобы заменить его, добавьте --force`,
      cliPointSystem: (p) =>
        `${p.path}: система очков (строка ${p.line}, см. выше) — не 1 / ½ / 0, а голландская система проводит жеребьёвку только по таким очкам; жеребьёвку по этому файлу она не проводит`,
      cliTeamEvent: (p) =>
        `${p.path}: командное соревнование (записи команд 310 или 013): голландская система проводит жеребьёвку игроков по одному, а туры этого соревнования — жеребьёвка команд, поэтому она его не жеребьёвывает и не проверяет; проводите и проверяйте жеребьёвку туров команд в программе для командных соревнований`,
    },
  };
}

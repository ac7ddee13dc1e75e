/**
 * The command line's usage errors about the players its options name (D467): an item that is no
 * NAME=VALUE, a player the file has not, or twice, a namesake, an answer no file asks for, and the
 * players not rated until answered (D62, D166). The rest of the family is in errors-cli.ts.
 */
import { QUOTES, alternatives } from "./errors-args-words";
import { type Language } from "./language";
import { type Family } from "./message";
import { type Message } from "./table";

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

/** The parameters of each usage error about a player an option names, by code. */
export interface CliPlayerErrorParams {
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
}

/** The family, the messages it carries rendered in each language by the table's `render`. */
export function cliPlayerErrors(
  render: (m: Message, lang: Language) => string,
): Family<CliPlayerErrorParams> {
  return {
    en: {
      cliItemForm: (p) =>
        `${p.option}: "${p.item}" is not ${alternatives("en", p.forms)}${p.examples.length > 0 ? ` (e.g. ${alternatives("en", p.examples)})` : ""}`,
      cliEmptyList: (p) => `${p.option} is empty; give ${p.form} pairs, e.g. ${p.example}`,
      cliNoPlayerNo: (p) =>
        `${p.option}: ${p.item !== null ? `"${p.item}": ` : ""}no player ${p.no} (the file has ${p.players})`,
      cliItemRange: (p) => `${p.option}: "${p.item}": expected a whole number ${p.min}..${p.max}`,
      cliGivenTwice: (p) =>
        `${p.option}: ${p.item !== null ? `"${p.item}": ` : ""}player ${p.player}${p.path !== null ? ` of ${p.path}` : ""} ${p.answer ? "is answered" : "given"} twice`,
      cliNoListLine: (p) => `${p.option}: "${p.item}": the rating list has no player at line ${p.line}`,
      cliNoPlayerNamed: (p) => `${p.option}: no player named ${QUOTES.en(p.name)} in the file`,
      cliNamesake: (p) =>
        `${p.option}: ${p.count} players are named ${QUOTES.en(p.name)}; give the number instead`,
      cliSeasonNoPlayer: (p) =>
        `${p.option}: "${p.item}": no player of the season's files is named ${QUOTES.en(p.name)}`,
      cliSeasonNamesake: (p) =>
        `${p.option}: "${p.item}": ${p.count} players of ${p.path} are named ${QUOTES.en(p.name)}; give ${p.path}:NO`,
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
    },
    hu: {
      cliItemForm: (p) =>
        `${p.option}: ${QUOTES.hu(p.item)} nem ${alternatives("hu", p.forms)} alakú${p.examples.length > 0 ? ` (pl. ${alternatives("hu", p.examples)})` : ""}`,
      cliEmptyList: (p) => `a(z) ${p.option} üres; adjon meg ${p.form} párokat, pl. ${p.example}`,
      cliNoPlayerNo: (p) =>
        `${p.option}: ${p.item !== null ? `${QUOTES.hu(p.item)}: ` : ""}nincs ${p.no}. játékos (a fájlban ${p.players} játékos van)`,
      cliItemRange: (p) =>
        `${p.option}: ${QUOTES.hu(p.item)}: ${p.min} és ${p.max} közötti egész számot várunk`,
      cliGivenTwice: (p) =>
        `${p.option}: ${p.item !== null ? `${QUOTES.hu(p.item)}: ` : ""}${p.path !== null ? `a(z) ${p.path} ${p.player}. játékosa` : `a(z) ${p.player}. játékos`} ${p.answer ? "kétszer kapott választ" : "kétszer szerepel"}`,
      cliNoListLine: (p) =>
        `${p.option}: ${QUOTES.hu(p.item)}: az értékszámlista ${p.line}. sorában nincs játékos`,
      cliNoPlayerNamed: (p) => `${p.option}: a fájlban nincs ${QUOTES.hu(p.name)} nevű játékos`,
      cliNamesake: (p) =>
        `${p.option}: ${p.count} játékos neve ${QUOTES.hu(p.name)}; a név helyett a játékos számát adja meg`,
      cliSeasonNoPlayer: (p) =>
        `${p.option}: ${QUOTES.hu(p.item)}: a szezon fájljaiban nincs ${QUOTES.hu(p.name)} nevű játékos`,
      cliSeasonNamesake: (p) =>
        `${p.option}: ${QUOTES.hu(p.item)}: a(z) ${p.path} ${p.count} játékosának neve ${QUOTES.hu(p.name)}; adja meg így: ${p.path}:SZÁM`,
      cliNumberNeedsFile: (p) =>
        `${p.option}: ${QUOTES.hu(p.item)}: a szám egyetlen fájl játékosát jelöli; adja meg így: FÁJL:${p.who}`,
      cliAnswersUnused: (p) => {
        const one = p.answers.length === 1;
        return `${p.answers.map((a) => `${a.option} ${QUOTES.hu(a.item)}`).join(", ")}: a szezon egyik fájlja sem kérdez rá, ki ${one ? "ez a játékos" : "ezek a játékosok"} (megvan a listán, vagy egyik sorához sem hasonlít); hagyja el ${one ? "a választ" : "ezeket a válaszokat"}, vagy ellenőrizze a nevet`;
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
    },
    ru: {
      cliItemForm: (p) =>
        `${p.option}: ${QUOTES.ru(p.item)} не в виде ${alternatives("ru", p.forms)}${p.examples.length > 0 ? ` (например, ${alternatives("ru", p.examples)})` : ""}`,
      cliEmptyList: (p) => `${p.option} пуст; укажите пары ${p.form}, например ${p.example}`,
      cliNoPlayerNo: (p) =>
        `${p.option}: ${p.item !== null ? `${QUOTES.ru(p.item)}: ` : ""}нет игрока ${p.no} (игроков в файле: ${p.players})`,
      cliItemRange: (p) => `${p.option}: ${QUOTES.ru(p.item)}: ожидается целое число от ${p.min} до ${p.max}`,
      cliGivenTwice: (p) =>
        `${p.option}: ${p.item !== null ? `${QUOTES.ru(p.item)}: ` : ""}игрок ${p.player}${p.path !== null ? ` из ${p.path}` : ""} ${p.answer ? "получил ответ дважды" : "указан дважды"}`,
      cliNoListLine: (p) => `${p.option}: ${QUOTES.ru(p.item)}: в строке ${p.line} рейтинг-листа нет игрока`,
      cliNoPlayerNamed: (p) => `${p.option}: в файле нет игрока с именем ${QUOTES.ru(p.name)}`,
      cliNamesake: (p) =>
        `${p.option}: игроков с именем ${QUOTES.ru(p.name)}: ${p.count}; укажите вместо имени номер`,
      cliSeasonNoPlayer: (p) =>
        `${p.option}: ${QUOTES.ru(p.item)}: ни в одном файле сезона нет игрока с именем ${QUOTES.ru(p.name)}`,
      cliSeasonNamesake: (p) =>
        `${p.option}: ${QUOTES.ru(p.item)}: игроков с именем ${QUOTES.ru(p.name)} в ${p.path}: ${p.count}; укажите ${p.path}:НОМЕР`,
      cliNumberNeedsFile: (p) =>
        `${p.option}: ${QUOTES.ru(p.item)}: номер обозначает игрока одного файла; укажите ФАЙЛ:${p.who}`,
      cliAnswersUnused: (p) => {
        const one = p.answers.length === 1;
        return `${p.answers.map((a) => `${a.option} ${QUOTES.ru(a.item)}`).join(", ")}: ни один файл сезона не спрашивает, кто ${one ? "этот игрок" : "эти игроки"} (он есть в списке или не похож ни на одну его строку); уберите ${one ? "этот ответ" : "эти ответы"} или проверьте имя`;
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
    },
  };
}

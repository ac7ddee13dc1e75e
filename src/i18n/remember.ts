/**
 * What the pane says about what it keeps in the workbook (src/taskpane/settings.ts, D210–D212)
 * and about a page it cannot save as a file where the host's webview downloads nothing
 * (src/taskpane/publish.ts, D213); the chess sheet's FIDE report (src/taskpane/trf-report.ts, D300–D302).
 */
import { type Family } from "./message";

export interface RememberParams {
  /** The workbook did not keep a choice (Office's own text, when it gives one). */
  rememberNotKept: { detail?: string };
  /** The workbook's kept choices could not be read (Office's own text, when it gives one). */
  rememberNotRead: { detail?: string };
  /** The page is shown to copy: the host saves no file from the pane. */
  publishCopyHint: { file: string };
  publishCopyButton: Record<string, never>;
  publishCopied: Record<string, never>;
  publishCopyFailed: Record<string, never>;
  publishCopyClose: Record<string, never>;
  /** D300: the pane's button writing a chess sheet's TRF-2026 rating report, and its hint. */
  trfReportButton: Record<string, never>;
  trfReportHint: Record<string, never>;
  /** D302: the report shown to copy where the host saves no file from the pane. */
  trfReportCopyHint: { file: string };
  trfReportCopyButton: Record<string, never>;
  trfReportCopyFailed: Record<string, never>;
  /** The report saved (or shown to copy) as `file`; `notes` things FIDE requires that the sheet lacks, listed below. */
  trfReportDone: { file: string; notes: number };
  /** D300: the active sheet is no chess tournament sheet. */
  trfReportNotChess: { sheet: string };
  /** Recalculate would refuse the sheet: its problems are listed, no report is written. */
  trfReportProblems: { count: number };
  /**
   * D411: the sheet's First name, Country, Sex and Host federation cells could not be read as
   * Pair round reads them (`count` problems listed): no report, which would leave them out.
   */
  trfReportCellsUnread: { sheet: string; count: number };
}

const colon = (detail: string | undefined): string => (detail === undefined ? "" : ` (${detail})`);

export const REMEMBER_MESSAGES: Family<RememberParams> = {
  en: {
    rememberNotKept: (p) =>
      `Warning: the workbook did not keep this choice${colon(p.detail)}. It counts until the pane is closed; a workbook open read-only or in view mode keeps nothing: open it for editing to keep it.`,
    rememberNotRead: (p) =>
      `Warning: the choices this workbook keeps could not be read${colon(p.detail)}; the pane asks again.`,
    publishCopyHint: (p) =>
      `Excel here cannot save a file from the pane. Copy the page below, paste it into a text editor and save it as “${p.file}”, then open that file in a browser.`,
    publishCopyButton: () => "Copy the page",
    publishCopied: () => "Copied: paste it into a text editor.",
    publishCopyFailed: () => "The page could not be copied: select the text below and copy it (Cmd+C).",
    publishCopyClose: () => "Close",
    trfReportButton: () => "FIDE report (TRF)",
    trfReportHint: () =>
      "The active chess sheet as FIDE's rating report (TRF-2026); what FIDE requires and the sheet lacks is listed, to add before sending.",
    trfReportCopyHint: (p) =>
      `Excel here cannot save a file from the pane. Copy the report below, paste it into a text editor and save it as “${p.file}” (plain text). Copied, its lines end CR LF as FIDE's files do: where the editor offers line endings, keep Windows (CRLF).`,
    trfReportCopyButton: () => "Copy the report",
    trfReportCopyFailed: () => "The report could not be copied: select the text below and copy it (Cmd+C).",
    trfReportDone: (p) =>
      p.notes === 0
        ? `The report was written as “${p.file}”.`
        : `The report was written as “${p.file}”; ${p.notes} ${p.notes === 1 ? "thing FIDE requires is" : "things FIDE requires are"} missing from it, listed below: add them to the file before sending it.`,
    trfReportNotChess: (p) =>
      `“${p.sheet}” is not a chess (FIDE) tournament sheet: the FIDE report is written from a chess sheet only. Make the chess sheet the active one and click again.`,
    trfReportProblems: (p) =>
      `No report written: the sheet has ${p.count} ${p.count === 1 ? "problem" : "problems"}, listed below (as Recalculate finds them). Correct them and click again.`,
    trfReportCellsUnread: (p) =>
      `No report written: the First name, Country, Sex and Host federation cells of “${p.sheet}” could not be read as Pair round reads them (${p.count} ${p.count === 1 ? "problem" : "problems"}, listed below), and the report would have left out what they hold. Correct them and click again.`,
  },
  hu: {
    rememberNotKept: (p) =>
      `Figyelem: a munkafüzet nem őrizte meg ezt a választást${colon(p.detail)}. A panel bezárásáig érvényes; az írásvédetten vagy megtekintésre megnyitott munkafüzet semmit sem őriz meg: nyissa meg szerkesztésre, hogy megmaradjon.`,
    rememberNotRead: (p) =>
      `Figyelem: a munkafüzetben őrzött választások nem olvashatók${colon(p.detail)}; a panel újra megkérdezi őket.`,
    publishCopyHint: (p) =>
      `Az Excel itt nem tud fájlt menteni a panelből. Másolja ki az alábbi oldalt, illessze be egy szövegszerkesztőbe, mentse „${p.file}” néven, majd nyissa meg böngészőben.`,
    publishCopyButton: () => "Az oldal másolása",
    publishCopied: () => "Kimásolva: illessze be egy szövegszerkesztőbe.",
    publishCopyFailed: () =>
      "Az oldalt nem sikerült kimásolni: jelölje ki az alábbi szöveget, és másolja ki (Cmd+C).",
    publishCopyClose: () => "Bezárás",
    trfReportButton: () => "FIDE-jelentés (TRF)",
    trfReportHint: () =>
      "Az aktív sakklap FIDE értékszám-jelentésként (TRF-2026); ami a FIDE-nek kell, de a lapon nincs, azt felsorolja, hogy elküldés előtt pótolja.",
    trfReportCopyHint: (p) =>
      `Az Excel itt nem tud fájlt menteni a panelből. Másolja ki az alábbi jelentést, illessze be egy szövegszerkesztőbe, és mentse „${p.file}” néven (egyszerű szövegként). Kimásolva a sorai CR LF-re végződnek, mint a FIDE fájljaiban: ha a szerkesztő felkínálja a sorvégek választását, hagyja Windows (CRLF) beállításon.`,
    trfReportCopyButton: () => "A jelentés másolása",
    trfReportCopyFailed: () =>
      "A jelentést nem sikerült kimásolni: jelölje ki az alábbi szöveget, és másolja ki (Cmd+C).",
    trfReportDone: (p) =>
      p.notes === 0
        ? `A jelentés elkészült: „${p.file}”.`
        : `A jelentés elkészült: „${p.file}”; ${p.notes} dolog hiányzik belőle, amit a FIDE megkövetel (lent felsorolva): pótolja a fájlban, mielőtt elküldi.`,
    trfReportNotChess: (p) =>
      `A(z) „${p.sheet}” lap nem sakk- (FIDE-) versenylap: a FIDE-jelentés csak sakklapból készül. Tegye aktívvá a sakklapot, és kattintson újra.`,
    trfReportProblems: (p) =>
      `A jelentés nem készült el: a lapon ${p.count} hiba van (lent felsorolva, ahogy az Újraszámolás találja). Javítsa ki őket, és kattintson újra.`,
    trfReportCellsUnread: (p) =>
      `A jelentés nem készült el: a(z) „${p.sheet}” lap Utónév, Ország, Nem és Rendező szövetség celláit nem sikerült úgy beolvasni, ahogy a Forduló párosítása olvassa (${p.count} hiba, lent felsorolva), és a jelentésből kimaradna, amit tartalmaznak. Javítsa ki őket, és kattintson újra.`,
  },
  ru: {
    rememberNotKept: (p) =>
      `Внимание: книга не сохранила этот выбор${colon(p.detail)}. Он действует, пока панель открыта; книга, открытая только для чтения или для просмотра, ничего не сохраняет: откройте её для редактирования, чтобы выбор сохранился.`,
    rememberNotRead: (p) =>
      `Внимание: сохранённые в книге ответы не удалось прочитать${colon(p.detail)}; панель спросит снова.`,
    publishCopyHint: (p) =>
      `Excel здесь не может сохранить файл из панели. Скопируйте страницу ниже, вставьте её в текстовый редактор, сохраните как «${p.file}» и откройте этот файл в браузере.`,
    publishCopyButton: () => "Скопировать страницу",
    publishCopied: () => "Скопировано: вставьте в текстовый редактор.",
    publishCopyFailed: () => "Страницу не удалось скопировать: выделите текст ниже и скопируйте его (Cmd+C).",
    publishCopyClose: () => "Закрыть",
    trfReportButton: () => "Отчёт для FIDE (TRF)",
    trfReportHint: () =>
      "Активный шахматный лист как рейтинговый отчёт FIDE (TRF-2026); то, что требует FIDE и чего нет на листе, перечисляется, чтобы добавить перед отправкой.",
    trfReportCopyHint: (p) =>
      `Excel здесь не может сохранить файл из панели. Скопируйте отчёт ниже, вставьте его в текстовый редактор и сохраните как «${p.file}» (простой текст). При копировании строки оканчиваются на CR LF, как в файлах FIDE: если редактор предлагает выбрать концы строк, оставьте Windows (CRLF).`,
    trfReportCopyButton: () => "Скопировать отчёт",
    trfReportCopyFailed: () => "Отчёт не удалось скопировать: выделите текст ниже и скопируйте его (Cmd+C).",
    trfReportDone: (p) =>
      p.notes === 0
        ? `Отчёт записан как «${p.file}».`
        : `Отчёт записан как «${p.file}»; в нём не хватает того, что требует FIDE (пунктов: ${p.notes}, список ниже): добавьте это в файл перед отправкой.`,
    trfReportNotChess: (p) =>
      `«${p.sheet}» — не шахматный (FIDE) турнирный лист: отчёт для FIDE пишется только с шахматного листа. Сделайте шахматный лист активным и нажмите ещё раз.`,
    trfReportProblems: (p) =>
      `Отчёт не записан: на листе ошибок: ${p.count}, список ниже (как их находит «Пересчитать»). Исправьте их и нажмите ещё раз.`,
    trfReportCellsUnread: (p) =>
      `Отчёт не записан: ячейки «Имя», «Страна», «Пол» и «Федерация-организатор» листа «${p.sheet}» не удалось прочитать так, как их читает «Жеребьёвка тура» (ошибок: ${p.count}, список ниже), и в отчёт не попало бы то, что в них записано. Исправьте их и нажмите ещё раз.`,
  },
};

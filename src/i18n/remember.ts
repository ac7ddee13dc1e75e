/**
 * What the pane says about what it keeps in the workbook (src/taskpane/settings.ts, D210–D212)
 * and about a page it cannot save as a file where the host's webview downloads nothing
 * (src/taskpane/publish.ts, D213).
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
  },
};

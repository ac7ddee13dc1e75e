/**
 * A page the pane publishes, where the host's webview saves no file (D213, D214): Office for
 * Mac's webview ignores a blob `<a download>` (office-js#2700, #3385), so there, and wherever
 * starting a download throws, the pane shows the page's HTML with a Copy button and says how to
 * save it. `Office.context.ui.openBrowserWindow` opens only a URL the browser can fetch, which a
 * page made in the pane is not, and a dialog is a webview that downloads nothing either.
 */
import { type Message, msg, render } from "../i18n/table";
import { el, listen } from "./dom";
import { state } from "./state";

/** How a page leaves the pane: the browser's download, or shown to copy (D213). */
export type SaveRoute = "download" | "copy";

/** D213: Office for Mac copies; every other platform (PC, the web, none known) downloads. */
export const saveRoute = (platform: unknown): SaveRoute => (String(platform) === "Mac" ? "copy" : "download");

/** The platform Office runs on (`Office.context.platform`), undefined outside Office. */
export function officePlatform(): unknown {
  return typeof Office === "undefined" ? undefined : Office.context?.platform;
}

/** The file name a page is saved under: `name` without the characters file systems refuse, `fallback` when none is left. */
export const pageFileName = (name: string, fallback: string, extension = "html"): string =>
  `${name.replace(/[\\/:*?"<>|]+/g, " ").trim() || fallback}.${extension}`;

const PANEL_ID = "publish-copy";

/** How a text is saved: its MIME type, and what the copy panel says (`file` its name). */
export interface SaveForm {
  readonly mime: string;
  readonly hint: (file: string) => Message;
  /** The copy button's words, and what is said when the copy fails. */
  readonly copy: Message;
  readonly copyFailed: Message;
}

/** A page: HTML, opened in a browser once saved. */
export const PAGE: SaveForm = {
  mime: "text/html;charset=utf-8",
  hint: (file) => msg("publishCopyHint", { file }),
  copy: msg("publishCopyButton", {}),
  copyFailed: msg("publishCopyFailed", {}),
};

/**
 * D322: the part of `original` that a textarea showing it has between `start` and `end`: the
 * textarea's value has each CR LF (and lone CR) of it as LF (HTML's normalisation of a
 * textarea's value), so a copy of its selection would lose the CR LF line ends a TRF is written
 * with (and FIDE's files have); this gives the original's characters, line ends included.
 */
export function originalSlice(original: string, start: number, end: number): string {
  // offset in the textarea's value → offset in the original
  const at: number[] = [];
  for (let i = 0; i < original.length; i++) {
    at.push(i);
    if (original[i] === "\r" && original[i + 1] === "\n") i++;
  }
  at.push(original.length);
  const offset = (n: number): number => at[Math.max(0, Math.min(n, at.length - 1))] ?? original.length;
  return original.slice(offset(start), offset(end));
}

/** Shows `html` to copy (replacing a page shown before), saying how to save it as `file`. */
export function showCopyPanel(html: string, file: string, form: SaveForm = PAGE): void {
  document.getElementById(PANEL_ID)?.remove();
  const lang = state.language;
  const text = el("textarea");
  text.readOnly = true;
  text.value = html;
  text.rows = 8;
  const status = el("p", undefined, "hint");
  status.setAttribute("role", "status");
  const copy = el("button", render(form.copy, lang));
  copy.type = "button";
  copy.id = "publish-copy-button";
  const close = el("button", render(msg("publishCopyClose", {}), lang));
  close.type = "button";
  const panel = el("div", undefined, "publish-copy", el("p", render(form.hint(file), lang)));
  panel.id = PANEL_ID;
  panel.append(copy, close, status, text);
  listen(copy, "click", async () => {
    text.select();
    try {
      await navigator.clipboard.writeText(html);
      status.textContent = render(msg("publishCopied", {}), lang);
    } catch {
      // the text stays selected: Cmd+C copies it
      status.textContent = render(form.copyFailed, lang);
    }
  });
  // D322: a copy of the selection (Cmd+C, the context menu) gives the text's own line ends
  text.addEventListener("copy", (event) => {
    if (event.clipboardData === null) return; // the browser's own copy, LF line ends
    event.clipboardData.setData("text/plain", originalSlice(html, text.selectionStart, text.selectionEnd));
    event.preventDefault();
  });
  listen(close, "click", () => panel.remove());
  document.body.append(panel);
  text.focus();
}

/** Starts the browser's download of `html` as `file`; false when it could not start. */
export function download(html: string, file: string, form: SaveForm = PAGE): boolean {
  try {
    const url = URL.createObjectURL(new Blob([html], { type: form.mime }));
    const a = document.createElement("a");
    a.href = url;
    a.download = file;
    document.body.append(a);
    a.click();
    a.remove();
    setTimeout(() => URL.revokeObjectURL(url), 60_000);
    return true;
  } catch {
    return false;
  }
}

/** Saves a page as `file`: downloaded, or shown to copy on Mac and when a download cannot start (D213, D214). */
export function savePage(html: string, file: string, form: SaveForm = PAGE): void {
  if (saveRoute(officePlatform()) === "download" && download(html, file, form)) return;
  showCopyPanel(html, file, form);
}

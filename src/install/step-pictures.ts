/**
 * The pictures of the install page's three steps (D294): drawn here as SVG, one per step and
 * language, with Excel's own names of each language (the `menu…` and `button…` codes of
 * INSTALL_WORDS) in the place Excel shows them: the manifest's download button, Home › Add-ins ›
 * More Add-ins › My Add-ins, then Upload My Add-in › manifest.xml › Upload and the Rating Officer
 * group on Home. 600 × 230 pixels at 16-pixel text, shown at that size (or the page's width); the
 * build writes them beside the page (webpack.config.js), under the names `pictureFile` gives.
 */
import { escapeHtml } from "../formats/standings-html";
import { INSTALL_WORDS, type InstallCode } from "../i18n/install-page";
import { LANGUAGES, type Language } from "../i18n/language";
import { words } from "../i18n/message";

export const PICTURE_WIDTH = 600;
export const PICTURE_HEIGHT = 230;
export const PICTURE_FONT_SIZE = 16;
/** A generous width of one character at 16 pixels (Cyrillic included), so that a label fits its box. */
const CHAR_WIDTH = 9.5;
const GREEN = "#217346";
const MARK = "#c00000";

export type Step = 1 | 2 | 3;
export const STEPS: readonly Step[] = [1, 2, 3];

export interface StepPicture {
  readonly file: string;
  readonly lang: Language;
  readonly step: Step;
  readonly svg: string;
}

/** The picture's path in dist/, as the page refers to it. */
export const pictureFile = (lang: Language, step: Step): string => `install/step-${step}-${lang}.svg`;

/** The width of a box that holds `text` with 12 pixels either side. */
const boxWidth = (text: string): number => Math.ceil(text.length * CHAR_WIDTH) + 24;

interface BoxStyle {
  readonly fill?: string;
  readonly color?: string;
  /** Framed in red: what the step says to choose. */
  readonly marked?: boolean;
}

/** A labelled box with its top-left corner at (x, y), 32 pixels high. */
function box(x: number, y: number, text: string, style: BoxStyle = {}): string {
  const stroke = style.marked === true ? `stroke="${MARK}" stroke-width="3"` : `stroke="#8a8a8a"`;
  return (
    `<rect x="${x}" y="${y}" width="${boxWidth(text)}" height="32" rx="4" fill="${style.fill ?? "#f3f3f3"}" ${stroke}/>` +
    `<text x="${x + 12}" y="${y + 22}" fill="${style.color ?? "#1f1f1f"}">${escapeHtml(text)}</text>`
  );
}

const arrow = (x1: number, y1: number, x2: number, y2: number): string =>
  `<line x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}" stroke="${MARK}" stroke-width="3" marker-end="url(#arrow)"/>`;

const frame = (body: string): string =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${PICTURE_WIDTH}" height="${PICTURE_HEIGHT}" ` +
  `viewBox="0 0 ${PICTURE_WIDTH} ${PICTURE_HEIGHT}" font-family="Segoe UI, Arial, sans-serif" ` +
  `font-size="${PICTURE_FONT_SIZE}">` +
  `<defs><marker id="arrow" markerWidth="10" markerHeight="10" refX="9" refY="5" orient="auto">` +
  `<path d="M0,0 L10,5 L0,10 z" fill="${MARK}"/></marker></defs>` +
  `<rect x="1" y="1" width="${PICTURE_WIDTH - 2}" height="${PICTURE_HEIGHT - 2}" fill="#ffffff" stroke="#8a8a8a"/>` +
  body +
  "</svg>\n";

type W = Readonly<Record<InstallCode, string>>;

/** Step 1: the install page's download button, and the file it saves. */
function download(w: W): string {
  return frame(
    `<rect x="1" y="1" width="${PICTURE_WIDTH - 2}" height="40" fill="#e8e8e8"/>` +
      `<text x="20" y="27" fill="#444444">…/index.html</text>` +
      box(40, 80, w.download, { fill: GREEN, color: "#ffffff", marked: true }) +
      arrow(60 + boxWidth(w.download) / 2, 116, 60 + boxWidth(w.download) / 2, 160) +
      box(40 + boxWidth(w.download) / 2, 170, "manifest.xml"),
  );
}

/** Step 2: Home, Add-ins, More Add-ins, then the dialog's My Add-ins. */
function open(w: W): string {
  const addinsRight = 30 + boxWidth(w.menuAddins);
  return frame(
    `<rect x="1" y="1" width="${PICTURE_WIDTH - 2}" height="44" fill="${GREEN}"/>` +
      box(20, 6, w.menuHome, { fill: "#ffffff", marked: true }) +
      `<rect x="1" y="45" width="${PICTURE_WIDTH - 2}" height="60" fill="#f8f8f8" stroke="#d0d0d0"/>` +
      box(30, 58, w.menuAddins, { marked: true }) +
      arrow(30 + boxWidth(w.menuAddins) / 2, 92, 30 + boxWidth(w.menuAddins) / 2, 122) +
      box(30, 128, w.menuMoreAddins, { fill: "#ffffff", marked: true }) +
      arrow(Math.max(addinsRight, 30 + boxWidth(w.menuMoreAddins)) + 6, 144, 330, 186) +
      box(330, 178, w.menuMyAddins, { fill: "#ffffff", marked: true }),
  );
}

/** Step 3: Upload My Add-in, the manifest, Upload; the Rating Officer group appears on Home. */
function upload(w: W): string {
  const fileRight = 20 + boxWidth("manifest.xml");
  return frame(
    `<rect x="1" y="1" width="${PICTURE_WIDTH - 2}" height="40" fill="#e8e8e8"/>` +
      `<text x="20" y="27" fill="#1f1f1f" font-weight="bold">${escapeHtml(w.menuMyAddins)}</text>` +
      box(PICTURE_WIDTH - 20 - boxWidth(w.menuUploadMine), 4, w.menuUploadMine, {
        fill: "#ffffff",
        color: "#0f6cbd",
        marked: true,
      }) +
      box(20, 80, "manifest.xml", { fill: "#ffffff" }) +
      box(fileRight + 16, 80, w.buttonUpload, { fill: GREEN, color: "#ffffff", marked: true }) +
      `<rect x="1" y="150" width="${PICTURE_WIDTH - 2}" height="78" fill="#f8f8f8" stroke="#d0d0d0"/>` +
      arrow(fileRight + 16 + boxWidth(w.buttonUpload) / 2, 116, 250 + boxWidth("Rating Officer") / 2, 172) +
      box(20, 160, w.menuHome, { fill: "#ffffff" }) +
      box(250, 178, "Rating Officer", { marked: true }),
  );
}

const DRAW: Readonly<Record<Step, (w: W) => string>> = { 1: download, 2: open, 3: upload };

/** Every step's picture in every language. */
export function stepPictures(): StepPicture[] {
  return LANGUAGES.flatMap((lang) => {
    const w = words(INSTALL_WORDS, lang);
    return STEPS.map((step) => ({ file: pictureFile(lang, step), lang, step, svg: DRAW[step](w) }));
  });
}

/**
 * The install page, `dist/index.html` (D198): one static page in English, Hungarian and Russian
 * (each a section in its own `lang`), with the manifest to download, the three steps of Excel's
 * Upload My Add-in, each with its picture (src/install/step-pictures.ts, D294), and the support address; the manifest's SupportUrl points here. The build
 * (webpack.config.js) writes it with the address given as SUPPORT_ADDRESS, if any.
 */
import { escapeHtml } from "../formats/standings-html";
import { INSTALL_WORDS, type InstallCode } from "../i18n/install-page";
import { LANGUAGES, type Language } from "../i18n/language";
import { words } from "../i18n/message";
import { PICTURE_HEIGHT, PICTURE_WIDTH, type Step, pictureFile } from "./step-pictures";

/** The support address as a link: a mail address, or an https page. */
function supportLink(address: string): string {
  const href = address.includes("@") && !address.includes("/") ? `mailto:${address}` : address;
  return `<a href="${escapeHtml(href)}">${escapeHtml(address)}</a>`;
}

/** A step's text and its picture (D294), at the picture's own size or the page's width. */
const step = (lang: Language, n: Step, text: string): string =>
  `<li>${escapeHtml(text)}<br><img src="${pictureFile(lang, n)}" width="${PICTURE_WIDTH}" height="${PICTURE_HEIGHT}" alt=""></li>`;

function section(lang: Language, support: string | undefined): string {
  const w: Readonly<Record<InstallCode, string>> = words(INSTALL_WORDS, lang);
  const help =
    support === undefined
      ? `<p class="support">${escapeHtml(w.supportNone)}</p>`
      : `<p class="support">${escapeHtml(w.support)} ${supportLink(support)}</p>`;
  return `<section lang="${lang}" id="${lang}">
<h2>${escapeHtml(w.title)}</h2>
<p>${escapeHtml(w.what)}</p>
<p><a class="download" href="manifest.xml" download="manifest.xml">${escapeHtml(w.download)}</a></p>
<h3>${escapeHtml(w.stepsHeading)}</h3>
<ol>
${step(lang, 1, w.step1)}
${step(lang, 2, w.step2)}
${step(lang, 3, w.step3)}
</ol>
${help}
</section>`;
}

/** The page's HTML; `support` is a mail address or an https page (none: the page says whom to ask). */
export function landingPage(support?: string): string {
  const address = support?.trim() === "" ? undefined : support?.trim();
  const nav = LANGUAGES.map(
    (l) => `<a href="#${l}">${escapeHtml(words(INSTALL_WORDS, l).language)}</a>`,
  ).join(" · ");
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Rating Officer</title>
<link rel="icon" href="assets/icon-32.png">
<style>
body { font-family: "Segoe UI", system-ui, sans-serif; max-width: 46rem; margin: 2rem auto; padding: 0 1rem; line-height: 1.5; }
section { border-top: 1px solid #ccc; padding-top: 1rem; margin-top: 1.5rem; }
li img { display: block; max-width: 100%; height: auto; margin: .5rem 0 1rem; }
a.download { display: inline-block; background: #217346; color: #fff; padding: .5rem 1rem; border-radius: 4px; text-decoration: none; }
</style>
</head>
<body>
<header><img src="assets/icon-64.png" alt="" width="64" height="64"><nav>${nav}</nav></header>
${LANGUAGES.map((l) => section(l, address)).join("\n")}
</body>
</html>
`;
}

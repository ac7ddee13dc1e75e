/**
 * The install page's pictures of the three steps of Upload My Add-in (issue 27: "the three steps
 * of Upload My Add-in with pictures", D294): each picture the page shows is one the build writes,
 * each is well-formed SVG at a size one can read, shows Excel's names of its language where its
 * step's text names them, and keeps every box inside the picture. test/install/build.slow.test.ts
 * finds each picture the built page refers to in dist/.
 */
import { XMLValidator } from "fast-xml-parser";
import { INSTALL_WORDS } from "../../src/i18n/install-page";
import { LANGUAGES } from "../../src/i18n/language";
import { words } from "../../src/i18n/message";
import { landingPage } from "../../src/install/landing-page";
import {
  PICTURE_FONT_SIZE,
  PICTURE_HEIGHT,
  PICTURE_WIDTH,
  STEPS,
  stepPictures,
} from "../../src/install/step-pictures";

const pictures = stepPictures();
const xmlText = (s: string): string => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/** What each step's picture shows of the language's words. */
const SHOWN = {
  1: ["download"],
  2: ["menuHome", "menuAddins", "menuMoreAddins", "menuMyAddins"],
  3: ["menuMyAddins", "menuUploadMine", "buttonUpload", "menuHome"],
} as const;
/** The names a step's text gives, which its picture must show in the same words. */
const NAMED = {
  2: ["step2", SHOWN[2]],
  3: ["step3", ["menuUploadMine", "buttonUpload", "menuHome"]],
} as const;

describe("the install page's pictures (D294)", () => {
  it("are a picture per step and language, each shown once by the page, none missing", () => {
    expect(pictures).toHaveLength(STEPS.length * LANGUAGES.length);
    const html = landingPage("ratings@example.org");
    const shown = [...html.matchAll(/<img src="(install\/[^"]+)"/g)].map((m) => m[1]);
    expect([...shown].sort()).toEqual(pictures.map((p) => p.file).sort());
    for (const lang of LANGUAGES) {
      const section = new RegExp(`<section lang="${lang}"[^>]*>([\\s\\S]*?)</section>`).exec(html)?.[1] ?? "";
      const inOrder = [...section.matchAll(/<li>[^<]*<br><img src="([^"]+)"/g)].map((m) => m[1]);
      expect(inOrder).toEqual(STEPS.map((s) => `install/step-${s}-${lang}.svg`));
    }
  });

  it.each(pictures.map((p) => [p.file, p] as const))("%s is SVG at a readable size", (_file, p) => {
    expect(XMLValidator.validate(p.svg)).toBe(true);
    expect(p.svg).toContain(`width="${PICTURE_WIDTH}" height="${PICTURE_HEIGHT}"`);
    expect(PICTURE_WIDTH).toBeGreaterThanOrEqual(600);
    expect(p.svg).toContain(`font-size="${PICTURE_FONT_SIZE}"`);
    expect(PICTURE_FONT_SIZE).toBeGreaterThanOrEqual(14);
    for (const rect of p.svg.matchAll(
      /<rect x="([\d.]+)" y="([\d.]+)" width="([\d.]+)" height="([\d.]+)"/g,
    )) {
      const [x, y, w, h] = rect.slice(1).map(Number) as [number, number, number, number];
      expect([p.file, x + w <= PICTURE_WIDTH, y + h <= PICTURE_HEIGHT]).toEqual([p.file, true, true]);
    }
  });

  it.each(pictures.map((p) => [p.file, p] as const))(
    "%s shows Excel's names of its language that its step's text names",
    (_file, p) => {
      const w = words(INSTALL_WORDS, p.lang);
      for (const code of SHOWN[p.step]) {
        expect([code, p.svg.includes(`>${xmlText(w[code])}</text>`)]).toEqual([code, true]);
      }
      if (p.step !== 1) {
        const [text, codes] = NAMED[p.step];
        for (const code of codes) expect([code, w[text].includes(w[code])]).toEqual([code, true]);
      }
    },
  );
});

/**
 * The words shown where the webview is too old to run the add-in (D255, D256): the pane's page,
 * the browser console and every custom function's cell. The build writes them into
 * `dist/old-engine.js`, the ES5 script that checks the engine before the bundle loads
 * (src/install/old-engine.ts).
 */
import { type Words } from "./message";

export type OldEngineCode = "title" | "body" | "cell" | "lacks";

/** Every code in every language (Microsoft's own product names, as each language's Excel says them). */
export const OLD_ENGINE_WORDS: Words<OldEngineCode> = {
  en: {
    title: () => "Rating Officer cannot run in this Excel",
    body: () =>
      "The web engine this Excel shows add-ins in is too old for Rating Officer. On Windows, install the Microsoft Edge WebView2 Runtime (free, from Microsoft) and start Excel again; on a Mac, update macOS and Excel. Excel for Microsoft 365, Excel 2021 and later, and Excel on the web run it.",
    cell: () =>
      "Rating Officer cannot run in this Excel: its web engine is too old. Install the Microsoft Edge WebView2 Runtime, or use Excel for Microsoft 365, Excel 2021 or later, or Excel on the web.",
    lacks: () => "What this engine lacks:",
  },
  hu: {
    title: () => "A Rating Officer nem fut ebben az Excelben",
    body: () =>
      "Ez az Excel túl régi webes motorban jeleníti meg a bővítményeket, ebben a Rating Officer nem fut. Windowson telepítse a Microsoft Edge WebView2 Runtime-ot (ingyenes, a Microsofttól), és indítsa újra az Excelt; Macen frissítse a macOS-t és az Excelt. A Microsoft 365-ös Excelben, az Excel 2021-ben és újabbakban, valamint a webes Excelben fut.",
    cell: () =>
      "A Rating Officer nem fut ebben az Excelben: túl régi a webes motorja. Telepítse a Microsoft Edge WebView2 Runtime-ot, vagy használja a Microsoft 365-ös Excelt, az Excel 2021-et vagy újabbat, vagy a webes Excelt.",
    lacks: () => "Ami ebből a motorból hiányzik:",
  },
  ru: {
    title: () => "Rating Officer не работает в этом Excel",
    body: () =>
      "Этот Excel показывает надстройки в слишком старом веб-движке, Rating Officer в нём не работает. В Windows установите Microsoft Edge WebView2 Runtime (бесплатно, от Microsoft) и перезапустите Excel; на Mac обновите macOS и Excel. Rating Officer работает в Excel для Microsoft 365, Excel 2021 и новее и в Excel в Интернете.",
    cell: () =>
      "Rating Officer не работает в этом Excel: его веб-движок слишком стар. Установите Microsoft Edge WebView2 Runtime или используйте Excel для Microsoft 365, Excel 2021 или новее либо Excel в Интернете.",
    lacks: () => "Чего не хватает этому движку:",
  },
};

/**
 * The words of the install page (`dist/index.html`, src/install/landing-page.ts, D198): what the
 * add-in is, the manifest to download, the three steps of Upload My Add-in and where to ask.
 */
import { type Words } from "./message";

export type InstallCode =
  | "title"
  | "what"
  | "download"
  | "stepsHeading"
  | "step1"
  | "step2"
  | "step3"
  | "support"
  | "supportNone"
  | "language"
  | "menuHome"
  | "menuAddins"
  | "menuMoreAddins"
  | "menuMyAddins"
  | "menuUploadMine"
  | "buttonUpload";

/** Every code in every language (Excel's own menu names as each language's Excel shows them; the `menu…` and `button…` codes are
 * those names alone, which the steps' pictures show, src/install/step-pictures.ts). */
export const INSTALL_WORDS: Words<InstallCode> = {
  en: {
    title: () => "Rating Officer for Excel",
    what: () =>
      "Rating Officer adds the Hungarian Go rating (MGSZ), FIDE Elo and the Russian mahjong rating to Excel as worksheet functions, and a pane that reads a tournament file, makes its tournament sheet and pairs its rounds.",
    download: () => "Download the manifest",
    stepsHeading: () => "Install in two minutes: Upload My Add-in",
    step1: () => "Download the manifest (manifest.xml) with the button above.",
    step2: () => "In Excel, on the Home tab choose Add-ins, then More Add-ins, then My Add-ins.",
    step3: () =>
      "Choose Upload My Add-in, pick manifest.xml and press Upload: the Rating Officer group appears on the Home tab.",
    support: () => "Support:",
    supportNone: () => "Support: the rating officer who gave you this address.",
    language: () => "English",
    menuHome: () => "Home",
    menuAddins: () => "Add-ins",
    menuMoreAddins: () => "More Add-ins",
    menuMyAddins: () => "My Add-ins",
    menuUploadMine: () => "Upload My Add-in",
    buttonUpload: () => "Upload",
  },
  hu: {
    title: () => "Rating Officer az Excelhez",
    what: () =>
      "A Rating Officer munkalapfüggvényként hozza az Excelbe a magyar go értékszámítást (MGSZ), a FIDE Élő-számítást és az orosz mahjong értékszámot, és egy panelt, amely beolvassa a versenyfájlt, elkészíti a versenylapot és párosítja a fordulókat.",
    download: () => "A jegyzékfájl letöltése",
    stepsHeading: () => "Telepítés két perc alatt: saját bővítmény feltöltése",
    step1: () => "Töltse le a jegyzékfájlt (manifest.xml) a fenti gombbal.",
    step2: () =>
      "Az Excelben a Kezdőlap lapon válassza a Bővítmények, majd a További bővítmények, végül a Saját bővítmények elemet.",
    step3: () =>
      "Válassza a Saját bővítmény feltöltése lehetőséget, jelölje ki a manifest.xml fájlt, és nyomja meg a Feltöltés gombot: a Kezdőlapon megjelenik a Rating Officer csoport.",
    support: () => "Segítség:",
    supportNone: () => "Segítség: az értékszám-felelős, akitől ezt a címet kapta.",
    language: () => "Magyar",
    menuHome: () => "Kezdőlap",
    menuAddins: () => "Bővítmények",
    menuMoreAddins: () => "További bővítmények",
    menuMyAddins: () => "Saját bővítmények",
    menuUploadMine: () => "Saját bővítmény feltöltése",
    buttonUpload: () => "Feltöltés",
  },
  ru: {
    title: () => "Rating Officer для Excel",
    what: () =>
      "Rating Officer добавляет в Excel функции листа для венгерского рейтинга го (MGSZ), рейтинга Эло ФИДЕ и российского рейтинга маджонга, а также панель, которая читает файл турнира, создаёт лист турнира и проводит жеребьёвку туров.",
    download: () => "Скачать манифест",
    stepsHeading: () => "Установка за две минуты: «Отправить мою надстройку»",
    step1: () => "Скачайте манифест (manifest.xml) кнопкой выше.",
    step2: () =>
      "В Excel на вкладке «Главная» выберите «Надстройки», затем «Другие надстройки», затем «Мои надстройки».",
    step3: () =>
      "Выберите «Отправить мою надстройку», укажите файл manifest.xml и нажмите «Отправить»: на вкладке «Главная» появится группа Rating Officer.",
    support: () => "Поддержка:",
    supportNone: () => "Поддержка: рейтинг-офицер, который дал вам этот адрес.",
    language: () => "Русский",
    menuHome: () => "Главная",
    menuAddins: () => "Надстройки",
    menuMoreAddins: () => "Другие надстройки",
    menuMyAddins: () => "Мои надстройки",
    menuUploadMine: () => "Отправить мою надстройку",
    buttonUpload: () => "Отправить",
  },
};

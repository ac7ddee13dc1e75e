/**
 * What the pane says, when it opens, about the host it runs in (src/taskpane/host-notices.ts):
 * the workbook's date system it could not read (D320), the custom functions' metadata that Excel
 * on the web cannot fetch from another origin (D323).
 */
import { type Family } from "./message";

export interface HostParams {
  /**
   * D320, D374: DATE(1904,1,1) gave neither system's value (`value`, as Excel gave it) or failed
   * (`error`: Excel's own text).
   */
  dateSystemAssumed: { readonly value: string } | { readonly error: string };
  /** D323: the metadata was read, but without the CORS header Excel on the web needs. */
  metadataNoCors: { file: string };
  /** D323: the metadata could not be read at all (`detail`: the HTTP status or the browser's text). */
  metadataUnread: { file: string; detail: string };
}

export const HOST_MESSAGES: Family<HostParams> = {
  en: {
    dateSystemAssumed: (p) =>
      `Warning: the pane could not tell this workbook's date system: ${"value" in p ? `Excel gave ${p.value} for DATE(1904,1,1), neither 1462 (the 1900 system) nor 0 (the 1904 system)` : `Excel answered DATE(1904,1,1) with an error (${p.error})`}. The custom functions read a date cell as the 1900 date system counts it until a sheet is read: in a workbook set to the 1904 system (File › Options › Advanced › "Use 1904 date system") such a date is four years and a day early. A date typed as text (2010-05-31) is right in either.`,
    metadataNoCors: (p) =>
      `Warning: the server of this add-in sends “${p.file}” without the header Access-Control-Allow-Origin, so Excel on the web cannot load the custom functions (their cells show #NAME?). The server's administrator adds it with the configuration for that server in the add-in's folder (.htaccess, web.config, nginx.conf or staticwebapp.config.json).`,
    metadataUnread: (p) =>
      `Warning: the pane could not read the custom functions' description “${p.file}” (${p.detail}): Excel cannot load the custom functions either (their cells show #NAME?). Check that the add-in's folder on its server is complete.`,
  },
  hu: {
    dateSystemAssumed: (p) =>
      `Figyelem: a panel nem tudta megállapítani a munkafüzet dátumrendszerét: ${"value" in p ? `a DATE(1904,1,1) értéke az Excelben ${p.value}, sem 1462 (1900-as rendszer), sem 0 (1904-es rendszer)` : `a DATE(1904,1,1) hívására az Excel hibát adott (${p.error})`}. Amíg egy lapot be nem olvas, az egyéni függvények a dátumcellát az 1900-as dátumrendszer szerint olvassák: az 1904-es rendszerre állított munkafüzetben (Fájl › Beállítások › Speciális › „1904 dátumrendszer használata”) az ilyen dátum négy évvel és egy nappal korábbi. A szövegként beírt dátum (2010-05-31) mindkét rendszerben helyes.`,
    metadataNoCors: (p) =>
      `Figyelem: a bővítmény kiszolgálója az Access-Control-Allow-Origin fejléc nélkül küldi a(z) „${p.file}” fájlt, ezért a webes Excel nem tudja betölteni az egyéni függvényeket (celláikban #NÉV? áll). A kiszolgáló rendszergazdája a bővítmény mappájában lévő, arra a kiszolgálóra szóló beállítással pótolja (.htaccess, web.config, nginx.conf vagy staticwebapp.config.json).`,
    metadataUnread: (p) =>
      `Figyelem: a panel nem tudta beolvasni az egyéni függvények leírását, a(z) „${p.file}” fájlt (${p.detail}): az Excel sem tudja betölteni az egyéni függvényeket (celláikban #NÉV? áll). Ellenőrizze, hogy a bővítmény mappája teljes-e a kiszolgálón.`,
  },
  ru: {
    dateSystemAssumed: (p) =>
      `Внимание: панель не смогла определить систему дат этой книги: ${"value" in p ? `Excel дал для DATE(1904,1,1) ${p.value}, а не 1462 (система 1900) и не 0 (система 1904)` : `Excel ответил на DATE(1904,1,1) ошибкой (${p.error})`}. Пока не прочитан лист, пользовательские функции читают ячейку с датой в системе дат 1900: в книге с системой 1904 (Файл › Параметры › Дополнительно › «Использовать систему дат 1904») такая дата на четыре года и один день раньше. Дата, введённая текстом (2010-05-31), верна в обеих системах.`,
    metadataNoCors: (p) =>
      `Внимание: сервер надстройки отдаёт «${p.file}» без заголовка Access-Control-Allow-Origin, поэтому Excel в Интернете не может загрузить пользовательские функции (в их ячейках #ИМЯ?). Администратор сервера добавляет его настройкой для этого сервера из папки надстройки (.htaccess, web.config, nginx.conf или staticwebapp.config.json).`,
    metadataUnread: (p) =>
      `Внимание: панель не смогла прочитать описание пользовательских функций «${p.file}» (${p.detail}): Excel тоже не загрузит пользовательские функции (в их ячейках #ИМЯ?). Проверьте, что папка надстройки на сервере полна.`,
  },
};

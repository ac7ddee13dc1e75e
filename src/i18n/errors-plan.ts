/**
 * The plan checker's findings (src/sheet/validate-plan.ts): a sheet plan that Excel would refuse
 * (a text or formula too long, a Text format where a number goes, blocks that overlap or run
 * past the sheet's edge, table headers that repeat, a page setup that is none). Each finding
 * names its place in the plan; the refusal lists them all.
 */
import { type Language } from "./language";
import { type Family } from "./message";
import { type Message } from "./table";

/** Where in a plan: a block (and a cell of it), a table (and a header of it), or a part. */
export type PlanPlace =
  | { readonly block: number; readonly at: string; readonly cell?: string }
  | { readonly table: number; readonly name: string; readonly header?: string }
  | { readonly part: "freeze" | "columnWidth" | "print" | "printArea" | "bold" };

/** What is wrong there. */
export type PlanFinding =
  | { readonly kind: "textTooLong" | "formulaTooLong"; readonly length: number; readonly max: number }
  | { readonly kind: "notFinite"; readonly value: string }
  | { readonly kind: "spillTextFormat" | "noCells" | "emptyName" | "overlapsTable" | "headerNotText" }
  | { readonly kind: "formulaNoEquals"; readonly formula: string }
  | { readonly kind: "textFormat"; readonly cell: "number" | "formula" }
  | { readonly kind: "address"; readonly error: Message }
  | { readonly kind: "pastEdge"; readonly rows: number; readonly columns: number; readonly edge: string }
  | { readonly kind: "overlapsBlock"; readonly other: number }
  | { readonly kind: "columnFormats"; readonly formats: number; readonly columns: number }
  | { readonly kind: "headerRepeats"; readonly text: string }
  | { readonly kind: "freezeNotWhole" | "freezeWhole"; readonly rows: number; readonly columns: number }
  | { readonly kind: "widthColumn"; readonly column: number; readonly max: number }
  | { readonly kind: "widthPoints"; readonly points: number }
  | { readonly kind: "titleColumns" | "titleRows"; readonly range: string }
  | { readonly kind: "pagesWide"; readonly wide: number };

/** The parameters of each plan message, by code. */
export interface PlanErrorParams {
  planProblem: { place: PlanPlace; finding: PlanFinding };
  /** The plan refused, with every problem found (`planProblem` messages). */
  planRefused: { sheet: string; problems: readonly Message[] };
}

type Render = (m: Message, lang: Language) => string;

const PLACE: Readonly<Record<Language, (p: PlanPlace) => string>> = {
  en: (p) =>
    "block" in p
      ? `block ${p.block} at ${p.at}${p.cell === undefined ? "" : `, cell ${p.cell}`}`
      : "table" in p
        ? `table ${p.table} "${p.name}"${p.header === undefined ? "" : `, header ${p.header}`}`
        : {
            freeze: "freeze",
            columnWidth: "column width",
            print: "print",
            printArea: "print area",
            bold: "bold",
          }[p.part],
  hu: (p) =>
    "block" in p
      ? `${p.block}. blokk (${p.at})${p.cell === undefined ? "" : `, ${p.cell} cella`}`
      : "table" in p
        ? `${p.table}. táblázat („${p.name}”)${p.header === undefined ? "" : `, ${p.header} fejléc`}`
        : {
            freeze: "rögzítés",
            columnWidth: "oszlopszélesség",
            print: "nyomtatás",
            printArea: "nyomtatási terület",
            bold: "félkövér",
          }[p.part],
  ru: (p) =>
    "block" in p
      ? `блок ${p.block} в ${p.at}${p.cell === undefined ? "" : `, ячейка ${p.cell}`}`
      : "table" in p
        ? `таблица ${p.table} «${p.name}»${p.header === undefined ? "" : `, заголовок ${p.header}`}`
        : {
            freeze: "закрепление",
            columnWidth: "ширина столбца",
            print: "печать",
            printArea: "область печати",
            bold: "полужирный",
          }[p.part],
};

const FINDING: Readonly<Record<Language, (f: PlanFinding, render: Render) => string>> = {
  en: (f, render) => {
    switch (f.kind) {
      case "textTooLong":
        return `text of ${f.length} characters exceeds Excel's ${f.max}`;
      case "formulaTooLong":
        return `formula of ${f.length} characters exceeds Excel's ${f.max}`;
      case "notFinite":
        return `number ${f.value} is not finite`;
      case "spillTextFormat":
        return 'a spill area cannot have the Text format "@"';
      case "formulaNoEquals":
        return `formula "${f.formula}" must start with "="`;
      case "textFormat":
        return `a ${f.cell} cannot have the Text format "@"`;
      case "address":
        return render(f.error, "en");
      case "noCells":
        return "no cells";
      case "pastEdge":
        return `${f.rows}×${f.columns} cells run past the sheet's edge (${f.edge})`;
      case "overlapsBlock":
        return `overlaps block ${f.other}`;
      case "columnFormats":
        return `${f.formats} column formats for ${f.columns} columns`;
      case "emptyName":
        return "empty name";
      case "overlapsTable":
        return "overlaps another table";
      case "headerNotText":
        return "must be non-empty text";
      case "headerRepeats":
        return `"${f.text}" repeats (Excel would rename it)`;
      case "freezeNotWhole":
        return `rows and columns must be whole numbers ≥ 0, got ${f.rows} and ${f.columns}`;
      case "freezeWhole":
        return `${f.rows} rows × ${f.columns} columns is the whole sheet`;
      case "widthColumn":
        return `column index ${f.column} is outside 0…${f.max}`;
      case "widthPoints":
        return `${f.points} points is outside 0…1800`;
      case "titleColumns":
        return `title columns "${f.range}" are not columns like $A:$B`;
      case "titleRows":
        return `title rows "${f.range}" are not rows like $9:$9`;
      case "pagesWide":
        return `${f.wide} pages wide is not a whole number 1..32767`;
    }
  },
  hu: (f, render) => {
    switch (f.kind) {
      case "textTooLong":
        return `${f.length} karakteres szöveg, hosszabb az Excelben megengedett ${f.max} karakternél`;
      case "formulaTooLong":
        return `${f.length} karakteres képlet, hosszabb az Excelben megengedett ${f.max} karakternél`;
      case "notFinite":
        return `a(z) ${f.value} szám nem véges`;
      case "spillTextFormat":
        return "kiömlési tartomány nem lehet Szöveg („@”) formátumú";
      case "formulaNoEquals":
        return `a(z) „${f.formula}” képletnek „=” jellel kell kezdődnie`;
      case "textFormat":
        return `${f.cell === "number" ? "szám" : "képlet"} nem lehet Szöveg („@”) formátumú`;
      case "address":
        return render(f.error, "hu");
      case "noCells":
        return "nincs cellája";
      case "pastEdge":
        return `${f.rows}×${f.columns} cella túlnyúlik a lap szélén (${f.edge})`;
      case "overlapsBlock":
        return `átfedi a(z) ${f.other}. blokkot`;
      case "columnFormats":
        return `${f.formats} oszlopformátum ${f.columns} oszlophoz`;
      case "emptyName":
        return "üres név";
      case "overlapsTable":
        return "átfed egy másik táblázatot";
      case "headerNotText":
        return "nem üres szövegnek kell lennie";
      case "headerRepeats":
        return `„${f.text}” ismétlődik (az Excel átnevezné)`;
      case "freezeNotWhole":
        return `a sorok és oszlopok száma 0 vagy nagyobb egész szám kell legyen, most ${f.rows} és ${f.columns}`;
      case "freezeWhole":
        return `${f.rows} sor × ${f.columns} oszlop a teljes lap`;
      case "widthColumn":
        return `a(z) ${f.column} oszlopindex nincs 0…${f.max} között`;
      case "widthPoints":
        return `${f.points} pont nincs 0…1800 között`;
      case "titleColumns":
        return `a(z) „${f.range}” címoszlopok nem $A:$B alakú oszlopok`;
      case "titleRows":
        return `a(z) „${f.range}” címsorok nem $9:$9 alakú sorok`;
      case "pagesWide":
        return `${f.wide} oldalnyi szélesség nem 1 és 32767 közötti egész szám`;
    }
  },
  ru: (f, render) => {
    switch (f.kind) {
      case "textTooLong":
        return `текст из ${f.length} символов длиннее допустимых в Excel ${f.max}`;
      case "formulaTooLong":
        return `формула из ${f.length} символов длиннее допустимых в Excel ${f.max}`;
      case "notFinite":
        return `число ${f.value} не конечно`;
      case "spillTextFormat":
        return "у диапазона переноса не может быть текстового формата «@»";
      case "formulaNoEquals":
        return `формула «${f.formula}» должна начинаться с «=»`;
      case "textFormat":
        return `${f.cell === "number" ? "число" : "формула"} не может иметь текстовый формат «@»`;
      case "address":
        return render(f.error, "ru");
      case "noCells":
        return "нет ячеек";
      case "pastEdge":
        return `${f.rows}×${f.columns} ячеек выходят за край листа (${f.edge})`;
      case "overlapsBlock":
        return `перекрывает блок ${f.other}`;
      case "columnFormats":
        return `форматов столбцов ${f.formats} на ${f.columns} столбцов`;
      case "emptyName":
        return "пустое имя";
      case "overlapsTable":
        return "перекрывает другую таблицу";
      case "headerNotText":
        return "должен быть непустым текстом";
      case "headerRepeats":
        return `«${f.text}» повторяется (Excel переименовал бы его)`;
      case "freezeNotWhole":
        return `строки и столбцы должны быть целыми числами ≥ 0, получено ${f.rows} и ${f.columns}`;
      case "freezeWhole":
        return `${f.rows} строк × ${f.columns} столбцов — это весь лист`;
      case "widthColumn":
        return `индекс столбца ${f.column} вне диапазона 0…${f.max}`;
      case "widthPoints":
        return `${f.points} пт вне диапазона 0…1800`;
      case "titleColumns":
        return `столбцы заголовков «${f.range}» — не столбцы вида $A:$B`;
      case "titleRows":
        return `строки заголовков «${f.range}» — не строки вида $9:$9`;
      case "pagesWide":
        return `ширина в ${f.wide} страниц — не целое число от 1 до 32767`;
    }
  },
};

/** The family, given the table's renderer (a finding may say an address error of the table). */
export function planErrors(render: Render): Family<PlanErrorParams> {
  const problems = (lang: Language, ms: readonly Message[]): string =>
    ms.map((m) => render(m, lang)).join("; ");
  return {
    en: {
      planProblem: (p) => `${PLACE.en(p.place)}: ${FINDING.en(p.finding, render)}`,
      planRefused: (p) => `Sheet plan "${p.sheet}": ${problems("en", p.problems)}`,
    },
    hu: {
      planProblem: (p) => `${PLACE.hu(p.place)}: ${FINDING.hu(p.finding, render)}`,
      planRefused: (p) => `A(z) „${p.sheet}” lap terve: ${problems("hu", p.problems)}`,
    },
    ru: {
      planProblem: (p) => `${PLACE.ru(p.place)}: ${FINDING.ru(p.finding, render)}`,
      planRefused: (p) => `План листа «${p.sheet}»: ${problems("ru", p.problems)}`,
    },
  };
}

/**
 * The plan checker's findings (src/sheet/validate-plan.ts): a sheet plan that Excel would refuse
 * (a text or formula too long, a Text format where a number goes, blocks that overlap or run
 * past the sheet's edge, table headers that repeat, a page setup that is none). Each finding
 * names its place in the plan; the refusal lists them all.
 */
import { type Language } from "./language";
import { type Family, type NoParams } from "./message";
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
  /**
   * D435: Re-rate the season's update of `sheet`, the `at`-th of the `sheets` it writes (in their
   * order), refused by the check (`planProblem` messages) before any of them was written.
   */
  seasonPlanRefused: { sheet: string; at: number; sheets: readonly string[]; problems: readonly Message[] };
}

type Render = (m: Message, lang: Language) => string;

/** A plan's places and findings in the one form (D133): a code per kind of place, part and finding. */
type Part = Extract<PlanPlace, { readonly part: string }>["part"];
type Said = Exclude<PlanFinding["kind"], "address">;
/** The finding of the kind `K` (a variant may stand for several kinds). */
type FindingOf<K> = PlanFinding extends infer F
  ? F extends { readonly kind: infer C }
    ? K extends C
      ? F
      : never
    : never
  : never;
type WordParams = {
  readonly block: Extract<PlanPlace, { readonly block: number }>;
  readonly table: Extract<PlanPlace, { readonly table: number }>;
} & { readonly [K in Part]: NoParams } & { readonly [K in Said]: FindingOf<K> };

const WORDS: Family<WordParams> = {
  en: {
    block: (p) => `block ${p.block} at ${p.at}${p.cell === undefined ? "" : `, cell ${p.cell}`}`,
    table: (p) => `table ${p.table} "${p.name}"${p.header === undefined ? "" : `, header ${p.header}`}`,
    freeze: () => "freeze",
    columnWidth: () => "column width",
    print: () => "print",
    printArea: () => "print area",
    bold: () => "bold",
    textTooLong: (f) => `text of ${f.length} characters exceeds Excel's ${f.max}`,
    formulaTooLong: (f) => `formula of ${f.length} characters exceeds Excel's ${f.max}`,
    notFinite: (f) => `number ${f.value} is not finite`,
    spillTextFormat: () => 'a spill area cannot have the Text format "@"',
    formulaNoEquals: (f) => `formula "${f.formula}" must start with "="`,
    textFormat: (f) => `a ${f.cell} cannot have the Text format "@"`,
    noCells: () => "no cells",
    pastEdge: (f) => `${f.rows}×${f.columns} cells run past the sheet's edge (${f.edge})`,
    overlapsBlock: (f) => `overlaps block ${f.other}`,
    columnFormats: (f) => `${f.formats} column formats for ${f.columns} columns`,
    emptyName: () => "empty name",
    overlapsTable: () => "overlaps another table",
    headerNotText: () => "must be non-empty text",
    headerRepeats: (f) => `"${f.text}" repeats (Excel would rename it)`,
    freezeNotWhole: (f) => `rows and columns must be whole numbers ≥ 0, got ${f.rows} and ${f.columns}`,
    freezeWhole: (f) => `${f.rows} rows × ${f.columns} columns is the whole sheet`,
    widthColumn: (f) => `column index ${f.column} is outside 0…${f.max}`,
    widthPoints: (f) => `${f.points} points is outside 0…1800`,
    titleColumns: (f) => `title columns "${f.range}" are not columns like $A:$B`,
    titleRows: (f) => `title rows "${f.range}" are not rows like $9:$9`,
    pagesWide: (f) => `${f.wide} pages wide is not a whole number 1..32767`,
  },
  hu: {
    block: (p) => `${p.block}. blokk (${p.at})${p.cell === undefined ? "" : `, ${p.cell} cella`}`,
    table: (p) => `${p.table}. táblázat („${p.name}”)${p.header === undefined ? "" : `, ${p.header} fejléc`}`,
    freeze: () => "rögzítés",
    columnWidth: () => "oszlopszélesség",
    print: () => "nyomtatás",
    printArea: () => "nyomtatási terület",
    bold: () => "félkövér",
    textTooLong: (f) =>
      `${f.length} karakteres szöveg, hosszabb az Excelben megengedett ${f.max} karakternél`,
    formulaTooLong: (f) =>
      `${f.length} karakteres képlet, hosszabb az Excelben megengedett ${f.max} karakternél`,
    notFinite: (f) => `a(z) ${f.value} szám nem véges`,
    spillTextFormat: () => "kiömlési tartomány nem lehet Szöveg („@”) formátumú",
    formulaNoEquals: (f) => `a(z) „${f.formula}” képletnek „=” jellel kell kezdődnie`,
    textFormat: (f) => `${f.cell === "number" ? "szám" : "képlet"} nem lehet Szöveg („@”) formátumú`,
    noCells: () => "nincs cellája",
    pastEdge: (f) => `${f.rows}×${f.columns} cella túlnyúlik a lap szélén (${f.edge})`,
    overlapsBlock: (f) => `átfedi a(z) ${f.other}. blokkot`,
    columnFormats: (f) => `${f.formats} oszlopformátum ${f.columns} oszlophoz`,
    emptyName: () => "üres név",
    overlapsTable: () => "átfed egy másik táblázatot",
    headerNotText: () => "nem üres szövegnek kell lennie",
    headerRepeats: (f) => `„${f.text}” ismétlődik (az Excel átnevezné)`,
    freezeNotWhole: (f) =>
      `a sorok és oszlopok száma 0 vagy nagyobb egész szám kell legyen, most ${f.rows} és ${f.columns}`,
    freezeWhole: (f) => `${f.rows} sor × ${f.columns} oszlop a teljes lap`,
    widthColumn: (f) => `a(z) ${f.column} oszlopindex nincs 0…${f.max} között`,
    widthPoints: (f) => `${f.points} pont nincs 0…1800 között`,
    titleColumns: (f) => `a(z) „${f.range}” címoszlopok nem $A:$B alakú oszlopok`,
    titleRows: (f) => `a(z) „${f.range}” címsorok nem $9:$9 alakú sorok`,
    pagesWide: (f) => `${f.wide} oldalnyi szélesség nem 1 és 32767 közötti egész szám`,
  },
  ru: {
    block: (p) => `блок ${p.block} в ${p.at}${p.cell === undefined ? "" : `, ячейка ${p.cell}`}`,
    table: (p) => `таблица ${p.table} «${p.name}»${p.header === undefined ? "" : `, заголовок ${p.header}`}`,
    freeze: () => "закрепление",
    columnWidth: () => "ширина столбца",
    print: () => "печать",
    printArea: () => "область печати",
    bold: () => "полужирный",
    textTooLong: (f) => `текст из ${f.length} символов длиннее допустимых в Excel ${f.max}`,
    formulaTooLong: (f) => `формула из ${f.length} символов длиннее допустимых в Excel ${f.max}`,
    notFinite: (f) => `число ${f.value} не конечно`,
    spillTextFormat: () => "у диапазона переноса не может быть текстового формата «@»",
    formulaNoEquals: (f) => `формула «${f.formula}» должна начинаться с «=»`,
    textFormat: (f) => `${f.cell === "number" ? "число" : "формула"} не может иметь текстовый формат «@»`,
    noCells: () => "нет ячеек",
    pastEdge: (f) => `${f.rows}×${f.columns} ячеек выходят за край листа (${f.edge})`,
    overlapsBlock: (f) => `перекрывает блок ${f.other}`,
    columnFormats: (f) => `форматов столбцов ${f.formats} на ${f.columns} столбцов`,
    emptyName: () => "пустое имя",
    overlapsTable: () => "перекрывает другую таблицу",
    headerNotText: () => "должен быть непустым текстом",
    headerRepeats: (f) => `«${f.text}» повторяется (Excel переименовал бы его)`,
    freezeNotWhole: (f) =>
      `строки и столбцы должны быть целыми числами ≥ 0, получено ${f.rows} и ${f.columns}`,
    freezeWhole: (f) => `${f.rows} строк × ${f.columns} столбцов — это весь лист`,
    widthColumn: (f) => `индекс столбца ${f.column} вне диапазона 0…${f.max}`,
    widthPoints: (f) => `${f.points} пт вне диапазона 0…1800`,
    titleColumns: (f) => `столбцы заголовков «${f.range}» — не столбцы вида $A:$B`,
    titleRows: (f) => `строки заголовков «${f.range}» — не строки вида $9:$9`,
    pagesWide: (f) => `ширина в ${f.wide} страниц — не целое число от 1 до 32767`,
  },
};

/** The place said by its kind's code. */
function place(lang: Language, p: PlanPlace): string {
  const words = WORDS[lang];
  return "block" in p ? words.block(p) : "table" in p ? words.table(p) : words[p.part]({});
}

/** The finding said by its kind's code; an address error in the words of its own message. */
function finding(lang: Language, f: PlanFinding, render: Render): string {
  return f.kind === "address"
    ? render(f.error, lang)
    : (WORDS[lang][f.kind] as (p: PlanFinding) => string)(f);
}

/** Sheet names, each between `open` and `close`, joined by commas. */
const quoted = (names: readonly string[], open: string, close: string): string =>
  names.map((n) => `${open}${n}${close}`).join(", ");

/** The family, given the table's renderer (a finding may say an address error of the table). */
export function planErrors(render: Render): Family<PlanErrorParams> {
  const problems = (lang: Language, ms: readonly Message[]): string =>
    ms.map((m) => render(m, lang)).join("; ");
  return {
    en: {
      planProblem: (p) => `${place("en", p.place)}: ${finding("en", p.finding, render)}`,
      planRefused: (p) => `Sheet plan "${p.sheet}": ${problems("en", p.problems)}`,
      seasonPlanRefused: (p) =>
        `Re-rate the season wrote nothing: what it would write into the sheet "${p.sheet}" (${p.at} of its ${p.sheets.length} sheets) is what Excel would refuse: ${problems("en", p.problems)}. None of its ${p.sheets.length} sheets was written; ${quoted(p.sheets, '"', '"')} are as they were. Correct the cell named on "${p.sheet}" and press Re-rate the season again; where it names a cell you did not type, keep the workbook as it is and report it.`,
    },
    hu: {
      planProblem: (p) => `${place("hu", p.place)}: ${finding("hu", p.finding, render)}`,
      planRefused: (p) => `A(z) „${p.sheet}” lap terve: ${problems("hu", p.problems)}`,
      seasonPlanRefused: (p) =>
        `A szezon újraszámolása semmit sem írt be: amit a(z) „${p.sheet}” lapra írna (${p.sheets.length} lapjából a(z) ${p.at}.), azt az Excel elutasítaná: ${problems("hu", p.problems)}. ${p.sheets.length} lapjából egyik sem íródott be; ${quoted(p.sheets, "„", "”")} változatlanok maradtak. Javítsa ki a(z) „${p.sheet}” lapon megnevezett cellát, és nyomja meg újra a szezon újraszámolását; ha olyan cellát nevez meg, amelybe nem írt, őrizze meg a munkafüzetet így, és jelentse a hibát.`,
    },
    ru: {
      planProblem: (p) => `${place("ru", p.place)}: ${finding("ru", p.finding, render)}`,
      planRefused: (p) => `План листа «${p.sheet}»: ${problems("ru", p.problems)}`,
      seasonPlanRefused: (p) =>
        `Пересчёт сезона ничего не записал: то, что он записал бы в лист «${p.sheet}» (${p.at}-й из ${p.sheets.length} листов), Excel бы отверг: ${problems("ru", p.problems)}. Ни один из ${p.sheets.length} листов не записан; ${quoted(p.sheets, "«", "»")} остались как были. Исправьте названную ячейку листа «${p.sheet}» и снова запустите пересчёт сезона; если названа ячейка, которую вы не вводили, сохраните книгу как есть и сообщите об ошибке.`,
    },
  };
}

/**
 * What the pane remembers, kept in the workbook itself (D210): one custom XML part (ExcelApi
 * 1.5's `workbook.customXmlParts`) in the namespace {@link PART_NAMESPACE}, whose root element's
 * text is the remembered entries as one JSON object. A custom XML part travels with the file to
 * every host (Excel on Windows, Mac and the web), which Office's document settings do not
 * (office-js#6091, #5206), and is seen in no sheet list. The text is written and read here
 * without a DOM, so that the jest tests check both directions.
 */
import { decodeEntities } from "../formats/lists/xml-bytes";

/** The part's namespace: the workbook's own part among any other add-in's. */
export const PART_NAMESPACE = "urn:rating-officer:workbook:1";

const ROOT = "ratingOfficer";

// H4: a Map, never a plain object (decodeEntities' names are a Map too: `&constructor;`)
const ESCAPES: ReadonlyMap<string, string> = new Map([
  ["&", "&amp;"],
  ["<", "&lt;"],
  [">", "&gt;"],
]);

/** The part's XML for `values` (plain JSON values only). */
export function partXml(values: Readonly<Record<string, unknown>>): string {
  const text = JSON.stringify(values).replace(/[&<>]/g, (c) => ESCAPES.get(c) ?? c);
  return `<${ROOT} xmlns="${PART_NAMESPACE}">${text}</${ROOT}>`;
}

/**
 * The entries a part's XML holds, or undefined when it is not a part this pane wrote (another
 * root, text that is not a JSON object): the caller says so and reads the settings instead.
 * The XML Excel hands back may carry a declaration and attributes; both are allowed.
 */
export function parsePartXml(xml: string): Record<string, unknown> | undefined {
  const m = new RegExp(`<${ROOT}\\b[^>]*>([\\s\\S]*)</${ROOT}>`).exec(xml);
  if (m === null) return undefined;
  // XML's five entities and its character references, by the one decoder of XML text
  const text = decodeEntities(m[1] ?? "");
  if (text === undefined) return undefined;
  try {
    const v: unknown = JSON.parse(text);
    return typeof v === "object" && v !== null && !Array.isArray(v)
      ? (v as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}

/** The workbook's part as the store sees it: its XML (undefined: none yet), and a write. */
export interface WorkbookPart {
  read(): Promise<string | undefined>;
  write(xml: string): Promise<void>;
}

/** The open workbook's part, through Excel.run (ExcelApi 1.5); undefined where Excel lacks it. */
export function officePart(): WorkbookPart | undefined {
  const supported = Office.context?.requirements?.isSetSupported?.("ExcelApi", "1.5");
  if (supported !== true || typeof Excel === "undefined") return undefined;
  return {
    read: () =>
      Excel.run(async (context) => {
        const part = context.workbook.customXmlParts.getByNamespace(PART_NAMESPACE).getOnlyItemOrNullObject();
        await context.sync();
        if (part.isNullObject) return undefined;
        const xml = part.getXml();
        await context.sync();
        // getXml() gives a ClientResult, whose value the sync above fills (no load to call)
        // eslint-disable-next-line office-addins/load-object-before-read
        return xml.value;
      }),
    write: (xml) =>
      Excel.run(async (context) => {
        const part = context.workbook.customXmlParts.getByNamespace(PART_NAMESPACE).getOnlyItemOrNullObject();
        await context.sync();
        if (part.isNullObject) context.workbook.customXmlParts.add(xml);
        else part.setXml(xml);
        await context.sync();
      }),
  };
}

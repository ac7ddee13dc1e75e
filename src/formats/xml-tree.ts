/**
 * XML read into plain objects in one pass of a strict, well-formedness-checking parser (saxes),
 * for the OpenGotha readers (`opengotha-xml.ts`) and the MacMahon reader (`macmahon.ts`).
 *
 * What is read is what OpenGotha's own importer (a validating Java XML parser) reads: the five
 * predefined entities and character references decoded (`Kov&#225;cs`), attribute values with
 * their tabs and line breaks as spaces, and a text that is not well-formed XML (a tag cut short
 * or never closed, an undefined entity, a control character, two root elements) refused with the
 * line and column where the parser stopped, never thrown out of a reader (issue 11, class 8).
 * A DOCTYPE that declares entities is refused at its first `<!ENTITY` (D391): neither program
 * writes one, and the parser would otherwise say only that the entity it uses is undefined.
 *
 * The shape: an element is an object of its attributes (strings) and its child elements by name;
 * an element with neither is its text; a child element that occurs more than once, or whose name
 * is in `arrays`, is an array. Keys are set as own properties whatever they are (`__proto__`
 * too: H4). Attributes and children share the names, so where a child is named as an attribute
 * of its element the readers' reading wins: a name in `arrays` is a list of elements (an
 * attribute so named is not read), any other is the attribute's string (a child so named is not
 * read), never an array or object where a reader reads a string.
 */
import { SaxesParser } from "saxes";
import { type Message, english, msg } from "../i18n/table";

export interface XmlProblem {
  readonly line: number;
  readonly column: number;
  /** The English of `text`. */
  readonly message: string;
  /** The parser's own text after a translated lead. */
  readonly text: Message;
}

export interface XmlShape {
  /** Elements read as arrays even when there is one (a list's items). */
  readonly arrays: ReadonlySet<string>;
  /** Attributes as properties of their element; without, they are not read. */
  readonly attributes: boolean;
  /** Attribute values and texts without the spaces around them; without, as written. */
  readonly trim: boolean;
}

export type XmlObject = Record<string, unknown>;

interface Open {
  readonly object: XmlObject;
  /** The attributes the element's object holds: a child so named is not read. */
  readonly attributes: Readonly<Record<string, string>>;
  text: string;
}

/** The document (its root element by name), or where and why the text is not well-formed XML. */
export function readXmlTree(text: string, shape: XmlShape): { doc: XmlObject } | { problem: XmlProblem } {
  const parser = new SaxesParser<{ xmlns: false; position: true }>({ xmlns: false, position: true });
  const doc: XmlObject = {};
  const stack: Open[] = [{ object: doc, attributes: NONE, text: "" }];
  let problem: XmlProblem | undefined;
  parser.on("error", (e) => {
    const said = msg("rdXml", { parser: clipLongWords(e.message.replace(/^\d+:\d+: /, "")) });
    // the parser counts lines from 1 and the column of the character it will read next from 0,
    // which is the column counted from 1 of the one it stopped at
    problem = {
      line: parser.line,
      column: Math.max(1, parser.columnIndex),
      message: english(said),
      text: said,
    };
    throw STOP;
  });
  parser.on("doctype", (doctype) => {
    const at = doctype.search(/<!ENTITY/i);
    if (at < 0) return;
    // the event comes at the declaration's end: its first entity's line counted back from there
    const line = parser.line - (doctype.slice(at).match(/\n/g)?.length ?? 0);
    const said = msg("rdXmlEntities", { line });
    problem = { line, column: 1, message: english(said), text: said };
    throw STOP;
  });
  parser.on("opentag", (tag) => {
    const object: XmlObject = {};
    const attributes: Record<string, string> = shape.attributes ? tag.attributes : NONE;
    for (const name in attributes) {
      if (shape.arrays.has(name)) continue;
      const value = attributes[name] ?? "";
      put(object, name, shape.trim ? value.trim() : value);
    }
    stack.push({ object, attributes, text: "" });
  });
  const addText = (t: string): void => {
    const top = stack[stack.length - 1];
    if (top) top.text += t;
  };
  parser.on("text", addText);
  parser.on("cdata", addText);
  parser.on("closetag", (tag) => {
    const open = stack.pop();
    const parent = stack[stack.length - 1];
    if (!open || !parent) return;
    const body = shape.trim ? open.text.trim() : open.text;
    // an element with neither attributes nor children is its text
    let value: unknown = open.object;
    if (isEmpty(open.object)) value = body;
    else if (open.text.trim() !== "") put(open.object, "#text", body);
    addChild(parent, tag.name, value, shape.arrays);
  });
  try {
    parser.write(text).close();
  } catch (e) {
    if (e !== STOP) throw e;
  }
  return problem ? { problem } : { doc };
}

const STOP = Symbol("stop");
const NONE: Readonly<Record<string, string>> = Object.freeze(Object.create(null) as Record<string, string>);

/**
 * `value` as the child `name` of `parent`'s object. A value is a string or an object, never an
 * array: an array there is a list this function made (a name in `arrays`, or met before).
 */
function addChild(parent: Open, name: string, value: unknown, arrays: ReadonlySet<string>): void {
  const object = parent.object;
  if (!arrays.has(name) && Object.hasOwn(parent.attributes, name)) return;
  if (!Object.hasOwn(object, name)) {
    put(object, name, arrays.has(name) ? [value] : value);
    return;
  }
  const now = object[name];
  if (Array.isArray(now)) now.push(value);
  // a second child of that name: both kept, as a list
  else put(object, name, [now, value]);
}

function isEmpty(object: XmlObject): boolean {
  for (const _ in object) return false;
  return true;
}

/** An own property whatever the key (`__proto__` set as a property, not the prototype). */
function put(object: XmlObject, key: string, value: unknown): void {
  if (key === "__proto__") {
    Object.defineProperty(object, key, { value, writable: true, enumerable: true, configurable: true });
  } else object[key] = value;
}

/** The parser names what it met: a name over 40 characters is cut there (H3). */
function clipLongWords(message: string): string {
  return message.replace(/\S{41,}/g, (word) => `${word.slice(0, 40)}…`);
}

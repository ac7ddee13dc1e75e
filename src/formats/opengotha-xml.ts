/**
 * The one way OpenGotha XML is parsed, shared by the crosstable reader (`opengotha.ts`) and what
 * it reads for the pairing (`opengotha-paired.ts`, `opengotha-pairing-parameters.ts`): one pass of a well-formedness-checking parser
 * (`xml-tree.ts`), attributes as plain strings, character references decoded (`Kov&#225;cs`, keys
 * with `&#193;`), the repeated elements always as arrays.
 */
import { type Message, english, msg } from "../i18n/table";
import { readXmlTree } from "./xml-tree";

export type Attrs = Record<string, string | undefined>;

/** The <Tournament> element, or why there is none (line and column of the XML error). */
export type OpenGothaXml =
  | { readonly root: Record<string, unknown> }
  | {
      readonly error: "bad-xml" | "not-opengotha";
      readonly line: number;
      readonly column: number;
      readonly message: string;
      readonly text: Message;
    };

const ARRAYS = new Set(["Player", "Game", "ByePlayer", "PlacementCriterion", "ClubsGroup", "Club"]);

/**
 * The file's one parse: attribute values as written, spaces around them kept, as OpenGotha's
 * importer reads them (the pairing's names: P38); the tournament reader reads them trimmed
 * ({@link trimmedTree}), from this same parse.
 */
export function parseOpenGothaXml(text: string): OpenGothaXml {
  const checked = readXmlTree(text, { arrays: ARRAYS, attributes: true, trim: false });
  if ("problem" in checked) return { error: "bad-xml", ...checked.problem };
  const doc = checked.doc;
  const root = doc.Tournament;
  if (!root || typeof root !== "object") {
    const text = msg("rdNoTournamentRoot", {});
    return { error: "not-opengotha", line: 1, column: 1, message: english(text), text };
  }
  return { root: root as Record<string, unknown> };
}

/**
 * A parsed element with every value (attribute or text) without the spaces around it: the tree
 * `readXmlTree` gives with `trim`, made from the one parse. Keys are kept as own properties
 * whatever they are (`__proto__` too: H4).
 */
export function trimmedTree<T>(v: T): T {
  if (typeof v === "string") return v.trim() as T;
  if (Array.isArray(v)) return v.map((x: unknown) => trimmedTree(x)) as T;
  if (typeof v !== "object" || v === null) return v;
  return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, trimmedTree(x)])) as T;
}

/** A repeated element's attribute sets (none, one or many). */
export function list(v: unknown): Attrs[] {
  if (v === undefined || v === null || v === "") return [];
  return (Array.isArray(v) ? v : [v]).filter((x): x is Attrs => typeof x === "object" && x !== null);
}

/** A child element's own children by name, none when it is not an element. */
function section(parent: Record<string, unknown>, name: string): Record<string, unknown> {
  const v = parent[name];
  return typeof v === "object" && v !== null ? (v as Record<string, unknown>) : {};
}

/** The elements both views of a file read, in the file's order (D93). */
export interface OpenGothaElements {
  readonly players: Attrs[];
  readonly games: Attrs[];
  /**
   * `<ByePlayers><ByePlayer …/></ByePlayers>`, then those of pairgoth's OpenGotha export, which
   * wraps them in a `<ByePlayer>` element instead (opengotha-pairgoth-bosp2024): both are read.
   */
  readonly byes: Attrs[];
}

/** The players, games and byes of a parsed `<Tournament>` (as written, or trimmed). */
export function openGothaElements(root: Record<string, unknown>): OpenGothaElements {
  return {
    players: list(section(root, "Players").Player),
    games: list(section(root, "Games").Game),
    byes: [
      ...list(section(root, "ByePlayers").ByePlayer),
      ...list(root.ByePlayer).flatMap((w) => list((w as Record<string, unknown>).ByePlayer)),
    ],
  };
}

/**
 * Where in an OpenGotha file the value is that its pairing reader refused
 * (`readOpenGothaPairing`): the reader names the element, the attribute and the value; this finds
 * the first such element of the file with that value, so that the command line, the sheet and
 * the pane can say the line and the column, never only that the file was refused.
 */
import { type Message, msg } from "../i18n/table";
import { positionsOf, tagPositions } from "./read-result";
import type { OgRefusalPlace } from "./types";

const escape = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * The offset of attribute `name` in the first `<tag …>` of `text` (from `after`'s first element
 * on, when given) whose value is `value`, else in the first that has the attribute at all.
 */
function attributeOffset(text: string, tag: string, name: string, value: string, after?: string): number {
  const from = after === undefined ? 0 : Math.max(0, text.search(new RegExp(`<${after}[\\s/>]`)));
  const open = new RegExp(`<${escape(tag)}[\\s/>]`, "g");
  const attr = new RegExp(`\\s(${escape(name)})\\s*=\\s*(["'])([^"']*)\\2`);
  open.lastIndex = from;
  let any = -1;
  for (let m = open.exec(text); m !== null; m = open.exec(text)) {
    const end = text.indexOf(">", m.index);
    const a = attr.exec(text.slice(m.index, end < 0 ? undefined : end));
    if (a === null) continue;
    const at = m.index + a.index + 1;
    if ((a[3] ?? "").trim() === value.trim()) return at;
    if (any < 0) any = at;
  }
  return any;
}

/** Where `refused` (a message of the pairing reader) is in `text`, and the message saying it. */
export function refusalPlace(text: string, refused: Message): OgRefusalPlace {
  const none = { located: refused, line: 0, column: 0 };
  switch (refused.code) {
    case "ogXmlAttribute": {
      const p = refused.params;
      const tag = p.element.split(/\s/)[0] ?? p.element;
      const after = tag === "PlacementCriterion" ? "PlacementParameterSet" : undefined;
      const offset = attributeOffset(text, tag, p.name, p.value, after);
      if (offset < 0) return none;
      const { line, column } = positionsOf(text)(offset);
      return { located: msg("ogXmlAttribute", { ...p, line, column }), line, column };
    }
    case "ogXmlUnknownResult":
    case "ogXmlNoPlayer": {
      const game = refused.params.game;
      const at = game === undefined ? undefined : tagPositions(text, "Game")[game - 1];
      return at === undefined ? none : { located: refused, ...at };
    }
    case "ogXmlPlayerNoName": {
      const at = tagPositions(text, "Player")[refused.params.number - 1];
      return at === undefined ? none : { located: refused, ...at };
    }
    case "ogXmlBad":
      return { located: refused, line: refused.params.line, column: refused.params.column };
    default:
      return none;
  }
}

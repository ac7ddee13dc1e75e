/**
 * The internal references a text for users must not contain: a decision D…/R…/P…/H…, a section
 * §…, a document of the specification, a command-line option (docs/ carries those).
 */

/** The internal references found in `text` (none: []). */
export function internalReferences(text: string): string[] {
  const found = text.match(
    /\b[DRPH]\d+[a-z]?\b|§|\b(?:RULES|FORMATS|FUNCTIONS|PAIRING|DESIGN)\b|(?<![\w-])--[a-z]+/g,
  );
  return found === null ? [] : [...found];
}

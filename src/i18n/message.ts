/**
 * What a message is: a code and its parameters (plain data, JSON-safe), emitted by the core, the
 * readers and the sheet, and rendered in a language only at the edge (the command line, the
 * pane, the sheet) through the one table (`table.ts`).
 */
import { type Language } from "./language";

/** The text of each code of a family, in one language. */
export type Templates<P> = { readonly [K in keyof P]: (p: P[K]) => string };

/** A family of messages: every code in every language (a missing one does not compile). */
export type Family<P> = Readonly<Record<Language, Templates<P>>>;

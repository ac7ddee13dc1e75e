/**
 * The few DOM helpers the pane uses. Text always goes in through textContent (or a text
 * node), never as HTML: a player called `<img src=x onerror=alert(1)>` shows as written.
 */
import { type Language, type PaneStrings, STRINGS } from "./i18n";

export function byId<T extends HTMLElement = HTMLElement>(id: string): T {
  const element = document.getElementById(id);
  if (element === null) throw new Error(`taskpane.html has no element #${id}`);
  return element as T;
}

/** A new element holding `text` (as text) and the given children. */
export function el<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  text?: string,
  className?: string,
  ...children: (Node | string)[]
): HTMLElementTagNameMap[K] {
  const e = document.createElement(tag);
  if (className !== undefined) e.className = className;
  if (text !== undefined) e.textContent = text;
  if (children.length > 0) e.append(...children);
  return e;
}

/** The text of a dotted key ("eventNames.none") in a string table; undefined when none. */
export function lookup(s: PaneStrings, key: string): string | undefined {
  let value: unknown = s;
  for (const part of key.split(".")) {
    if (typeof value !== "object" || value === null || !Object.hasOwn(value, part)) return undefined;
    value = (value as Record<string, unknown>)[part];
  }
  return typeof value === "string" ? value : undefined;
}

/** Sets the text of every `data-i18n` element of the page. */
export function translateStatic(lang: Language): void {
  const s = STRINGS[lang];
  for (const e of document.querySelectorAll<HTMLElement>("[data-i18n]")) {
    const text = lookup(s, e.dataset["i18n"] ?? "");
    if (text !== undefined) e.textContent = text;
  }
}

export function show(e: HTMLElement, visible: boolean): void {
  e.hidden = !visible;
}

/** Lets the browser paint and handle input before the next piece of work. */
export function nextFrame(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

export function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

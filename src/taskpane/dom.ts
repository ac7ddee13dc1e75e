/**
 * The few DOM helpers the pane uses. Text always goes in through textContent (or a text
 * node), never as HTML: a player called `<img src=x onerror=alert(1)>` shows as written.
 */
import { type Language, type PaneStrings, STRINGS } from "../i18n/pane";
import { type MessageCode, msg, render } from "../i18n/table";
import { describe } from "../sheet/messages";
import type { SheetProblem } from "../sheet/read-grid";

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

/**
 * Sets the text of every element within `root` whose `data-<attribute>` names a code of the
 * message table without parameters (a step whose words are a family of the table: pairing, chart).
 */
export function translateCodes(root: HTMLElement, attribute: string, lang: Language): void {
  for (const e of root.querySelectorAll<HTMLElement>(`[data-${attribute}]`)) {
    e.textContent = render(msg(e.dataset[attribute] as MessageCode, {} as never), lang);
  }
}

/** A problem in a sheet as a list item: its address, then what it is. */
export function problemItem(p: SheetProblem, lang: Language): HTMLLIElement {
  return el("li", undefined, undefined, el("code", p.address), " ", describe(p, lang));
}

export function show(e: HTMLElement, visible: boolean): void {
  e.hidden = !visible;
}

/** Lets the browser paint and handle input before the next piece of work. */
export function nextFrame(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/** Rows a long list shows at first, and more with each "Show more". */
export const PAGE_ROWS = 50;

/**
 * A long list kept short: a search field over the rows' text, the first {@link PAGE_ROWS}
 * matching rows, "n of m shown" and a button for more. `rows` are built once; searching and
 * paging only show or hide them, so 600 players cost no re-render.
 */
export function pagedRows(
  rows: readonly HTMLElement[],
  container: HTMLElement,
  texts: { search: string; showing: (shown: number, total: number) => string; more: string },
  /** What holds `container` (a table around its tbody); the container itself by default. */
  outer: HTMLElement = container,
): HTMLElement {
  const search = el("input", undefined, "search");
  search.type = "search";
  search.placeholder = texts.search;
  search.setAttribute("aria-label", texts.search);
  const status = el("p", undefined, "hint");
  const more = el("button", texts.more);
  more.type = "button";
  let limit = PAGE_ROWS;
  const keys = rows.map((r) => (r.textContent ?? "").toLocaleLowerCase());
  const apply = (): void => {
    const q = search.value.trim().toLocaleLowerCase();
    let matching = 0;
    rows.forEach((r, i) => {
      const hit = q === "" || (keys[i] ?? "").includes(q);
      if (hit) matching++;
      r.hidden = !hit || matching > limit;
    });
    const shown = Math.min(matching, limit);
    status.textContent = texts.showing(shown, matching);
    more.hidden = shown >= matching;
  };
  search.addEventListener("input", () => {
    limit = PAGE_ROWS;
    apply();
  });
  more.addEventListener("click", () => {
    limit += PAGE_ROWS;
    apply();
  });
  container.append(...rows);
  apply();
  const box = el("div", undefined, "paged");
  const long = rows.length > PAGE_ROWS;
  box.append(...(long ? [search] : []), outer, ...(long ? [status, more] : []));
  return box;
}

/**
 * Listens for `type` on `target` and, once the handler has finished (its promise settled, for an
 * async one), raises the target's `data-done` count: the pane's own signal that the work a press
 * or a change started is over, which the browser tests wait for (never a time).
 */
export function listen<E extends Event = Event>(
  target: HTMLElement,
  type: string,
  handler: (event: E) => unknown,
): void {
  target.addEventListener(type, (event) => {
    const done = (): void => {
      target.dataset["done"] = String(Number(target.dataset["done"] ?? "0") + 1);
    };
    let result: unknown;
    try {
      result = handler(event as E);
    } catch (error) {
      done();
      throw error;
    }
    // a rejection is not dropped here: it stays unhandled, which the browser reports as it does
    // the throw above (its console; the browser tests' page errors); what a handler's user must
    // see, each shows itself (the pane's tasks catch and say their failures)
    void Promise.resolve(result).finally(done);
  });
}

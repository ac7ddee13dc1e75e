/**
 * D50: the standings page the pane offers after Create is in the tie-breaks the created sheet
 * has (its tie-break cell, from the pane's field), never in the file's own placement criteria:
 * an empty field is E.8's order there (`criteriaOf`, src/sheet/sheet-tiebreaks.ts), so on the
 * page too.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { SHORT_NAMES } from "../../src/core/go/criterion";
import { criteriaOf } from "../../src/sheet/sheet-tiebreaks";
import { readImport } from "../../src/taskpane/import";
import type { ParamsForm } from "../../src/taskpane/params";
import { standingsPageHtml } from "../../src/taskpane/publish";
import { state } from "../../src/taskpane/state";

// ppik2010's own placement criteria are MMS, SOSM, SODOSM (the fixture's SOURCES.txt), not E.8's
const file = readFileSync(join(__dirname, "../fixtures/opengotha-sts-ppik2010/input.xml"));

/** The criteria columns of the page (the headers after the rounds' and the player's). */
function pageCriteria(tiebreaks: string): string[] {
  state.preview = readImport(file, "input.xml");
  state.form = { system: "mgsz", tiebreaks } as ParamsForm;
  state.outcomes = [];
  state.outcomesOfFile = true;
  state.outcomesStale = false;
  const html = standingsPageHtml() ?? "";
  const names = new Set<string>(Object.values(SHORT_NAMES));
  return [...html.matchAll(/<th class="num"[^>]*>([^<]*)<\/th>/g)]
    .map((m) => m[1] ?? "")
    .filter((h) => names.has(h));
}

describe("the pane's standings page after Create: the sheet's tie-breaks (D50)", () => {
  afterEach(() => {
    delete state.preview;
    delete state.form;
    delete state.outcomes;
    delete state.outcomesOfFile;
  });

  it.each(["", " ", "MMS SOS SODOS", "PTS BUCH"])("field %j: the created sheet's criteria", (field) => {
    expect(pageCriteria(field)).toEqual(criteriaOf([field]).map((c) => SHORT_NAMES[c]));
  });
});

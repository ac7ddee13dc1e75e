/**
 * Re-rate the season (issue 26, D172–D174): the workbook's tournament sheets rated again in date
 * order from the rating-list sheet chosen in step 3 or remembered by the workbook (no tournament
 * file needs to be read first), in one Excel.run over src/sheet's
 * `rerateSeason`, its computing in the pane's worker (D264); the pane lists each tournament's
 * changes, or the problems (nothing written).
 */
import { rerateSeason } from "../sheet/actions";
import type { SheetProblem } from "../sheet/read-grid";
import type { SeasonStep } from "../sheet/season-rerate";
import { describeError } from "../sheet/messages";
import { STRINGS } from "../i18n/pane";
import type { Language } from "../i18n/language";
import { byId, el, listen, show } from "./dom";
import { listMapping } from "./list-mapping";
import { withProgress } from "./progress";
import { WorkCancelled, runAway } from "./worker/client";
import { refresh, state } from "./state";
import { renderProblems } from "./view-results";
import { phaseNow } from "../sheet/phase";

let said: ((lang: Language) => string) | undefined;
let steps: readonly SeasonStep[] = [];
let problems: readonly SheetProblem[] = [];
/** D263: the sheets Re-rate left as they are (mahjong's), said in amber beside a done re-rate. */
let left: readonly SheetProblem[] = [];

const s = () => STRINGS[state.language];

async function rerate(): Promise<void> {
  const mapping = listMapping();
  if (mapping === undefined) return;
  await withProgress(
    () => s().seasonWorking,
    (d, t) => s().progress(d, t),
    async (progress) => {
      try {
        // the sheets read and written here, the re-rate computed in the pane's worker (D264):
        // Cancel ends it before anything is written (D250)
        const r = await Excel.run((context) =>
          rerateSeason(context, mapping, (list, m, reads) =>
            runAway({ kind: "rerate", list, mapping: m, reads }, progress),
          ),
        );
        steps = r.ok ? r.steps : [];
        problems = r.ok ? [] : r.problems;
        left = r.ok ? r.left : [];
        said = r.ok
          ? (lang) => STRINGS[lang].seasonDone(r.steps.length)
          : (lang) => STRINGS[lang].seasonProblems(r.problems.length);
      } catch (error) {
        steps = [];
        problems = [];
        left = [];
        // D250: a Cancel is said as itself (nothing written), not as a failure
        said =
          error instanceof WorkCancelled
            ? (lang) => describeError(error, lang)
            : (lang) => STRINGS[lang].seasonFailed(describeError(error, lang));
      }
      phaseNow("draw", refresh);
    },
  );
}

export function wireSeason(): void {
  listen(byId("rerate-season"), "click", () => rerate());
}

const figure = (n: number | null): string => (n === null ? "–" : String(n));

export function renderSeason(): void {
  const lang = state.language;
  show(byId("step-season"), listMapping() !== undefined);
  byId("season-result").textContent = said?.(lang) ?? "";
  if (problems.length > 0) renderProblems(problems, lang, { box: "season-problems", kind: "errors" });
  else renderProblems(left, lang, { box: "season-problems", kind: "warnings" });
  byId("season-steps").replaceChildren(
    ...steps.map((step) =>
      el(
        "li",
        undefined,
        undefined,
        el("h3", s().seasonStep(step.day, step.sheet)),
        el(
          "ul",
          undefined,
          undefined,
          ...step.changes.map((c) =>
            el(
              "li",
              s().seasonChange(
                c.name,
                figure(c.before),
                figure(c.after),
                c.rankBefore ?? "",
                c.rankAfter ?? "",
              ),
            ),
          ),
        ),
      ),
    ),
  );
}

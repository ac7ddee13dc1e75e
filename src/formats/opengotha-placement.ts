/**
 * An OpenGotha file's individual placement criteria (`<PlacementParameterSet>`) as the standings'
 * criteria: the file's own order of its standings (D50), every criterion OpenGotha has being
 * computed (D47–D51); a name it does not know is a warning (D22).
 */
import type { DiagnosticSink } from "../core/tournament/diagnostics";
import { type Criterion, criterionOfOpenGotha } from "../core/go/criterion";
import { msg } from "../i18n/table";
import { list } from "./opengotha-xml";
import { tagPositions } from "./read-result";

/** OpenGotha's slots of placement criteria (PLA_MAX_NUMBER_OF_CRITERIA). */
const SLOTS = 6;

/**
 * D50: the file's placement criteria in OpenGotha's order, as its importer places them: each
 * `<PlacementCriterion>` into slot `number` (1 when the attribute is missing), a later one in the
 * same slot replacing an earlier one (NULL too), then the slots 1…6 in order, each criterion once,
 * NULL and the criteria not computed left out. Warns about each one not computed (D22): CAT too
 * when `categories` is false (the pairing reader refused the file's categories, D47); and about a
 * `number` that is no slot 1…6, left out (OpenGotha's importer stops at it).
 */
export function placementCriteria(
  text: string,
  tps: Record<string, unknown>,
  categories: boolean,
  sink: DiagnosticSink,
): Criterion[] {
  const pps = tps.PlacementParameterSet as Record<string, unknown> | undefined;
  const crit = list((pps?.PlacementCriteria as Record<string, unknown> | undefined)?.PlacementCriterion);
  const start = text.search(/<PlacementParameterSet[\s>/]/);
  if (start < 0) return [];
  const at = tagPositions(text, "PlacementCriterion");
  const before = tagPositions(text.slice(0, start), "PlacementCriterion").length;
  const slots: (Criterion | null)[] = Array.from({ length: SLOTS }, () => null);
  crit.forEach((c, k) => {
    const name = (c.name ?? "").trim();
    const pos = at[before + k] ?? { line: 0, column: 0 };
    const number = (c.number ?? "1").trim();
    const slot = /^\+?\d+$/.test(number) ? Number(number) : 0;
    if (slot < 1 || slot > SLOTS) {
      sink.warning(pos.line, pos.column, msg("rdCriterionSlot", { name, number }));
      return;
    }
    // D123: OpenGotha's names, in any case; NULL is none
    const criterion = criterionOfOpenGotha(name);
    // one category: no effect; several: computed when the pairing reader reads the file (D47)
    if (criterion !== undefined && (criterion !== "category" || categories)) {
      slots[slot - 1] = criterion;
      return;
    }
    sink.warning(pos.line, pos.column, msg("rdCriterion", { name }));
  });
  const out: Criterion[] = [];
  for (const criterion of slots) if (criterion !== null && !out.includes(criterion)) out.push(criterion);
  return out;
}

/**
 * A Go tournament's placement criteria, once for the standings (`core/tournament/tiebreaks.ts`,
 * `group-tiebreaks.ts`), the tie-break list (`core/tournament/tiebreak-list.ts`), OpenGotha's
 * readers (`formats/opengotha-placement.ts`, `formats/opengotha-pairing-parameters.ts`) and its pairing
 * engine (`core/pairing/opengotha-state.ts`): each criterion's key, its display name and
 * aliases (RULES §4, the command line, the sheet, `TOURNAMENT.*`) and its name in OpenGotha's
 * files (PlacementParameterSet), D123. Imports nothing of the tournament or the pairing.
 */
import { lookupTable } from "../common/lookup";

/** Every criterion the standings compute, in the order the messages and the help list them. */
export const CRITERIA = [
  "points",
  "mms",
  "sos",
  "sodos",
  "sosos",
  "buchholz",
  "totalBuchholz",
  "berger",
  "cumulative",
  "directEncounter",
  "wins",
  "averageRating",
  "exploitsTried",
  "exploitsWon",
  "category",
  "rank",
  "rating",
  "soswMinus1",
  "soswMinus2",
  "sosmMinus1",
  "sosmMinus2",
  "simplifiedDirect",
  "strasbourg",
  "sosStrasbourg",
  "cup",
  "cumulativeMms",
  "directConfrontation",
] as const;
export type Criterion = (typeof CRITERIA)[number];

/** A criterion's names: the one users read and type, and OpenGotha's when it has the criterion. */
interface CriterionNames {
  readonly display: string;
  readonly openGotha?: string;
}

/**
 * Each criterion's display name (the command line, the sheet, the messages; read in any case)
 * and, D123, its name in OpenGotha's files (PlacementParameterSet, PairingParameterSet's
 * additional criteria) as OpenGotha 3.51.02 spells it. RULES §4's direct encounter, the wins
 * and ARO are not OpenGotha's.
 */
// prettier-ignore
const NAMES = {
  points:              { display: "PTS",    openGotha: "NBW" },
  mms:                 { display: "MMS",    openGotha: "MMS" },
  sos:                 { display: "SOS",    openGotha: "SOSM" },
  sodos:               { display: "SODOS",  openGotha: "SODOSM" },
  sosos:               { display: "SOSOS",  openGotha: "SOSOSM" },
  buchholz:            { display: "BUCH",   openGotha: "SOSW" },
  totalBuchholz:       { display: "BUCHT",  openGotha: "SOSOSW" },
  berger:              { display: "BERGER", openGotha: "SODOSW" },
  cumulative:          { display: "CUM",    openGotha: "CUSSW" },
  directEncounter:     { display: "DE" },
  wins:                { display: "WINS" },
  averageRating:       { display: "ARO" },
  exploitsTried:       { display: "EXT",    openGotha: "EXT" },
  exploitsWon:         { display: "EXR",    openGotha: "EXR" },
  category:            { display: "CAT",    openGotha: "CAT" },
  rank:                { display: "RANK",   openGotha: "Rank" },
  rating:              { display: "RATING", openGotha: "Rating" },
  soswMinus1:          { display: "SOSW-1", openGotha: "SOSW-1" },
  soswMinus2:          { display: "SOSW-2", openGotha: "SOSW-2" },
  sosmMinus1:          { display: "SOSM-1", openGotha: "SOSM-1" },
  sosmMinus2:          { display: "SOSM-2", openGotha: "SOSM-2" },
  simplifiedDirect:    { display: "SDC",    openGotha: "SDC" },
  strasbourg:          { display: "STS",    openGotha: "STS" },
  sosStrasbourg:       { display: "SOSTS",  openGotha: "SOSTS" },
  cup:                 { display: "CPS",    openGotha: "CPS" },
  cumulativeMms:       { display: "CUSSM",  openGotha: "CUSSM" },
  directConfrontation: { display: "DC",     openGotha: "DC" },
} as const satisfies Record<Criterion, CriterionNames>;

/** Display names, used by the command line and the sheet (case-insensitive on input). */
export const SHORT_NAMES: Readonly<Record<Criterion, string>> = Object.fromEntries(
  CRITERIA.map((c) => [c, NAMES[c].display]),
) as Record<Criterion, string>;

/** Further names a user may type for a criterion (case-insensitive). */
const ALIASES: ReadonlyMap<string, Criterion> = lookupTable({
  NBW: "points",
  SCORE: "points",
  BH: "buchholz",
  SOSW: "buchholz",
  BHT: "totalBuchholz",
  SB: "berger",
  SODOSW: "berger",
  SONNEBORN: "berger",
  CUSS: "cumulative",
  CUSSW: "cumulative",
  WIN: "wins",
  AVG: "averageRating",
  SOSM: "sos",
});

/** "MMS" → "mms", "sb" → "berger"; null when unknown. */
export function parseCriterion(text: string): Criterion | null {
  const t = text.trim().toUpperCase();
  for (const c of CRITERIA) if (SHORT_NAMES[c] === t || c.toUpperCase() === t) return c;
  return ALIASES.get(t) ?? null;
}

/** The criteria computed inside each group tied on the criteria before them (by `standings`). */
export type GroupCriterion = "directEncounter" | "simplifiedDirect" | "directConfrontation";
export const isGroupCriterion = (c: Criterion): c is GroupCriterion =>
  c === "directEncounter" || c === "simplifiedDirect" || c === "directConfrontation";

/** OpenGotha's "no criterion" in a placement slot or an additional pairing criterion. */
export const OPENGOTHA_NULL = "NULL";

/** A criterion's name in OpenGotha's files, or OpenGotha's NULL. */
export type OpenGothaCriterion =
  Extract<(typeof NAMES)[Criterion], { readonly openGotha: string }>["openGotha"] | typeof OPENGOTHA_NULL;

const BY_OPENGOTHA_NAME: ReadonlyMap<string, Criterion> = new Map(
  CRITERIA.flatMap((c): [string, Criterion][] => {
    const names: CriterionNames = NAMES[c];
    return names.openGotha === undefined ? [] : [[names.openGotha, c]];
  }),
);
const BY_UPPER_NAME: ReadonlyMap<string, Criterion> = new Map(
  [...BY_OPENGOTHA_NAME].map(([name, c]): [string, Criterion] => [name.toUpperCase(), c]),
);

/** D123: every criterion name OpenGotha knows, NULL included, spelt as its files spell it. */
export const OPENGOTHA_CRITERIA: ReadonlySet<string> = new Set<string>([
  OPENGOTHA_NULL,
  ...BY_OPENGOTHA_NAME.keys(),
]);

/** Whether `name` is a criterion of OpenGotha's (NULL included), spelt as its files spell it. */
export function isOpenGothaCriterion(name: string): name is OpenGothaCriterion {
  return OPENGOTHA_CRITERIA.has(name);
}

/**
 * The criterion an OpenGotha name stands for, in any case ("SOSM", "Rank", "RANK"): null for
 * NULL, undefined for a name OpenGotha does not have.
 */
export function criterionOfOpenGotha(name: string): Criterion | null | undefined {
  const upper = name.toUpperCase();
  return upper === OPENGOTHA_NULL ? null : BY_UPPER_NAME.get(upper);
}

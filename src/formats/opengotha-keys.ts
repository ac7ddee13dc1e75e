/**
 * How an OpenGotha file names its players in games and byes (D21): the key OpenGotha writes
 * (capitals, spaces removed), and the look-up that finds the player a reference means as
 * OpenGotha's own does, with its fallbacks for files saved under a Turkish locale or with
 * accented names.
 */
import { type Attrs } from "./opengotha-xml";

/**
 * OpenGotha's player key (dataVersion ≥ 201): name + first name, its spaces removed, in capitals
 * (`Player.computeKeyString`: `replaceAll(" ", "")`, so only the space, not a no-break space).
 * The one key of both views of the file, the tournament's and the pairing's (D93).
 */
export function openGothaKey(name: string, firstName: string): string {
  return (name + firstName).replace(/ /g, "").toUpperCase();
}

/**
 * Accented capitals OpenGotha folds to ASCII in its fallback look-up of a player reference (the
 * old canonical name: the Latin-1 capitals and the Turkish letters; D21).
 */
// prettier-ignore
const FOLD: Readonly<Record<string, string>> = Object.fromEntries(
  ([
    ["ÀÁÂÃÄÅàáâãäå", "A"], ["Çç", "C"], ["ÈÉÊËèéêë", "E"], ["ÌÍÎÏìíîïİı", "I"], ["Ññ", "N"],
    ["ÒÓÔÕÖØòóôõöø", "O"], ["ÙÚÛÜùúûü", "U"], ["Ýý", "Y"], ["Ğğ", "G"], ["Şş", "S"],
  ] as const).flatMap(([from, to]) => [...from].map((c) => [c, to])),
);

/** The canonical name of a player: capitals, spaces removed, the FOLD letters as ASCII, only A–Z kept. */
function canonicalName(name: string, firstName: string): string {
  return [...(name.toUpperCase() + firstName.toUpperCase())]
    .map((c) => FOLD[c] ?? c)
    .join("")
    .replace(/[^A-Z]/g, "");
}

/**
 * Finds the player a game or bye refers to as OpenGotha does (D21): by key (capitals, spaces
 * removed); by the key in Turkish capitals, for files saved under a Turkish locale, where `i`
 * was written `İ` (`ADALBİRAND`); then by the canonical name of the reference folded to ASCII
 * (other letters become `?`, which match nothing).
 */
export function playerResolver(players: readonly Attrs[]): (ref: string) => number | undefined {
  const byKey = new Map<string, number>();
  players.forEach((p, i) => {
    const key = openGothaKey(p.name ?? "", p.firstName ?? "");
    if (!byKey.has(key)) byKey.set(key, i);
  });
  // the fallbacks are built on the first reference the key does not find (rare: most files never)
  let byTurkishKey: Map<string, number> | undefined;
  let byCanonical: Map<string, number> | undefined;
  const fallbacks = (): [Map<string, number>, Map<string, number>] => {
    if (!byTurkishKey || !byCanonical) {
      const tr = new Map<string, number>();
      const canonical = new Map<string, number>();
      players.forEach((p, i) => {
        const [name, first] = [p.name ?? "", p.firstName ?? ""];
        const t = (name + first).replace(/\s/g, "").toLocaleUpperCase("tr");
        if (!tr.has(t)) tr.set(t, i);
        const c = canonicalName(name, first);
        if (!canonical.has(c)) canonical.set(c, i);
      });
      [byTurkishKey, byCanonical] = [tr, canonical];
    }
    return [byTurkishKey, byCanonical];
  };
  return (ref) => {
    const exact = byKey.get(ref);
    if (exact !== undefined) return exact;
    const bare = ref.replace(/\s/g, "");
    const found = byKey.get(bare.toUpperCase());
    if (found !== undefined) return found;
    const [tr, canonical] = fallbacks();
    return (
      tr.get(bare.toLocaleUpperCase("tr")) ??
      canonical.get(
        [...ref]
          .map((c) => FOLD[c] ?? (c > "\x7f" ? "?" : c))
          .join("")
          .toUpperCase(),
      )
    );
  };
}

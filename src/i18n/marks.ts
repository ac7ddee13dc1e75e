/**
 * The marks a switch prints as where the host has no checkbox (D286): the same in every
 * language, read back as TRUE and FALSE by the one boolean reader of each edge
 * (src/systems/types.ts `readBoolean`, src/functions/coerce.ts `bool`).
 */
export const TRUE_MARK = "✓";
export const FALSE_MARK = "✗";

/** A mark's truth ("✓" true, "✗" false, also their heavy forms ✔ ✘), else null. */
export function markTruth(text: string): boolean | null {
  const t = text.trim();
  if (t === TRUE_MARK || t === "✔") return true;
  if (t === FALSE_MARK || t === "✘") return false;
  return null;
}

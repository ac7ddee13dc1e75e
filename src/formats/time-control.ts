/**
 * A Go time control as text in OpenGotha's words, the one form the MGSZ multiplier (D3,
 * core/engines/mgsz.ts) parses: `STDBYOYOMI 30s`, `CANBYOYOMI 25/300s`, `FISCHER +20s`,
 * `SUDDENDEATH`. Values are the file's text as it writes them (`?` or "" where it gives none);
 * `periods` and `max` are added only when given (pairgoth states them, OpenGotha does not).
 * Any other system is its name alone.
 */
export function goTimeText(
  system: string,
  t: {
    readonly seconds?: string | number;
    readonly stones?: string | number;
    readonly periods?: string | number;
    readonly max?: string | number;
  } = {},
): string {
  const s = t.seconds ?? "";
  switch (system) {
    case "STDBYOYOMI":
      return `STDBYOYOMI ${s}s${t.periods !== undefined ? ` × ${t.periods}` : ""}`;
    case "CANBYOYOMI":
      return `CANBYOYOMI ${t.stones ?? ""}/${s}s`;
    case "FISCHER":
      return `FISCHER +${s}s${t.max !== undefined ? ` max ${t.max}s` : ""}`;
    default:
      return system;
  }
}

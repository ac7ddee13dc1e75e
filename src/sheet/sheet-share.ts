/**
 * Each system's share of the tournament sheet's rating (src/sheet/rated-*.ts) as the build takes
 * it, and the header block's rows of the system's parameters, derived from its declarations.
 */
import { type AnySystem, headerParams } from "../systems";
import { type Cell, bool, num, text } from "./plan";
import { type Rated } from "./rated";
import { rateFide } from "./rated-fide";
import { rateMahjong } from "./rated-mahjong";
import { rateMgsz } from "./rated-mgsz";
import type { SystemParams, TournamentSheetRequest } from "./request";
import type { SystemName } from "../systems";
import { type HeaderKey, type SheetTexts } from "./texts";

/**
 * Each system's share of the sheet's rating: its crosstable or results rows, side columns and
 * header rows. The one table keyed by the systems' names the sheet keeps (D103): its entries are
 * the sheet's own code (plan cells in the sheet's words), which src/systems cannot import.
 */
const RATED: {
  readonly [N in SystemName]: (req: TournamentSheetRequest, params: Params<N>, tx: SheetTexts) => Rated;
} = {
  mgsz: (req, params, tx) => rateMgsz(req, params.multiplier, tx),
  fide: (req, params, tx) => rateFide(req, params, tx),
  mahjong: (req, params, tx) => rateMahjong(req, params, tx),
};

type Params<N extends SystemName> = Extract<SystemParams, { system: N }>;

export function ratedShare(req: TournamentSheetRequest, tx: SheetTexts): Rated {
  const rate = RATED[req.params.system] as (
    r: TournamentSheetRequest,
    p: SystemParams,
    t: SheetTexts,
  ) => Rated;
  return rate(req, req.params, tx);
}

/**
 * The header rows of the system's parameters, in its declarations' order (src/systems): each as
 * its share of the rating wrote it (the rule set rated by, a note beside it), else the request's
 * value as the parameter's header cell; then the share's further rows (W, the rating list).
 */
export function headerRows(
  system: AnySystem,
  req: TournamentSheetRequest,
  rated: Rated,
): [HeaderKey, Cell, Cell?][] {
  const own = new Map(rated.params.map((row) => [row[0], row]));
  const given = req.params as unknown as Readonly<Record<string, unknown>>;
  const declared = headerParams(system).flatMap((param): [HeaderKey, Cell, Cell?][] => {
    const header = param.header as HeaderKey;
    const row = own.get(header);
    if (row !== undefined) return [row];
    const value = given[param.key];
    if (value === undefined || value === null) return [];
    const cell =
      typeof value === "number" ? num(value) : typeof value === "boolean" ? bool(value) : text(String(value));
    return [[header, cell]];
  });
  const keys = new Set(declared.map(([key]) => key));
  return [...declared, ...rated.params.filter(([key]) => !keys.has(key))];
}

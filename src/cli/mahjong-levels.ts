/**
 * The players' levels for `rating-officer rate` and `sheet --system mahjong --ratings LIST`: a
 * levels list read by `readLevelList` (src/formats/rating-list.ts; no rating column needed, D68).
 */
import { msg } from "../i18n/table";
import { type LevelListEntry, readLevelList } from "../formats/rating-list";
import type { EncodingName } from "../formats/encoding";
import { UsageError, hasErrors, readBytes, reportDiagnostics, reportEncoding } from "./args";
import type { CliIO } from "./types";

/** Reads the levels list at `path`; its diagnostics go to standard error, an error stops the command. */
export function readLevelsFile(path: string, io: CliIO, encoding?: EncodingName): LevelListEntry[] {
  const list = readLevelList(readBytes(path, io, "levels list"), encoding);
  reportEncoding(path, list.decoding, io);
  reportDiagnostics(path, list.diagnostics, io);
  if (list.entries.length === 0) throw new UsageError(msg("cliNoRows", { path, what: "levels" }));
  if (hasErrors(list.diagnostics)) throw new UsageError(msg("cliLevelsErrors", { path }));
  return list.entries;
}

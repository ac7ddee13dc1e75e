/**
 * The pairing block's tests' set-up (P35): an OpenGotha fixture (OpenGotha 3.52.03's own files
 * and pairings, SOURCES.txt) before round k+1, written as a Go or chess tournament sheet with the
 * file's parameter sets, and the block's value cells found by their labels.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { OgTournament } from "../../src/core/pairing/opengotha-model";
import type { RoundEntry, Tournament } from "../../src/core/tournament/model";
import { readActiveSheet } from "../../src/sheet/actions";
import { writePlan } from "../../src/sheet/adapter";
import { DiagnosticSink } from "../../src/core/tournament/diagnostics";
import { planPairRound } from "../../src/sheet/pairing";
import { openGothaPairingOrRefusal } from "../../src/formats/opengotha-pairing";
import { sheetPairingOfFile } from "../../src/sheet/pairing-params";
import { planRecalculate } from "../../src/sheet/recalc";
import { buildTournamentSheet } from "../../src/sheet/tournament-sheet";
import { functionBook } from "./tournament-helpers";

const FIXTURES = join(__dirname, "../fixtures/pairing");
export const bytesOf = (dir: string): Buffer => readFileSync(join(FIXTURES, dir, "input.xml"));

/**
 * The file's tournament with rounds k and later emptied, as a director's sheet before Pair
 * round k+1; a player the file has not participating in round k has `0-` there (on the sheet:
 * not paired in that round).
 */
export function before(t: Tournament, k: number, participating: (player: number) => boolean): Tournament {
  const empty: RoundEntry = { kind: "absent", score: null };
  const out: RoundEntry = { kind: "absent", score: 0 };
  return {
    ...t,
    players: t.players.map((p, i) => ({
      ...p,
      results: p.results.map((e, r) => (r < k ? e : r === k && !participating(i) ? out : empty)),
    })),
  };
}

/** `t` as a Go (MGSZ, C = 30) or chess (FIDE 2024) sheet, its block from the file's `bytes`. */
export async function sheetOf(
  t: Tournament,
  bytes: Buffer | undefined,
  language: "en" | "hu" | "ru" = "en",
  system: "mgsz" | "fide" = "mgsz",
) {
  const book = functionBook();
  const said = new DiagnosticSink("OpenGotha");
  const pairing =
    bytes === undefined ? undefined : sheetPairingOfFile(openGothaPairingOrRefusal(bytes), t, said);
  if (said.items.length > 0) throw new Error(said.items.map((d) => d.message).join("\n")); // nothing to say
  const build = buildTournamentSheet({
    tournament: t,
    fileName: "input.xml",
    params: system === "mgsz" ? { system, multiplier: 30 } : { system, ruleset: "FIDE2024" },
    tiebreaks: system === "mgsz" ? ["MMS", "SOS"] : [],
    language,
    ...(pairing !== undefined ? { pairing } : {}),
  });
  const { sheetName } = await writePlan(book.context(), build.plan);
  return { book, sheet: sheetName };
}

/** The block's value cell of a label: right of it, the block being right of the print area. */
export function valueCell(book: ReturnType<typeof functionBook>, sheet: string, label: string): string {
  for (const column of "KLMNOPQRSTUVWXYZ")
    for (let row = 2; row <= 20; row++)
      if (book.cell(sheet, `${column}${row}`)?.value === label)
        return `${String.fromCharCode(column.charCodeAt(0) + 1)}${row}`;
  throw new Error(`no ${label}`);
}

/**
 * A value typed into the pairing block's cell for `label`, and the problems Pair round `round`
 * and Recalculate then report, each as [address, message] (P35: both refuse at the cell).
 */
export async function refusalsOfTyped(
  book: ReturnType<typeof functionBook>,
  sheet: string,
  label: string,
  value: string,
  round: number,
): Promise<{ cell: string; pair: string[][]; recalc: string[][] }> {
  const cell = valueCell(book, sheet, label);
  book.typeInto(sheet, cell, value);
  const read = await readActiveSheet(book.context());
  const plan = planPairRound(read, { round, engine: "opengotha" });
  const recalc = planRecalculate(read);
  return {
    cell,
    pair: plan.ok ? [] : plan.problems.map((p) => [p.address, p.message]),
    recalc: recalc.ok ? [] : recalc.problems.map((p) => [p.address, p.message]),
  };
}

/**
 * The file's players as the sheet holds them: name, first name, club and country must be the
 * file's exactly (the Name cell and the First name, Club and Country columns, P40, P45); the
 * fields in `fromSheet` are taken from the sheet (its Rating column, a chess sheet's rank).
 */
export function playersAsHeld(
  og: OgTournament,
  sheet: OgTournament,
  fromSheet: readonly ("rank" | "rating")[],
): OgTournament["players"] {
  // every player in one comparison (the diff names the player's index)
  expect(
    sheet.players.slice(0, og.players.length).map((h) => [h.name, h.firstName, h.club, h.country]),
  ).toEqual(og.players.map((p) => [p.name, p.firstName, p.club, p.country]));
  return og.players.map((p, i) => {
    const held = sheet.players[i];
    if (held === undefined) throw new Error(`player ${i} is not on the sheet`);
    return { ...p, ...Object.fromEntries(fromSheet.map((f) => [f, held[f]])) };
  });
}

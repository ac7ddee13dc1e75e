/**
 * A chess sheet pairs by the Dutch System (D280–D282): Pair round k on a chess sheet built from a
 * tournament bbpPairings v6.0.0 generated and paired (test/fixtures/dutch-bbp/SOURCES.txt) gives
 * bbpPairings' own round k; a filled cell of the round leaves its player out (D281), as TRF-2026's
 * 240 record does (absent-240.bbp.txt, bbpPairings' round 4 with player 3 on a half-point bye);
 * the block says DUTCH, SWISS keeps OpenGotha's engine; the report speaks chess.
 */
import fs from "node:fs";
import path from "node:path";
import type { RoundEntry, Tournament } from "../../src/core/tournament/model";
import { readTrf } from "../../src/formats/trf";
import { render } from "../../src/i18n/table";
import { PAIRING_LABELS } from "../../src/i18n/pairing-labels";
import { formatChessCell } from "../../src/formats/cell";
import { readActiveSheet } from "../../src/sheet/actions";
import { writeUpdate } from "../../src/sheet/adapter";
import { planRecalculate } from "../../src/sheet/recalc";
import { planPairRound } from "../../src/sheet/pairing";
import { pairingInput } from "../../src/sheet/pairing-input";
import { sheetOf, valueCell } from "./pairing-sheet";
import { fixtureTournament } from "./tournament-helpers";

const dir = path.join(__dirname, "../fixtures/dutch-bbp");
const trf = (file: string): Tournament => readTrf(fs.readFileSync(path.join(dir, file), "latin1")).tournament;

/** bbpPairings' `-p` output: the count, then "white black" per pair, "n 0" for the bye. */
function bbpPairs(file: string): string[] {
  const [, ...lines] = fs.readFileSync(path.join(dir, file), "utf8").trim().split(/\r?\n/);
  return lines.map((l) => l.trim().split(/\s+/).join("-")).sort();
}

/** The file's own round k + 1 (0-based k) as "white-black" by starting rank, the bye "n-0". */
function fileRound(t: Tournament, k: number): string[] {
  const no = (i: number): number => t.players[i]?.startNumber ?? i + 1;
  return t.players
    .flatMap((p, i) => {
      const e = p.results[k];
      if (e?.kind === "bye") return [`${no(i)}-0`];
      return e?.kind === "game" && e.colour === "white" ? [`${no(i)}-${no(e.opponent)}`] : [];
    })
    .sort();
}

const EMPTY: RoundEntry = { kind: "absent", score: null };

/**
 * The tournament as a director's sheet before round k + 1: rounds k + 1… emptied, but a player
 * the file does not pair in round k + 1 (a half-point or zero-point bye) keeps that cell there.
 */
function before(t: Tournament, k: number): Tournament {
  return {
    ...t,
    players: t.players.map((p) => ({
      ...p,
      results: p.results.map((e, r) => (r < k ? e : r === k && e.kind === "absent" ? e : EMPTY)),
    })),
  };
}

/** Round k + 1 paired on the chess sheet, as "white-black" by sheet number, the bye "n-0". */
async function sheetRound(t: Tournament, k: number, edit?: (book: Book, sheet: string) => void) {
  const { book, sheet } = await sheetOf(t, undefined, "en", "fide");
  edit?.(book, sheet);
  const plan = planPairRound(await readActiveSheet(book.context()), { round: k + 1, engine: "opengotha" });
  if (!plan.ok) throw new Error(JSON.stringify(plan.problems));
  const no = (s: string): string => s.split(" ")[0] ?? "";
  const pairs = [
    ...plan.boards.map((b) => `${no(b.white)}-${no(b.black)}`),
    ...(plan.bye === null ? [] : [`${no(plan.bye)}-0`]),
  ].sort();
  return { plan, pairs, book, sheet };
}
type Book = Awaited<ReturnType<typeof sheetOf>>["book"];

/** The crosstable row (1-based) of the player whose Name cell starts with `name`. */
function rowOf(book: Book, sheet: string, name: string): number {
  for (let r = 1; r < 200; r++) if (String(book.cell(sheet, `B${r}`)?.value ?? "").startsWith(name)) return r;
  throw new Error(`no ${name}`);
}

describe("a chess sheet pairs by the Dutch System (D280, D281)", () => {
  // bbp-104 (6 players), bbp-130 (7 players, a bye every round), bbp-101 (32 players, half-point
  // byes and forfeits in its first rounds): rounds across each, bbpPairings' own pairing of them
  test.each([
    ["bbp-104.trf", [2, 3, 5]],
    ["bbp-130.trf", [2, 4, 6]],
    ["bbp-101.trf", [4, 7]],
  ] as const)("%s: the sheet's rounds %p are bbpPairings' rounds", async (file, rounds) => {
    const t = trf(file);
    for (const round of rounds) {
      const { plan, pairs } = await sheetRound(before(t, round - 1), round - 1);
      expect(plan.ok && plan.dutch).toBe(true);
      expect(pairs).toEqual(fileRound(t, round - 1));
    }
  });

  test("round 1: the first-ranked player has White (D283); bbp-104's round 1, drawn the other way, with its colours reversed", async () => {
    // bbp-104's generator drew Black for player 1 (its round 1: 2-5, 4-1, 6-3); the sheet keeps
    // no drawn colour, so round 1 is paired with White for number 1 (C.04.3 E.5's default)
    const t = trf("bbp-104.trf");
    const { pairs } = await sheetRound(before(t, 0), 0);
    const reversed = fileRound(t, 0).map((p) => p.split("-").reverse().join("-"));
    expect(pairs).toEqual(reversed.sort());
    expect(pairs).toContain("1-4");
  });

  test("a half-point bye typed in the round (-½) leaves the player out, as bbpPairings' 240 record does", async () => {
    // absent-base/absent-240: bbp-101's rounds 1–3, paired by bbpPairings for round 4 of 6
    const t = trf("absent-base.trf");
    const six: Tournament = {
      ...t,
      rounds: 6,
      players: t.players.map((p) => ({ ...p, results: [...p.results, EMPTY, EMPTY, EMPTY] })),
    };
    const base = await sheetRound(six, 3);
    expect(base.pairs).toEqual(bbpPairs("absent-base.bbp.txt"));
    const typed = await sheetRound(six, 3, (book, sheet) => {
      book.typeInto(sheet, `H${rowOf(book, sheet, "Test0003")}`, "-½");
    });
    expect(typed.pairs).toEqual(bbpPairs("absent-240.bbp.txt"));
    expect(typed.pairs.some((p) => p.split("-").includes("3"))).toBe(false);
  });

  test("the block says DUTCH in each language; SWISS pairs with OpenGotha's engine; an OpenGotha row under DUTCH is refused at its cell", async () => {
    const t = before(trf("bbp-104.trf"), 2);
    for (const language of ["en", "hu", "ru"] as const) {
      const { book, sheet } = await sheetOf(t, undefined, language, "fide");
      const labels = PAIRING_LABELS[language];
      const cell = valueCell(book, sheet, labels.pairing);
      expect(book.cell(sheet, cell)?.value).toBe("DUTCH");
      expect(() => valueCell(book, sheet, labels.colour)).toThrow(); // the Pairing row only
      const read = await readActiveSheet(book.context());
      const input = pairingInput(read, { round: 3, engine: "opengotha" });
      expect(!Array.isArray(input) && input.dutch).toBe(true);
    }
    const { book, sheet } = await sheetOf(t, undefined, "en", "fide");
    const cell = valueCell(book, sheet, "Pairing");
    book.typeInto(sheet, cell, "SWISS");
    const swiss = pairingInput(await readActiveSheet(book.context()), { round: 3, engine: "opengotha" });
    expect(!Array.isArray(swiss) && !swiss.dutch && swiss.og.players.length).toBe(6);
    // the pane's Dutch System over a SWISS block pairs by the Dutch System
    const chosen = planPairRound(await readActiveSheet(book.context()), {
      round: 3,
      engine: "opengotha",
      system: "dutch",
    });
    expect(chosen.ok && chosen.dutch).toBe(true);
    book.typeInto(sheet, cell, "DUTCH");
    const below = cell.replace(/\d+$/, (n) => String(Number(n) + 1));
    const labelBelow = below.replace(/^[A-Z]/, (c) => String.fromCharCode(c.charCodeAt(0) - 1));
    book.typeInto(sheet, labelBelow, "Colour balance");
    book.typeInto(sheet, below, 1);
    const refused = planPairRound(await readActiveSheet(book.context()), { round: 3, engine: "opengotha" });
    expect(refused.ok ? [] : refused.problems.map((p) => [p.address, render(p.text, "en")])).toEqual([
      [
        `'${sheet}'!${below}`,
        'Colour balance: "1" is a parameter of OpenGotha\'s Swiss; this sheet pairs by the Dutch System (clear the cell, or write SWISS in Pairing for an unrated club event)',
      ],
    ]);
  });

  test("the Dutch System on a Go sheet is refused, naming the sheet", async () => {
    // OpenGotha 3.52.03's own Swiss file (test/fixtures/pairing/SOURCES.txt): a Go sheet
    const { book, sheet } = await sheetOf(
      before(fixtureTournament("pairing/og352-weights-notsosimpleswiss"), 0),
      undefined,
    );
    const plan = planPairRound(await readActiveSheet(book.context()), {
      round: 1,
      engine: "opengotha",
      system: "dutch",
    });
    expect(plan.ok ? [] : plan.problems.map((p) => render(p.text, "en"))).toEqual([
      `"${sheet}" is a Go sheet: the Dutch System pairs chess sheets; choose McMahon or Swiss`,
    ]);
  });

  test("the sheet writes chess notation (D284), Pair round writes `9w`/`9b` and `-1`, and the results typed so are read back: round 5 is bbpPairings' round 5", async () => {
    const t = trf("bbp-130.trf");
    const { plan, book, sheet } = await sheetRound(before(t, 3), 3);
    if (!plan.ok) throw new Error("refused");
    const name = (i: number): string => t.players[i]?.name ?? "";
    // rounds 1–3 as the sheet was built: chess notation only
    for (const [i] of t.players.entries())
      for (const column of ["E", "F", "G"])
        expect(book.cell(sheet, `${column}${rowOf(book, sheet, name(i))}`)?.value).toMatch(
          /^(\d+[wb][10½+-]|-[1½0])$/,
        );
    await writeUpdate(book.context(), plan.update);
    const no = (i: number): number => t.players[i]?.startNumber ?? i + 1;
    for (const [i, p] of t.players.entries()) {
      const written = book.cell(sheet, `H${rowOf(book, sheet, name(i))}`)?.value;
      expect(written).toMatch(/^(\d+[wb]|-1)$/);
      const e = p.results[3];
      if (e === undefined) throw new Error("no round 4");
      const typed = formatChessCell(e.kind === "game" ? { ...e, opponent: no(e.opponent) } : e);
      expect(typed.startsWith(String(written))).toBe(true); // the pairing is the file's
      book.typeInto(sheet, `H${rowOf(book, sheet, name(i))}`, typed);
    }
    const read = await readActiveSheet(book.context());
    expect(planRecalculate(read).ok).toBe(true);
    const next = planPairRound(read, { round: 5, engine: "opengotha" });
    if (!next.ok) throw new Error(JSON.stringify(next.problems));
    const pairs = [
      ...next.boards.map((x) => `${x.white.split(" ")[0]}-${x.black.split(" ")[0]}`),
      ...(next.bye === null ? [] : [`${next.bye.split(" ")[0]}-0`]),
    ].sort();
    expect(pairs).toEqual(fileRound(t, 4));
  });

  test("the report speaks chess: the floats with each score, no McMahon term, the pairing-allocated bye", async () => {
    // bbp-130, 7 players: a bye every round; round 4's boards of different scores
    const t = trf("bbp-130.trf");
    const { plan } = await sheetRound(before(t, 3), 3);
    if (!plan.ok) throw new Error("refused");
    const said = plan.report.map((m) => render(m, "en"));
    expect(said.length).toBeGreaterThan(0);
    for (const s of said) expect(s).not.toMatch(/McMahon|MMS|handicap/i);
    expect(said.some((s) => / \(\d*½?\) – .* \(\d*½?\): different scores, a float$/.test(s))).toBe(true);
    expect(plan.bye).not.toBeNull();
  });
});

/**
 * Another format's file written as TRF reads back to the same games, points and chess standings:
 * one body for the small files (`trf-writer.test.ts`, in `npm test`) and the EGC-size ones
 * (`trf-from-formats.slow.test.ts`, run by CI), where a file of 600–760 players costs 0.4 s.
 */
import { chessStandings } from "../../src/core/tournament/chess-standings";
import { D28_ORDER } from "../../src/core/tournament/chess-tiebreaks";
import { pairedGames } from "../../src/core/tournament/model";
import type { RoundEntry, Tournament } from "../../src/core/tournament/model";
import { readTrf } from "../../src/formats/trf";
import { writeTrf } from "../../src/formats/trf-writer";
import { asLines, inputOf, tournamentOf } from "./fixture-model";

/** The fixture `dir` written as TRF-2026 and read back: the same games, points and chess standings. */
export function writesTrfBack(dir: string): void {
  const original = tournamentOf(inputOf(dir));
  const w = writeTrf(original);
  expect(w.notes.filter((n) => n.severity === "error")).toEqual([]);
  const back = readTrf(w.text);
  expect(back.diagnostics.filter((d) => d.severity === "error")).toEqual([]);
  const t = back.tournament;
  expect(t.players.map((p) => p.name)).toEqual(
    original.players.map((p) =>
      (p.firstName ? `${p.name}, ${p.firstName}` : p.name).trim().slice(0, 33).trimEnd(),
    ),
  );
  const noHandicap = (x: Tournament) => pairedGames(x).map((g) => ({ ...g, handicap: null }));
  expect(asLines(noHandicap(t))).toEqual(asLines(noHandicap(original)));
  expect(points2(t)).toEqual(points2(original));
  // C.07 counts byes and absences by their points (D28), so the chess standings are the same
  // (ARO only where the ratings fit TRF: OpenGotha's 30k is -900)
  const criteria = D28_ORDER.filter((c) => c !== "ARO");
  expect(asLines(chessStandings(t, criteria))).toEqual(
    asLines(chessStandings(resolvedModel(original), criteria)),
  );
  // and the rank column is that standings' place (FORMATS §1.4, cols 86-89)
  const rank = w.text
    .split("\r\n")
    .filter((l) => l.startsWith("001"))
    .map((l) => Number(l.slice(85, 89)));
  const byPlayer = new Map(chessStandings(t, D28_ORDER).map((r) => [r.player, r.place]));
  expect(rank).toEqual(original.players.map((_, i) => byPlayer.get(i)));
}

/** Each player's points, doubled, as the TRF counts them (byes and absences at the file's values). */
function points2(t: Tournament): number[] {
  return t.players.map((p) =>
    p.results.reduce((s, e) => {
      const v =
        e.kind === "bye"
          ? (e.score ?? t.parameters.byePoints2)
          : e.kind === "absent"
            ? (e.score ?? t.parameters.absentPoints2)
            : (e.score ?? 0);
      return s + v;
    }, 0),
  );
}

/** Byes and absences at the tournament's values where the file leaves them to it. */
function resolvedModel(t: Tournament): Tournament {
  return {
    ...t,
    players: t.players.map((p) => ({
      ...p,
      results: p.results.map((e): RoundEntry =>
        e.kind === "bye"
          ? { kind: "bye", score: e.score ?? (t.parameters.byePoints2 as 0 | 1 | 2) }
          : e.kind === "absent"
            ? { kind: "absent", score: e.score ?? (t.parameters.absentPoints2 as 0 | 1 | 2) }
            : e,
      ),
    })),
  };
}

/**
 * `rating-officer pair FILE --round K [--engine opengotha|rfg] [--compat 3.51|3.52] [--explain]
 * [--json|--csv]`, the Go engines' part (src/cli/pair.ts reads the options and loads this file
 * only for them, D399): round K of an OpenGotha tournament paired as OpenGotha pairs it, or by
 * the Russian Go Federation's McMahon procedure (docs/pairing.md), from the file's parameters,
 * participation and the games of rounds 1…K−1 (games of round K and later are ignored).
 */
import { msg } from "../i18n/table";
import { type CsvForm } from "../formats/csv-form";
import { ogPairRound, type OgVersion } from "../core/pairing/opengotha";
import { type OgPlayer, type OgTournament, ogPlayerName } from "../core/pairing/opengotha-model";
import { rfgPairRound, type RfgRoundPairing } from "../core/pairing/rfg-opengotha";
import { leftOut } from "../core/go/roster";
import { readOpenGothaPairing } from "../formats/opengotha-pairing";
import { type NewGame, addOpenGothaRound } from "../formats/opengotha-round";
import {
  type Output,
  UsageError,
  cannotWrite,
  intOption,
  type Parsed,
  csvFormOf,
  printAnswer,
  encodingOption,
  str,
} from "./args";
import { pairSource } from "./pair-source";
import { constraintJson, constraintLines, constraintsOf } from "./pair-constraints";
import type { PairingConstraints } from "../core/pairing/constraints";
import type { CliIO } from "./types";
import { sayLeftOut } from "./pair-left-out";

/** Round K of a Go tournament by the OpenGotha engine or the RGF's procedure, the options read. */
export function pairGo(
  p: Parsed,
  file: string,
  output: Output,
  engine: "opengotha" | "rfg",
  io: CliIO,
): number {
  for (const dutchOnly of ["rules", "accelerate", "force", "check"] as const)
    if (p.values[dutchOnly] !== undefined)
      throw new UsageError(
        msg("cliGoesWith", { options: [`--${dutchOnly}`], with: "--engine", values: ["dutch"], not: null }),
      );
  const compat = str(p, "compat")?.trim() ?? "3.52";
  if (compat !== "3.51" && compat !== "3.52")
    throw new UsageError(msg("cliOneOf", { option: "--compat", given: compat, choices: ["3.51", "3.52"] }));
  if (engine === "rfg" && str(p, "compat") !== undefined)
    throw new UsageError(
      msg("cliGoesWith", { options: ["--compat"], with: "--engine", values: ["opengotha"], not: null }),
    );
  if (engine === "rfg" && p.values["main-club"] !== undefined)
    throw new UsageError(
      msg("cliGoesWith", { options: ["--main-club"], with: "--engine", values: ["opengotha"], not: null }),
    );
  const explain = p.values.explain === true;
  if (explain && engine !== "rfg")
    throw new UsageError(
      msg("cliGoesWith", { options: ["--explain"], with: "--engine", values: ["rfg"], not: null }),
    );
  const last = str(p, "last-criterion")?.trim();
  if (last !== undefined && last !== "alphabetical" && last !== "order")
    throw new UsageError(
      msg("cliOneOf", { option: "--last-criterion", given: last, choices: ["alphabetical", "order"] }),
    );
  if (last !== undefined && engine !== "rfg")
    throw new UsageError(
      msg("cliGoesWith", { options: ["--last-criterion"], with: "--engine", values: ["rfg"], not: null }),
    );
  const round = intOption(p, "round", 1, 1000);
  if (round === undefined)
    throw new UsageError(
      msg("cliGiveOption", { option: "--round", values: ["K"], what: "roundToPair", or: null, system: null }),
    );
  const outFile = str(p, "out");
  if (outFile !== undefined && (outFile.trim() === "" || outFile === file))
    throw new UsageError(msg(outFile === file ? "cliOutIsInput" : "cliEmptyFileName", { option: "--out" }));
  const source = pairSource(file, io, round, p.values["accept-unknown"] === true, encodingOption(p));
  if (source === undefined) return 1; // D56: an earlier round's games without a known result
  const { og: t, xml: text } = source;
  if (outFile !== undefined && text === undefined)
    throw new UsageError(msg("cliOutNotOpenGotha", { path: file }));
  const name = (i: number): string => ogPlayerName(t.players[i] as OgPlayer);
  sayGoLeftOut(io, file, t, round, name);
  const constraints = constraintsOf(p, io, t);
  if (engine === "rfg") {
    const r = rfgPairRound(t, round - 1, {
      ...(last !== undefined ? { lastCriterion: last } : {}),
      ...(constraints ? { constraints } : {}),
    });
    if (outFile !== undefined) {
      const games = r.boards.map((b) => ({ ...b, knownColor: !b.nigiri, table: b.board }));
      writeRound(io, outFile, text ?? "", t, round, games, r.bye);
    }
    printRfg(io, output, csvFormOf(p), explain, round, r, name, constraints);
    return 0;
  }
  const result = ogPairRound(t, round - 1, compat as OgVersion, constraints);
  if (outFile !== undefined) {
    const games = result.pairs.map((x, b) => ({ ...x, knownColor: true, table: b + 1 }));
    writeRound(io, outFile, text ?? "", t, round, games, result.bye);
  }
  const pairs = result.pairs.map((x, b) => ({
    board: b + 1,
    white: name(x.white),
    black: name(x.black),
    handicap: x.handicap,
  }));
  const bye = result.bye === null ? null : name(result.bye);
  const kept = constraints && result.constraints ? { c: constraints, o: result.constraints } : undefined;
  printAnswer(io, output, csvFormOf(p), {
    json: () => ({
      round,
      engine,
      pairs,
      bye,
      cost: result.cost.toString(),
      ...(kept ? { constraints: constraintJson(kept.c, kept.o, "opengotha", name) } : {}),
    }),
    rows: [
      ["board", "white", "black", "handicap"],
      ...pairs.map((x) => [x.board, x.white, x.black, x.handicap]),
    ],
    after:
      `bye: ${bye ?? "none"}\ncost: ${result.cost.toString()} (OpenGotha ${compat})\n` +
      (kept ? constraintLines(kept.c, kept.o, round, "opengotha", name) : ""),
  });
  return 0;
}

/** The file's players the round's pairing leaves out, said on stderr by why (pre-registered, absent). */
function sayGoLeftOut(
  io: CliIO,
  file: string,
  t: OgTournament,
  round: number,
  name: (i: number) => string,
): void {
  const { notFinal, absent } = leftOut(t.players, round - 1);
  sayLeftOut(io, file, "pairNotFinal", round, notFinal.map(name));
  sayLeftOut(io, file, "pairNotParticipating", round, absent.map(name));
}

/**
 * `--out`: the file with the round added, checked by reading it back (the round's games and
 * bye as paired) before it is written.
 */
function writeRound(
  io: CliIO,
  path: string,
  text: string,
  t: OgTournament,
  round: number,
  games: NewGame[],
  bye: number | null,
): void {
  const out = addOpenGothaRound(text, t, round, games, bye);
  const back = readOpenGothaPairing(out);
  const written = back.games.filter((g) => g.round === round - 1);
  if (written.length !== games.length || back.byes[round - 1] !== bye) {
    throw new Error(`pair --out: the file written does not read back with round ${round} as paired`);
  }
  try {
    io.writeFile(path, new TextEncoder().encode(out));
  } catch (error) {
    throw cannotWrite(path, error);
  }
  io.err(`${path}: written with round ${round} (${games.length} games${bye === null ? "" : ", a bye"})\n`);
}

/** The seed's procedure's pairing: its boards in E.1 order, even games marked as nigiri. */
function printRfg(
  io: CliIO,
  output: Output,
  form: CsvForm,
  explain: boolean,
  round: number,
  r: RfgRoundPairing,
  name: (i: number) => string,
  constraints: PairingConstraints | undefined,
): void {
  const kept = constraints && r.constraints ? { c: constraints, o: r.constraints } : undefined;
  const pairs = r.boards.map((b) => ({
    board: b.board,
    white: name(b.white),
    black: name(b.black),
    handicap: b.handicap,
    nigiri: b.nigiri,
    ...(explain ? { why: b.why } : {}),
  }));
  const bye = r.bye === null ? null : name(r.bye);
  // an even game's colours are drawn at the board (nigiri, A.7): "?" after both names in text
  const mark = (nigiri: boolean): string => (nigiri && output === "text" ? " ?" : "");
  printAnswer(io, output, form, {
    json: () => ({
      round,
      engine: "rfg",
      pairs,
      bye,
      ...(explain ? { byeWhy: r.byeWhy, movedDown: r.log } : {}),
      ...(kept ? { constraints: constraintJson(kept.c, kept.o, "rfg", name) } : {}),
    }),
    rows: [
      ["board", "white", "black", "handicap", ...(explain ? ["why"] : [])],
      ...pairs.map((x) => [
        x.board,
        `${x.white}${mark(x.nigiri)}`,
        `${x.black}${mark(x.nigiri)}`,
        x.handicap,
        ...(explain ? [x.why ?? ""] : []),
      ]),
    ],
    after:
      `bye: ${bye ?? "none"}${explain && r.byeWhy ? ` (${r.byeWhy})` : ""}\n` +
      "engine: rfg (RGF McMahon rules A-E); ? = colours by nigiri\n" +
      (explain ? r.log.map((line) => `moved down: ${line}\n`).join("") : "") +
      (kept ? constraintLines(kept.c, kept.o, round, "rfg", name) : ""),
  });
}

/**
 * Write the round-robin schedule on a tournament sheet (docs/pairing.md, "In the sheet"):
 * every round of Berger's tables (single or double, P25) by the crosstable's numbers, or by
 * numbers drawn with Varma's tables (the players' countries from the Country column; the
 * numbers written into the No column, the draw's protocol returned), both cells of every game
 * with its colour and the result unknown (`5?/w`), the free round of an odd number of players
 * as `0-` (no game, no point). Only into a crosstable whose rounds are all empty and numerous
 * enough; nothing is written otherwise.
 */
import { RatingError } from "../core/common/errors";
import { bergerSchedule } from "../core/pairing/berger";
import { type VarmaStep, varmaDraw } from "../core/pairing/varma";
import { formatCell } from "../formats/cell";
import { type Message, msg } from "../i18n/table";
import { cellAddress } from "./a1";
import type { SheetUpdate } from "./adapter";
import { lateNumbers } from "./late-entries";
import { FIRST_ROUND_COLUMN, readCrosstable } from "./pairing-read";
import { type Block, type Cell, num, text } from "./plan";
import { type SheetProblem, problemAt } from "./read-grid";
import type { SheetRead } from "./sheet-read";

export type RoundRobinPlan =
  | {
      readonly ok: true;
      readonly update: SheetUpdate;
      readonly summary: Message;
      /** A Varma draw's protocol, step by step (P24); empty with the sheet's numbers. */
      readonly protocol: readonly Message[];
    }
  | { readonly ok: false; readonly problems: SheetProblem[] };

export interface RoundRobinOptions {
  readonly double: boolean;
  /** Number the players by a Varma draw with this seed (0…2³²−1) instead of the sheet's numbers. */
  readonly varmaSeed?: number;
}

/** The round-robin schedule of the sheet's players, by their numbers or a Varma draw's. */
export function planRoundRobin(read: SheetRead, options: RoundRobinOptions): RoundRobinPlan {
  const c = readCrosstable(read, 1);
  if (Array.isArray(c)) return { ok: false, problems: c };
  const { t, grid } = c;
  const n = t.players.length;
  if (n < 2)
    return {
      ok: false,
      problems: [problemAt(grid.address(c.rowOf[0] as number, 0), msg("pairNobody", { round: 1 }))],
    };
  const schedule = bergerSchedule(n, { double: options.double });
  const first = c.rowOf[0] as number;
  if (schedule.length > c.rounds)
    return {
      ok: false,
      problems: [
        problemAt(
          grid.address(first - 1, FIRST_ROUND_COLUMN + c.rounds - 1),
          msg("rrColumns", { players: n, needed: schedule.length, have: c.rounds }),
        ),
      ],
    };
  for (let r = 0; r < schedule.length; r++) {
    const filled = c.rowOf.find((row) => !grid.blank(row, FIRST_ROUND_COLUMN + r));
    if (filled !== undefined)
      return {
        ok: false,
        problems: [
          problemAt(grid.address(filled, FIRST_ROUND_COLUMN + r), msg("rrFilled", { round: r + 1 })),
        ],
      };
  }
  // The schedule's pairing number j is the player in position j − 1 of `order`.
  let order = t.players.map((_, i) => i);
  let drawn: number[] | undefined;
  let protocol: Message[] = [];
  if (options.varmaSeed !== undefined) {
    try {
      // A player without a country is a contingent of his own (the "\0" key is said as none).
      const draw = varmaDraw(
        t.players.map((p, i) => ({
          name: p.name,
          ...(p.firstName !== undefined ? { firstName: p.firstName } : {}),
          federation: (p.federation ?? "").trim() || `\0${i}`,
        })),
        options.varmaSeed,
      );
      drawn = draw.numbers;
      protocol = draw.steps.map(stepMessage);
      order = new Array<number>(n);
      draw.numbers.forEach((j, i) => (order[j - 1] = i));
    } catch (e) {
      if (!(e instanceof RatingError)) throw e;
      return { ok: false, problems: [problemAt(grid.address(first - 1, 0), e.text)] };
    }
  }
  const no = (i: number): number => drawn?.[i] ?? t.players[i]?.startNumber ?? i + 1;
  // cells[player][round]
  const cells: string[][] = t.players.map(() => new Array<string>(schedule.length).fill(""));
  schedule.forEach((round, r) => {
    for (const g of round.games) {
      const [w, b] = [order[g.white - 1] as number, order[g.black - 1] as number];
      (cells[w] as string[])[r] = formatCell({
        kind: "game",
        opponent: no(b),
        score: null,
        colour: "white",
        handicap: null,
        forfeit: false,
      });
      (cells[b] as string[])[r] = formatCell({
        kind: "game",
        opponent: no(w),
        score: null,
        colour: "black",
        handicap: null,
        forfeit: false,
      });
    }
    if (round.bye !== null)
      (cells[order[round.bye - 1] as number] as string[])[r] = formatCell({ kind: "absent", score: 0 });
  });
  const last = c.rowOf.reduce((a, b) => Math.max(a, b));
  const byRow = new Map(c.rowOf.map((row, i) => [row, i]));
  const rows: (Cell | null)[][] = [];
  for (let row = first; row <= last; row++) {
    const i = byRow.get(row);
    rows.push(schedule.map((_, r) => (i === undefined ? null : text((cells[i] as string[])[r] as string))));
  }
  const blocks: Block[] = [{ at: cellAddress(first, FIRST_ROUND_COLUMN), rows }];
  // Late entries' provisional numbers into their No cells (the cells refer to them).
  if (drawn === undefined) for (const b of lateNumbers(c).blocks) blocks.push(b);
  // The drawn numbers into the No column: the cells refer to them.
  else {
    const numbers: (Cell | null)[][] = [];
    for (let row = first; row <= last; row++) {
      const i = byRow.get(row);
      numbers.push([i === undefined ? null : num(drawn[i] as number)]);
    }
    blocks.push({ at: cellAddress(first, 0), rows: numbers });
  }
  return {
    ok: true,
    update: { sheetName: c.sheetName, blocks },
    summary:
      options.varmaSeed === undefined
        ? msg("rrDone", { players: n, rounds: schedule.length })
        : msg("rrDoneVarma", { players: n, rounds: schedule.length, seed: options.varmaSeed }),
    protocol,
  };
}

/** A step of the Varma draw as a message of the protocol (P24). */
function stepMessage(s: VarmaStep): Message {
  const federation = (f: string): string => (f.startsWith("\0") ? "" : f);
  switch (s.kind) {
    case "seed":
      return msg("varmaSeedLine", { seed: s.seed });
    case "table":
      return msg("varmaTable", {
        table: s.table,
        envelopes: s.envelopes.map((e) => `${e.letter} (${e.numbers.join(", ")})`).join(", "),
        bye: s.bye ?? 0,
      });
    case "choice":
      return msg("varmaChoice", {
        federation: federation(s.federation),
        size: s.size,
        player: s.player,
        envelope: s.envelope,
        of: s.of.join(", "),
      });
    case "oversize":
      return msg("varmaOversize", {
        federation: federation(s.federation),
        size: s.size,
        envelopes: s.envelopes.join(", "),
      });
    case "draw":
      return msg("varmaDraw", { player: s.player, number: s.number, envelope: s.envelope });
    case "lastRound":
      return msg("varmaLastRound", { federation: federation(s.federation) });
  }
}

/**
 * TRF is fixed-width (FORMATS.md §1.4; FIDE's TRF16 and TRF-2026 give every field its columns):
 * each field of a player record (`001`, and a national-rating line, which has the same layout up
 * to column 79) is read at its columns, and the columns between two fields must be blank. A
 * character there is a field spilling over its columns — one extra space typed into a name moves
 * the rating `1987` to columns 50–53, so columns 49–52 read `198` and column 53 holds `7` — and
 * the line is refused at that column, naming the field, with where the line looks shifted when
 * the rest of it reads cleanly one to three columns off (D57). The round blocks (10 columns each
 * from column 92: opponent 4, colour 1, result 1) and the round dates of `132` are checked the
 * same way. One writer's deviation is read where it stands, with a warning: a birth date one
 * column right (71–80) after a FIDE ID written 10 wide, the columns around it blank (D58). The
 * team records (`310`, `013`, `320`, `330`) are checked at their columns the same way (D77).
 */
import type { ReaderTrfColumnParams, TrfFieldWord } from "../i18n/errors-readers-trf-columns";

/** A field's columns, 1-based and inclusive. */
interface Field {
  readonly word: TrfFieldWord;
  readonly from: number;
  readonly to: number;
  /** The round a field of a per-round list belongs to (`320`'s team of each round). */
  readonly round?: number;
}

/** Columns 5–89 of a player record (FORMATS.md §1.4). */
export const PLAYER_FIELDS: readonly Field[] = [
  { word: "startNumber", from: 5, to: 8 },
  { word: "sex", from: 10, to: 10 },
  { word: "title", from: 11, to: 13 },
  { word: "name", from: 15, to: 47 },
  { word: "rating", from: 49, to: 52 },
  { word: "federation", from: 54, to: 56 },
  { word: "fideId", from: 58, to: 68 },
  { word: "birthDate", from: 70, to: 79 },
  { word: "points", from: 81, to: 84 },
  { word: "rank", from: 86, to: 89 },
];

/** The first round block's column; each block is 10 columns (FORMATS.md §1.4). */
export const GRID = 92;
const WIDTH = 10;
/** A block's fields, by offset from its first column. */
const BLOCK_FIELDS: readonly Field[] = [
  { word: "opponent", from: 0, to: 3 },
  { word: "colour", from: 5, to: 5 },
  { word: "result", from: 7, to: 7 },
];
const BLOCK_GAPS = [4, 6, 8, 9];

/**
 * A character where no field stands: what the message says of it (the field beside it, its
 * columns, what they read, the stray character, the round, the shift) but the record and the
 * player, which the reader adds; and the stray character's column (1-based).
 */
export type Spill = Omit<ReaderTrfColumnParams["rdTrfSpill"], "record" | "who"> & { readonly column: number };

/** A field read where it stands, one column off (D58): what the message says but record and player. */
export type Moved = Omit<ReaderTrfColumnParams["rdTrfMoved"], "record" | "who">;

const blank = (line: string, column: number): boolean => (line.charAt(column - 1) || " ") === " ";
const text = (line: string, f: { from: number; to: number }): string => line.slice(f.from - 1, f.to).trim();

/** The gap columns of the player record's columns 4–91. */
const STATIC_GAPS: readonly number[] = (() => {
  const inField = new Set(PLAYER_FIELDS.flatMap((f) => range(f.from, f.to)));
  return range(4, GRID - 1).filter((c) => !inField.has(c));
})();

function range(from: number, to: number): number[] {
  return Array.from({ length: to - from + 1 }, (_, i) => from + i);
}

/** The gap columns of the round grid from `first` to the line's end. */
function gridGaps(length: number, start: number): number[] {
  const out: number[] = [];
  for (let p = start; p <= length; p += WIDTH) for (const o of BLOCK_GAPS) out.push(p + o);
  return out;
}

/**
 * The field beside a stray character: the one it continues (the field before, when it ends in
 * text or no field starts right after), else the one it precedes.
 */
function beside(
  line: string,
  column: number,
  fields: readonly Field[],
  round?: number,
  shift?: number,
): Spill {
  const before = fields.find((f) => f.to === column - 1);
  const after = fields.find((f) => f.from === column + 1);
  // both beside it blank: the text moved right spills out of the field before, moved left into the next
  const continues =
    before &&
    (!blank(line, before.to) ||
      after === undefined ||
      (shift ?? 0) > 0 ||
      (after !== undefined && blank(line, after.from) && shift === undefined));
  const field = (continues ? before : after) ??
    fields.find((f) => f.from > column) ?? { word: "code" as const, from: 1, to: 3 };
  return {
    field: field.word,
    from: field.from,
    to: field.to,
    value: text(line, field),
    spill: line.charAt(column - 1),
    side: field === before ? "next" : "before",
    column,
    ...((round ?? field.round) !== undefined ? { round: round ?? field.round } : {}),
  };
}

/** The round blocks' fields from `start` (1-based) on, with their round numbers. */
function blockFields(start: number, length: number): { fields: Field[]; roundOf: (c: number) => number } {
  const fields: Field[] = [];
  for (let p = start; p <= length; p += WIDTH)
    for (const f of BLOCK_FIELDS) fields.push({ word: f.word, from: p + f.from, to: p + f.to });
  return { fields, roundOf: (c) => Math.floor((c - start) / WIDTH) + 1 };
}

/**
 * The shift by which every gap from `gaps` on reads blank: +1, −1, … ±3 (the line's text moved
 * right or left), or none.
 */
function shiftFrom(line: string, gaps: readonly number[]): number | undefined {
  return [1, -1, 2, -2, 3, -3].find((d) => gaps.every((c) => blank(line, c + d)));
}

/**
 * The first field of a player record (or national-rating line) that spills over its columns, the
 * round blocks included, or nothing; and the birth date a known writer puts one column right.
 */
export function playerSpill(raw: string, grid = true): { spill?: Spill; moved?: Moved } {
  const line = raw.trimEnd(); // trailing spaces and tabs are no field (FORMATS.md §1.2)
  const gaps = [...STATIC_GAPS, ...(grid ? gridGaps(line.length, GRID) : [])];
  const at = gaps.find((c) => !blank(line, c));
  if (at === undefined) return {};
  const by = shiftFrom(
    line,
    gaps.filter((c) => c >= at),
  );
  if (at < GRID) {
    if (at === 80 && movedBirth(line)) return { moved: { field: "birthDate", from: 70, to: 79, at: 71 } };
    const spill = beside(line, at, PLAYER_FIELDS, undefined, by);
    if (by === undefined) return { spill };
    const earlier = STATIC_GAPS.filter((c) => c < at);
    const inName = at >= 48;
    const after = inName ? 14 : (earlier[earlier.length - 1] ?? 3);
    return { spill: { ...spill, shift: { by, after, inName } } };
  }
  const { fields, roundOf } = blockFields(GRID, line.length);
  const spill = beside(line, at, fields, undefined, by);
  const earlier = gaps.filter((c) => c < at && c >= GRID);
  const after = earlier[earlier.length - 1] ?? GRID - 1;
  return {
    spill: { ...spill, round: roundOf(spill.from), ...(by ? { shift: { by, after, inName: false } } : {}) },
  };
}

/**
 * D58: the birth date at 71–80 (column 70 and 81 blank, a full date there) while the fields
 * after it stand in place: as echecsjs' TRF-2026 sample writes it after a 10-digit FIDE ID.
 */
function movedBirth(line: string): boolean {
  return (
    blank(line, 70) &&
    blank(line, 81) &&
    /^\d{4}[/.-]\d{2}[/.-]\d{2}$/.test(line.slice(70, 80)) &&
    STATIC_GAPS.filter((c) => c > 80).every((c) => blank(line, c)) &&
    gridGaps(line.length, GRID).every((c) => blank(line, c))
  );
}

/**
 * A tournament-section record's spill: a character at column 4, between the code and its data,
 * or a round date of `132` (8 columns each from column 92, as the round blocks) over its columns;
 * or the round dates standing one column right (93–100, 103–110, …), as Sharly Chess's TRF-2026
 * sample has them: accepted with a warning (D58).
 */
export function recordSpill(code: string, line: string): { spill?: Spill; moved?: Moved } {
  if (code === "132") return roundDates(line.trimEnd());
  if (blank(line, 4)) return {};
  return {
    spill: { field: "code", from: 1, to: 3, value: code, spill: line.charAt(3), side: "next", column: 4 },
  };
}

function roundDates(line: string): { spill?: Spill; moved?: Moved } {
  const fields: Field[] = [];
  const gaps = range(4, GRID - 1);
  for (let p = GRID; p <= line.length; p += WIDTH) {
    fields.push({ word: "roundDate", from: p, to: p + 7 });
    gaps.push(p + 8, p + 9);
  }
  const at = gaps.find((c) => !blank(line, c));
  if (at === undefined) return {};
  if (movedDates(line)) return { moved: { field: "roundDate", from: GRID, to: GRID + 7, at: GRID + 1 } };
  return { spill: beside(line, at, fields, Math.max(1, Math.floor((at - GRID) / WIDTH) + 1)) };
}

/**
 * The first field of a `240` bye record (TRF-2026: type at 5, round at 7–9, then a player's or a
 * team's id in each 4 columns from 11, 16, 21, …) that spills over its columns.
 */
export function byeSpill(raw: string): Spill | undefined {
  const line = raw.trimEnd();
  const fields: Field[] = [
    { word: "byeType", from: 5, to: 5 },
    { word: "round", from: 7, to: 9 },
  ];
  const gaps = [4, 6, 10];
  for (let p = 11; p <= line.length; p += 5) {
    fields.push({ word: "id", from: p, to: p + 3 });
    gaps.push(p + 4);
  }
  const at = gaps.find((c) => !blank(line, c));
  return at === undefined ? undefined : beside(line, at, fields);
}

/**
 * A record's layout: its fields and the columns between them that must be blank; `text` is its
 * free-text field (a team's name), where typed spaces move every field after it: a shift first
 * seen up to column `upTo` is said to be in it (the fields between are short codes and figures).
 */
interface Layout {
  readonly fields: readonly Field[];
  readonly gaps: readonly number[];
  readonly text?: Field;
  readonly upTo?: number;
}

/** The team records' layouts (D77), from column 4 to the line's end. */
const TEAM_LAYOUTS: Readonly<Record<"310" | "013" | "320" | "330", (length: number) => Layout>> = {
  // TRF-2026 310: number 5–7, name 9–40, nickname 42–46, average rating 48–53, match points
  // 55–60, game points 62–67, rank 69–71, then the members' starting ranks at 74–77, 79–82, …
  "310": (length) => {
    const name: Field = { word: "teamName", from: 9, to: 40 };
    const fields: Field[] = [
      { word: "teamNumber", from: 5, to: 7 },
      name,
      { word: "nickname", from: 42, to: 46 },
      { word: "averageRating", from: 48, to: 53 },
      { word: "matchPoints", from: 55, to: 60 },
      { word: "gamePoints", from: 62, to: 67 },
      { word: "rank", from: 69, to: 71 },
    ];
    const gaps = [4, 8, 41, 47, 54, 61, 68, 72, 73];
    return { ...listed(fields, gaps, "member", 74, 5, 4, length), text: name, upTo: 73 };
  },
  // TRF16 013: name 5–36, the members' starting ranks at 37–40, 42–45, …
  "013": (length) => {
    const name: Field = { word: "teamName", from: 5, to: 36 };
    return { ...listed([name], [4], "member", 37, 5, 4, length), text: name, upTo: 41 };
  },
  // TRF-2026 320: the bye's match points 5–8 and game points 10–13, then the team of each round
  // at 15–17, 19–21, …
  "320": (length) =>
    listed(
      [
        { word: "matchPoints", from: 5, to: 8 },
        { word: "gamePoints", from: 10, to: 13 },
      ],
      [4, 9, 14],
      "team",
      15,
      4,
      3,
      length,
      true,
    ),
  // TRF-2026 330: the forfeit 5–6, round 8–10, white team 12–14, black team 16–18
  "330": () => ({
    fields: [
      { word: "forfeitType", from: 5, to: 6 },
      { word: "round", from: 8, to: 10 },
      { word: "whiteTeam", from: 12, to: 14 },
      { word: "blackTeam", from: 16, to: 18 },
    ],
    gaps: [4, 7, 11, 15, 19],
  }),
};

/**
 * Fixed fields and gaps followed by a list of `width`-column fields every `step` columns from
 * `start` to the line's end (a gap after each), numbered by round when `rounds`.
 */
function listed(
  fixed: readonly Field[],
  gaps: readonly number[],
  word: TrfFieldWord,
  start: number,
  step: number,
  width: number,
  length: number,
  rounds = false,
): Layout {
  const fields = [...fixed];
  const all = [...gaps];
  for (let p = start, i = 1; p <= length; p += step, i++) {
    fields.push({ word, from: p, to: p + width - 1, ...(rounds ? { round: i } : {}) });
    for (let c = p + width; c < p + step; c++) all.push(c);
  }
  return { fields, gaps: all };
}

/**
 * The first field of a team record (`310`, `013`, `320`, `330`) that spills over its columns,
 * with where the line looks shifted when the rest of it reads cleanly 1–3 columns off, as the
 * player record's (D57, D77); nothing when every field stands at its columns.
 */
export function teamSpill(code: keyof typeof TEAM_LAYOUTS, raw: string): Spill | undefined {
  const line = raw.trimEnd();
  const { fields, gaps, text, upTo = 0 } = TEAM_LAYOUTS[code](line.length);
  const at = gaps.find((c) => !blank(line, c));
  if (at === undefined) return undefined;
  const by = shiftFrom(
    line,
    gaps.filter((c) => c >= at),
  );
  const spill = beside(line, at, fields, undefined, by);
  if (by === undefined) return spill;
  const inName = text !== undefined && at > text.to && at <= upTo;
  const after = inName ? text.from - 1 : (gaps.filter((c) => c < at).pop() ?? 3);
  return { ...spill, shift: { by, after, inName } };
}

/** Every round date one column right: columns 4–92 blank, then ` YY/MM/DD ` (or blank) per round. */
function movedDates(line: string): boolean {
  if (!range(4, GRID).every((c) => blank(line, c))) return false;
  for (let p = GRID - 1; p < line.length; p += WIDTH) {
    const chunk = line.slice(p, p + WIDTH).padEnd(WIDTH);
    if (!/^ \d\d\/\d\d\/\d\d {1}$/.test(chunk) && chunk.trim() !== "") return false;
  }
  return true;
}

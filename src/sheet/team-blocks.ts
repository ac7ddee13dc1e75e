/**
 * The tournament sheet's team section (RULES §2.4, D30), under the ratings: the teams as a block
 * of team number (the file's), team, board and No; right of it the team rounds without a match
 * (TRF-2026 240, 320, 330); under them the TOURNAMENT.TEAMS spill.
 */
import { cellAddress, rangeAddress } from "./a1";
import { type Block, type Cell, num, text } from "./plan";
import { teamStandingsFormula } from "./formulas";
import { teamStandings } from "../core/tournament/teams";
import type { Tournament, TeamSection } from "../core/tournament/model";
import type { SheetLanguage, SheetTexts } from "./texts";
import { WHOLE, absRange, spillBlock } from "./layout";

/** What the team section adds to the plan, and where its parts are. */
export interface TeamBlocks {
  readonly blocks: Block[];
  readonly bold: string[];
  /** The blocks that set column widths. */
  readonly measured: Block[];
  /** The team block's range and the team standings' anchor (the sheet's layout). */
  readonly layout: { teams: string; teamStandingsAnchor: string };
  /** The column after the team rounds block (0 when there is none). */
  readonly end: number;
}

/**
 * The team section starting at `row` (its title's row), over the crosstable's data range `data`.
 */
export function teamBlocks(
  t: Tournament,
  section: TeamSection,
  row: number,
  data: string,
  tx: SheetTexts,
  language: SheetLanguage,
): TeamBlocks {
  const blocks: Block[] = [];
  const bold: string[] = [];
  const measured: Block[] = [];
  let end = 0;
  blocks.push({ at: cellAddress(row, 0), rows: [[text(tx.teams)]] });
  bold.push(cellAddress(row, 0));
  const members = section.teams.flatMap((team) =>
    team.members.map((p, b): Cell[] => [
      num(team.number, WHOLE),
      text(team.name),
      num(b + 1, WHOLE),
      num(p + 1, WHOLE),
    ]),
  );
  blocks.push({
    at: cellAddress(row + 1, 0),
    rows: [[text(tx.teamNo), text(tx.team), text(tx.board), text(tx.no)], ...members],
  });
  bold.push(rangeAddress({ row: row + 1, column: 0, rows: 1, columns: 4 }));
  const teams = absRange(row + 2, 0, Math.max(members.length, 1), 4);
  // Team rounds without a match (TRF-2026 240, 320, 330) right of the block, after one blank
  // column: round, team, result (F H Z P, or +- -+ --), opponent, and a P bye's points
  const teamRounds: Cell[][] = [
    ...section.byes.map((b): Cell[] => [
      num(b.round, WHOLE),
      text(section.teams[b.team]?.name ?? ""),
      text(b.kind),
      null,
      b.matchPoints2 === undefined ? null : num(b.matchPoints2 / 2),
      b.gamePoints2 === undefined ? null : num(b.gamePoints2 / 2),
    ]),
    ...section.forfeits.map((f): Cell[] => [
      num(f.round, WHOLE),
      text(section.teams[f.white]?.name ?? ""),
      text(f.result),
      text(section.teams[f.black]?.name ?? ""),
      null,
      null,
    ]),
  ];
  let matches: string | undefined;
  if (teamRounds.length > 0) {
    blocks.push({ at: cellAddress(row + 1, 5), rows: [tx.teamRounds.map(text), ...teamRounds] });
    bold.push(rangeAddress({ row: row + 1, column: 5, rows: 1, columns: tx.teamRounds.length }));
    matches = absRange(row + 2, 5, teamRounds.length, tx.teamRounds.length);
    measured.push(blocks[blocks.length - 1] as Block);
    end = 5 + tx.teamRounds.length;
  }
  const blockRow = row;
  row += 2 + Math.max(members.length, teamRounds.length) + 1;
  blocks.push({ at: cellAddress(row, 0), rows: [[text(tx.teamStandings)]] });
  bold.push(cellAddress(row, 0));
  const count = teamStandings(t, section).criteria.length;
  blocks.push(
    spillBlock(
      { row: row + 1, column: 0 },
      teamStandingsFormula(data, teams, language, {
        ...(section.criteria !== undefined ? { tiebreaks: section.criteria.join(",") } : {}),
        ...(section.boards !== undefined ? { boards: section.boards } : {}),
        ...(matches !== undefined ? { matches } : {}),
        ...(section.matchPoints2 !== undefined
          ? {
              matchPoints: [section.matchPoints2.win, section.matchPoints2.draw, section.matchPoints2.loss]
                .map((v) => v / 2)
                .join(","),
            }
          : {}),
      }),
      section.teams.length + 1,
      [WHOLE, WHOLE, null, ...Array<null>(count + 1).fill(null)],
    ),
  );
  return {
    blocks,
    bold,
    measured,
    layout: {
      teams: rangeAddress({ row: blockRow + 1, column: 0, rows: members.length + 1, columns: 4 }),
      teamStandingsAnchor: cellAddress(row + 1, 0),
    },
    end,
  };
}

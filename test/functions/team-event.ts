/**
 * The hand-made team round robin of test/functions/tournament-teams.test.ts (3 teams of 2 boards,
 * three rounds; its comment works the figures by hand), as TOURNAMENT.TEAMSTANDINGS's ranges.
 */
export const CROSSTABLE = [
  ["No", "Name", "Title", "Rating", "R1", "R2", "R3"],
  [1, "A1", "", 2000, "3+/w", "5-/w", ""],
  [2, "A2", "", 2000, "4=/b", "0+", ""],
  [3, "B1", "", 2000, "1-/b", "", "5+/w"],
  [4, "B2", "", 2000, "2=/w", "", "6=/b"],
  [5, "C1", "", 2000, "", "1+/b", "3-/b"],
  [6, "C2", "", 2000, "", "", "4=/w"],
];
// a header row; players by number or by name; C's boards given out of order
export const TEAMS = [
  ["Team", "Board", "Player"],
  ["A", 1, 1],
  ["A", 2, "a2"],
  ["B", 1, 3],
  ["B", 2, 4],
  ["C", 2, "C2"],
  ["C", 1, 5],
];

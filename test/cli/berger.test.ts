import { run } from "./fake-io";

describe("rating-officer berger", () => {
  test("text: the printed 4-player table (FIDE C.05 Annex 1)", async () => {
    const r = await run(["berger", "4"]);
    expect(r).toEqual({
      code: 0,
      stderr: "",
      stdout:
        "round  board  white  black\n" +
        "    1      1      1      4\n" +
        "    1      2      2      3\n" +
        "    2      1      4      3\n" +
        "    2      2      1      2\n" +
        "    3      1      2      4\n" +
        "    3      2      3      1\n",
    });
  });

  test("--json: rounds, boards and the bye (3 players: the 4-player table, number 4 the bye)", async () => {
    const r = await run(["berger", "3", "--json"]);
    expect(r.code).toBe(0);
    expect(JSON.parse(r.stdout)).toEqual({
      players: 3,
      double: false,
      rounds: [
        { round: 1, games: [{ board: 1, white: 2, black: 3 }], bye: 1 },
        { round: 2, games: [{ board: 1, white: 1, black: 2 }], bye: 3 },
        { round: 3, games: [{ board: 1, white: 3, black: 1 }], bye: 2 },
      ],
    });
  });

  test("--double --csv: 2 × 3 rounds, the last two of cycle 1 swapped (P25)", async () => {
    const r = await run(["berger", "4", "--double", "--csv"]);
    expect(r.code).toBe(0);
    const rows = r.stdout.trimEnd().split("\n");
    // English Excel's CSV by default (D195): the byte-order mark, commas
    expect(rows[0]).toBe("\uFEFFround,board,white,black");
    expect(rows.slice(1, 7)).toEqual(["1,1,1,4", "1,2,2,3", "2,1,2,4", "2,2,3,1", "3,1,4,3", "3,2,1,2"]);
    expect(rows).toHaveLength(13);
  });

  test.each([
    [["berger"], "give the number of players N"],
    [["berger", "1"], 'N "1": expected a whole number 2..1000'],
    [["berger", "six"], 'N "six": expected a whole number 2..1000'],
    [["berger", "4", "--dubble"], "unknown option --dubble; did you mean --double?"],
  ])("%j is a usage error", async (args, message) => {
    const r = await run(args);
    expect(r.code).toBe(2);
    expect(r.stderr).toBe(
      `rating-officer berger: ${message}${message.startsWith("unknown") ? " (--help lists the options)" : ""}\n`,
    );
  });
});

/** `rate --match/--new`, and the options naming players by the one identity rule (D60–D62). */
import { join } from "path";
import { FIXTURES, run } from "./fake-io";

const TRAP = join(FIXTURES, "traps", "identity-horvat-horvath");
const h9 = join(TRAP, "input.h9");
const list = join(TRAP, "list.txt");
const mgsz = ["rate", h9, "--system", "mgsz", "--multiplier", "20"];

describe("rate: who a player is on the list (D62)", () => {
  it("a near miss is refused, listed with how to answer; no table", async () => {
    const r = await run([...mgsz, "--ratings", list]);
    expect(r.code).toBe(2);
    expect(r.stdout).toBe("");
    expect(r.stderr).toContain(
      `Player 2 "Horváth Zoltán": not on the rating list by this name; did you mean 'Horvát Zoltán' (list line 14)?`,
    );
    expect(r.stderr).toContain(`answer: --match "Horváth Zoltán=14" or --new "Horváth Zoltán"`);
  });
  it("--match by the player's number or name takes the row at that line: list.txt line 14, 1845 3k", async () => {
    for (const who of ["2", "horvath zoltan", "Zoltán Horváth"]) {
      const r = await run([...mgsz, "--ratings", list, "--match", `${who}=14`]);
      expect(r.code).toBe(0);
      expect(r.stdout).toMatch(/Horváth Zoltán +name +1845 +3k/);
    }
  });
  it("--match naming a line the list does not have, a player twice, or without a list, is a usage error", async () => {
    const noLine = await run([...mgsz, "--ratings", list, "--match", "2=13000"]);
    expect(noLine.code).toBe(2);
    expect(noLine.stderr).toContain("the rating list has no player at line 13000");
    const twice = await run([...mgsz, "--ratings", list, "--match", "2=14", "--new", "Horváth Zoltán"]);
    expect(twice.stderr).toContain("player 2 is answered twice");
    const noList = await run([...mgsz, "--new", "2"]);
    expect(noList.stderr).toContain("--match and --new apply to --ratings");
  });
  it("--start finds a player by the same rule as the list (issue 24 §3: 'Horvath Zoltan=1770')", async () => {
    const r = await run([...mgsz, "--start", "Horvath Zoltan=1770"]);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/Horváth Zoltán +override +1770/);
  });
});

describe("rate --system mahjong: the list's levels by the same rule", () => {
  const rows = [
    "place;player;points",
    ...Array.from(
      { length: 12 },
      (_, i) => `${i + 1};${i === 0 ? "Фёдоров Семён" : i === 1 ? "Nagy Ana" : `Игрок ${i}`};${100 - i}`,
    ),
  ];
  const levels = ["name;level", "Федоров Семен;2 дан", "Nagy Anna;3 кю"].join("\n");
  const args = ["rate", "r.csv", "--system", "mahjong", "--sessions", "8", "--ratings", "l.csv"];
  it("ё/е is one name, said; a near miss is asked", async () => {
    const r = await run(args, { "r.csv": rows.join("\n"), "l.csv": levels });
    expect(r.code).toBe(2);
    expect(r.stderr).toContain(
      `Row 2 "Nagy Ana" (line 3): not on the rating list by this name; did you mean 'Nagy Anna' (list line 3)?`,
    );
    const ok = await run([...args, "--new", "Nagy Ana"], { "r.csv": rows.join("\n"), "l.csv": levels });
    expect(ok.code).toBe(0);
    expect(ok.stderr).toContain(`Row 1 "Фёдоров Семён" (line 2): taken as 'Федоров Семен' of list line 2`);
  });
});

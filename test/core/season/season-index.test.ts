import fc from "fast-check";
import { PlayerMatcher, identityOf, queryOf } from "../../../src/core/engines/match";
import { SeasonIndex } from "../../../src/core/season/index";

// names from a few words, so that IDs, names, folded names and near misses meet often
const word = fc.constantFrom("Kovács", "Kovacs", "Nagy", "Szabó", "Szabo", "Tóth", "Toth", "Kiss", "Kis");
const first = fc.option(fc.constantFrom("Anna", "Péter", "Peter", "Béla"), { nil: undefined });
const id = fc.option(fc.constantFrom("1", "2", "3", "4"), { nil: undefined });
const person = fc.record({ name: word, firstName: first, pin: id });

describe("the season's index: the engine's identity answers from the rows it keeps equal the whole list's (D60–D62)", () => {
  it("for any list and players, found / none / conflict / near misses are the same rows", () => {
    fc.assert(
      fc.property(
        fc.array(person, { maxLength: 12 }),
        fc.array(person, { minLength: 1, maxLength: 6 }),
        (list, players) => {
          const rows = list.map((p) => ({
            name: p.name,
            ...(p.firstName !== undefined ? { firstName: p.firstName } : {}),
            ...(p.pin !== undefined ? { pin: p.pin } : {}),
          }));
          const queries = players.map((p) => queryOf(p, p.pin));
          const index = new SeasonIndex();
          index.update(rows);
          const kept = index.candidates(queries);
          const small = kept.map((i) => rows[i] as (typeof rows)[number]);
          const whole = new PlayerMatcher(rows, queries);
          const part = new PlayerMatcher(small, queries);
          for (const q of queries) {
            const a = identityOf(whole, rows, q, { named: q.name });
            const b = identityOf(part, small, q, { named: q.name });
            expect(b.kind).toBe(a.kind);
            if (a.kind === "found" && b.kind === "found") expect(kept[b.index]).toBe(a.index);
            if ((a.kind === "conflict" || a.kind === "candidates") && b.kind === a.kind)
              expect(b.rows.map((i) => kept[i])).toEqual(a.rows);
          }
        },
      ),
      { numRuns: 500 },
    );
  });
});

import { nameKey, nameTokens } from "../../../src/core/common/identity";
import {
  type MatchQuery,
  PlayerMatcher,
  identify,
  identityOf,
  questionOf,
} from "../../../src/core/engines/match";
import { english, msg } from "../../../src/i18n/table";

describe("name keys: case, accents and order do not matter", () => {
  it.each([
    ["Pocsai Rita", "RITA POCSAI"],
    ["Pocsai, Rita", "rita pocsai"],
    ["Pocsai_Rita", "Pocsai Rita"],
    ["Dvořák Jan", "Jan DVORAK"],
    ["Łukasz Wróbel", "wrobel lukasz"],
    ["Jørgensen Søren", "Soren Jorgensen"],
    ["O'Brien Seán", "Sean OBrien"],
    ["Kovács  Péter", "Péter Kovács"],
  ])("%s = %s", (a, b) => expect(nameKey(a)).toBe(nameKey(b)));

  it("name and first name given apart make the same key as written together", () => {
    expect(nameKey("Savcenko-Vasiliauskiene", "Nadezda")).toBe(nameKey("Nadezda Savcenko Vasiliauskiene"));
  });

  it("different names stay different", () => {
    expect(nameKey("Kovacs Peter")).not.toBe(nameKey("Kovacs Petra"));
    expect(nameTokens("Dvořák-Łukasz")).toEqual(["dvorak", "lukasz"]);
  });
});

describe("PlayerMatcher", () => {
  const list = [
    { pin: "10686346", name: "Pocsai", firstName: "Rita" },
    { name: "Kim", firstName: "Ji" },
    { pin: "1", name: "Smith", firstName: "John", federation: "UK" },
    { pin: "2", name: "Smith", firstName: "John", federation: "US" },
    { pin: "3", name: "Nagy", firstName: "Bela", federation: "HU" },
    { pin: "4", name: "Nagy", firstName: "Béla", federation: "HU" },
  ];
  const m = new PlayerMatcher(list);

  it("an ID the list knows wins over the name", () => {
    expect(m.match({ id: "10686346", name: "Someone Else" })).toEqual({ kind: "id", index: 0 });
    expect(m.match({ id: " 10686346 ", name: "" })).toEqual({ kind: "id", index: 0 });
  });
  it("by name in any order, said to be loose (D60)", () => {
    expect(m.match({ name: "JI KIM" })).toEqual({ kind: "name", index: 1, loose: true });
    expect(m.match({ name: "Kim", firstName: "Ji" })).toEqual({ kind: "name", index: 1, loose: false });
  });
  it("a player whose ID the list does not know never matches a row with another ID", () => {
    expect(m.match({ id: "99", name: "Smith John" })).toEqual({ kind: "none" });
    expect(m.match({ id: "99", name: "Kim Ji" })).toEqual({ kind: "name", index: 1, loose: false });
  });
  it("same-name rows are told apart by the exact name (D60), then federation, else ambiguous", () => {
    expect(m.match({ name: "John Smith", federation: "USA" })).toEqual({
      kind: "name",
      index: 3,
      loose: true,
    });
    expect(m.match({ name: "John Smith" })).toEqual({ kind: "ambiguous", indices: [2, 3] });
    expect(m.match({ name: "Nagy Bela", federation: "HU" })).toEqual({
      kind: "name",
      index: 4,
      loose: false,
    });
    expect(m.match({ name: "NAGY BELA", federation: "HU" })).toEqual({ kind: "ambiguous", indices: [4, 5] });
  });
  it("nobody", () => expect(m.match({ name: "Nobody" })).toEqual({ kind: "none" }));

  it("given the queries beforehand (a tournament's players), each gets the same answer (D44)", () => {
    const queries = [
      { id: "10686346", name: "Someone Else" },
      { name: "JI KIM" },
      { id: "99", name: "Smith John" },
      { id: "99", name: "Kim Ji" },
      { name: "John Smith", federation: "USA" },
      { name: "John Smith" },
      { name: "Nagy Bela", federation: "HU" },
      { name: "NAGY BELA", federation: "HU" },
      { name: "Nobody" },
      { name: "Nagy Bel" },
    ];
    const indexed = new PlayerMatcher(list, queries);
    for (const q of queries) {
      expect(indexed.match(q)).toEqual(m.match(q));
      expect(indexed.candidates(q)).toEqual(m.candidates(q));
    }
  });
});

describe("a name in printable ASCII gives the key the general path gives", () => {
  it.each(["O'Brien, Pat", "Smith-Jones  A.", "de_la Cruz, 2nd", "`Quoted` NAME", "  ", "A1b2 C3"])(
    "%j",
    (name) => {
      // the general path: the same text with one letter outside ASCII, its word compared apart
      const general = nameTokens(`${name} é`).filter((w) => w !== "e");
      expect(nameTokens(name)).toEqual(general);
    },
  );
});

describe("near misses are candidates, never matches (D61)", () => {
  // the cases (issue 24 §3): one letter off in a Hungarian name
  const list = [
    { name: "Horváth", firstName: "Zoltán", line: 14 },
    { name: "Nagy", firstName: "Anna", line: 15 },
    { name: "Nagy", firstName: "Ilona", line: 16 },
    { pin: "777", name: "Kovács", firstName: "Petra", line: 17 },
  ];
  const m = new PlayerMatcher(list);
  it("Horvát Zoltán and Nagy Ana are not on the list; their near rows are candidates", () => {
    expect(m.match({ name: "Horvát Zoltán" })).toEqual({ kind: "none" });
    expect(m.candidates({ name: "Horvát Zoltán" })).toEqual([0]);
    expect(m.match({ name: "Nagy Ana" })).toEqual({ kind: "none" });
    expect(m.candidates({ name: "Nagy Ana" })).toEqual([1]);
  });
  it("a name two edits from a short key is no candidate", () => {
    expect(m.candidates({ name: "Nagy An" })).toEqual([]); // "an nagy" / "anna nagy": 2 edits, the key under 10 letters
    expect(m.candidates({ name: "Nagy Ilon" })).toEqual([2]); // 1 edit
  });
  it("D165: a name whose every word is one edit off is asked about, never matched", () => {
    // "ana nagi" / "anna nagy": no word in common, each word one edit from its own
    expect(m.match({ name: "Nagi Ana" })).toEqual({ kind: "none" });
    expect(m.candidates({ name: "Nagi Ana" })).toEqual([1]);
    // the same answers from an index given the queries beforehand (D44)
    const q = [{ name: "Nagi Ana" }, { name: "Horvat Zoltan" }];
    const indexed = new PlayerMatcher(list, q);
    for (const x of q) expect(indexed.candidates(x)).toEqual(m.candidates(x));
  });
  it("D165 on Russian names: a Cyrillic list row, the file's Latin spelling or Cyrillic typo is a question", () => {
    const ru = [
      { name: "Юрьев", firstName: "Алексей", line: 3 },
      { name: "Кузнецов", firstName: "Алексей", line: 4 },
    ];
    const queries = [{ name: "Yuryev Aleksei" }, { name: "Кузнецев Алексе" }];
    const r = new PlayerMatcher(ru, queries);
    // "yuryev aleksei" / "yurev aleksey" (BGN/PCGN drops ь, writes й as y): one edit in each word
    expect(identityOf(r, ru, queries[0] as MatchQuery, { named: "Yuryev Aleksei" })).toMatchObject({
      kind: "candidates",
      rows: [0],
    });
    expect(identityOf(r, ru, queries[1] as MatchQuery, { named: "Кузнецев Алексе" })).toMatchObject({
      kind: "candidates",
      rows: [1],
    });
  });
  it("a row with another ID is someone else", () => {
    expect(m.candidates({ name: "Kovács Péter" })).toEqual([3]);
    expect(m.candidates({ name: "Kovács Péter", id: "778" })).toEqual([]);
  });
});

describe("identityOf: the officer's question (D62)", () => {
  const list = [
    { name: "Horváth", firstName: "Zoltán", line: 14 },
    { name: "Nagy", firstName: "Anna", line: 15 },
    { name: "Nagy", firstName: "Anna", line: 40 },
  ];
  const m = new PlayerMatcher(list);
  const who = { player: 3, name: "Horvát Zoltán" };
  it("a near miss asks 'did you mean', naming the list line", () => {
    const id = identityOf(m, list, { name: "Horvát Zoltán" }, who);
    expect(id).toMatchObject({ kind: "candidates", rows: [0] });
    if (id.kind !== "candidates") throw new Error("candidates expected");
    expect(english(id.refusal)).toBe(
      `Player 3 "Horvát Zoltán": not on the rating list by this name; did you mean 'Horváth Zoltán' (list line 14)? Confirm the list row, or say that the player is new`,
    );
    expect(() => identify(m, list, { name: "Horvát Zoltán" }, who)).toThrow(/did you mean 'Horváth Zoltán'/);
  });
  it("the officer's answer settles it: the row, or new", () => {
    expect(identify(m, list, { name: "Horvát Zoltán" }, who, 0)).toMatchObject({ index: 0, by: "name" });
    expect(identify(m, list, { name: "Horvát Zoltán" }, who, "new")).toBeNull();
  });
  it("two rows of one name are a conflict naming both lines", () => {
    expect(() => identify(m, list, { name: "Nagy Anna" }, { player: 5 })).toThrow(
      /Player 5: the rating-list rows at lines 15, 40 could each be this player/,
    );
    expect(questionOf(m, list, { name: "Nagy Anna" })).toEqual({
      kind: "conflict",
      rows: [
        { index: 1, name: "Nagy Anna", line: 15 },
        { index: 2, name: "Nagy Anna", line: 40 },
      ],
    });
  });
  it("a loose merge is said with both spellings", () => {
    const found = identify(m, list, { name: "HORVATH Zoltan" }, { player: 1, name: "HORVATH Zoltan" });
    expect(english(found?.loose ?? msg("verbatim", { text: "" }))).toMatch(
      /Player 1 "HORVATH Zoltan": taken as 'Horváth Zoltán' of list line 14/,
    );
  });
});

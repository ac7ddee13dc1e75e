import { PlayerMatcher, nameKey, nameTokens } from "../../../src/core/engines/match";

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
  it("by name in any order", () => expect(m.match({ name: "JI KIM" })).toEqual({ kind: "name", index: 1 }));
  it("a player whose ID the list does not know never matches a row with another ID", () => {
    expect(m.match({ id: "99", name: "Smith John" })).toEqual({ kind: "none" });
    expect(m.match({ id: "99", name: "Kim Ji" })).toEqual({ kind: "name", index: 1 });
  });
  it("same-name rows are told apart by federation, else ambiguous", () => {
    expect(m.match({ name: "John Smith", federation: "USA" })).toEqual({ kind: "name", index: 3 });
    expect(m.match({ name: "John Smith" })).toEqual({ kind: "ambiguous", indices: [2, 3] });
    expect(m.match({ name: "Nagy Bela", federation: "HU" })).toEqual({ kind: "ambiguous", indices: [4, 5] });
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
      { name: "Nobody" },
    ];
    const indexed = new PlayerMatcher(list, queries);
    for (const q of queries) expect(indexed.match(q)).toEqual(m.match(q));
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

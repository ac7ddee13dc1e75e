import { exactName, nameKey, nearMiss, repeatedIds, sameName } from "../../../src/core/common/identity";

describe("the identity rule (D60): exact, else folded, else different", () => {
  it.each([
    ["Horváth Zoltán", "Horváth_Zoltán", "exact"],
    ["Pocsai, Rita", "Pocsai  Rita", "exact"],
    ["Horváth Zoltán", "HORVATH ZOLTAN", "folded"],
    ["Horváth Zoltán", "Zoltán Horváth", "folded"],
    ["Фёдоров Семён", "Федоров Семен", "folded"],
    ["Фёдоров Семён", "Fedorov Semen", "folded"],
    ["Семён Фёдоров", "FEDOROV, Semen", "folded"],
    ["Щукин Юрий", "Shchukin Yuriy", "folded"],
    ["Хачатрян Цолак", "Khachatryan Tsolak", "folded"],
    ["Ильин Яков", "Ilin Yakov", "folded"],
    ["Horvát Zoltán", "Horváth Zoltán", "different"],
    ["Nagy Ana", "Nagy Anna", "different"],
    ["Kovács Péter", "Kovács Petra", "different"],
  ] as const)("%s / %s: %s", (a, b, how) => expect(sameName(a, b)).toBe(how));

  it("BGN/PCGN without diacritics: й is y, ё is e, ъ and ь are dropped", () => {
    // BGN/PCGN romanization of Russian (1947): й y, ё ë (here e), ь ʼ (here dropped)
    expect(nameKey("Йёлкинъ")).toBe("yelkin");
    expect(nameKey("Соловьёв")).toBe("solovev");
  });

  it("the exact name keeps case, accents and order; only the separators do not count", () => {
    expect(exactName("Pocsai", "Rita")).toBe("Pocsai Rita");
    expect(exactName("POCSAI,Rita")).toBe("POCSAI Rita");
    expect(exactName("Horváth")).not.toBe(exactName("Horvath"));
  });

  it("an empty name is nobody's", () => {
    expect(sameName("", " ")).toBe("exact");
    expect(sameName(",", "-")).toBe("different");
  });
});

describe("near misses sharing a word (D61)", () => {
  it.each([
    // folded keys, sorted words: "zoltan horvat" → "horvat zoltan"
    [nameKey("Horvát Zoltán"), nameKey("Horváth Zoltán"), 1],
    [nameKey("Nagy Ana"), nameKey("Nagy Anna"), 1],
    [nameKey("Horvt Zolán"), nameKey("Horváth Zoltán"), undefined], // 3 edits
    [nameKey("Nagy An"), nameKey("Nagy Anna"), undefined], // 2 edits, a key under 10 letters
    [nameKey("Kiss Ana"), nameKey("Nagy Anna"), undefined], // no word in common, another initial
    [nameKey("Nagy Anna"), nameKey("Nagy Anna"), undefined], // the same key is a match, not a near miss
    [nameKey("Player 32"), nameKey("Player 3"), undefined], // other digits: another player
    [nameKey("Opponent, A2"), nameKey("Opponent, A1"), undefined],
    [nameKey("Opponent, B1"), nameKey("Opponent, A1"), undefined], // another initial
    [nameKey("Kovács Péter"), nameKey("Kovács Petra"), 2],
  ])("%s / %s: %s", (a, b, d) => expect(nearMiss(a, b)).toBe(d));
});

describe("near misses when every word differs slightly (D165)", () => {
  it.each([
    // Hungarian: both words one letter off ("ana kovac" / "anna kovacs": 1 + 1 edits)
    [nameKey("Kovac Ana"), nameKey("Kovács Anna"), 2],
    [nameKey("Tót Eszer"), nameKey("Tóth Eszter"), 2],
    [nameKey("Nagi Ana"), nameKey("Nagy Anna"), 2],
    // Russian in Cyrillic: a typo in each word ("kuznetsev alekse" / "kuznetsov aleksey")
    [nameKey("Кузнецев Алексе"), nameKey("Кузнецов Алексей"), 2],
    // Russian transliterated another way than BGN/PCGN (ь as y, й as i) against the Cyrillic list
    [nameKey("Yuryev Aleksei"), nameKey("Юрьев Алексей"), 2],
    // Cyrillic file against a list in Latin letters
    [nameKey("Юрьев Алексей"), nameKey("Yuryev Aleksei"), 2],
  ])("%s / %s: %s", (a, b, d) => expect(nearMiss(a, b)).toBe(d));

  it.each([
    [nameKey("Li Na"), nameKey("Lu Ni")], // a word under 3 letters differs
    [nameKey("Kovac Ana"), nameKey("Kovacs Annamaria")], // a word 2+ edits off
    [nameKey("Kovac Ana"), nameKey("Kiss Anna")], // a word 2+ edits off
    [nameKey("Kovac Ana Rita"), nameKey("Kovacs Anna Rita Maria")], // another number of words
    [nameKey("Kovac Ana Ria"), nameKey("Kovacs Anna Rita")], // three words differ
    [nameKey("Kovac Ana"), nameKey("Bovacs Anna")], // another initial
    [nameKey("Kovac Ana 2"), nameKey("Kovacs Anna 3")], // other digits
  ])("%s / %s: no near miss", (a, b) => expect(nearMiss(a, b)).toBeUndefined());
});

describe("one ID is one person (D63): the repeats a list and a crosstable both say", () => {
  it("each repeat maps to the first holder; case and spaces aside, blank IDs none", () => {
    const repeats = repeatedIds(["13850408", "hu-12", undefined, " 13850408 ", "HU-12", "", "13850408"]);
    expect([...repeats].sort((a, b) => a[0] - b[0])).toEqual([
      [3, 0],
      [4, 1],
      [6, 0],
    ]);
  });
  it("IDs compare as the matcher finds them: 0123 is not 123, as a text it is not either", () => {
    // the list's first version compared every decimal ID as a number, so a list row "0123" was
    // said to repeat "123" while the matcher took them for two people
    expect(repeatedIds(["123", "0123", "00123"]).size).toBe(0);
  });
});

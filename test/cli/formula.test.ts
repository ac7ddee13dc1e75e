import {
  evaluateFormula,
  formatAnswer,
  formatAnswerJson,
  formatNumber,
  FormulaSyntaxError,
  parseFormula,
  usesDecimalComma,
} from "../../src/cli/formula";

describe("parseFormula (FUNCTIONS.md, Outside Excel: en-US syntax)", () => {
  test("reads numbers, text, booleans, omitted arguments and array constants", () => {
    expect(parseFormula('=F.G(1947, -0.5, "3 dan", TRUE, , {1,2;3,4}, "a""b")')).toEqual({
      kind: "call",
      name: "F.G",
      at: 1,
      args: [
        { kind: "value", value: 1947 },
        { kind: "value", value: -0.5 },
        { kind: "value", value: "3 dan" },
        { kind: "value", value: true },
        null,
        {
          kind: "value",
          value: [
            [1, 2],
            [3, 4],
          ],
        },
        { kind: "value", value: 'a"b' },
      ],
    });
  });

  test("the leading = is optional and nested calls are arguments", () => {
    const node = parseFormula("F.G(H.I(1), 2)");
    expect(node.kind === "call" && node.args[0]).toMatchObject({ kind: "call", name: "H.I" });
  });

  test.each([
    ["=F.G(1,2", 'Formula column 9: expected ")", found the end'],
    ["=F.G(1 2)", 'Formula column 8: expected ")", found "2"'],
    ['=F.G("abc)', "Formula column 11: unterminated string"],
    ["=F.G({1,2;3})", "Formula column 13: the rows of an array constant differ in length"],
    ["=F.G(abc)", "Formula column 6: unknown name abc (text goes in double quotes)"],
    ["=(1)", "Formula column 2: expected a function name"],
    ["=F.G(1))", 'Formula column 8: unexpected ")" after the formula'],
  ])("a malformed formula %s names the column", (formula, message) => {
    expect(() => parseFormula(formula)).toThrow(new FormulaSyntaxError("#SYNTAX!", message));
  });
});

describe("evaluateFormula", () => {
  test("an unknown function is #NAME? with its name, and never throws", () => {
    expect(evaluateFormula("=NOPE.NOTHING(1)")).toEqual({
      ok: false,
      error: "#NAME?",
      message: "Unknown function NOPE.NOTHING",
    });
  });

  test("more arguments than the function declares is refused, as Excel refuses the formula", () => {
    expect(evaluateFormula("=MGSZ.BANDWIDTH(1947, 5)")).toEqual({
      ok: false,
      error: "#SYNTAX!",
      message: "Formula column 2: MGSZ.BANDWIDTH takes at most 1 argument, 2 given",
    });
    expect(evaluateFormula("=MGSZ.RANK(MGSZ.BANDWIDTH(1947,,))")).toMatchObject({
      ok: false,
      message: "Formula column 12: MGSZ.BANDWIDTH takes at most 1 argument, 3 given",
    });
    // Every optional argument given is still accepted (FUNCTIONS.md, MGSZ.MULTIPLIER: 6 arguments).
    expect(evaluateFormula('=MGSZ.MULTIPLIER(120,,TRUE,600,"european",)')).toEqual({ ok: true, value: 45 });
  });

  test("a syntax error is an answer, not an exception", () => {
    expect(evaluateFormula("=MGSZ.RANK(")).toMatchObject({ ok: false, error: "#SYNTAX!" });
  });
});

describe("formatting answers", () => {
  test("numbers show at most 15 significant digits, as Excel's General format", () => {
    expect(formatNumber(0.1 + 0.2)).toBe("0.3");
    expect(formatNumber(512.8205128205128)).toBe("512.820512820513");
    expect(formatNumber(-0)).toBe("0");
    expect(formatNumber(1963)).toBe("1963");
  });

  test("plain output: value, array constant or #CODE message", () => {
    expect(formatAnswer({ ok: true, value: 0.31 })).toBe("0.31");
    expect(formatAnswer({ ok: true, value: "1k" })).toBe("1k");
    expect(formatAnswer({ ok: true, value: [[4, 3]] })).toBe("{4,3}");
    expect(
      formatAnswer({
        ok: true,
        value: [
          ["a", 1],
          ["b", true],
        ],
      }),
    ).toBe('{"a",1;"b",TRUE}');
    expect(formatAnswer({ ok: false, error: "#VALUE!", message: "Argument x: bad" })).toBe(
      "#VALUE! Argument x: bad",
    );
  });

  test("JSON output per FUNCTIONS.md", () => {
    expect(formatAnswerJson({ ok: true, value: -0.16 })).toBe("-0.16");
    expect(formatAnswerJson({ ok: true, value: "2d" })).toBe('"2d"');
    expect(formatAnswerJson({ ok: true, value: [[4, 3]] })).toBe("[[4,3]]");
    expect(formatAnswerJson({ ok: false, error: "#N/A", message: "m" })).toBe(
      '{"error":"#N/A","message":"m"}',
    );
  });
});

describe("a formula copied from Hungarian or Russian Excel (FUNCTIONS.md, Outside Excel)", () => {
  // [formula as a decimal-comma Excel shows it, answer, source]
  test.each([
    ["=MGSZ.GAMEPOINT(1947;2419;0;4)", -0.16, "RULES §1.3 example 7, last row"],
    ["=MGSZ.NEWRATING(1947;30;{1935\\1865\\1924\\1997\\2015};{0\\1\\1\\0\\1})", 1963, "example 5, rows"],
    ["=MGSZ.NEWRATING(1947;30;{1935;1865;1924;1997;2015};{0;1;1;0;1})", 1963, "example 5, columns"],
    ["=MAHJONG.COEFFICIENT(8;40;1230)", 2.5, "D19"],
    [
      "=MGSZ.RANK(MGSZ.NEWRATING(1947;30;{1935\\1865\\1924\\1997\\2015};{0\\1\\1\\0\\1}))",
      "1k",
      "1963 in 1k, §1.1",
    ],
    [
      '=MGSZ.MULTIPLIER(120;;IGAZ;600;"european")',
      45,
      "RULES §1.2 examples 4, TRUE as Hungarian Excel shows it",
    ],
    ['=MGSZ.MULTIPLIER(120;;ИСТИНА;600;"european")', 45, "the same in Russian Excel"],
  ])("%s", (formula, answer, source) => {
    expect(source).not.toBe("");
    expect(evaluateFormula(formula)).toEqual({ ok: true, value: answer });
  });

  test("the decimal comma: 0,5 is one half, as 0.5 is in en-US syntax", () => {
    const local = evaluateFormula("=MGSZ.GAMEPOINT(1947;1865;0,5)");
    expect(local.ok).toBe(true);
    expect(local).toEqual(evaluateFormula("=MGSZ.GAMEPOINT(1947,1865,0.5)"));
    expect(evaluateFormula("=MGSZ.GAMEPOINT(1947;1865;0.5)")).toEqual(local); // a "." is taken too
    expect(parseFormula("=F.G(1;{0,5\\1;2\\-1,25})")).toMatchObject({
      args: [
        { value: 1 },
        {
          value: [
            [0.5, 1],
            [2, -1.25],
          ],
        },
      ],
    });
  });

  test("a ; inside an en-US array constant or a string does not switch the convention", () => {
    expect(usesDecimalComma("=F.G(1,{1,2;3,4})")).toBe(false);
    expect(usesDecimalComma('=F.G("a;b",1)')).toBe(false);
    expect(usesDecimalComma("=F.G(H.I(1;2))")).toBe(true);
  });

  test("a one-argument formula with a decimal comma says how to write it", () => {
    expect(evaluateFormula("=FIDE.DP(0,83)")).toEqual({
      ok: false,
      error: "#SYNTAX!",
      message:
        'Formula column 2: FIDE.DP takes at most 1 argument, 2 given; for a decimal comma write the number with "." (0.83), or separate the arguments with ";"',
    });
  });

  test("a malformed local array names the local separators", () => {
    expect(() => parseFormula("=F.G(1;{1,2,3})")).toThrow('expected "\\", ";" or "}" in an array constant');
  });
});

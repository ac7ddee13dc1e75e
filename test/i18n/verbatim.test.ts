/**
 * A text for users comes from the message table (src/i18n/table.ts): a `RatingError` takes a
 * message, never English text (its constructor's type refuses a string), and the `verbatim`
 * code — a text shown as it is — is used only where the text was not written by the product:
 * an error of Excel or of the system. This test fails when `verbatim` is used anywhere else.
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { RatingError } from "../../src/core/common/errors";
import { msg } from "../../src/i18n/table";

const ROOT = join(__dirname, "..", "..");

/**
 * The places allowed to say a text as it is, and why: an error's own message when it carries
 * none of the table's (Excel's, the system's).
 */
const ALLOWED: Readonly<Record<string, number>> = {
  "src/sheet/messages.ts": 1,
};

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? sources(path) : path.endsWith(".ts") ? [path] : [];
  });
}

function verbatimUses(): Record<string, number> {
  const found: Record<string, number> = {};
  for (const path of sources(join(ROOT, "src"))) {
    const n = (readFileSync(path, "utf8").match(/\bmsg\(\s*["']verbatim["']/g) ?? []).length;
    if (n > 0) found[relative(ROOT, path)] = n;
  }
  return found;
}

describe("no English text outside the message table", () => {
  test("verbatim text only where the product did not write it", () => {
    const found = verbatimUses();
    // the scan finds what it must (so that it can fail)
    expect(found["src/sheet/messages.ts"]).toBe(1);
    const extra = Object.entries(found).filter(([file, n]) => n > (ALLOWED[file] ?? 0));
    expect(extra).toEqual([]);
  });

  test("a RatingError carries a message of the table and says it in English as its message", () => {
    const e = new RatingError("value", msg("varmaNoName", { entrant: 3 }));
    expect(e.text).toEqual({ code: "varmaNoName", params: { entrant: 3 } });
    expect(e.message).toBe("Varma draw: entrant 3 has no name");
  });
});

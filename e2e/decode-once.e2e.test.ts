/**
 * D98 (issue 25): a pane import decodes the file once, in the encoding the officer chose, and
 * Create writes what that decoding read. The trap "decode-opengotha-cp1250"
 * (test/fixtures/traps/: an OpenGotha XML saved in windows-1250 whose declaration says UTF-8,
 * player 1 Őri Ödön, the event "Győri őszi kupa"): read as windows-1252 the pane shows
 * "Gyõri õszi kupa"; chosen as windows-1250 it shows "Győri őszi kupa", and the created sheet has
 * Őri Ödön and nothing read as windows-1252. test/taskpane/decode-once.test.ts counts the decodings.
 */
import path from "node:path";
import { ROOT, createSheet, paneWithFile, servedPane, whenDone } from "./harness";

const FILE = path.join(ROOT, "test", "fixtures", "traps", "decode-opengotha-cp1250", "input.xml");
const NOW = new Date("2026-11-28T10:00:00Z");
const served = servedPane();

test("an OpenGotha XML in windows-1250, chosen as windows-1250: the created sheet has Őri Ödön", async () => {
  const pane = await paneWithFile(served, FILE, NOW);
  const facts = () => pane.page.locator("#preview-facts").textContent();
  const choose = (encoding: string) =>
    whenDone(pane, "#encoding-select", () => pane.page.locator("#encoding-select").selectOption(encoding));

  // 0xD5 0xF5 are Õ õ in windows-1252: the choice reaches the preview
  await choose("windows-1252");
  await expect(facts()).resolves.toContain("windows-1252 (chosen)");
  await expect(facts()).resolves.toContain("Gyõri õszi kupa");
  await choose("windows-1250");
  await expect(facts()).resolves.toContain("windows-1250 (chosen)");
  await expect(facts()).resolves.toContain("Győri őszi kupa");

  const sheet = await createSheet(pane);
  const texts = await pane.book((b, name) => {
    const s = b.sheet(name);
    if (s === undefined) throw new Error(`no sheet ${name}`);
    return [...s.cells.values()].map((c) => String(c.value ?? ""));
  }, sheet);
  expect(texts.filter((t) => t.includes("Őri Ödön"))).not.toEqual([]);
  expect(texts.filter((t) => t.includes("Győri őszi kupa"))).not.toEqual([]);
  expect(texts.filter((t) => /[Õõ]/.test(t))).toEqual([]);
  expect(pane.errors).toEqual([]);
  await pane.page.close();
});

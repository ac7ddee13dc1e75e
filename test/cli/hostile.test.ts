/** Issue 11's command-line examples (classes 3, 7, 10): each ends in a message and its exit code. */
import { fixtureFile, run } from "./fake-io";

const EGD = fixtureFile("egd-veterans");

describe("class 3: option values never reach Object.prototype (H4)", () => {
  it.each(["__proto__", "constructor", "toString"])("convert --to %s is a usage error", async (to) => {
    const r = await run(["convert", EGD, "--to", to]);
    expect(r.code).toBe(2);
    expect(r.stderr).toBe(`rating-officer convert: --to "${to.toLowerCase()}": expected h9 or csv\n`);
  });

  it.each(["constructor", "__proto__", "hasOwnProperty"])("rate --event %s is a usage error", async (ev) => {
    const r = await run(["rate", EGD, "--system", "mgsz", "--event", ev]);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(
      new RegExp(`--event "${ev.toLowerCase()}": expected none, invitational, national, european or world`),
    );
  });
});

/**
 * The command line's share of the rating systems (src/systems): `--system`, the options each
 * system takes (derived from its declarations, an option of another system refused) and each
 * parameter's option read by the parameter's own reader, its refusal said as a usage error.
 */
import { BOUNDS } from "../core/common/bounds";
import { msg } from "../i18n/table";
import { type AnySystem, SYSTEMS, SYSTEM_NAMES, optionOwners, systemNamed } from "../systems";
import { type CliCommand as Command, type ParamDecl, type ParamRefusal } from "../systems/types";
import { type Parsed, UsageError, str, wholeExpected } from "./args";

/** `--system NAME`, required: one of the systems, by its name (any case). */
export function systemOption(p: Parsed): AnySystem {
  const s = str(p, "system")?.trim().toLowerCase();
  if (s === undefined) {
    const give = { option: "--system", values: SYSTEM_NAMES, what: null, or: null, system: null };
    throw new UsageError(msg("cliGiveOption", give));
  }
  const system = systemNamed(s);
  if (system === undefined)
    throw new UsageError(msg("cliOneOf", { option: "--system", given: s, choices: SYSTEM_NAMES }));
  return system;
}

/** Options belonging to another system are refused rather than silently ignored. */
export function refuseForeignOptions(p: Parsed, system: AnySystem, command: Command): void {
  for (const [name, owners] of optionOwners(command)) {
    if (p.values[name] !== undefined && !owners.includes(system.name)) {
      throw new UsageError(
        msg("cliGoesWith", { options: [`--${name}`], with: "--system", values: owners, not: system.name }),
      );
    }
  }
}

/** A parameter's refusal of what its option gave, as the command line says it. */
function refused(flag: string, given: string, r: ParamRefusal): UsageError {
  switch (r.kind) {
    case "whole":
      return new UsageError(wholeExpected(flag, given, r.min, r.max));
    case "number":
      return new UsageError(msg("cliNumberRange", { option: `--${flag}`, given, min: r.min, max: r.max }));
    case "boolean":
      return new UsageError(msg("cliYesNo", { option: `--${flag}`, given }));
    case "date":
    case "message":
      return new UsageError(r.message);
  }
}

/**
 * A parameter's value from its option, read by the parameter's one reader (a blank text is
 * none: its default applies); undefined when the option is not given.
 */
export function paramOption<T>(p: Parsed, param: ParamDecl<T>): T | undefined {
  if (param.flag === undefined) return undefined;
  const v = p.values[param.flag];
  if (typeof v !== "string" && typeof v !== "boolean") return undefined;
  const read = param.read(v, { named: `--${param.flag}` });
  if (!read.ok) throw refused(param.flag, String(v), read.refusal);
  // a number given blank is refused, as ever; a blank rule set is none (D86)
  if (read.value === null && param.bound !== undefined) {
    const { min, max, whole } = BOUNDS[param.bound];
    throw refused(param.flag, String(v), { kind: whole ? "whole" : "number", min, max });
  }
  return read.value ?? undefined;
}

/** What a required option's refusal shows as its value. */
const PLACEHOLDER: Readonly<Record<ParamDecl<unknown>["kind"], string>> = {
  whole: "N",
  number: "N",
  date: "YYYY-MM-DD",
  boolean: "",
  ruleSet: "R",
  text: "TEXT",
};

/**
 * The values of a system's parameters a command takes, by key, each read from its option by its
 * reader; a parameter the command requires and was not given is refused, naming its option.
 */
export function paramOptions(p: Parsed, system: AnySystem, command: Command): Map<string, unknown> {
  const values = new Map<string, unknown>();
  for (const param of system.params) {
    if (!param.commands.includes(command)) continue;
    // a switch not given is off
    const value = paramOption(p, param) ?? (param.kind === "boolean" ? false : undefined);
    if (value !== undefined) values.set(param.key, value);
    else if (param.required.includes(command) && param.flag !== undefined) {
      const give = { option: `--${param.flag}`, values: [PLACEHOLDER[param.kind]], what: null, or: null };
      throw new UsageError(msg("cliGiveOption", { ...give, system: system.name }));
    }
  }
  return values;
}

/** The `parseArgs` options of every system's parameters a command takes: a switch, else a text. */
export function systemFlagOptions(
  command: Command,
  systems: readonly { readonly params: readonly ParamDecl<unknown>[] }[] = SYSTEMS,
): Record<string, { type: "string" | "boolean" }> {
  const out: Record<string, { type: "string" | "boolean" }> = {};
  for (const param of systems.flatMap((s) => s.params)) {
    if (param.flag !== undefined && param.commands.includes(command))
      out[param.flag] = { type: param.kind === "boolean" ? "boolean" : "string" };
  }
  return out;
}

// Environment variables described once (kind, default, meaning) and read together: every
// variable that does not fit is reported, not only the first, each naming what it accepts.
import type { Kind } from "./kinds";

export interface Variable<T> {
  readonly kind: Kind<unknown>;
  /** The value when unset, as text (what the docs show); null when unset means "none". */
  readonly defaultText: string | null;
  /** An empty value is a value of its own (e.g. "keep it in memory"), not "unset". */
  readonly emptyIsValue: boolean;
  readonly description: string;
  /** The typed value of the raw text, or the reason it does not fit. */
  read(raw: string | undefined): { ok: true; value: T } | { ok: false; detail: string | null };
}

interface Options {
  description: string;
  emptyIsValue?: boolean;
}

function reader<T>(kind: Kind<T>, fallback: string | null, emptyIsValue: boolean): Variable<T>["read"] {
  return (raw) => {
    const unset = raw === undefined || (!emptyIsValue && raw.trim() === "");
    const text = unset ? fallback : raw;
    if (text === null) return { ok: true, value: null as T };
    const result = kind.schema.safeParse(text);
    if (result.success) return { ok: true, value: result.data };
    const detailed = result.error.issues.find((issue) => issue.code === "custom" && issue.params?.detail === true);
    return { ok: false, detail: detailed?.message ?? null };
  };
}

/** A variable with a default: its value always has the kind's type. */
export function setting<T>(kind: Kind<T>, defaultText: string, options: Options): Variable<T> {
  const variable: Variable<T> = { kind, defaultText, emptyIsValue: options.emptyIsValue ?? false, description: options.description, read: reader(kind, defaultText, options.emptyIsValue ?? false) };
  if (!variable.read(undefined).ok) throw new Error(`The default "${defaultText}" does not fit its own kind (${kind.accepts})`);
  return variable;
}

/** A variable with no default: null when unset (or empty). */
export function optional<T>(kind: Kind<T>, options: Options): Variable<T | null> {
  return { kind, defaultText: null, emptyIsValue: false, description: options.description, read: reader<T | null>(kind as Kind<T | null>, null, false) };
}

export type VariableTable = Record<string, Variable<unknown>>;

export type ValuesOf<V extends VariableTable> = { readonly [K in keyof V]: V[K] extends Variable<infer T> ? T : never };

/** Thrown when variables do not fit; `problems` has one line per variable. */
export class ConfigError extends Error {
  constructor(readonly problems: readonly string[]) {
    super(problems.map((problem) => `Configuration error: ${problem}`).join("\n"));
    this.name = "ConfigError";
  }
}

/** The problem with one variable's value, as a sentence naming it and what it accepts. */
export function problemOf(name: string, kind: Kind<unknown>, raw: string, detail: string | null): string {
  // A detail may name the variable itself ("SIM_FAULTS: unknown fault …"): said once is enough.
  const said = detail?.startsWith(`${name}: `) ? detail.slice(name.length + 2) : detail;
  return `${name} must be ${kind.accepts} (got ${JSON.stringify(raw)})${said ? `: ${said}` : ""}`;
}

/** Every variable of `table` read from `env`, or a ConfigError naming every one that does not fit. */
export function readVariables<V extends VariableTable>(table: V, env: Record<string, string | undefined>): ValuesOf<V> {
  const values: Record<string, unknown> = {};
  const problems: string[] = [];
  for (const [name, variable] of Object.entries(table)) {
    const raw = env[name];
    const result = variable.read(raw);
    if (result.ok) values[name] = result.value;
    else problems.push(problemOf(name, variable.kind, raw ?? "", result.detail));
  }
  if (problems.length > 0) throw new ConfigError(problems);
  return values as ValuesOf<V>;
}

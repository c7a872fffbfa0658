// The kinds of value an environment variable may hold: each one a zod schema over the variable's
// text and the phrase that errors and the generated docs use for what it accepts.
// Relative imports only: next.config.ts loads this module outside the `@/` alias.
import { z } from "zod";

export interface Kind<T> {
  /** What the variable accepts, completing "NAME must be …". */
  readonly accepts: string;
  readonly schema: z.ZodType<T, string>;
}

const WHOLE = /^[0-9]+$/;
const DECIMAL = /^(?:[0-9]+(?:\.[0-9]*)?|\.[0-9]+)$/;

/** A whole number within [min, max]. */
export function wholeNumber(min: number, max: number): Kind<number> {
  return {
    accepts: `a whole number from ${min} to ${max}`,
    schema: z.string().trim().regex(WHOLE).transform(Number).pipe(z.number().min(min).max(max)),
  };
}

/** A number above 0 and at most `max`, fractions allowed (0.5). */
export function positiveNumber(max: number): Kind<number> {
  return {
    accepts: `a number greater than 0 and at most ${max}`,
    schema: z.string().trim().regex(DECIMAL).transform(Number).pipe(z.number().gt(0).lte(max)),
  };
}

/** 1 turns it on, 0 off. */
export const flag: Kind<boolean> = {
  accepts: "1 (on) or 0 (off)",
  schema: z.string().trim().pipe(z.enum(["1", "0"])).transform((value) => value === "1"),
};

/** `on` or `off`, in any case. */
export const onOff: Kind<boolean> = {
  accepts: "on or off",
  schema: z.string().trim().toLowerCase().pipe(z.enum(["on", "off"])).transform((value) => value === "on"),
};

/** One of `values`, in any case. */
export function choice<const T extends string>(values: readonly [T, ...T[]]): Kind<T> {
  return {
    accepts: `one of ${values.join(", ")}`,
    schema: z.string().trim().toLowerCase().pipe(z.enum(values)),
  };
}

function urlWith(protocols: readonly string[]): z.ZodType<string, string> {
  return z
    .string()
    .trim()
    .refine((text) => URL.canParse(text) && protocols.includes(new URL(text).protocol));
}

/** An absolute http:// or https:// address. */
export const httpUrl: Kind<string> = {
  accepts: "an http:// or https:// URL",
  schema: urlWith(["http:", "https:"]),
};

/** A PostgreSQL connection URL. */
export const postgresUrl: Kind<string> = {
  accepts: "a postgres:// or postgresql:// URL",
  schema: urlWith(["postgres:", "postgresql:"]),
};

/** A host name or an IPv4 or IPv6 address, as a server listens on. */
export const hostOrAddress: Kind<string> = {
  accepts: "a host name or an IP address (127.0.0.1, 0.0.0.0, ::)",
  schema: z.string().trim().pipe(z.union([z.ipv4(), z.ipv6(), z.hostname()])),
};

/** Any text (a path, a secret). */
export const text: Kind<string> = {
  accepts: "any text",
  schema: z.string().trim(),
};

/** Text that `parse` turns into a value; what it throws is added to the error (the issue's `detail`). */
export function parsed<T>(accepts: string, parse: (text: string) => T): Kind<T> {
  return {
    accepts,
    schema: z
      .string()
      .trim()
      .transform((value, ctx) => {
        try {
          return parse(value);
        } catch (err) {
          ctx.addIssue({ code: "custom", message: err instanceof Error ? err.message : String(err), params: { detail: true } });
          return z.NEVER;
        }
      }),
  };
}

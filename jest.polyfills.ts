// jsdom lacks TextEncoder (MUI X) and structuredClone (x-charts); take Node's.
import { TextDecoder, TextEncoder } from "node:util";
import v8 from "node:v8";

const scope = globalThis as Record<string, unknown>;
scope.TextEncoder ??= TextEncoder;
scope.TextDecoder ??= TextDecoder;
scope.structuredClone ??= (value: unknown) => v8.deserialize(v8.serialize(value));

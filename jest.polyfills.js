// jsdom lacks TextEncoder (MUI X) and structuredClone (x-charts); take Node's.
const { TextEncoder, TextDecoder } = require("node:util");
const v8 = require("node:v8");
if (typeof globalThis.TextEncoder === "undefined") globalThis.TextEncoder = TextEncoder;
if (typeof globalThis.TextDecoder === "undefined") globalThis.TextDecoder = TextDecoder;
if (typeof globalThis.structuredClone === "undefined") {
  globalThis.structuredClone = (value) => v8.deserialize(v8.serialize(value));
}

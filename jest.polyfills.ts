// jsdom lacks TextEncoder (MUI X), structuredClone (x-charts), user timing (the lists' search
// measure) and Blob.arrayBuffer (the upload, package and logo checks read a file's first bytes
// with it); take Node's or build them.
import { performance as nodePerformance } from "node:perf_hooks";
import { TextDecoder, TextEncoder } from "node:util";
import v8 from "node:v8";

const scope = globalThis as Record<string, unknown>;
scope.TextEncoder ??= TextEncoder;
scope.TextDecoder ??= TextDecoder;
scope.structuredClone ??= (value: unknown) => v8.deserialize(v8.serialize(value));

if (typeof performance !== "undefined" && typeof performance.getEntriesByName !== "function") {
  const timing = {
    mark: nodePerformance.mark.bind(nodePerformance),
    measure: nodePerformance.measure.bind(nodePerformance),
    getEntriesByName: nodePerformance.getEntriesByName.bind(nodePerformance),
    clearMarks: nodePerformance.clearMarks.bind(nodePerformance),
    clearMeasures: nodePerformance.clearMeasures.bind(nodePerformance),
  };
  Object.assign(performance, timing);
}

if (typeof Blob !== "undefined" && typeof Blob.prototype.arrayBuffer !== "function") {
  // Read through jsdom's own FileReader, so a jsdom File gives its real bytes.
  Blob.prototype.arrayBuffer = function arrayBuffer(this: Blob): Promise<ArrayBuffer> {
    return new Promise((resolve, reject) => {
      const reader = new FileReader();
      reader.onload = () => resolve(reader.result as ArrayBuffer);
      reader.onerror = () => reject(reader.error);
      reader.readAsArrayBuffer(this);
    });
  };
}

// Turns a contract entry and a sample input into the BFF call a browser would make.
import { buildPath, type Endpoint } from "@/lib/contract";
import type { BffCall } from "./harness";
import type { Sample } from "./samples";

export function sampleCall(endpoint: Endpoint, sample: Sample): BffCall {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(sample.query ?? {})) search.set(key, String(value));
  const qs = search.toString();
  const path = buildPath(endpoint.path, sample.params ?? {}) + (qs ? `?${qs}` : "");
  if (endpoint.bodyKind === "multipart") {
    const form = new FormData();
    for (const [key, value] of Object.entries(sample.body ?? {})) {
      form.append(key, value instanceof Blob ? value : String(value));
    }
    return { method: endpoint.method, path, body: form };
  }
  if (endpoint.bodyKind === "json" && sample.body !== undefined) {
    return { method: endpoint.method, path, body: JSON.stringify(sample.body), contentType: "application/json" };
  }
  return { method: endpoint.method, path };
}

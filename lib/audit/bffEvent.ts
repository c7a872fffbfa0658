// Turns one call the BFF forwarded into an audit row: who (user and role), what (the endpoint
// and its label), to what (instance, volume, database server, batch, user, package… with a name
// where the call carries one), where (region), why (the motive), how it went (status, outcome,
// the message the user saw), how long, from where, and the request id. The body is summarised:
// secrets (passwords, tokens, codes) are left out and files described by name and size only.
// Every text is bounded and stripped of control and bidirectional-override characters: what a
// caller typed (an anonymous username, a motive) cannot fill the store or disguise itself.
import type { NewAuditRow } from "@/lib/db/schema";
import { actionLabel } from "@/lib/domain/auditActions";

export interface ForwardedCall {
  at: Date;
  requestId: string;
  endpointId: string;
  params: Record<string, string>;
  query: Record<string, unknown>;
  body: unknown;
  username: string | null;
  role: string | null;
  status: number;
  /** The message of the answer (its error, or its `message` on success). */
  message: string | null;
  durationMs: number;
  clientAddress: string | null;
  /** What the server found out itself: the server the call concerns (by its id) and the
   * pre-flight facts it read before forwarding. Never taken from what the browser sent. */
  facts?: ServerFacts;
}

export interface ServerFacts {
  instance?: { id: string; name: string; region: string } | null;
  preflight?: string | null;
}

const SECRET_KEY = /pass(word)?|token|secret|code|otp|twofactor|authorization|cookie/i;
const MAX_TEXT = 500;
/** The most the summary keeps, as JSON; a larger one is replaced by its size. */
const MAX_SUMMARY = 8_000;
/** Bounds of the row's own text fields. */
export const FIELD_MAX = { short: 100, name: 300, text: MAX_TEXT } as const;

// C0 and C1 controls, and the characters that reorder or hide text (bidi embeddings, overrides,
// isolates and marks, line and paragraph separators).
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g;
const BIDI = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

/** The text without control or bidi characters, spaces collapsed at the ends, at most `max` characters. */
export function cleanText(text: string, max: number = MAX_TEXT): string {
  const clean = text.replace(CONTROL, " ").replace(BIDI, "").trim();
  return clean.length > max ? `${clean.slice(0, max)}…` : clean;
}

function clip(text: string): string {
  return cleanText(text, MAX_TEXT);
}

function field(value: string | null | undefined, max: number): string | null {
  if (value === null || value === undefined) return null;
  const clean = cleanText(value, max);
  return clean === "" ? null : clean;
}

/** The body without secrets or file contents, strings clipped. */
export function summarise(value: unknown, depth = 0): unknown {
  if (typeof Blob !== "undefined" && value instanceof Blob) {
    const name = (value as { name?: unknown }).name;
    return { file: typeof name === "string" ? name : "(unnamed)", bytes: value.size };
  }
  if (typeof value === "string") return clip(value);
  if (value === null || typeof value !== "object") return value;
  if (depth > 4) return "…";
  if (Array.isArray(value)) return value.slice(0, 50).map((item) => summarise(item, depth + 1));
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value as Record<string, unknown>).slice(0, 50)) {
    if (SECRET_KEY.test(key)) continue;
    out[cleanText(key, FIELD_MAX.short)] = summarise(item, depth + 1);
  }
  return out;
}

function text(value: unknown): string | null {
  return typeof value === "string" && value.trim() !== "" ? value.trim() : typeof value === "number" ? String(value) : null;
}

function record(value: unknown): Record<string, unknown> {
  return typeof value === "object" && value !== null && !(typeof Blob !== "undefined" && value instanceof Blob) ? (value as Record<string, unknown>) : {};
}

interface Target {
  kind: string;
  id: string | null;
  name: string | null;
}

/** What the call acted on, from its path first (the most specific parameter wins), then its body. */
export function targetOf(endpointId: string, params: Record<string, string>, query: Record<string, unknown>, body: Record<string, unknown>): Target | null {
  const name = text(body.instanceName) ?? text(body.name) ?? text(params.name) ?? text(body.domain) ?? null;
  if (endpointId === "saveSharedView" || endpointId === "deleteSharedView") return { kind: "sharedView", id: params.id ?? null, name: text(body.name) ?? text(params.name) };
  if (params.volumeId) return { kind: "volume", id: params.volumeId, name: text(body.domain) ?? name };
  if (endpointId === "dbInstanceAction") return { kind: "dbInstance", id: params.id ?? null, name: params.id ?? null };
  if (params.batchId) return { kind: "batch", id: params.batchId, name: null };
  if (params.userId) return { kind: "user", id: params.userId, name: params.userId };
  if (endpointId === "createUser") return { kind: "user", id: text(body.id), name: text(body.id) };
  const resources = record(body.resources);
  if (endpointId === "deleteRequest" || endpointId === "deleteInstance") {
    if (text(resources.volumeId)) return { kind: "volume", id: text(resources.volumeId), name: text(resources.volumeName) ?? text(resources.domain) };
    return { kind: "instance", id: text(resources.instanceId), name: text(resources.instanceName) };
  }
  if (endpointId === "deleteDynamoInstance" || endpointId === "deleteDynamoDomain") return { kind: "cloudDb", id: params.id ?? null, name: params.domain ?? null };
  const key = text(params.key) ?? text(query.key);
  if (key) return { kind: "package", id: key, name: key };
  if (endpointId === "uploadPackage" || endpointId === "packageCreateForm") {
    const file = summarise(body.file) as { file?: string } | undefined;
    return { kind: "package", id: file?.file ?? null, name: file?.file ?? null };
  }
  const instanceId = params.instanceId ?? params.id ?? null;
  if (instanceId) return { kind: "instance", id: instanceId, name };
  if (name) return { kind: endpointId === "cdnToggle" ? "domain" : "instance", id: null, name };
  return null;
}

/** The server a call concerns: the path's instance (its sites' calls name it too), or the body's. */
export function instanceIdOf(endpointId: string, params: Record<string, string>, body: Record<string, unknown>): string | null {
  if (endpointId === "dbInstanceAction" || endpointId.startsWith("deleteDynamo") || endpointId.endsWith("SharedView") || params.userId || params.batchId) return null;
  return params.instanceId ?? params.id ?? text(body.instanceId) ?? text(record(body.resources).instanceId);
}

export function outcomeOf(status: number): NewAuditRow["outcome"] {
  if (status < 400) return "ok";
  return status >= 500 || status === 499 ? "failed" : "refused";
}

function boundedSummary(summary: unknown): string | null {
  if (Object.keys(record(summary)).length === 0) return null;
  const json = JSON.stringify(summary);
  return json.length > MAX_SUMMARY ? JSON.stringify({ clipped: true, bytes: json.length }) : json;
}

export function auditRowOf(call: ForwardedCall): NewAuditRow {
  const body = record(call.body);
  const found = targetOf(call.endpointId, call.params, call.query, body);
  const instanceId = instanceIdOf(call.endpointId, call.params, body);
  const instance = call.facts?.instance && call.facts.instance.id === instanceId ? call.facts.instance : null;
  // The server's name as listed names the server itself (never the site of a volume call).
  const target = found && found.kind === "instance" && instance && (found.id === null || found.id === instance.id) ? { ...found, id: instance.id, name: instance.name } : found;
  const preflight = call.facts?.preflight ?? null;
  const summary = summarise({
    ...(Object.keys(call.query).length ? { query: call.query } : {}),
    ...(call.body === undefined ? {} : { body: call.body }),
    ...(preflight ? { preflight } : {}),
  });
  return {
    at: call.at,
    request_id: cleanText(call.requestId, FIELD_MAX.short),
    username: field(call.username, FIELD_MAX.name),
    role: field(call.role, FIELD_MAX.short),
    action: cleanText(call.endpointId, FIELD_MAX.short),
    label: actionLabel(call.endpointId),
    target_kind: target?.kind ?? null,
    target_id: field(target?.id, FIELD_MAX.name),
    target_name: field(target?.name, FIELD_MAX.name),
    instance_id: field(instanceId, FIELD_MAX.name),
    instance_name: field(instance?.name, FIELD_MAX.name),
    region: field(text(call.query.region) ?? text(body.region) ?? instance?.region, FIELD_MAX.short),
    motive: field(text(body.reason) ?? text(body.motive), MAX_TEXT),
    status: call.status,
    outcome: outcomeOf(call.status),
    message: field(call.message, MAX_TEXT),
    duration_ms: Math.max(0, Math.round(call.durationMs)),
    client_address: field(call.clientAddress, FIELD_MAX.short),
    summary: boundedSummary(summary),
  };
}

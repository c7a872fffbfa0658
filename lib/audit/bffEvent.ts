// Turns one call the BFF forwarded into an audit row: who (user and role), what (the endpoint
// and its label), to what (instance, volume, database server, batch, user, package… with a name
// where the call carries one), where (region), why (the motive), how it went (status, outcome,
// the message the user saw), how long, from where, and the request id. The body is summarised:
// secrets (passwords, tokens, codes) are left out and files described by name and size only.
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
  /** The pre-flight facts the confirmation showed (X-Console-Preflight), kept with the action. */
  preflight?: string | null;
}

const SECRET_KEY = /pass(word)?|token|secret|code|otp|twofactor|authorization|cookie/i;
const MAX_TEXT = 500;

function clip(text: string): string {
  return text.length > MAX_TEXT ? `${text.slice(0, MAX_TEXT)}…` : text;
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
  for (const [key, item] of Object.entries(value as Record<string, unknown>)) {
    if (SECRET_KEY.test(key)) continue;
    out[key] = summarise(item, depth + 1);
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
  if (params.volumeId) return { kind: "volume", id: params.volumeId, name: text(body.domain) ?? name };
  if (endpointId === "dbInstanceAction") return { kind: "dbInstance", id: params.id ?? null, name: params.id ?? null };
  if (params.batchId) return { kind: "batch", id: params.batchId, name: null };
  if (params.userId) return { kind: "user", id: params.userId, name: params.userId };
  if (endpointId === "createUser") return { kind: "user", id: text(body.id), name: text(body.id) };
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
  if (endpointId === "dbInstanceAction" || endpointId.startsWith("deleteDynamo") || params.userId || params.batchId) return null;
  return params.instanceId ?? params.id ?? text(body.instanceId);
}

export function outcomeOf(status: number): NewAuditRow["outcome"] {
  if (status < 400) return "ok";
  return status >= 500 || status === 499 ? "failed" : "refused";
}

export function auditRowOf(call: ForwardedCall): NewAuditRow {
  const body = record(call.body);
  const target = targetOf(call.endpointId, call.params, call.query, body);
  const summary = summarise({
    ...(Object.keys(call.query).length ? { query: call.query } : {}),
    ...(call.body === undefined ? {} : { body: call.body }),
    ...(call.preflight ? { preflight: call.preflight } : {}),
  });
  return {
    at: call.at,
    request_id: call.requestId,
    username: call.username,
    role: call.role,
    action: call.endpointId,
    label: actionLabel(call.endpointId),
    target_kind: target?.kind ?? null,
    target_id: target?.id ?? null,
    target_name: target?.name ?? null,
    instance_id: instanceIdOf(call.endpointId, call.params, body),
    region: text(call.query.region) ?? text(body.region),
    motive: text(body.reason) ?? text(body.motive),
    status: call.status,
    outcome: outcomeOf(call.status),
    message: call.message === null ? null : clip(call.message),
    duration_ms: Math.max(0, Math.round(call.durationMs)),
    client_address: call.clientAddress,
    summary: Object.keys(record(summary)).length ? JSON.stringify(summary) : null,
  };
}

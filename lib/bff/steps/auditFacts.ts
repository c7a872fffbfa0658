// Step 15 (before forwarding): what the audit row of a change needs from the server's own
// reading rather than the browser's word. The server the call concerns is found by its id (its
// name and region, lib/audit/instanceDirectory); when the confirmation showed pre-flight facts
// (X-Console-Preflight present), the facts are read here, before the change, and the header's
// own text is never recorded. A destructive change is not forwarded when the trail cannot be
// written. Every instance list relayed teaches the directory its servers.
import type { JWT } from "next-auth/jwt";
import { api } from "@/lib/contract";
import type { InstanceList } from "@/lib/contract/schemas/instance";
import { instanceIdOf } from "@/lib/audit/bffEvent";
import { findInstance, learnInstances } from "@/lib/audit/instanceDirectory";
import { auditRecorder } from "@/lib/audit/recorder";
import { DESTRUCTIVE_ACTIONS, isAuditedAction, PREFLIGHT_ACTIONS } from "@/lib/domain/auditActions";
import { preflightLines, preflightRecord } from "@/lib/domain/preflight";
import { isRegion } from "@/lib/domain/regions";
import { PREFLIGHT_HEADER } from "@/lib/http/headerNames";
import { bffError } from "@/lib/http/respond";
import { loadPreflight } from "@/lib/audit/loadPreflight";
import { required, type BffContext, type BffStep } from "../context";

export const TRAIL_UNAVAILABLE = "The activity trail cannot be written just now, so this change was not made. Try again in a moment; if it persists, tell an administrator.";

function textOf(value: unknown): string | null {
  return typeof value === "string" && value.trim() !== "" ? value.trim() : null;
}

async function readFacts(ctx: BffContext, endpointId: string, session: JWT): Promise<void> {
  const input = required(ctx.input, "input");
  const body = typeof input.body === "object" && input.body !== null ? (input.body as Record<string, unknown>) : {};
  const instanceId = instanceIdOf(endpointId, ctx.params ?? {}, body);
  if (!instanceId || typeof session.accessToken !== "string") return;
  const creds = { sid: session.sid, accessToken: session.accessToken, refreshToken: session.refreshToken };
  const region = textOf(input.query.region) ?? textOf(body.region);
  const instance = await findInstance(instanceId, region, creds);
  ctx.facts = { instance: instance ? { id: instance.id, name: instance.name, region: instance.region } : null };
  if (!PREFLIGHT_ACTIONS.has(endpointId) || !ctx.req.headers.has(PREFLIGHT_HEADER)) return;
  const where = instance?.region ?? region;
  if (!isRegion(where)) return;
  const facts = await loadPreflight({ instanceId, region: where, ip: instance?.ip || undefined }, creds);
  const domain = textOf(body.domain) ?? undefined;
  const scope = { shared: instance?.deploymentType === "shared", ...(domain ? { domain } : {}) };
  ctx.facts.preflight = preflightRecord(preflightLines(facts, scope, new Date()));
}

export const auditFacts: BffStep = {
  name: "audit facts",
  async run(ctx) {
    const endpoint = required(ctx.endpoint, "endpoint");
    if (endpoint === api.listInstances) {
      const region = required(ctx.input, "input").query.region;
      ctx.after.push(({ status, data }) => {
        if (status === 200 && data) learnInstances(region, (data as InstanceList).instances);
      });
      return undefined;
    }
    if (!isAuditedAction(endpoint.id)) return undefined;
    const recorder = auditRecorder();
    if (!recorder.enabled) return undefined;
    if (DESTRUCTIVE_ACTIONS.has(endpoint.id) && !(await recorder.ready())) return bffError(503, TRAIL_UNAVAILABLE);
    const session = ctx.session;
    if (session) await readFacts(ctx, endpoint.id, session);
    return undefined;
  },
};

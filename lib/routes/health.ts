// GET /healthz and GET /readyz (lib/contract/probes.ts), for load balancers and orchestrators.
// Liveness says only that the process answers: no session, no upstream call, nothing to wait on.
// Readiness answers 503 at once while the server drains for a shutdown (scripts/lib/shutdown.mjs),
// else checks the upstream and the database together, each within a short limit. Its result is
// kept for a moment and shared by the probes that arrive meanwhile, so probes from every
// balancer and orchestrator every few seconds cost the upstream about one call per interval.
// A change of readiness is logged once, with the driver's message where there is one.
import "server-only";
import { NextResponse } from "next/server";
import { config } from "@/lib/config";
import { logger } from "@/lib/observe/logger";
import type { HealthAnswer, PartCheck, ReadinessAnswer, ReadinessPart } from "@/lib/contract/probes";
import { checkDatabase } from "@/lib/db/readiness";
import { isDraining } from "@/lib/process/lifecycle";
import { processSingleton } from "@/lib/process/singleton";
import { probeUpstream } from "@/lib/upstream/probe";

/** How long a readiness result is reused. */
export const READINESS_CACHE_MS = 1_500;
/** How long each part may take to answer (at most UPSTREAM_TIMEOUT_MS). */
export const READINESS_TIMEOUT_MS = 2_000;
const NO_STORE = { "cache-control": "no-store" };

interface Checked {
  checks: Record<"upstream" | "database", PartCheck>;
  at: number;
}

interface ReadinessState {
  last: Checked | null;
  pending: Promise<Checked> | null;
  /** The failing parts last logged ("" when ready). */
  logged: string;
}

function state(): ReadinessState {
  return processSingleton<ReadinessState>("readiness", () => ({ last: null, pending: null, logged: "" }));
}

function logChange(held: ReadinessState, checks: Checked["checks"], cause: unknown): void {
  const failing = Object.entries(checks).filter(([, check]) => !check.ok);
  const now = failing.map(([part, check]) => `${part} (${check.detail})`).join(", ");
  if (now === held.logged) return;
  held.logged = now;
  if (now === "") logger().info("ready: the upstream and the database answer");
  else logger().warn({ failing: now, cause: cause instanceof Error ? cause.message : undefined }, "not ready");
}

async function check(held: ReadinessState): Promise<Checked> {
  const ms = Math.min(READINESS_TIMEOUT_MS, config().upstream.timeoutMs);
  const [upstream, database] = await Promise.all([probeUpstream(ms), checkDatabase(ms)]);
  const { cause, ...databaseCheck } = database;
  const checks = { upstream, database: databaseCheck };
  logChange(held, checks, cause);
  return { checks, at: performance.now() };
}

/** The upstream's and the database's parts, from the last check when it is recent enough. */
async function readinessChecks(): Promise<Checked["checks"]> {
  const held = state();
  if (held.last && performance.now() - held.last.at < READINESS_CACHE_MS) return held.last.checks;
  held.pending ??= check(held).then(
    (checked) => {
      held.last = checked;
      held.pending = null;
      return checked;
    },
    (err: unknown) => {
      held.pending = null;
      throw err;
    },
  );
  return (await held.pending).checks;
}

/** Forgets the kept result (tests). */
export function forgetReadiness(): void {
  const held = state();
  held.last = null;
  held.pending = null;
  held.logged = "";
}

function answer(body: ReadinessAnswer): NextResponse {
  return NextResponse.json(body, { status: body.status === "ready" ? 200 : 503, headers: NO_STORE });
}

export function handleHealth(): NextResponse {
  const body: HealthAnswer = { status: "ok", draining: isDraining() };
  return NextResponse.json(body, { headers: NO_STORE });
}

export async function handleReadiness(): Promise<NextResponse> {
  if (isDraining()) return answer({ status: "not ready", failing: ["server"], checks: { server: { ok: false, detail: "draining: shutting down" } } });
  const checks = { server: { ok: true, detail: "serving" }, ...(await readinessChecks()) };
  const failing = (Object.keys(checks) as ReadinessPart[]).filter((part) => !checks[part].ok);
  // Draining may have begun while the parts were checked.
  if (isDraining()) return handleReadiness();
  return answer({ status: failing.length === 0 ? "ready" : "not ready", failing, checks });
}

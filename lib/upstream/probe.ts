// Whether the upstream answers, for /readyz: one cheap call without credentials (GET on the API's
// base address) over the same transport as every other call. Any answer below 500 counts (a 401
// or 404 still shows the upstream's server there); a 5xx, a refused connection or no answer within
// the limit does not. The embedded upstream counts when it answers the same way. A failure is
// told in a few fixed words, never the address (it may carry credentials).
import "server-only";
import { config } from "@/lib/config";
import type { PartCheck } from "@/lib/contract/probes";
import { UpstreamTimeoutError } from "./errors";
import { sendUpstream } from "./transport";

function codeOf(err: unknown): string | null {
  for (let at: unknown = err, depth = 0; at && depth < 4; at = (at as { cause?: unknown }).cause, depth++) {
    const code = (at as { code?: unknown }).code;
    if (typeof code === "string" && /^[A-Z0-9_]+$/.test(code)) return code;
  }
  return null;
}

function failure(err: unknown, timeoutMs: number, signal: AbortSignal): string {
  if (err instanceof UpstreamTimeoutError || signal.aborted) return `no answer within ${timeoutMs} ms`;
  const code = codeOf(err);
  if (code === "ECONNREFUSED") return "connection refused";
  if (code === "ENOTFOUND" || code === "EAI_AGAIN") return "host not found";
  if (code === "ECONNRESET" || code === "EPIPE") return "connection reset";
  if (code && /CERT|TLS|SSL/.test(code)) return `TLS failure (${code})`;
  return code ? `unreachable (${code})` : "unreachable";
}

/** The upstream's part of readiness. */
export async function probeUpstream(timeoutMs: number): Promise<PartCheck> {
  const where = config().upstream.url === null ? "embedded" : "remote";
  const signal = AbortSignal.timeout(timeoutMs);
  try {
    const answer = await sendUpstream("/", { method: "GET", headers: { accept: "application/json" }, signal });
    await answer.body?.cancel().catch(() => {});
    if (answer.status >= 500) return { ok: false, detail: `${where}: answered ${answer.status}` };
    return { ok: true, detail: where };
  } catch (err) {
    return { ok: false, detail: `${where}: ${failure(err, timeoutMs, signal)}` };
  }
}

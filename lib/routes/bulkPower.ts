// POST /api/bulk/power {kind, action, region, reason, ids}: start, stop or reboot many servers with
// one motive. Each server's call goes through the BFF's own pipeline (handleBff), so
// every check a single call meets applies per server — role, validation, step-up, attempt limits
// — and every forwarded call is recorded in the audit trail with the shared motive. At most
// BULK_CONCURRENCY calls are upstream at once. The answer is NDJSON, one line per server as its
// answer comes, then a summary line, so the screen can show outcomes as they arrive.
//
// The first server's call runs before the answer starts: a session it refreshed (a new cookie)
// is then used for the rest and set on the answer.
import "server-only";
import { NextRequest } from "next/server";
import type { z } from "zod";
import { bulkPowerBody as bulkBody } from "@/lib/contract/console";
import { readErrorBody } from "@/lib/contract/errorBody";
import { readSession } from "@/lib/session/sessionToken";
import { bounded } from "@/lib/domain/bounded";
import { BULK_CONCURRENCY, BULK_MESSAGES, bulkOutcomeOf, type BulkItemResult, type BulkLine } from "@/lib/domain/bulkPower";
import { handleBff } from "@/lib/bff/handleBff";
import { PREFLIGHT_HEADER, REQUEST_ID_HEADER } from "@/lib/http/headerNames";
import { fieldsOf } from "@/lib/http/readInput";
import { bffError, MESSAGES } from "@/lib/http/respond";
import { isSameOrigin } from "@/lib/http/sameOrigin";
import { readJsonBody } from "./consoleInput";

type BulkBody = z.infer<typeof bulkBody>;

const PATHS: Record<BulkBody["kind"], (id: string) => string> = {
  instance: (id) => `/api/v1/instances/${encodeURIComponent(id)}/action`,
  dbInstance: (id) => `/api/v1/dbinstances/${encodeURIComponent(id)}/action`,
};

/** What each server's call carries from the bulk request: the session, where it comes from, the facts shown. */
const PASSED_HEADERS = ["cookie", "origin", "user-agent", "x-forwarded-for", "x-real-ip", PREFLIGHT_HEADER];

class CookieJar {
  #cookies = new Map<string, string>();
  readonly setCookies: string[] = [];

  constructor(header: string | null) {
    for (const part of (header ?? "").split(";")) {
      const at = part.indexOf("=");
      if (at > 0) this.#cookies.set(part.slice(0, at).trim(), part.slice(at + 1).trim());
    }
  }

  /** Takes in what an answer set (a refreshed session), for the calls after it. */
  absorb(res: Response): void {
    for (const line of res.headers.getSetCookie()) {
      this.setCookies.push(line);
      const pair = line.split(";")[0];
      const at = pair.indexOf("=");
      if (at > 0) this.#cookies.set(pair.slice(0, at).trim(), pair.slice(at + 1).trim());
    }
  }

  header(): string {
    return [...this.#cookies].map(([k, v]) => `${k}=${v}`).join("; ");
  }
}

async function runOne(req: NextRequest, body: BulkBody, id: string, jar: CookieJar): Promise<BulkItemResult> {
  const headers = new Headers({ "content-type": "application/json" });
  for (const name of PASSED_HEADERS) {
    const value = req.headers.get(name);
    if (value !== null) headers.set(name, value);
  }
  headers.set("cookie", jar.header());
  const url = new URL(PATHS[body.kind](id), req.nextUrl.origin);
  const res = await handleBff(new NextRequest(url, { method: "POST", headers, body: JSON.stringify({ action: body.action, region: body.region, reason: body.reason }) }));
  jar.absorb(res);
  const answer: unknown = await res.json().catch(() => null);
  const message = readErrorBody(answer).message ?? null;
  return { type: "item", id, status: res.status, outcome: bulkOutcomeOf(res.status), message, requestId: res.headers.get(REQUEST_ID_HEADER) };
}

export async function handleBulkPower(req: NextRequest): Promise<Response> {
  if (!isSameOrigin(req)) return bffError(403, MESSAGES.crossOrigin);
  const session = await readSession(req);
  if (!session?.twoFactorVerified) return bffError(401, MESSAGES.signIn);
  const read = await readJsonBody(req);
  if (!read.ok && read.res.status === 413) return read.res;
  const parsed = bulkBody.safeParse(read.ok ? read.value : undefined);
  if (!parsed.success) return bffError(400, MESSAGES.invalid, fieldsOf(parsed.error));
  const body = parsed.data;

  const jar = new CookieJar(req.headers.get("cookie"));
  const [first, ...rest] = body.ids;
  const firstResult = await runOne(req, body, first, jar);
  const encoder = new TextEncoder();
  const stream = new ReadableStream<Uint8Array>({
    async start(controller) {
      const counts = { ok: 0, refused: 0, failed: 0 };
      const send = (line: BulkLine) => controller.enqueue(encoder.encode(`${JSON.stringify(line)}\n`));
      const tell = (result: BulkItemResult) => {
        counts[result.outcome] += 1;
        send(result);
      };
      tell(firstResult);
      await bounded(rest, BULK_CONCURRENCY, async (id) =>
        tell(await runOne(req, body, id, jar).catch((): BulkItemResult => ({ type: "item", id, status: 500, outcome: "failed", message: BULK_MESSAGES.notMade, requestId: null }))),
      );
      send({ type: "done", ...counts });
      controller.close();
    },
  });
  const headers = new Headers({ "content-type": "application/x-ndjson; charset=utf-8", "cache-control": "no-store" });
  for (const line of jar.setCookies) headers.append("set-cookie", line);
  return new Response(stream, { headers });
}

// Developer paths outside /api/v1 (/__sim/*): read or clear the request log, change
// faults, make one call fail once (fail-next), expire tokens, read or empty the outbox of e-mails the upstream "sent", download a
// backup by its signed link. Never faulted and never logged, so tests can trust them.
import { NO_FAULTS, parseFaults, type FaultInjector } from "./faults";
import type { RequestLog } from "./log";
import { json, notFound } from "./reply";
import type { SessionStore } from "./auth/sessions";
import type { SimMail } from "./state/types";

export interface DevTargets {
  log: RequestLog;
  faults: FaultInjector;
  sessions: SessionStore;
  outbox: {
    /** Delivered mail, oldest first. */
    list(): SimMail[];
    /** Empties the delivered mail; returns how many went. */
    clear(): number;
  };
  /** GET /__sim/backups/{id}?expires&signature: the file a backup link points at. */
  downloadBackup(fileUniqueId: string, query: URLSearchParams): Response;
}

async function readSpec(request: Request): Promise<string | null> {
  try {
    const body: unknown = await request.json();
    const spec = typeof body === "object" && body !== null ? (body as Record<string, unknown>).spec : undefined;
    return typeof spec === "string" ? spec : spec === null ? "" : null;
  } catch {
    return null;
  }
}

const BACKUP_ROUTE = /^\/__sim\/backups\/([^/]+)$/;

export async function devRoute(request: Request, url: URL, t: DevTargets): Promise<Response> {
  const pathname = url.pathname.replace(/\/+$/, "");
  const backup = BACKUP_ROUTE.exec(pathname);
  if (backup && request.method === "GET") {
    let id: string;
    try {
      id = decodeURIComponent(backup[1]);
    } catch {
      return notFound();
    }
    return t.downloadBackup(id, url.searchParams);
  }
  const route = `${request.method} ${pathname}`;
  switch (route) {
    case "GET /__sim/log":
      return json(t.log.entries());
    case "DELETE /__sim/log":
      t.log.clear();
      return json({ success: true });
    case "GET /__sim/faults":
      return json(t.faults.spec);
    case "POST /__sim/faults": {
      const spec = await readSpec(request);
      if (spec === null) return json({ message: 'Send {"spec": "latency=300,error_rate=0.1"} (empty string for none)' }, 400);
      try {
        t.faults.spec = spec ? parseFaults(spec) : { ...NO_FAULTS };
      } catch (err) {
        return json({ message: err instanceof Error ? err.message : String(err) }, 400);
      }
      return json(t.faults.spec);
    }
    case "POST /__sim/fail-next": {
      const body = (await request.json().catch(() => null)) as { endpoint?: unknown; id?: unknown } | null;
      if (typeof body?.endpoint !== "string" || typeof body.id !== "string" || !body.endpoint || !body.id) {
        return json({ message: 'Send {"endpoint": "instanceAction", "id": "i-…"}: that call answers 503 once' }, 400);
      }
      t.faults.planFailure({ endpointId: body.endpoint, id: body.id });
      return json({ success: true });
    }
    case "GET /__sim/outbox":
      return json(t.outbox.list());
    case "DELETE /__sim/outbox":
      return json({ success: true, removed: t.outbox.clear() });
    case "POST /__sim/expire-tokens":
      t.sessions.expireAllAccessTokens();
      return json({ success: true });
    default:
      return notFound();
  }
}

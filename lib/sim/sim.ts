// createSim: wires state, sessions, faults, the log and the handlers into one
// `(Request) => Promise<Response>` function that behaves like the real upstream.
import { matchEndpoint, splitPath } from "@/lib/contract";
import { SessionStore } from "./auth/sessions";
import { seedUsers } from "./auth/seedUsers";
import { totp } from "./auth/totp";
import { devRoute } from "./devRoutes";
import { dispatch } from "./dispatch";
import { FaultInjector, parseFaults, PLANNED_FAILURE_MESSAGE, SimDroppedError, type FaultSpec } from "./faults";
import { isoDay } from "./fleet/dates";
import { generateFleet } from "./fleet/generate";
import { serveBackupDownload } from "./handlers/backupLink";
import { handlers as defaultHandlers } from "./handlers/registry";
import type { HandlerMap } from "./handlers/types";
import { createRequestLog, type LogEntry, type RequestLog } from "./log";
import { settleBatches } from "./machine/batchScheduler";
import { settleProcesses } from "./machine/processes";
import { settleUpgrades } from "./machine/upgradeRuns";
import { clearDelivered, deliveredMail } from "./mail/outbox";
import { resolveOptions, type ResolvedOptions, type SimOptions } from "./options";
import { json, MESSAGES, notFound, unavailable } from "./reply";
import { loadState, StateSaver } from "./state/store";
import { STATE_VERSION, type SimMail, type SimState } from "./state/types";
import { createWorld, requestWorld, type RequestTrack } from "./world";

export const API_PREFIX = "/api/v1";

export interface Sim {
  /** Answers one request; rejects (like fetch) when SIM_FAULTS drops the connection. */
  handle(request: Request): Promise<Response>;
  log: RequestLog;
  /** The two-factor code of a user now (or at `atMs`), or null without two-factor. */
  totpFor(username: string, atMs?: number): string | null;
  setFaults(spec: string | FaultSpec): void;
  /** E-mails delivered so far (deletion approvals, finished backups), oldest first; also GET /__sim/outbox. */
  outbox(): SimMail[];
  /** A finished backup's file behind a signed link (GET /backup gives it): the console's dev
   * route /api/dev/backups/{id} and /__sim/backups/{id} both answer with this. */
  downloadBackup(fileUniqueId: string, query: URLSearchParams): Response;
  /** Makes every access token expire now; refresh credentials keep working. */
  expireAccessTokens(): void;
  /** Its sign-in sessions (in memory only): a reset of the embedded upstream hands them on. */
  readonly sessions: SessionStore;
  /** Writes pending state to SIM_STATE_FILE now (write requests already wait for it). */
  flush(): Promise<void>;
  /** Flushes state; later changes are kept in memory only. */
  close(): Promise<void>;
  readonly options: Readonly<ResolvedOptions>;
}

function freshState(o: ResolvedOptions): SimState {
  const today = isoDay(o.now());
  return { version: STATE_VERSION, seed: o.seed, fleetSize: o.fleetSize, generatedOn: today, users: seedUsers(), fleet: generateFleet(o.seed, o.fleetSize, today) };
}

function initialState(o: ResolvedOptions): { state: SimState; loaded: boolean } {
  const saved = o.stateFile ? loadState(o.stateFile) : null;
  if (!saved) return { state: freshState(o), loaded: false };
  if (saved.seed !== o.seed || saved.fleetSize !== o.fleetSize) {
    console.warn(`[sim] ${o.stateFile} holds seed ${saved.seed} × ${saved.fleetSize}; it wins over seed ${o.seed} × ${o.fleetSize}. Delete it to regenerate.`);
  }
  return { state: saved, loaded: true };
}

/** What a new simulator may take over from an old one instead of starting empty. */
export interface SimCarryOver {
  sessions?: SessionStore;
}

export function createSim(options: SimOptions = {}, handlers: HandlerMap = defaultHandlers, carry: SimCarryOver = {}): Sim {
  const o = resolveOptions(options);
  const { state } = initialState(o);
  // The saver writes a snapshot at once, so `npm run totp` and a restart see the same world.
  const saver = o.stateFile ? new StateSaver(o.stateFile, state) : null;
  let closed = false;
  const sessions = carry.sessions ?? new SessionStore(o.now, () => o.tokenTtlSeconds * 1000);
  const faults = new FaultInjector(o.seed, o.faults);
  const log = createRequestLog();
  const world = createWorld({
    state,
    sessions,
    faults,
    options: o,
    changed: () => {
      if (!closed) saver?.schedule();
    },
  });
  const outbox = {
    list: () => deliveredMail(state, o.now()),
    clear: () => {
      const removed = clearDelivered(state, o.now());
      if (removed > 0) world.changed();
      return removed;
    },
  };

  const downloadBackup = (fileUniqueId: string, query: URLSearchParams) => serveBackupDownload(state, o.now(), fileUniqueId, query);

  async function handleApi(request: Request, url: URL, entry: LogEntry): Promise<Response> {
    const path = url.pathname.slice(API_PREFIX.length) || "/";
    entry.path = path;
    const matched = matchEndpoint(request.method, splitPath(path));
    entry.endpointId = matched?.endpoint.id ?? null;
    const fate = await faults.before();
    if (fate === "drop") throw new SimDroppedError();
    if (fate === "error") return unavailable();
    if (matched && faults.takePlanned(entry.endpointId, matched.params)) {
      return json({ message: PLANNED_FAILURE_MESSAGE(Object.values(matched.params)[0] ?? "the target") }, 503);
    }
    const track: RequestTrack = { changed: false, touched: new Map() };
    const seen = requestWorld(world, track);
    // Processes that ended since the last request take effect before this one looks; the batch
    // scheduler ticks here too.
    settleProcesses(seen);
    settleUpgrades(seen);
    settleBatches(seen);
    const response = await dispatch(seen, handlers, request, url, path, entry);
    if (!track.changed || !saver || closed) return response;
    saver.note(track.touched, track.reshaped);
    const durable = saver.commit();
    // Reads never wait for the disk; a write is answered only once its change is there.
    if (request.method === "GET" || request.method === "HEAD") {
      durable.catch(() => {});
      return response;
    }
    try {
      await durable;
    } catch {
      return json({ message: MESSAGES.notSaved }, 503);
    }
    return response;
  }

  return {
    options: o,
    log,
    sessions,
    async handle(request) {
      const url = new URL(request.url);
      if (url.pathname === "/__sim" || url.pathname.startsWith("/__sim/")) return devRoute(request, url, { log, faults, sessions, outbox, downloadBackup });
      const entry: LogEntry = { at: new Date(o.now()).toISOString(), method: request.method, path: url.pathname, endpointId: null, status: 0, username: null };
      try {
        const inApi = url.pathname === API_PREFIX || url.pathname.startsWith(`${API_PREFIX}/`);
        const response = inApi ? await handleApi(request, url, entry) : notFound();
        entry.status = response.status;
        return response;
      } catch (err) {
        if (err instanceof SimDroppedError) throw err;
        console.error(`[sim] ${request.method} ${url.pathname} failed:`, err);
        entry.status = 500;
        return json({ message: MESSAGES.internal }, 500);
      } finally {
        log.push(entry);
      }
    },
    totpFor(username, atMs) {
      const secret = world.findUser(username)?.totpSecret;
      return secret ? totp(secret, atMs ?? o.now()) : null;
    },
    setFaults(spec) {
      faults.spec = typeof spec === "string" ? parseFaults(spec) : { ...spec };
    },
    outbox: outbox.list,
    downloadBackup,
    expireAccessTokens: () => sessions.expireAllAccessTokens(),
    flush: () => saver?.flush() ?? Promise.resolve(),
    async close() {
      closed = true;
      await saver?.close();
    },
  };
}

// The live lists' hub: the watchers (open event streams) of each topic, one list of one region,
// and its poller. A topic's poller runs while at least one watcher is here: every interval, start
// to start (shorter while a row is in a transitional state) it re-runs each watcher's session checks and
// ends the streams they refuse, then, when the bus names this process the poller, reads the list
// upstream once with one watcher's credentials (another's when that one's sign-in ended), diffs
// it against the last reading and publishes the changes. Watchers of every replica receive them
// from the bus; the upstream is read once per topic and interval for the whole deployment.
import { diffRows, isTransitional, rowId, type LiveListName, type LiveUpdate, type RowChange } from "@/lib/domain/liveList";
import type { SessionCredentials } from "@/lib/session/credentials";
import { consoleMetrics } from "@/lib/observe/metrics";
import { logger } from "@/lib/observe/logger";
import { SessionEndedError } from "@/lib/upstream/errors";
import { topicParts, type BusSink, type LiveBus } from "./bus";

export interface Watcher {
  /** The sign-in the stream belongs to. */
  sid: string;
  /** Credentials to read the list with (refreshed by each session check). */
  creds: SessionCredentials;
  /** The session checks again: the credentials to go on with, or null to end the stream. */
  check(): Promise<SessionCredentials | null>;
  /** Writes an SSE frame. */
  send(frame: string): void;
  /** Ends the stream after `frame` (if any). */
  close(frame?: string): void;
}

/** Reads one list of one region upstream: its rows. */
export type ListReader = (list: LiveListName, region: string, creds: SessionCredentials) => Promise<readonly unknown[]>;

export interface HubOptions {
  intervalMs: number;
  busyIntervalMs: number;
  /** How often a process that is not a topic's poller asks for the role again. */
  claimRetryMs?: number;
  read: ListReader;
  makeBus(sink: BusSink): LiveBus;
}

interface Topic {
  name: string;
  list: LiveListName;
  region: string;
  watchers: Set<Watcher>;
  timer: ReturnType<typeof setTimeout> | null;
  running: Promise<void> | null;
  polling: boolean;
  last: readonly unknown[] | null;
  busy: boolean;
  lastReadAt: number | null;
}

/** One SSE frame. */
export function frame(event: string, data: unknown, id?: string): string {
  return `${id ? `id: ${id}\n` : ""}event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
}

export class LiveHub {
  private readonly topics = new Map<string, Topic>();
  private readonly bus: LiveBus;
  private stopped = false;

  constructor(private readonly options: HubOptions) {
    this.bus = options.makeBus({
      update: (topic, update) => this.deliver(topic, update),
      tick: (topic, at) => this.deliverTick(topic, at),
    });
  }

  /** Watchers per topic (tests and metrics). */
  watcherCount(topic?: string): number {
    if (topic) return this.topics.get(topic)?.watchers.size ?? 0;
    let n = 0;
    for (const t of this.topics.values()) n += t.watchers.size;
    return n;
  }

  /** Whether this process polls `topic` now. */
  isPolling(topic: string): boolean {
    return this.topics.get(topic)?.polling ?? false;
  }

  /**
   * Adds a watcher to `topic`: sends what it missed after `lastEventId` (or asks it to read the
   * whole list when that is no longer kept), and starts the topic's poller when it is the first.
   * Returns the function that removes it.
   */
  async watch(topic: string, watcher: Watcher, lastEventId: string | null): Promise<() => void> {
    const { list, region } = topicParts(topic);
    let t = this.topics.get(topic);
    if (!t) {
      t = { name: topic, list: list as LiveListName, region, watchers: new Set(), timer: null, running: null, polling: false, last: null, busy: false, lastReadAt: null };
      this.topics.set(topic, t);
    }
    if (lastEventId) {
      consoleMetrics().liveReconnects.inc({ list });
      const missed = await this.bus.replay(topic, lastEventId);
      if (missed === null) watcher.send(frame("resync", {}));
      else for (const update of missed) watcher.send(frame("changes", update, update.id));
    } else {
      const lastId = await this.bus.lastId(topic);
      // The stream's place in the sequence, so a reconnect asks for what came after it.
      if (lastId) watcher.send(frame("position", {}, lastId));
    }
    if (t.lastReadAt !== null) watcher.send(frame("tick", { at: t.lastReadAt }));
    t.watchers.add(watcher);
    consoleMetrics().liveSubscribers.inc({ region, list });
    if (!t.timer && !t.running) this.schedule(t, 0);
    const topicRef = t;
    let removed = false;
    return () => {
      if (removed) return;
      removed = true;
      if (topicRef.watchers.delete(watcher)) consoleMetrics().liveSubscribers.dec({ region, list });
    };
  }

  /** Ends every stream of the sign-in `sid` (it signed out here). */
  endSession(sid: string): void {
    for (const t of this.topics.values()) {
      for (const w of [...t.watchers]) if (w.sid === sid) this.drop(t, w, "signed-out");
    }
  }

  /** Ends every stream (the process drains: browsers reconnect to another replica). */
  endAll(reason: string): void {
    for (const t of this.topics.values()) for (const w of [...t.watchers]) this.drop(t, w, reason);
  }

  /** Runs a topic's poll now and waits for it (tests). */
  async pollNow(topic: string): Promise<void> {
    const t = this.topics.get(topic);
    if (!t) return;
    if (t.running) await t.running;
    if (t.timer) clearTimeout(t.timer);
    t.timer = null;
    await this.run(t);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    this.endAll("stopped");
    for (const t of this.topics.values()) {
      if (t.timer) clearTimeout(t.timer);
      t.timer = null;
      if (t.running) await t.running.catch(() => undefined);
    }
    await this.bus.close();
  }

  private drop(t: Topic, w: Watcher, reason: string): void {
    if (t.watchers.delete(w)) consoleMetrics().liveSubscribers.dec({ region: t.region, list: t.list });
    w.close(frame("end", { reason }));
  }

  private schedule(t: Topic, ms: number): void {
    if (this.stopped) return;
    t.timer = setTimeout(() => {
      t.timer = null;
      void this.run(t);
    }, ms);
    t.timer.unref?.();
  }

  private run(t: Topic): Promise<void> {
    const startedAt = Date.now();
    const running = this.tickTopic(t)
      .catch((err: unknown) => logger().error({ reason: err instanceof Error ? err.message : String(err), topic: t.list }, "a live list's poll failed"))
      .finally(() => {
        t.running = null;
        if (this.stopped) return;
        if (t.watchers.size === 0) {
          void this.retire(t);
          return;
        }
        const interval = t.busy ? this.options.busyIntervalMs : this.options.intervalMs;
        // Rounds start an interval apart (start to start), not an interval after the last one
        // ended: a change waits at most one interval and one round to be read, whatever a round
        // of a large list takes.
        const period = t.polling ? interval : Math.min(interval, this.options.claimRetryMs ?? 2_000);
        this.schedule(t, Math.max(0, period - (Date.now() - startedAt)));
      });
    t.running = running;
    return running;
  }

  private async retire(t: Topic): Promise<void> {
    if (t.watchers.size > 0 || t.timer || t.running) return;
    this.topics.delete(t.name);
    if (t.polling) await this.bus.release(t.name).catch(() => undefined);
  }

  /** One round: the watchers' session checks, then (as the poller) one read of the list. */
  private async tickTopic(t: Topic): Promise<void> {
    await Promise.all(
      [...t.watchers].map(async (w) => {
        const creds = await w.check().catch(() => w.creds);
        if (creds) w.creds = creds;
        else this.drop(t, w, "session-ended");
      }),
    );
    if (t.watchers.size === 0) return;
    const claimed = await this.bus.claim(t.name).catch(() => false);
    if (!claimed) {
      t.polling = false;
      t.last = null;
      return;
    }
    if (!t.polling) {
      t.polling = true;
      t.last = await this.bus.snapshot(t.name).catch(() => null);
    }
    const rows = await this.readWithSomeone(t);
    if (rows === null) return;
    const at = Date.now();
    t.busy = rows.some((row) => isTransitional((row as { state?: unknown }).state));
    if (t.last !== null) {
      const changes = diffRows(t.last, rows, (row) => rowId(t.list, row));
      if (changes.length > 0) {
        await this.bus.publish(t.name, changes as RowChange<unknown>[], rows, at);
        consoleMetrics().liveChanges.inc({ list: t.list }, changes.length);
      }
    } else await this.bus.publish(t.name, [], rows, at);
    t.last = rows;
    await this.bus.tick(t.name, at);
  }

  /** The list read with a watcher's credentials; the next watcher's when a sign-in has ended. */
  private async readWithSomeone(t: Topic): Promise<readonly unknown[] | null> {
    for (const w of [...t.watchers]) {
      try {
        const rows = await this.options.read(t.list, t.region, w.creds);
        consoleMetrics().livePolls.inc({ list: t.list, outcome: "ok" });
        return rows;
      } catch (err) {
        consoleMetrics().livePolls.inc({ list: t.list, outcome: "failed" });
        if (err instanceof SessionEndedError || (err as { status?: unknown }).status === 401) {
          this.drop(t, w, "session-ended");
          continue;
        }
        logger().warn({ reason: err instanceof Error ? err.message : String(err), list: t.list, region: t.region }, "a live list could not be read upstream; trying again next interval");
        return null;
      }
    }
    return null;
  }

  private deliver(topic: string, update: LiveUpdate): void {
    const t = this.topics.get(topic);
    if (!t || update.changes.length === 0) return;
    const text = frame("changes", update, update.id);
    for (const w of t.watchers) w.send(text);
  }

  private deliverTick(topic: string, at: number): void {
    const t = this.topics.get(topic);
    if (!t) return;
    t.lastReadAt = at;
    const text = frame("tick", { at });
    for (const w of t.watchers) w.send(text);
  }
}

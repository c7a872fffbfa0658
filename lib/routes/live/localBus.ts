// The live lists' bus for a console alone: this process is every topic's poller, updates go
// straight to its watchers, and the last KEPT updates per topic are kept for a browser that
// reconnects with Last-Event-ID.
import type { LiveListName, LiveUpdate, RowChange } from "@/lib/domain/liveList";
import { topicParts, type BusSink, type LiveBus } from "./bus";

const KEPT = 200;

export function localBus(sink: BusSink): LiveBus {
  /** Ids are "<epoch>.<n>": a restarted process's ids never meet an older one's. */
  const epoch = Date.now().toString(36);
  let next = 0;
  const kept = new Map<string, LiveUpdate[]>();
  const snapshots = new Map<string, readonly unknown[]>();
  return {
    async claim() {
      return true;
    },
    async release(topic) {
      snapshots.delete(topic);
    },
    async snapshot(topic) {
      return (snapshots.get(topic) as unknown[] | undefined) ?? null;
    },
    async publish(topic, changes: RowChange<unknown>[], rows, at) {
      snapshots.set(topic, rows);
      if (changes.length === 0) return;
      const { list, region } = topicParts(topic);
      const update: LiveUpdate = { id: `${epoch}.${++next}`, list: list as LiveListName, region, at, changes };
      const updates = kept.get(topic) ?? [];
      updates.push(update);
      if (updates.length > KEPT) updates.splice(0, updates.length - KEPT);
      kept.set(topic, updates);
      sink.update(topic, update);
    },
    async tick(topic, at) {
      sink.tick(topic, at);
    },
    async replay(topic, lastId) {
      const updates = kept.get(topic) ?? [];
      const at = updates.findIndex((u) => u.id === lastId);
      if (at === -1) return null;
      return updates.slice(at + 1);
    },
    async lastId(topic) {
      return kept.get(topic)?.at(-1)?.id ?? null;
    },
    async close() {
      kept.clear();
      snapshots.clear();
    },
  };
}

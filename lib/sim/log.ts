// The request log: what the upstream was asked and what it answered, so tests can
// check that the BFF forwarded (or, as importantly, did not forward) a call.
export interface LogEntry {
  /** ISO timestamp of arrival. */
  at: string;
  method: string;
  /** Path below /api/v1, without the query string. */
  path: string;
  endpointId: string | null;
  /** 0 when the connection was dropped. */
  status: number;
  username: string | null;
}

export interface RequestLog {
  entries(): LogEntry[];
  clear(): void;
  count(predicate?: (entry: LogEntry) => boolean): number;
  push(entry: LogEntry): void;
}

export function createRequestLog(capacity = 5000): RequestLog {
  const ring: LogEntry[] = [];
  let start = 0;
  const ordered = () => [...ring.slice(start), ...ring.slice(0, start)];
  return {
    entries: ordered,
    clear() {
      ring.length = 0;
      start = 0;
    },
    count: (predicate) => (predicate ? ordered().filter(predicate).length : ring.length),
    push(entry) {
      if (ring.length < capacity) ring.push(entry);
      else {
        ring[start] = entry;
        start = (start + 1) % capacity;
      }
    },
  };
}

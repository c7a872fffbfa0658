// Latency statistics and a bounded load loop for `npm run bench`.
export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[index];
}

export function median(values: number[]): number {
  return percentile([...values].sort((a, b) => a - b), 50);
}

export interface LoadResult {
  requests: number;
  seconds: number;
  p50: number;
  p99: number;
}

/** One request, read to its end: its time; the answer must have the `expected` status. */
async function timed(send: () => Promise<Response>, expected: number): Promise<number> {
  const t0 = performance.now();
  const res = await send();
  await res.arrayBuffer();
  const elapsed = performance.now() - t0;
  if (res.status !== expected) throw new Error(`HTTP ${res.status} during the load run`);
  return elapsed;
}

function resultOf(latencies: number[], requests: number, started: number): LoadResult {
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return { requests, seconds, p50: percentile(latencies, 50), p99: percentile(latencies, 99) };
}

/** Sends `total` requests with `concurrency` in flight; every answer must have the `expected` status. */
export async function load(total: number, concurrency: number, send: () => Promise<Response>, expected = 200): Promise<LoadResult> {
  const latencies: number[] = [];
  let next = 0;
  const started = performance.now();
  async function worker() {
    while (next < total) {
      next++;
      latencies.push(await timed(send, expected));
    }
  }
  await Promise.all(Array.from({ length: concurrency }, worker));
  return resultOf(latencies, total, started);
}

/** One request at a time, alternating between `first` and `second` (`total` each), so both see
 * the same moments of the machine's load: the difference of their medians is not a drift between two phases. */
export async function alternating(total: number, first: () => Promise<Response>, second: () => Promise<Response>): Promise<[LoadResult, LoadResult]> {
  const times: [number[], number[]] = [[], []];
  const started = performance.now();
  for (let i = 0; i < total; i++) {
    times[0].push(await timed(first, 200));
    times[1].push(await timed(second, 200));
  }
  return [resultOf(times[0], total, started), resultOf(times[1], total, started)];
}

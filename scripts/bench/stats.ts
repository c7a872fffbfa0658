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

/** Sends `total` requests with `concurrency` in flight; every answer must have the `expected` status. */
export async function load(total: number, concurrency: number, send: () => Promise<Response>, expected = 200): Promise<LoadResult> {
  const latencies: number[] = [];
  let next = 0;
  const started = performance.now();
  async function worker() {
    while (next < total) {
      next++;
      const t0 = performance.now();
      const res = await send();
      await res.arrayBuffer();
      latencies.push(performance.now() - t0);
      if (res.status !== expected) throw new Error(`HTTP ${res.status} during the load run`);
    }
  }
  await Promise.all(Array.from({ length: concurrency }, worker));
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return { requests: total, seconds, p50: percentile(latencies, 50), p99: percentile(latencies, 99) };
}

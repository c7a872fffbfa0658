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

/** One request at a time, alternating between `first` and `second` (`total` each), so both see
 * the same moments of the machine's load: the difference of their medians is not a drift between two phases. */
export async function alternating(total: number, first: () => Promise<Response>, second: () => Promise<Response>): Promise<[LoadResult, LoadResult]> {
  const times: [number[], number[]] = [[], []];
  const sends = [first, second];
  const started = performance.now();
  for (let i = 0; i < total; i++) {
    for (const side of [0, 1] as const) {
      const t0 = performance.now();
      const res = await sends[side]();
      await res.arrayBuffer();
      times[side].push(performance.now() - t0);
      if (res.status !== 200) throw new Error(`HTTP ${res.status} during the load run`);
    }
  }
  const seconds = (performance.now() - started) / 1000;
  const result = (list: number[]): LoadResult => {
    list.sort((a, b) => a - b);
    return { requests: total, seconds, p50: percentile(list, 50), p99: percentile(list, 99) };
  };
  return [result(times[0]), result(times[1])];
}

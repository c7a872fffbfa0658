// Runs work over items with at most `limit` in flight at once, keeping results in the items'
// order: the console's reads that fan out (pre-flight facts, bulk actions, the list's facts)
// never put more than a few calls on the upstream at a time. `work` should not throw; a
// caller that wants to go on after a failure catches inside it. `stop` ends the run early
// (a screen that went away): items not started are left undone.
export async function bounded<T, R>(items: readonly T[], limit: number, work: (item: T, index: number) => Promise<R>, stop: () => boolean = () => false): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  async function worker() {
    while (next < items.length && !stop()) {
      const index = next++;
      results[index] = await work(items[index], index);
    }
  }
  await Promise.all(Array.from({ length: Math.max(0, Math.min(limit, items.length)) }, worker));
  return results;
}

// How long a piece of async work waits, read on jest's fake clock instead of the wall clock:
// the answer is the same on an idle machine and a loaded one.

/** Runs `work` under jest's modern fake timers and answers how many milliseconds of the fake
 * clock passed before it settled (0 when it never waited on a timer). Only the timers are
 * faked: promises, setImmediate and process.nextTick run as usual, so I/O-free async work goes
 * on between the timers. Real timers are back when it returns. */
export async function clockMsToSettle(work: () => Promise<unknown>): Promise<number> {
  jest.useFakeTimers({ doNotFake: ["nextTick", "setImmediate", "clearImmediate", "queueMicrotask"] });
  try {
    const started = Date.now();
    let settled = false;
    let failure: { error: unknown } | null = null;
    work().then(
      () => (settled = true),
      (error: unknown) => {
        failure = { error };
        settled = true;
      },
    );
    // Let the work run up to its next timer, then move the clock to that timer; again until it settles.
    for (let rounds = 0; !settled; rounds++) {
      if (rounds > 10_000) throw new Error("the work neither settled nor waited on a timer");
      await new Promise((resolve) => setImmediate(resolve));
      if (!settled && jest.getTimerCount() > 0) await jest.advanceTimersToNextTimerAsync();
    }
    if (failure) throw (failure as { error: unknown }).error;
    return Date.now() - started;
  } finally {
    jest.useRealTimers();
  }
}

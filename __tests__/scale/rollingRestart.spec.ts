// A rolling restart behind nginx under continuous load (scripts/lib/replicas.ts): while four
// callers stop and start instances through the BFF with motives, one replica is sent SIGTERM,
// drains and is started again on its port, then the other. Every call is answered with 200 (none
// reset, none refused, none a 502 from nginx), each restarted replica serves calls again before
// the next goes, both drained replicas exit 0, and every answered change has its row in the
// activity trail afterwards.
import { startReplicas, type Replicas } from "@/scripts/lib/replicas";
import type { CookieJar } from "@/scripts/bench/consoleSession";
import { expect, test as base } from "./fixtures";
import { activityCsv, powerCall, runningInstances, signInAdmin, type CallResult, type Target } from "./powerCalls";

const CALLERS = 4;
/** The activity export's limit, per instance read. */
const EXPORT_LIMIT = 10_000;

const test = base.extend<{ replicas: Replicas }>({
  replicas: async ({}, provide) => {
    // Start and stop settle at once, so each caller may alternate them on its own instance.
    const replicas = await startReplicas({ upstreamEnv: { SIM_TRANSITION_MS: "0" } });
    await provide(replicas);
    await replicas.stop();
  },
});

/** Calls of every caller so far, in the order they were answered. */
interface Load {
  calls: CallResult[];
  /** Stops the callers once their current calls are answered. */
  stop(): Promise<void>;
  /** Resolves once `predicate` holds for the calls answered so far. */
  until(predicate: (calls: CallResult[]) => boolean): Promise<void>;
}

function startLoad(url: string, jar: CookieJar, targets: Target[]): Load {
  const calls: CallResult[] = [];
  const watchers: (() => void)[] = [];
  let running = true;
  const caller = async (target: Target, n: number) => {
    for (let i = 1; running; i++) {
      const action = i % 2 === 1 ? "stop" : "start";
      calls.push(await powerCall(url, jar, target, action, `Rolling restart under load, caller ${n}, call ${i}`));
      watchers.splice(0).forEach((wake) => wake());
    }
  };
  const callers = targets.map((target, n) => caller(target, n + 1));
  return {
    calls,
    async stop() {
      running = false;
      await Promise.all(callers);
    },
    async until(predicate) {
      while (!predicate(calls)) await new Promise<void>((wake) => watchers.push(wake));
    },
  };
}

test("a rolling restart of both replicas under load loses no call and no audit row", async ({ replicas }) => {
  test.setTimeout(600_000);
  const jar = await signInAdmin(replicas.url);
  const targets = await runningInstances(replicas.url, jar, CALLERS);
  const load = startLoad(replicas.url, jar, targets);
  const hosts = replicas.replicas.map((replica) => new URL(replica.url).host);
  try {
    await load.until((calls) => hosts.every((host) => calls.filter((call) => call.replica === host).length >= 10));

    for (const [index, host] of hosts.entries()) {
      expect(await replicas.restart(index), `replica ${index + 1}'s exit code after its drain`).toBe(0);
      // nginx sends to the new process again once its fail_timeout has passed: the next replica
      // goes only when this one serves again.
      const answeredBefore = load.calls.length;
      await load.until((calls) => calls.slice(answeredBefore).filter((call) => call.replica === host).length >= 10);
    }
  } finally {
    await load.stop();
  }

  const failed = load.calls.filter((call) => call.status !== 200);
  expect(failed, "calls that were not answered 200").toEqual([]);
  for (const host of hosts) expect(load.calls.some((call) => call.replica === host)).toBe(true);

  const answered = load.calls.filter((call) => call.status === 200);
  for (const target of targets) {
    const theirs = answered.filter((call) => call.target === target.id);
    expect(theirs.length).toBeLessThan(EXPORT_LIMIT);
    const trail = await activityCsv(replicas.url, jar, target.id);
    expect(theirs.filter((call) => !call.requestId || !trail.includes(call.requestId)), `answered changes of ${target.id} without an audit row`).toEqual([]);
  }
});

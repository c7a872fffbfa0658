// Power calls through a running console's BFF for the drain and rolling-restart specs: a signed-in
// admin (scripts/bench/consoleSession.ts), the running instances to act on, one start or stop
// with a motive, and the activity trail's CSV to find each call's row by its request id.
import { signInToConsole, type CookieJar } from "@/scripts/bench/consoleSession";
import { SEED_CREDENTIALS } from "@/lib/sim/auth/seedUsers";
import { REGIONS, type Region } from "@/lib/domain/regions";

export interface Target {
  id: string;
  region: Region;
}

/** What a call came back with: its status and request id, the replica nginx names, or the error. */
export interface CallResult {
  /** The instance's id. */
  target: string;
  action: "start" | "stop";
  status: number;
  requestId: string | null;
  replica: string;
  error?: string;
}

export function signInAdmin(base: string): Promise<CookieJar> {
  const { username, password } = SEED_CREDENTIALS.admin;
  return signInToConsole(base, username, password);
}

/** `count` running instances, from both regions. */
export async function runningInstances(base: string, jar: CookieJar, count: number): Promise<Target[]> {
  const found: Target[] = [];
  for (const region of REGIONS) {
    const res = await fetch(`${base}/api/v1/instances?region=${region}`, { headers: { cookie: jar.header() } });
    if (res.status !== 200) throw new Error(`the instance list answered ${res.status}`);
    const { instances } = (await res.json()) as { instances: { instanceId: string; state: string }[] };
    for (const instance of instances) if (instance.state === "running") found.push({ id: instance.instanceId, region });
  }
  if (found.length < count) throw new Error(`only ${found.length} running instances, ${count} wanted`);
  return found.slice(0, count);
}

/** One start or stop of `target` with `reason` as its motive, as the actions modal sends it. */
export async function powerCall(base: string, jar: CookieJar, target: Target, action: "start" | "stop", reason: string): Promise<CallResult> {
  try {
    const res = await fetch(`${base}/api/v1/instances/${encodeURIComponent(target.id)}/action`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: base, cookie: jar.header() },
      body: JSON.stringify({ action, region: target.region, reason }),
    });
    await res.arrayBuffer();
    return { target: target.id, action, status: res.status, requestId: res.headers.get("x-request-id"), replica: res.headers.get("x-console-replica") ?? "" };
  } catch (err) {
    const cause = (err as { cause?: { code?: string; message?: string } }).cause;
    return { target: target.id, action, status: 0, requestId: null, replica: "", error: cause?.code ?? cause?.message ?? String(err) };
  }
}

/** The activity trail's CSV as the signed-in user reads it, optionally for one target. */
export async function activityCsv(base: string, jar: CookieJar, target?: string): Promise<string> {
  const query = target ? `?target=${encodeURIComponent(target)}` : "";
  const res = await fetch(`${base}/api/activity/export${query}`, { headers: { cookie: jar.header() } });
  if (res.status !== 200) throw new Error(`the activity export answered ${res.status}`);
  return res.text();
}

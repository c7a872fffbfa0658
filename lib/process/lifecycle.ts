// The process's life as the console's server (scripts/serve.mjs) leads it: whether it is draining
// for a shutdown, and what must run before it exits (audit rows still being written, the database
// closed). The server is plain JavaScript outside Next.js's bundles, so both live on globalThis
// under the keys scripts/lib/shutdown.mjs reads: "lifecycle" and "shutdown-hooks".
import { processSingleton } from "./singleton";

export interface Lifecycle {
  /** True from the first SIGTERM or SIGINT on: readiness answers 503 and answers close their connection. */
  draining: boolean;
}

/** When a hook runs: every "flush" hook first (work still queued), then every "close" hook (stores). */
export type ShutdownPhase = "flush" | "close";

export interface ShutdownHook {
  name: string;
  phase: ShutdownPhase;
  run(): Promise<void> | void;
}

/** The process's lifecycle; serve.mjs sets `draining`. */
export function lifecycle(): Lifecycle {
  return processSingleton<Lifecycle>("lifecycle", () => ({ draining: false }));
}

export function isDraining(): boolean {
  return lifecycle().draining;
}

/** The hooks serve.mjs runs once the last request has been answered. */
export function shutdownHooks(): ShutdownHook[] {
  return processSingleton<ShutdownHook[]>("shutdown-hooks", () => []);
}

/** Registers `run` under `name` (a later registration under the same name replaces it). */
export function onShutdown(name: string, phase: ShutdownPhase, run: () => Promise<void> | void): void {
  const hooks = shutdownHooks();
  const at = hooks.findIndex((hook) => hook.name === name);
  const hook = { name, phase, run };
  if (at === -1) hooks.push(hook);
  else hooks[at] = hook;
}

/** What runs the moment a drain begins, before requests in flight are waited for: long-lived
 * answers (the live lists' event streams) end there so the drain need not wait out its grace.
 * Kept under "drain-hooks", which scripts/lib/shutdown.mjs calls. */
export function drainHooks(): Map<string, () => void> {
  return processSingleton<Map<string, () => void>>("drain-hooks", () => new Map());
}

/** Registers `run` under `name` to run as the drain begins (a later registration replaces it). */
export function onDrain(name: string, run: () => void): void {
  drainHooks().set(name, run);
}

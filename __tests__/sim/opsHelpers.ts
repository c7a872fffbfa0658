// Helpers for the instance-operation suites: a sim on a clock the test moves, the instance
// list as rows, picking a server of a kind, and multipart calls for uploads.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { createSim, type Sim, type SimOptions } from "@/lib/sim";
import { BASE, call, type CallResult } from "./helpers";

export const REGION = "us-west-2";
export const FIXED_NOW = Date.parse("2026-03-10T09:00:00Z");

export interface Row {
  instanceId: string;
  name: string;
  state: string;
  instaceType: string;
  publicIpAddress: string;
  dns: string | null;
  lms: string;
  domain: string;
  deploymentType: "dedicated" | "shared";
}

export interface Clock {
  t: number;
}

/** A sim whose clock only moves when the test says so. */
export function clockedSim(options: SimOptions = {}): { sim: Sim; clock: Clock } {
  const clock = { t: FIXED_NOW };
  return { sim: createSim({ ...options, now: () => clock.t }), clock };
}

/** A clocked sim on `stateFile` with its first write done: from here on, only what a handler
 * marks as changed reaches the file, so a test of persistence can fail. */
export async function savedSim(stateFile: string, options: SimOptions = {}): Promise<{ sim: Sim; clock: Clock }> {
  const made = clockedSim({ ...options, stateFile });
  await made.sim.flush();
  return made;
}

export async function rows(sim: Sim, token: string, region: string = REGION): Promise<Row[]> {
  const res = await call(sim, "GET", `/instances?region=${region}`, { token });
  if (res.status !== 200) throw new Error(`GET /instances answered ${res.status}`);
  return res.body.instances as Row[];
}

export function pick(list: Row[], what: string, test: (row: Row) => boolean): Row {
  const found = list.find(test);
  if (!found) throw new Error(`the fleet has no ${what}`);
  return found;
}

export async function stateOf(sim: Sim, token: string, instanceId: string, region: string = REGION): Promise<string | undefined> {
  return (await rows(sim, token, region)).find((r) => r.instanceId === instanceId)?.state;
}

/** A multipart request, as the BFF forwards an upload. */
export async function callForm(sim: Sim, method: string, urlPath: string, token: string, fields: Record<string, string | Blob>): Promise<CallResult> {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  const response = await sim.handle(new Request(`${BASE}${urlPath}`, { method, headers: { authorization: `Bearer ${token}` }, body: form }));
  const text = await response.text();
  return { status: response.status, body: text ? (JSON.parse(text) as Record<string, unknown>) : {}, headers: response.headers };
}

/** Runs `body` with a fresh state file path and removes the directory after. */
export async function withStateFile(body: (file: string) => Promise<void>): Promise<void> {
  const dir = mkdtempSync(path.join(tmpdir(), "sim-ops-"));
  try {
    await body(path.join(dir, "state.json"));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export const MOTIVE = "Scheduled maintenance agreed with the client";

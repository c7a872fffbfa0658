// Durable writes: with SIM_STATE_FILE, an acknowledged write survives `kill -9` of the
// upstream process the moment its 200 arrives. 20 of 20, over a real socket.
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { SEED_TOTP_SECRETS, totp } from "@/lib/sim";
import { loadState } from "@/lib/sim/state/store";
import { freePort } from "../../scripts/bench/processes";
import { ACCOUNTS, decodeQr } from "./helpers";

const ROUNDS = 20;
const REGION = "us-west-2";
const MOTIVE = "Durability check after an abrupt crash";

interface Upstream {
  child: ChildProcess;
  base: string;
}

async function start(stateFile: string): Promise<Upstream> {
  // A port the system says is free: a random one met another process's now and then.
  const port = String(await freePort());
  // One process (tsx as a loader, not its CLI, which would run the server in a child): kill -9 hits the server itself.
  const child = spawn(process.execPath, ["--import", "tsx", "scripts/upstream.ts"], {
    env: { ...process.env, UPSTREAM_PORT: port, SIM_STATE_FILE: stateFile, SIM_FLEET_SIZE: "8", SIM_TRANSITION_MS: "50", SIM_FAULTS: "" },
    stdio: ["ignore", "pipe", "inherit"],
  });
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error("upstream did not start in 60 s")), 60_000);
    child.stdout!.on("data", (chunk: Buffer) => {
      if (chunk.toString().includes("Embedded upstream on")) {
        clearTimeout(timer);
        resolve({ child, base: `http://127.0.0.1:${port}/api/v1` });
      }
    });
    child.once("exit", (code) => reject(new Error(`upstream exited with ${code}`)));
  });
}

function killHard(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  child.kill("SIGKILL");
  return exited;
}

async function api(base: string, method: string, urlPath: string, token: string | null, body?: unknown): Promise<{ status: number; body: Record<string, unknown> }> {
  const headers: Record<string, string> = {};
  if (token) headers.authorization = `Bearer ${token}`;
  if (body !== undefined) headers["content-type"] = "application/json";
  const res = await fetch(`${base}${urlPath}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  const text = await res.text();
  return { status: res.status, body: text ? (JSON.parse(text) as Record<string, unknown>) : {} };
}

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), "sim-durable-"));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const NEWADMIN = ACCOUNTS.newadmin;

// The write of each round is enrolment step one of the account without two-factor: a new
// pending secret in the saved state, reachable with the password alone (a code is good once,
// so twenty verified sign-ins would need minutes of fresh 30 s steps).
async function pendingSecretWrite(base: string): Promise<string> {
  const session = await api(base, "POST", "/signin", null, NEWADMIN);
  expect(session.status).toBe(200);
  const res = await api(base, "POST", "/otp/setup-step-one", String(session.body.accessToken));
  expect(res.status).toBe(200);
  return new URL(decodeQr(String(res.body.qr)) ?? "otpauth://x").searchParams.get("secret") ?? "";
}

it(`keeps ${ROUNDS} of ${ROUNDS} acknowledged writes across kill -9`, async () => {
  const stateFile = path.join(dir, "state.json");
  let upstream = await start(stateFile);
  const lost: number[] = [];
  let last = "";
  try {
    for (let round = 0; round < ROUNDS; round++) {
      last = await pendingSecretWrite(upstream.base);
      // The 200 is in: no grace, the process dies now.
      await killHard(upstream.child);
      // What the next start replays (snapshot + journal) holds the write...
      const saved = loadState(stateFile, { readOnly: true });
      if (saved?.users.find((u) => u.username === NEWADMIN.username)?.pendingTotpSecret !== last) lost.push(round);
      // ...and the next round runs on the restarted process.
      upstream = await start(stateFile);
    }
    // The restarted process itself has the last write: the pending secret's code enrols.
    const session = await api(upstream.base, "POST", "/signin", null, NEWADMIN);
    const enrol = await api(upstream.base, "POST", "/otp/setup-step-two", String(session.body.accessToken), { twoFactor: totp(last, Date.now()) });
    expect(enrol).toMatchObject({ status: 200, body: { validated: true } });

    // And a power action by a verified admin, killed at its 200, is there after the restart.
    const token = await verified(upstream.base);
    const target = (await rows(upstream.base, token)).find((r) => r.state === "running")!;
    const res = await api(upstream.base, "POST", `/instances/${target.instanceId}/action`, token, { action: "stop", region: REGION, reason: MOTIVE });
    expect(res.status).toBe(200);
    await killHard(upstream.child);
    upstream = await start(stateFile);
    const after = (await rows(upstream.base, await verified(upstream.base))).find((r) => r.instanceId === target.instanceId);
    expect(after?.state).toMatch(/^(stopping|stopped)$/);
  } finally {
    await killHard(upstream.child);
  }
  expect(lost).toEqual([]);
  // Twenty-one starts of the upstream: minutes on a machine busy with other work.
}, 600_000);

type Row = { instanceId: string; state: string };
const rows = async (base: string, token: string) => (await api(base, "GET", `/instances?region=${REGION}`, token)).body.instances as Row[];

let admins = 0;
async function verified(base: string): Promise<string> {
  // Two different accounts, so no code is used twice.
  const { username, password } = admins++ === 0 ? ACCOUNTS.admin : ACCOUNTS.superadmin;
  const session = await api(base, "POST", "/signin", null, { username, password });
  const token = String(session.body.accessToken);
  expect((await api(base, "POST", "/otp/validate", token, { token: totp(SEED_TOTP_SECRETS[username], Date.now()) })).status).toBe(200);
  return token;
}

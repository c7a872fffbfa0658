// Audit rows are written before a change is answered: 40 power calls, each answered 200, then the
// console is killed with SIGKILL (no drain, no shutdown hook); started again on the same embedded
// database, its trail holds a row for every acknowledged change, the activity page says the
// trail's hash chain is verified, and `npm run audit:verify` on the directory agrees.
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { ROOT, startConsole, startUpstream, type RunningProcess } from "@/scripts/bench/processes";
import { expect, test } from "./fixtures";
import { activityCsv, powerCall, runningInstances, signInAdmin } from "./powerCalls";

const CHANGES = 40;

test("40 acknowledged changes, then SIGKILL: 40 audit rows after a restart, and the chain verifies", async () => {
  test.setTimeout(420_000);
  const dir = mkdtempSync(path.join(os.tmpdir(), "console-kill-"));
  const dataDir = path.join(dir, "audit-db");
  const upstream = await startUpstream({ SIM_TRANSITION_MS: "0" });
  const env = { UPSTREAM_URL: upstream.url, AUDIT_PGLITE_DIR: dataDir };
  let console_: RunningProcess | null = await startConsole(env);
  try {
    const base = console_.url;
    const jar = await signInAdmin(base);
    const targets = await runningInstances(base, jar, CHANGES);
    const motive = (i: number) => `Kill check before the deploy, change ${i} of ${CHANGES}`;
    const answers = await Promise.all(targets.map((target, i) => powerCall(base, jar, target, "stop", motive(i + 1))));
    expect(answers.map((answer) => answer.status)).toEqual(Array(CHANGES).fill(200));

    console_.signal("SIGKILL");
    await console_.exited;
    console_ = await startConsole(env, { port: Number(new URL(base).port) });
    const trail = await activityCsv(base, jar);
    const missing = answers.filter((answer) => !answer.requestId || !trail.includes(answer.requestId));
    expect(missing, "acknowledged changes without an audit row").toEqual([]);
    for (let i = 1; i <= CHANGES; i++) expect(trail).toContain(motive(i));

    const page = await (await fetch(`${base}/activity`, { headers: { cookie: jar.header() } })).text();
    expect(page).toMatch(/data-testid="trail-integrity"[^>]*data-state="verified"/);

    // One process at a time opens a PGlite directory: the verification runs once the console is stopped.
    await console_.stop();
    console_ = null;
    const verify = spawnSync(process.execPath, [path.join(ROOT, "node_modules", "tsx", "dist", "cli.mjs"), "scripts/auditVerify.ts", "--dir", dataDir], { cwd: ROOT, encoding: "utf8" });
    expect(verify.stdout).toContain("is verified");
    expect(verify.status).toBe(0);
  } finally {
    await console_?.stop();
    await upstream.stop();
    rmSync(dir, { recursive: true, force: true });
  }
});

// A test whose fixture starts what the scale suite's fixtures start, through the same helpers
// (scripts/lib/cleanup.ts): a process group whose leader has a child of its own, and a held
// temporary directory. It writes what it started to PROBE_DIR/started.json and waits to be
// interrupted. PROBE_MODE says where it waits: "test" (in the test body; the fixture's
// teardown stops everything, first writing PROBE_DIR/teardown and, with PROBE_HOLD_TEARDOWN,
// waiting for PROBE_DIR/release) or "setup" (inside the fixture before handing it over, so no
// teardown runs and the worker's guard has to end what it started).
import { existsSync, mkdtempSync, renameSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, test as base } from "@playwright/test";
import { hold, startGroup } from "@/scripts/lib/cleanup";

const probe = process.env.PROBE_DIR!;
const forever = () => new Promise<never>(() => {});
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const test = base.extend<{ server: number }>({
  server: async ({}, provide) => {
    const dir = mkdtempSync(path.join(os.tmpdir(), "interrupted-run-"));
    const heldDir = hold({ dir });
    const group = startGroup("sh", ["-c", "sleep 600 & sleep 600; wait"], { stdio: "ignore" });
    const started = { runner: process.ppid, worker: process.pid, group: group.child.pid, dir, runDir: path.dirname(process.env.E2E_A11Y_PASSED!) };
    writeFileSync(path.join(probe, "started.part"), JSON.stringify(started));
    renameSync(path.join(probe, "started.part"), path.join(probe, "started.json"));
    if (process.env.PROBE_MODE === "setup") await forever();
    await provide(group.child.pid!);
    writeFileSync(path.join(probe, "teardown"), "");
    if (process.env.PROBE_HOLD_TEARDOWN) while (!existsSync(path.join(probe, "release"))) await sleep(100);
    await group.stop();
    rmSync(dir, { recursive: true, force: true });
    heldDir.release();
  },
});

test("holds its servers until the run is stopped", async ({ server }) => {
  expect(server).toBeGreaterThan(0);
  await forever();
});

// The audit trail's costs:
//  - building a forwarded call's row: copying the answer and building the row, p50 over many
//    calls, in-process;
//  - the chained write of one row, as the BFF awaits it before answering a change;
//  - the activity page with 1,000,000 rows in the trail: the newest 100 (everyone's, one user's,
//    one target's) as the store reads them, and the page's server render in a running console.
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "kysely";
import { auditRowOf, type ForwardedCall } from "@/lib/audit/bffEvent";
import { AuditStore } from "@/lib/audit/store";
import { SEED_ACCOUNT_BY_ROLE } from "@/lib/sim/auth/seedUsers";
import { signInToConsole } from "./consoleSession";
import { hold } from "../lib/cleanup";
import { startConsole } from "./processes";
import { median } from "./stats";

const ROWS = 1_000_000;
const USERS = ["superadmin@example.com", "admin@example.com", "manager@example.com", ...Array.from({ length: 37 }, (_, i) => `engineer${i}@example.com`)];

function call(i: number): ForwardedCall {
  return {
    at: new Date(),
    requestId: `r-${i}`,
    endpointId: "instanceAction",
    params: { id: `i-0${(i % 5000).toString(16).padStart(16, "0")}` },
    query: { region: "us-west-2" },
    body: { action: "stop", reason: "Monthly patch window agreed with the client" },
    username: "admin@example.com",
    role: "admin",
    status: 200,
    message: "The operation stop was executed successfully.",
    durationMs: 3,
    clientAddress: null,
  };
}

/** Building the row of a call, per call (p50 of 20 batches of 1,000); its write is measured apart. */
async function onTheCallPath(): Promise<number> {
  const answer = Response.json({ success: true, message: "The operation stop was executed successfully." });
  const perCall: number[] = [];
  for (let batch = 0; batch < 20; batch++) {
    const t0 = performance.now();
    for (let i = 0; i < 1000; i++) {
      const copy = answer.clone();
      const row = auditRowOf(call(i));
      void copy.json().then(() => row);
    }
    perCall.push((performance.now() - t0) / 1000);
  }
  return median(perCall);
}

async function fill(store: AuditStore): Promise<void> {
  const users = sql.join(USERS.map((u) => sql.lit(u)));
  // Five months of rows, newest now, spread over 40 users and 5,000 servers.
  await sql`
    insert into audit_event (at, request_id, username, role, action, label, target_kind, target_id, target_name, instance_id, region, motive, status, outcome, message, duration_ms, summary)
    select now() - (g * interval '13 seconds'), 'bench-' || g, (array[${users}])[1 + g % ${USERS.length}], 'admin',
      'instanceAction', 'Start, stop or reboot an instance', 'instance', 'i-0' || lpad(to_hex(g % 5000), 16, '0'), 'MDL_BENCH' || (g % 5000),
      'i-0' || lpad(to_hex(g % 5000), 16, '0'), case when g % 2 = 0 then 'us-west-2' else 'eu-central-1' end,
      'Monthly patch window agreed with the client', 200, 'ok', 'The operation stop was executed successfully.', 3, '{"body":{"action":"stop"}}'::jsonb
    from generate_series(1, ${ROWS}) as g`.execute(store.db);
  await sql`analyze audit_event`.execute(store.db);
}

async function timed(run: () => Promise<unknown>, times = 9): Promise<number> {
  const samples: number[] = [];
  for (let i = 0; i < times; i++) {
    const t0 = performance.now();
    await run();
    if (i > 0) samples.push(performance.now() - t0);
  }
  return median(samples);
}

export async function auditCosts() {
  const callPath = await onTheCallPath();

  const dir = mkdtempSync(path.join(os.tmpdir(), "audit-bench-"));
  // Removed below, or by the guard should the bench be interrupted.
  const heldDir = hold({ dir });
  const dataDir = path.join(dir, "pglite");
  try {
    let store = await AuditStore.open({ dataDir });
    const rows = Array.from({ length: 5000 }, (_, i) => auditRowOf(call(i)));
    const t0 = performance.now();
    for (const row of rows) await store.insert([row]);
    const perRowWrite = (performance.now() - t0) / rows.length;

    const tFill = performance.now();
    await fill(store);
    const fillSeconds = (performance.now() - tFill) / 1000;
    const count = await store.count();
    const newest = await timed(() => store.page({}, { limit: 100 }));
    const oneUser = await timed(() => store.page({ username: "engineer7@example.com" }, { limit: 100 }));
    const oneTarget = await timed(() => store.page({ target: "MDL_BENCH4321" }, { limit: 100 }));
    await store.close();

    // The page itself, rendered by a console whose trail holds those rows.
    const console_ = await startConsole({ AUDIT_PGLITE_DIR: dataDir });
    let render = Number.NaN;
    try {
      const { superadmin } = SEED_ACCOUNT_BY_ROLE;
      const jar = await signInToConsole(console_.url, superadmin.username, superadmin.password);
      const renders: number[] = [];
      for (let i = 0; i < 8; i++) {
        const start = performance.now();
        const res = await fetch(`${console_.url}/activity`, { headers: { cookie: jar.header() } });
        const html = await res.text();
        // 100 rows on the page (the newest are the write measurement's, then the filled ones).
        const shown = (html.match(/data-request-id=/g) ?? []).length;
        if (res.status !== 200 || shown < 100) throw new Error(`/activity answered HTTP ${res.status} with ${shown} rows`);
        if (i > 0) renders.push(performance.now() - start);
      }
      render = median(renders);
    } finally {
      await console_.stop();
    }
    store = await AuditStore.open({ dataDir });
    await store.close();
    return { callPath, perRowWrite, count, fillSeconds, newest, oneUser, oneTarget, render };
  } finally {
    rmSync(dir, { recursive: true, force: true });
    heldDir.release();
  }
}

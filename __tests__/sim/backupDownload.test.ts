// A finished backup's download in the embedded upstream (spec 2 §2.6, §7): GET /backup gives a
// signed, expiring link once the backup is ready (409 before, 404 for an unknown id); the link
// serves a real .tar.gz with a manifest of the site, and a tampered or expired link is refused.
import { gunzipSync } from "node:zlib";
import { api } from "@/lib/contract";
import type { Sim } from "@/lib/sim";
import { DOWNLOAD_LINK_TTL_MS } from "@/lib/sim/machine/downloadLinks";
import { BACKUP_DURATION_MS } from "@/lib/sim/handlers/serverInfo";
import { ACCOUNTS, call, signInVerified } from "./helpers";
import { clockedSim, pick, REGION, rows } from "./opsHelpers";

/** Names and contents of a tar archive's regular files. */
function untar(tar: Buffer): Map<string, string> {
  const files = new Map<string, string>();
  for (let at = 0; at + 512 <= tar.length; ) {
    const name = tar.subarray(at, at + 100).toString("ascii").replace(/\0.*$/s, "");
    if (!name) break;
    const size = parseInt(tar.subarray(at + 124, at + 136).toString("ascii").replace(/\0.*$/s, ""), 8);
    files.set(name, tar.subarray(at + 512, at + 512 + size).toString("utf8"));
    at += 512 + Math.ceil(size / 512) * 512;
  }
  return files;
}

async function startBackup(sim: Sim, token: string) {
  const row = pick(await rows(sim, token), "running dedicated server", (r) => r.state === "running" && r.deploymentType === "dedicated");
  const { instanceData } = (await call(sim, "GET", `/server-info/${row.instanceId}?region=${REGION}`, { token })).body as { instanceData: Record<string, unknown> };
  expect((await call(sim, "POST", `/backup/${row.instanceId}`, { token, body: { region: REGION, instanceName: row.name, instanceData } })).status).toBe(200);
  return { row, instanceData };
}

/** The outbox mail is dated when the backup is ready; the id is in its link. */
function backupIdFrom(sim: Sim): string {
  return /\/backups\/([^?]+)\?/.exec(sim.outbox()[0].links[0])![1];
}

describe("backup download", () => {
  it("gives a link only once the backup is ready, and the link downloads a .tar.gz with the site's manifest", async () => {
    const { sim, clock } = clockedSim({ consoleUrl: "http://console.test:3100" });
    const token = await signInVerified(sim, ACCOUNTS.admin);
    const { row } = await startBackup(sim, token);
    clock.t += BACKUP_DURATION_MS;
    const id = backupIdFrom(sim);
    clock.t -= BACKUP_DURATION_MS;

    const early = await call(sim, "GET", `/backup?fileUniqueId=${id}&region=${REGION}`, { token });
    expect(early).toMatchObject({ status: 409, body: { message: expect.stringContaining("not ready yet") } });
    clock.t += BACKUP_DURATION_MS;
    const res = await call(sim, "GET", `/backup?fileUniqueId=${id}&region=${REGION}`, { token });
    expect(res.status).toBe(200);
    expect(api.backupLink.response.safeParse(res.body).success).toBe(true);
    const url = new URL(res.body.backupURL as string);
    expect(`${url.origin}${url.pathname}`).toBe(`http://console.test:3100/api/dev/backups/${id}`);
    expect(url.searchParams.get("signature")).toMatch(/^[0-9a-f]{64}$/);

    const file = sim.downloadBackup(id, url.searchParams);
    expect(file.status).toBe(200);
    expect(file.headers.get("content-type")).toBe("application/gzip");
    expect(file.headers.get("content-disposition")).toBe(`attachment; filename="${id}.tar.gz"`);
    const bytes = Buffer.from(await file.arrayBuffer());
    const files = untar(gunzipSync(bytes));
    const manifest = JSON.parse(files.get(`${id}/manifest.json`)!) as Record<string, unknown>;
    expect(manifest).toMatchObject({ fileUniqueId: id, instanceId: row.instanceId, instanceName: row.name, domain: row.domain, region: REGION });
    expect([...files.keys()].some((name) => name.endsWith(".sql"))).toBe(true);
    // The same backup always gives the same bytes.
    expect(Buffer.from(await sim.downloadBackup(id, url.searchParams).arrayBuffer()).equals(bytes)).toBe(true);

    // Also served by the upstream itself, for `npm run upstream`.
    const direct = await sim.handle(new Request(`http://sim.test/__sim/backups/${id}?${url.searchParams}`));
    expect(direct.status).toBe(200);
  });

  it("refuses an unknown backup, a tampered link and an expired one", async () => {
    const { sim, clock } = clockedSim();
    const token = await signInVerified(sim, ACCOUNTS.admin);
    await startBackup(sim, token);
    clock.t += BACKUP_DURATION_MS;
    const id = backupIdFrom(sim);
    expect(await call(sim, "GET", `/backup?fileUniqueId=backup-none&region=${REGION}`, { token })).toMatchObject({ status: 404, body: { message: "No backup backup-none was found." } });
    expect((await call(sim, "GET", `/backup?fileUniqueId=${id}&region=eu-central-1`, { token })).status).toBe(404);

    const url = new URL((await call(sim, "GET", `/backup?fileUniqueId=${id}&region=${REGION}`, { token })).body.backupURL as string);
    const tampered = new URLSearchParams(url.searchParams);
    tampered.set("expires", String(Number(tampered.get("expires")) + 3_600_000));
    expect(sim.downloadBackup(id, tampered).status).toBe(403);
    expect(sim.downloadBackup("backup-other", url.searchParams).status).toBe(403);
    expect(sim.downloadBackup(id, new URLSearchParams()).status).toBe(403);
    clock.t += DOWNLOAD_LINK_TTL_MS + 1;
    expect(sim.downloadBackup(id, url.searchParams).status).toBe(410);
  });
});

describe("the console's dev route /api/dev/backups/{id}", () => {
  it("exists only against the embedded upstream", async () => {
    const { GET } = await import("@/app/api/dev/backups/[fileUniqueId]/route");
    const { NextRequest } = await import("next/server");
    const ask = () => GET(new NextRequest("http://console.test/api/dev/backups/backup-x?expires=1&signature=00"), { params: Promise.resolve({ fileUniqueId: "backup-x" }) });
    const saved = process.env.UPSTREAM_URL;
    try {
      process.env.UPSTREAM_URL = "https://ops.example/api/v1";
      expect((await ask()).status).toBe(404);
      delete process.env.UPSTREAM_URL;
      // The embedded upstream answers: a link it did not sign is refused.
      expect((await ask()).status).toBe(403);
    } finally {
      if (saved === undefined) delete process.env.UPSTREAM_URL;
      else process.env.UPSTREAM_URL = saved;
    }
  });
});

// A replica pair whose last step fails leaves nothing running: with an nginx that exits at once
// (NGINX_PATH=/bin/false), the start fails after the PostgreSQL cluster, the upstream and both
// consoles are up, and every process and directory it started is gone by the time it throws.
import { existsSync } from "node:fs";
import { heldSoFar } from "@/scripts/lib/cleanup";
import { startReplicas } from "@/scripts/lib/replicas";
import { groupMembers, running } from "../liveProcesses";
import { expect, test } from "./fixtures";

test("a replica pair whose balancer fails to start stops the database, the upstream and both consoles, and removes its directories", async () => {
  const before = heldSoFar().length;
  const nginx = process.env.NGINX_PATH;
  process.env.NGINX_PATH = "/bin/false";
  try {
    await expect(startReplicas()).rejects.toThrow(/^nginx exited with 1$/);
  } finally {
    if (nginx === undefined) delete process.env.NGINX_PATH;
    else process.env.NGINX_PATH = nginx;
  }
  const started = heldSoFar().slice(before);
  // The cluster's directory, its server and its stop; the upstream, two consoles; the balancer's directory and nginx.
  expect(started.filter((held) => held.group !== undefined).length).toBe(4);
  expect(started.filter((held) => held.pid !== undefined).length).toBe(1);
  expect(started.filter((held) => held.dir !== undefined).length).toBe(2);
  expect({
    running: started.flatMap((held) => [...(held.group ? groupMembers(held.group) : []), ...(held.pid && running(held.pid) ? [held.pid] : [])]),
    directories: started.flatMap((held) => (held.dir ? [held.dir] : [])).filter((dir) => existsSync(dir)),
  }).toEqual({ running: [], directories: [] });
});

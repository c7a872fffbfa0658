// A report may take the upstream minutes: the browser gives up at 60 s with the spec's own
// message (spec 3 §8, §9), so the console must not cut such a call at its ordinary
// UPSTREAM_TIMEOUT_MS first. Against a real HTTP upstream that answers after 300 ms with the
// timeout set to 100 ms: an ordinary call times out, a report call is answered.
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { api } from "@/lib/contract";
import { callUpstream } from "@/lib/upstream/callUpstream";
import { UpstreamTimeoutError } from "@/lib/upstream/errors";

let server: Server;
const saved = { url: process.env.UPSTREAM_URL, timeout: process.env.UPSTREAM_TIMEOUT_MS };

beforeAll(async () => {
  server = createServer((_req, res) => {
    setTimeout(() => {
      res.writeHead(200, { "content-type": "application/json" });
      res.end(JSON.stringify({ success: true, logins: [], instances: [] }));
    }, 300);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  process.env.UPSTREAM_URL = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/v1`;
  process.env.UPSTREAM_TIMEOUT_MS = "100";
});

afterAll(async () => {
  process.env.UPSTREAM_URL = saved.url;
  process.env.UPSTREAM_TIMEOUT_MS = saved.timeout;
  if (saved.url === undefined) delete process.env.UPSTREAM_URL;
  if (saved.timeout === undefined) delete process.env.UPSTREAM_TIMEOUT_MS;
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

it("the report endpoints are the slow ones", () => {
  const slow = Object.values(api).filter((e) => e.slow).map((e) => e.id).sort();
  expect(slow).toEqual(["domainReport", "instanceReport", "loginReport", "storageReport"]);
});

it("an ordinary call is cut at UPSTREAM_TIMEOUT_MS", async () => {
  await expect(callUpstream({ endpoint: api.basicInstanceList }, null)).rejects.toBeInstanceOf(UpstreamTimeoutError);
});

it("a report call waits past it", async () => {
  const { response } = await callUpstream(
    { endpoint: api.loginReport, params: { id: "i-1", domain: "a.example" }, query: { ip: "1.2.3.4", name: "A", lms: "Moodle", deployment: "dedicated", period: "global", region: "us-west-2" } },
    null,
  );
  expect(response.status).toBe(200);
  expect(await response.json()).toMatchObject({ success: true });
});

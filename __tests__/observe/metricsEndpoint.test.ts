// Who may read /metrics: a direct loopback connection, or the bearer of METRICS_TOKEN. The
// socket's own address decides; a forwarding header can only make a request remote, never local.
import type { IncomingMessage, ServerResponse } from "node:http";
import { answerMetrics, isLoopbackAddress, metricsAccess } from "@/lib/observe/metricsEndpoint";

const TOKEN = "scrape-only-token-0123456789abcdef";

describe("metricsAccess", () => {
  it("opens to a direct loopback connection, IPv4, IPv6 or IPv4-mapped", () => {
    for (const address of ["127.0.0.1", "127.3.4.5", "::1", "::ffff:127.0.0.1"]) expect(metricsAccess(address, {}, null)).toEqual({ allowed: true });
  });

  it("asks anyone else for a token (401), whatever forwarding headers claim", () => {
    expect(metricsAccess("203.0.113.9", {}, TOKEN)).toMatchObject({ allowed: false, status: 401 });
    expect(metricsAccess("203.0.113.9", { "x-forwarded-for": "127.0.0.1" }, TOKEN)).toMatchObject({ allowed: false, status: 401 });
    expect(metricsAccess("10.0.0.5", { "x-real-ip": "::1", forwarded: "for=127.0.0.1" }, null)).toMatchObject({ allowed: false, status: 401 });
    expect(metricsAccess(undefined, {}, null)).toMatchObject({ allowed: false, status: 401 });
    expect(metricsAccess("::ffff:10.1.2.3", {}, null)).toMatchObject({ allowed: false, status: 401 });
  });

  it("treats a loopback connection that a proxy forwarded as remote", () => {
    expect(metricsAccess("127.0.0.1", { "x-forwarded-for": "198.51.100.7" }, null)).toMatchObject({ allowed: false, status: 401 });
    expect(metricsAccess("::1", { forwarded: "for=198.51.100.7" }, null)).toMatchObject({ allowed: false, status: 401 });
  });

  it("opens to the bearer of METRICS_TOKEN from anywhere", () => {
    expect(metricsAccess("203.0.113.9", { authorization: `Bearer ${TOKEN}` }, TOKEN)).toEqual({ allowed: true });
    expect(metricsAccess("127.0.0.1", { authorization: `bearer ${TOKEN}`, "x-forwarded-for": "198.51.100.7" }, TOKEN)).toEqual({ allowed: true });
  });

  it("refuses a wrong token, another scheme, or any token when none is configured (403)", () => {
    expect(metricsAccess("203.0.113.9", { authorization: `Bearer ${TOKEN}x` }, TOKEN)).toMatchObject({ allowed: false, status: 403 });
    expect(metricsAccess("203.0.113.9", { authorization: `Basic ${TOKEN}` }, TOKEN)).toMatchObject({ allowed: false, status: 403 });
    expect(metricsAccess("203.0.113.9", { authorization: `Bearer ${TOKEN}` }, null)).toMatchObject({ allowed: false, status: 403 });
    expect(metricsAccess("127.0.0.1", { authorization: "Bearer guess" }, TOKEN)).toMatchObject({ allowed: false, status: 403 });
  });

  it("knows loopback addresses", () => {
    expect(isLoopbackAddress("127.0.0.1")).toBe(true);
    expect(isLoopbackAddress("128.0.0.1")).toBe(false);
    expect(isLoopbackAddress("::2")).toBe(false);
    expect(isLoopbackAddress("")).toBe(false);
  });
});

interface Answer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** Asks for /metrics as a connection from `remoteAddress` with `headers`, and reads the answer. */
async function ask(remoteAddress: string, headers: Record<string, string> = {}, method = "GET"): Promise<Answer> {
  const answer: Answer = { status: 0, headers: {}, body: "" };
  const req = { method, url: "/metrics", headers, socket: { remoteAddress } } as unknown as IncomingMessage;
  const res = {
    writeHead(status: number, head: Record<string, string>) {
      answer.status = status;
      answer.headers = head;
      return this;
    },
    end(body?: string) {
      answer.body = body ?? "";
      return this;
    },
  } as unknown as ServerResponse;
  await answerMetrics(req, res);
  return answer;
}

describe("answerMetrics", () => {
  afterEach(() => {
    delete process.env.METRICS_TOKEN;
  });

  it("gives loopback the series in Prometheus's text format", async () => {
    const answer = await ask("127.0.0.1");
    expect(answer.status).toBe(200);
    expect(answer.headers["content-type"]).toMatch(/^text\/plain; version=0\.0\.4/);
    for (const series of [
      "console_http_request_duration_seconds",
      "console_upstream_request_duration_seconds",
      "console_bff_refusals_total",
      "console_audit_rows_queued_total",
      "console_audit_rows_written_total",
      "console_audit_rows_failed_total",
      "console_audit_queue_depth",
      "console_attempt_locks_total",
      "console_token_refreshes_total",
      "console_live_subscribers",
      "console_live_polls_total",
      "console_live_changes_published_total",
      "console_live_reconnects_total",
      "process_cpu_seconds_total",
      "nodejs_eventloop_lag_seconds",
    ]) {
      expect(answer.body).toContain(`# TYPE ${series} `);
    }
  });

  it("answers a remote scraper 401 with a challenge, in JSON, without a token configured", async () => {
    const answer = await ask("203.0.113.9", { "x-forwarded-for": "127.0.0.1" });
    expect(answer.status).toBe(401);
    expect(answer.headers["www-authenticate"]).toBe('Bearer realm="metrics"');
    expect(answer.headers["content-type"]).toBe("application/json");
    expect(JSON.parse(answer.body)).toEqual({ message: expect.any(String) });
    expect(answer.body).not.toContain("console_");
  });

  it("opens to METRICS_TOKEN and refuses a wrong one with 403", async () => {
    process.env.METRICS_TOKEN = TOKEN;
    expect((await ask("203.0.113.9", { authorization: `Bearer ${TOKEN}` })).status).toBe(200);
    const wrong = await ask("203.0.113.9", { authorization: "Bearer not-the-token" });
    expect(wrong.status).toBe(403);
    expect(JSON.parse(wrong.body)).toEqual({ message: expect.any(String) });
  });

  it("is read, not written", async () => {
    const answer = await ask("127.0.0.1", {}, "POST");
    expect(answer.status).toBe(405);
    expect(answer.headers.allow).toBe("GET, HEAD");
  });
});

// Attacks on the BFF's own defences, each asserting the refusal and, from the upstream's
// request log, that nothing past the limit was forwarded: guessing two-factor codes, a huge
// chunked body, malformed addresses, a forged forwarded host; and which refusals are the
// console's own (X-Console-Refusal) as opposed to the upstream's.
import { NextRequest } from "next/server";
import { api } from "@/lib/contract";
import { handleBff } from "@/lib/bff/handleBff";
import { resetAttemptLimiter } from "@/lib/security/attemptLimits";
import { closeEmbeddedSim } from "@/lib/sim";
import { SEED_TOTP_SECRETS } from "@/lib/sim/auth/seedUsers";
import { totp } from "@/lib/sim/auth/totp";
import { callBff, inProcess, ORIGIN, sessionFor, type TestSession } from "./harness";
import { sampleCall } from "./request";
import { samples } from "./samples";

beforeAll(() => inProcess.start());
beforeEach(async () => {
  resetAttemptLimiter();
  await inProcess.clearLog();
});

const forwarded = async (id: string) => (await inProcess.log()).filter((e) => e.endpointId === id).length;

describe("guessing two-factor codes", () => {
  afterEach(async () => {
    jest.useRealTimers();
    // The upstream locked the account too; the next tests start from a fresh one.
    await closeEmbeddedSim();
  });

  test("30 wrong codes on one half session: 429 from the 6th, the right code refused until the lock ends", async () => {
    // Only the clock is faked, so the lock can end without waiting 15 minutes.
    jest.useFakeTimers({ doNotFake: ["setTimeout", "setInterval", "setImmediate", "clearTimeout", "clearInterval", "clearImmediate", "nextTick", "queueMicrotask", "hrtime", "performance"] });
    jest.setSystemTime(Date.now());
    const half: TestSession = await sessionFor("pending");
    const secret = SEED_TOTP_SECRETS["admin@example.com"];
    const right = () => totp(secret, Date.now());
    const wrong = () => String((Number(right()) + 500_000) % 1_000_000).padStart(6, "0");
    // Each answer: its status, and whether the console gave it itself (not the upstream).
    const answers: string[] = [];
    let retryAfter: string | null = null;
    for (let i = 0; i < 30; i++) {
      const res = await callBff(half, { method: "POST", path: "/otp/validate", body: JSON.stringify({ token: wrong() }), contentType: "application/json" });
      answers.push(`${res.status}${res.headers.get("x-console-refusal") ? " console" : ""}`);
      if (res.status === 429) retryAfter ??= res.headers.get("retry-after");
    }
    // The first five reach the upstream (which refuses them); from the sixth the console refuses.
    expect(answers.slice(0, 5).some((a) => a.endsWith("console"))).toBe(false);
    expect(answers.slice(5)).toEqual(Array(25).fill("429 console"));
    expect(Number(retryAfter)).toBeGreaterThan(14 * 60);
    expect(await forwarded("otpValidate")).toBe(5);

    const locked = await callBff(half, { method: "POST", path: "/otp/validate", body: JSON.stringify({ token: right() }), contentType: "application/json" });
    expect(locked.status).toBe(429);
    expect((await locked.json()).message).toMatch(/^Too many failed attempts\. Try again in 15 minutes \(after \d\d:\d\d UTC\)\.$/);
    expect(await forwarded("otpValidate")).toBe(5);

    // When the console's lock has ended, the code is forwarded again. (The embedded upstream
    // keeps a lock of its own on its own clock, tested in __tests__/sim.)
    jest.setSystemTime(Date.now() + 16 * 60_000);
    const later = await callBff(half, { method: "POST", path: "/otp/validate", body: JSON.stringify({ token: right() }), contentType: "application/json" });
    expect(later.headers.get("x-console-refusal")).toBeNull();
    expect(await forwarded("otpValidate")).toBe(6);
  });
});

describe("a huge chunked body", () => {
  let manager: TestSession;
  beforeAll(async () => {
    manager = await sessionFor("manager");
  });

  /** A body stream of `total` bytes made on demand, counting what the reader pulled. */
  function lazyBody(total: number, byte: number): { stream: ReadableStream<Uint8Array>; pulled: () => number } {
    const chunk = new Uint8Array(64 * 1024).fill(byte);
    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent >= total) return controller.close();
        sent += chunk.byteLength;
        controller.enqueue(chunk);
      },
    });
    return { stream, pulled: () => sent };
  }

  function chunkedCall(session: TestSession, path: string, body: ReadableStream<Uint8Array>, contentType: string): Promise<Response> {
    const headers = new Headers({ cookie: session.cookie ?? "", origin: ORIGIN, "content-type": contentType });
    const init = { method: "POST", headers, body, duplex: "half" } as RequestInit & { duplex: "half" };
    return handleBff(new NextRequest(`${ORIGIN}/api/v1${path}`, init as ConstructorParameters<typeof NextRequest>[1]));
  }

  test("300 MB of JSON without Content-Length: 413 after the first megabyte, memory barely moves", async () => {
    global.gc?.();
    const before = process.memoryUsage().rss;
    const { stream, pulled } = lazyBody(300_000_000, 0x20);
    const res = await chunkedCall(manager, sampleCall(api.instanceAction, samples.instanceAction).path, stream, "application/json");
    expect(res.status).toBe(413);
    expect((await res.json()).message).toBe("The request is larger than the console accepts (1 MB).");
    expect(pulled()).toBeLessThan(2_000_000);
    expect(process.memoryUsage().rss - before).toBeLessThan(50_000_000);
    expect(await forwarded("instanceAction")).toBe(0);
  });

  test("an upload streamed past BFF_MAX_BODY_MB without Content-Length: 413, unforwarded", async () => {
    const admin = await sessionFor("admin");
    process.env.BFF_MAX_BODY_MB = "1";
    try {
      const { stream, pulled } = lazyBody(3_000_000, 0x41);
      const res = await chunkedCall(admin, sampleCall(api.uploadFile, samples.uploadFile).path, stream, "multipart/form-data; boundary=x");
      expect(res.status).toBe(413);
      expect(pulled()).toBeLessThan(1_200_000);
      expect(await forwarded("uploadFile")).toBe(0);
    } finally {
      delete process.env.BFF_MAX_BODY_MB;
    }
  });

  test("an installation package may be larger than other uploads, up to BFF_MAX_PACKAGE_MB, and no further", async () => {
    const superadmin = await sessionFor("superadmin");
    process.env.BFF_MAX_BODY_MB = "1";
    process.env.BFF_MAX_PACKAGE_MB = "2";
    try {
      // 1.5 MB: past the upload limit, within the package limit — read, then judged by content.
      const within = await chunkedCall(superadmin, "/packages-s3", lazyBody(1_500_000, 0x41).stream, "multipart/form-data; boundary=x");
      expect(within.status).toBe(400);
      const { stream, pulled } = lazyBody(3_000_000, 0x41);
      const past = await chunkedCall(superadmin, "/packages-s3", stream, "multipart/form-data; boundary=x");
      expect(past.status).toBe(413);
      expect((await past.json()).message).toBe("The request is larger than the console accepts (2 MB).");
      expect(pulled()).toBeLessThan(2_200_000);
      expect(await forwarded("uploadPackage")).toBe(0);
    } finally {
      delete process.env.BFF_MAX_BODY_MB;
      delete process.env.BFF_MAX_PACKAGE_MB;
    }
  });
});

describe("addresses and origins", () => {
  let admin: TestSession;
  beforeAll(async () => {
    admin = await sessionFor("admin");
  });
  afterEach(() => {
    delete process.env.TRUST_PROXY;
  });

  test.each(["/instances/%E0%A4%A/data", "/instances/i-1/data?region=%E0%A4%A"])("a malformed escape in %s is a 400 JSON message, unforwarded", async (path) => {
    const res = await callBff(admin, { method: "GET", path });
    expect(res.status).toBe(400);
    expect(res.headers.get("content-type")).toMatch(/^application\/json/);
    expect((await res.json()).message).toBe("The address is not valid: it has a malformed percent-encoding.");
    expect(await inProcess.log()).toEqual([]);
  });

  test("a query value that does not decode is refused on its own field; a name that does not decode on the query", async () => {
    const value = await callBff(admin, { method: "GET", path: "/instances/i-1/data?deployment=dedicated&region=%E0%A4%A" });
    expect(value.status).toBe(400);
    expect(Object.keys((await value.json()).fields)).toEqual(["region"]);
    const name = await callBff(admin, { method: "GET", path: "/instances/i-1/data?region=us-west-2&%zz=1" });
    expect(name.status).toBe(400);
    expect(Object.keys((await name.json()).fields)).toEqual(["query"]);
    expect(await inProcess.log()).toEqual([]);
  });

  test("a forged X-Forwarded-Host does not make a foreign origin the console's, unless TRUST_PROXY=1", async () => {
    const call = { ...sampleCall(api.instanceAction, samples.instanceAction), origin: "https://evil.example", headers: { "x-forwarded-host": "evil.example", "x-forwarded-proto": "https" } };
    const refused = await callBff(admin, call);
    expect(refused.status).toBe(403);
    expect(await inProcess.log()).toEqual([]);
    process.env.TRUST_PROXY = "1";
    expect((await callBff(admin, call)).status).not.toBe(403);
  });
});

describe("whose refusal it is", () => {
  test("the console's own 403 says so (X-Console-Refusal: gate); the upstream's errors do not", async () => {
    const manager = await sessionFor("manager");
    const gate = await callBff(manager, sampleCall(api.changeInstanceType, samples.changeInstanceType));
    expect(gate.status).toBe(403);
    expect(gate.headers.get("x-console-refusal")).toBe("gate");

    // An error the upstream answers is passed on unmarked.
    const superadmin = await sessionFor("superadmin");
    const upstream404 = await callBff(superadmin, { method: "GET", path: "/server-info/i-doesnotexist0000?region=us-west-2" });
    expect(upstream404.status).toBe(404);
    expect(upstream404.headers.get("x-console-refusal")).toBeNull();
  });
});

// The console's own routes read their bodies with the BFF's bounded reader, whoever hands them the
// request (the console's server bounds them first too, lib/security/requestGuard.ts): a chunked
// body past the route's bound is 413 after at most its bound is pulled, and nothing goes upstream.
import { NextRequest } from "next/server";
import { handleBulkPower } from "@/lib/routes/bulkPower";
import { handleStepUp } from "@/lib/routes/stepUp";
import { inProcess, ORIGIN, sessionFor, type TestSession } from "./harness";

let admin: TestSession;
beforeAll(async () => {
  await inProcess.start();
  admin = await sessionFor("admin");
  await inProcess.clearLog();
});

/** A body stream of `total` bytes made on demand, counting what the reader pulled. */
function lazyBody(total: number): { stream: ReadableStream<Uint8Array>; pulled: () => number } {
  const chunk = new Uint8Array(64 * 1024).fill(0x20);
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

function chunked(path: string, body: ReadableStream<Uint8Array>): NextRequest {
  const headers = new Headers({ cookie: admin.cookie ?? "", origin: ORIGIN, "content-type": "application/json" });
  const init = { method: "POST", headers, body, duplex: "half" } as RequestInit & { duplex: "half" };
  return new NextRequest(`${ORIGIN}${path}`, init as ConstructorParameters<typeof NextRequest>[1]);
}

test("60 MB chunked to /api/bulk/power: 413 after the first megabyte, nothing forwarded", async () => {
  const { stream, pulled } = lazyBody(60_000_000);
  const res = await handleBulkPower(chunked("/api/bulk/power", stream));
  expect(res.status).toBe(413);
  expect(pulled()).toBeLessThan(1_200_000);
  expect(await inProcess.log()).toEqual([]);
});

test("a body past a few bytes to /api/step-up: 413, no code checked upstream", async () => {
  const { stream, pulled } = lazyBody(60_000_000);
  const res = await handleStepUp(chunked("/api/step-up", stream));
  expect(res.status).toBe(413);
  expect(pulled()).toBeLessThan(200_000);
  expect(await inProcess.log()).toEqual([]);
});

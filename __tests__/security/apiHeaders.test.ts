// API answers carry the security headers of lib/security as they are served: the BFF's handler
// sets them on every answer (its refusals and its failures too), proxy.ts on the console's other
// API routes, and HSTS follows the configuration in force, not the one a build was made with.
import { NextRequest } from "next/server";
import { handleBff } from "@/lib/bff/handleBff";
import { logger } from "@/lib/observe/logger";
import { proxy } from "@/proxy";

const saved = process.env.NEXTAUTH_URL;
afterEach(() => {
  if (saved === undefined) delete process.env.NEXTAUTH_URL;
  else process.env.NEXTAUTH_URL = saved;
});

function expectApiHeaders(headers: Headers): void {
  expect(headers.get("x-frame-options")).toBe("DENY");
  expect(headers.get("x-content-type-options")).toBe("nosniff");
  expect(headers.get("referrer-policy")).toBe("same-origin");
  expect(headers.get("content-security-policy")).toBe("default-src 'none'; frame-ancestors 'none'");
}

test("the BFF's answers carry them, with HSTS only while the console is served over https", async () => {
  process.env.NEXTAUTH_URL = "http://localhost:3000";
  const plain = await handleBff(new NextRequest("http://localhost:3000/api/v1/user"));
  expect(plain.status).toBe(401);
  expectApiHeaders(plain.headers);
  expect(plain.headers.get("strict-transport-security")).toBeNull();

  process.env.NEXTAUTH_URL = "https://console.example.com";
  const secure = await handleBff(new NextRequest("https://console.example.com/api/v1/no-such-endpoint"));
  expect(secure.status).toBe(404);
  expectApiHeaders(secure.headers);
  expect(secure.headers.get("strict-transport-security")).toBe("max-age=31536000; includeSubDomains");
});

test("a failure in the BFF is its own 500 message, with the headers", async () => {
  // A request the pipeline cannot read: its first step throws.
  const unreadable = {
    get nextUrl(): never {
      throw new Error("broken request");
    },
  } as unknown as NextRequest;
  const logged = jest.spyOn(logger(), "error").mockImplementation(() => undefined);
  try {
    const res = await handleBff(unreadable);
    expect(res.status).toBe(500);
    expect(await res.json()).toEqual({ message: "The console could not complete the request." });
    expectApiHeaders(res.headers);
    expect(logged).toHaveBeenCalledWith({ err: expect.objectContaining({ message: "broken request" }) }, "a BFF call failed");
  } finally {
    logged.mockRestore();
  }
});

test("proxy.ts gives them to the console's other API routes and to its refusal of a malformed BFF address", async () => {
  process.env.NEXTAUTH_URL = "https://console.example.com";
  const passed = await proxy(new NextRequest("https://console.example.com/api/views"));
  expectApiHeaders(passed.headers);
  expect(passed.headers.get("strict-transport-security")).toBe("max-age=31536000; includeSubDomains");
  const refused = await proxy(new NextRequest("https://console.example.com/api/v1/instances/%zz"));
  expect(refused.status).toBe(400);
  expectApiHeaders(refused.headers);
});

// GET /api/live meets the BFF's session steps: no session is a 401 JSON answer from the console's
// gate, a half-signed-in one a 403, bad input a 400; a signed-in stream opens with `hello`, and
// the first reading of the list comes as a `tick`.
import { handleLive } from "@/lib/routes/live/stream";
import { liveHub } from "@/lib/routes/live/liveHub";
import { CONSOLE_REFUSAL_HEADER } from "@/lib/http/headerNames";
import { consoleRequest, sessionFor } from "./harness";

async function readUntil(res: Response, marker: string): Promise<string> {
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  let text = "";
  while (!text.includes(marker)) {
    const { value, done } = await reader.read();
    if (done) break;
    text += decoder.decode(value);
  }
  await reader.cancel();
  return text;
}

describe("GET /api/live", () => {
  afterAll(async () => {
    await liveHub().stop();
  });

  test("an anonymous stream is a 401 JSON answer from the console's gate", async () => {
    const res = await handleLive(consoleRequest("/api/live?region=us-west-2&list=instances", null));
    expect(res.status).toBe(401);
    expect(res.headers.get(CONSOLE_REFUSAL_HEADER)).toBe("gate");
    expect(await res.json()).toEqual({ message: "Please sign in." });
  });

  test("a session that has not passed two-factor is refused", async () => {
    const res = await handleLive(consoleRequest("/api/live?region=us-west-2&list=instances", await sessionFor("pending")));
    expect(res.status).toBe(403);
  });

  test("a region that does not exist is a 400 with field errors", async () => {
    const res = await handleLive(consoleRequest("/api/live?region=mars-1&list=instances", await sessionFor("manager")));
    expect(res.status).toBe(400);
    expect(((await res.json()) as { fields: Record<string, string> }).fields.region).toBeDefined();
  });

  test("a signed-in stream says hello and then when the list was read", async () => {
    const res = await handleLive(consoleRequest("/api/live?region=us-west-2&list=dbinstances", await sessionFor("manager")));
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("text/event-stream");
    const text = await readUntil(res, "event: tick");
    expect(text).toContain("event: hello");
    expect(text).toContain("event: tick");
  });
});

// The BFF's relay of JSON answers, read again: an answer the upstream repeats byte for byte is
// relayed as the contract reads it, unknown fields still dropped, without validating it again;
// anything else is validated as the first time.
import { z } from "zod";
import { api, type Endpoint } from "@/lib/contract";
import { validatedAnswer } from "@/lib/upstream/answerMemo";
import { relay } from "@/lib/bff/relay";
import { bytesResponse, heldBytes } from "@/lib/upstream/heldBytes";

/** A JSON endpoint of its own per test (the memo keeps answers by endpoint id), so no test meets another's kept answers. */
let endpoints = 0;
function endpointCounting(): { endpoint: Endpoint; validations: () => number } {
  endpoints += 1;
  let count = 0;
  const schema = z.object({ name: z.string(), state: z.enum(["running", "stopped"]) });
  const counted = z.unknown().transform((value, ctx) => {
    count += 1;
    const parsed = schema.safeParse(value);
    if (!parsed.success) {
      ctx.addIssue({ code: "custom", message: "not an instance" });
      return z.NEVER;
    }
    return parsed.data;
  });
  return { endpoint: { ...api.getUser, id: `answerMemo.test.${endpoints}`, response: counted } as unknown as Endpoint, validations: () => count };
}

function upstream(text: string, status = 200): Response {
  return new Response(text, { status, headers: { "content-type": "application/json" } });
}

const WITH_SECRET = JSON.stringify({ name: "MDL_UNICAMPUS", state: "running", internalNote: "not for browsers" });

test("a repeated answer is relayed the same, unknown fields dropped, and validated once", async () => {
  const { endpoint, validations } = endpointCounting();
  const first = await relay(endpoint, upstream(WITH_SECRET));
  // The transport's answer carrying its bytes reads the same.
  const again = await relay(endpoint, bytesResponse(Response, new TextEncoder().encode(WITH_SECRET), { status: 200, headers: { "content-type": "application/json" } }));
  for (const { response, data } of [first, again]) {
    expect(response.status).toBe(200);
    // The bytes it carries for the console's server are its body.
    expect(new TextDecoder().decode(heldBytes(response)!)).toBe('{"name":"MDL_UNICAMPUS","state":"running"}');
    expect(response.headers.get("content-type")).toBe("application/json");
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(await response.json()).toEqual({ name: "MDL_UNICAMPUS", state: "running" });
    expect(data).toEqual({ name: "MDL_UNICAMPUS", state: "running" });
  }
  expect(validations()).toBe(1);
});

test("a changed answer is validated again, and one outside the contract is refused every time", async () => {
  const { endpoint, validations } = endpointCounting();
  await relay(endpoint, upstream(WITH_SECRET));
  const stopped = await relay(endpoint, upstream(JSON.stringify({ name: "MDL_UNICAMPUS", state: "stopped" })));
  expect(await stopped.response.json()).toEqual({ name: "MDL_UNICAMPUS", state: "stopped" });
  expect(validations()).toBe(2);

  const bad = JSON.stringify({ name: "MDL_UNICAMPUS", state: "melting" });
  for (let i = 0; i < 2; i += 1) {
    const refused = await relay(endpoint, upstream(bad));
    expect(refused.response.status).toBe(502);
    expect(refused.data).toBeUndefined();
  }
  expect(validations()).toBe(4);
});

test("each endpoint keeps its last four answers: a fifth pushes out the one answered least lately", () => {
  const { endpoint } = endpointCounting();
  let validated = 0;
  const validate = (text: string) => {
    validated += 1;
    expect(text).toMatch(/^\{"name":"[a-e]"\}$/);
    return { body: Buffer.from(text), data: JSON.parse(text) as unknown };
  };
  const texts = ["a", "b", "c", "d", "e"].map((name) => Buffer.from(JSON.stringify({ name })));
  for (const text of texts.slice(0, 4)) validatedAnswer(endpoint, 200, text, validate);
  validatedAnswer(endpoint, 200, texts[0], validate); // "a" answered again: now the most recent
  validatedAnswer(endpoint, 200, texts[4], validate); // pushes out "b"
  expect(validated).toBe(5);
  validatedAnswer(endpoint, 200, texts[0], validate);
  expect(validated).toBe(5);
  validatedAnswer(endpoint, 200, texts[1], validate);
  expect(validated).toBe(6);
  // The same bytes under another status are another answer.
  validatedAnswer(endpoint, 206, texts[0], validate);
  expect(validated).toBe(7);
});

// A response built from bytes in memory reads, by every means a reader has, as a Response built
// with those bytes does: its text, JSON, bytes and stream, a clone, and one read only. It carries
// the bytes for the console's server until its body has been read.
import { NextResponse } from "next/server";
import { bytesResponse, heldBytes } from "@/lib/upstream/heldBytes";

const utf8 = (text: string) => new TextEncoder().encode(text);
const BODY = '{"name":"MDL_ÑANDÚ","state":"running"}';
const init = { status: 201, statusText: "Created", headers: { "content-type": "application/json", "x-request-id": "r-1" } };

test("reads as a Response with the same bytes: status, headers, text, JSON, bytes, blob, stream", async () => {
  for (const read of [
    (r: Response) => r.text(),
    (r: Response) => r.json(),
    async (r: Response) => new TextDecoder().decode(await r.arrayBuffer()),
    async (r: Response) => new TextDecoder().decode(await r.bytes()),
    async (r: Response) => (await r.blob()).text(),
    (r: Response) => new Response(r.body).text(),
  ]) {
    const held = bytesResponse(Response, utf8(BODY), init);
    const plain = new Response(utf8(BODY), init);
    expect([held.status, held.statusText, held.headers.get("x-request-id")]).toEqual([201, "Created", "r-1"]);
    expect(await read(held)).toEqual(await read(plain));
    expect(held.bodyUsed).toBe(true);
  }
});

test("a text that opens with a byte-order mark reads without it, as text() reads it", async () => {
  const marked = utf8("\uFEFF" + BODY);
  expect(await bytesResponse(Response, marked).text()).toBe(await new Response(utf8("\uFEFF" + BODY)).text());
});

test("reads once; a clone made first reads the same; the bytes are carried until the body is read", async () => {
  const bytes = utf8(BODY);
  const held = bytesResponse(NextResponse, bytes, init);
  expect(held).toBeInstanceOf(NextResponse);
  expect(heldBytes(held)).toBe(bytes);
  const copy = held.clone();
  expect(copy).toBeInstanceOf(NextResponse);
  expect(copy.headers.get("x-request-id")).toBe("r-1");
  expect(await held.text()).toBe(BODY);
  expect(heldBytes(held)).toBeNull();
  await expect(held.text()).rejects.toThrow(TypeError);
  expect(() => held.clone()).toThrow(TypeError);
  expect(await copy.json()).toEqual(JSON.parse(BODY));
});

test("a body taken as a stream can no longer be read another way", async () => {
  const held = bytesResponse(Response, utf8(BODY));
  const reader = held.body!.getReader();
  expect(held.bodyUsed).toBe(true);
  await expect(held.text()).rejects.toThrow(TypeError);
  const { value } = await reader.read();
  expect(new TextDecoder().decode(value)).toBe(BODY);
});

test("what a reader changes in the bytes it got does not change the body", async () => {
  const bytes = utf8(BODY);
  const first = new Uint8Array(await bytesResponse(Response, bytes).arrayBuffer());
  first.fill(0);
  expect(await bytesResponse(Response, bytes).text()).toBe(BODY);
});

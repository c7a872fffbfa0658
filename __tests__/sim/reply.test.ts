// The upstream's JSON answers: a long list comes in slices, a macrotask apart, and reads as the
// same JSON as one written whole, so the console's event loop is not held for a whole fleet.
import { json, SLICE_ITEMS } from "@/lib/sim/reply";

function bodyWithList(count: number) {
  return {
    before: { note: "𝔘nicode ✓", skipped: undefined },
    instances: Array.from({ length: count }, (_, i) => ({ instanceId: `i-${i}`, name: `site ${i} “é” 🎓`, version: i % 3 === 0 ? null : "4.1", gone: undefined })),
    dropped: undefined,
    after: [1, 2, 3],
  };
}

async function chunksOf(response: Response): Promise<number> {
  const reader = response.body!.getReader();
  let chunks = 0;
  for (let read = await reader.read(); !read.done; read = await reader.read()) chunks += 1;
  return chunks;
}

describe("the upstream's JSON answers", () => {
  it("reads a long list as the same JSON as written whole", async () => {
    const body = bodyWithList(SLICE_ITEMS * 2 + 7);
    const response = json(body);
    expect(response.headers.get("content-type")).toBe("application/json; charset=utf-8");
    expect(await response.text()).toBe(JSON.stringify(body));
  });

  it("hands a long list over in slices, and a short answer at once", async () => {
    expect(await chunksOf(json(bodyWithList(SLICE_ITEMS * 3)))).toBe(4);
    expect(await chunksOf(json(bodyWithList(SLICE_ITEMS)))).toBe(1);
    expect(await json({ message: "Not found" }, 404).json()).toEqual({ message: "Not found" });
  });

  it("lets other work run between the slices", async () => {
    const order: string[] = [];
    const reading = json(bodyWithList(SLICE_ITEMS * 4))
      .text()
      .then(() => order.push("list read"));
    setImmediate(() => order.push("other work"));
    await reading;
    expect(order).toEqual(["other work", "list read"]);
  });
});

// The list's first paint at scale: a region larger than a screen sends the first rows
// of the address's view and its counts; a smaller one is sent whole; a view that needs per-row
// facts gets no rows, to wait for the whole list.
import { FIRST_SCREEN_ROWS, firstScreen, rowsKey } from "@/lib/domain/firstScreen";
import { DEFAULT_VIEW, parseListView } from "@/lib/domain/listView";
import { makeInstance } from "../components/instances/fixtures";

/** `n` instances named MDL_0001…, every third one stopped. */
function fleet(n: number) {
  return Array.from({ length: n }, (_, k) => {
    const number = String(k + 1).padStart(4, "0");
    return makeInstance({ instanceId: `i-${number}`, name: `MDL_${number}`, state: k % 3 === 2 ? "stopped" : "running" });
  });
}

const view = (query: string) => parseListView(new URLSearchParams(query));

it("sends a list no longer than a screen whole (no first screen)", () => {
  expect(firstScreen(fleet(FIRST_SCREEN_ROWS), DEFAULT_VIEW)).toBeNull();
});

it("paints the first rows of the plain list, with the region's count", () => {
  const screen = firstScreen(fleet(20_000), DEFAULT_VIEW)!;
  expect(screen.rows).toHaveLength(FIRST_SCREEN_ROWS);
  expect(screen.rows[0].name).toBe("MDL_0001");
  expect(screen.rows.at(-1)!.name).toBe(`MDL_0${FIRST_SCREEN_ROWS}`);
  expect(screen).toMatchObject({ total: 20_000, matched: 20_000, key: "" });
});

it("paints the address's search, filter and sort over the whole list, and counts what they keep", () => {
  const asked = view("q=mdl_1&state=stopped&sort=-name&cols=php");
  const screen = firstScreen(fleet(2_000), asked)!;
  // MDL_1000–MDL_1999 match "mdl_1"; every third of them is stopped.
  const expected = fleet(2_000)
    .filter((i) => i.name.startsWith("MDL_1") && i.state === "stopped")
    .map((i) => i.name)
    .reverse();
  expect(screen.matched).toBe(expected.length);
  expect(screen.rows.map((i) => i.name)).toEqual(expected.slice(0, FIRST_SCREEN_ROWS));
  // The fleet columns do not change the rows: the same rows answer the view without them.
  expect(screen.key).toBe(rowsKey(view("sort=-name&state=stopped"), "mdl_1"));
});

it("paints no rows for a view that needs per-row facts (certificate status, SSL days, PHP)", () => {
  for (const query of ["cert=RENEW", "sort=ssl", "sort=-php"]) {
    expect(firstScreen(fleet(500), view(query))).toEqual({ rows: [], total: 500, matched: 0, key: null });
  }
});

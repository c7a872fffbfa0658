/** @jest-environment jsdom */
// How a list's view reaches the address: each choice is an entry of its own, a
// search refined while typing replaces its own entry, the address names the region once there
// is a view, and nothing is written off the list pages.
import { beforeNavigation, navigationArrived, syncViewRegion, writeView, writeViewWhenIdle } from "@/lib/client/viewAddress";

function at(url: string) {
  window.history.replaceState(null, "", url);
}

describe("writeView", () => {
  it("adds an entry per choice and one per search, which typing refines in place", () => {
    at("/home/instances");
    const start = window.history.length;
    writeView("view", "us-west-2", (p) => p.set("sort", "-name"));
    expect(window.location.search).toBe("?sort=-name&region=us-west-2");
    writeView("search", "us-west-2", (p) => p.set("q", "mdl"));
    writeView("search", "us-west-2", (p) => p.set("q", "mdl_c"));
    expect(window.location.search).toBe("?q=mdl_c&sort=-name&region=us-west-2");
    expect(window.history.length).toBe(start + 2);
    writeView("view", "us-west-2", (p) => p.set("state", "running"));
    expect(window.history.length).toBe(start + 3);
  });

  it("drops what is not a view, keeps the plain list's address plain, and leaves other pages alone", () => {
    at("/home/instances?sort=name&colour=blue");
    writeView("view", "eu-central-1", (p) => p.delete("sort"));
    expect(`${window.location.pathname}${window.location.search}`).toBe("/home/instances");
    at("/activity?user=a");
    writeView("view", "us-west-2", (p) => p.set("sort", "name"));
    expect(window.location.search).toBe("?user=a");
  });

  it("follows a region switch without a new entry", () => {
    at("/home/instances?sort=name&region=us-west-2");
    const before = window.history.length;
    syncViewRegion("eu-central-1");
    expect(window.location.search).toBe("?sort=name&region=eu-central-1");
    expect(window.history.length).toBe(before);
  });

  // Next.js drops a navigation under way when the address changes beneath it: a row's modal
  // would not open if the search's address were written while the router loads it.
  it("writes a waiting view as a navigation starts, and none while the router may still be loading the next page", async () => {
    at("/home/instances");
    const start = window.history.length;
    writeViewWhenIdle("search", "us-west-2", (p) => p.set("q", "acad"));
    beforeNavigation();
    expect(window.location.search).toBe("?q=acad&region=us-west-2");
    expect(window.history.length).toBe(start + 1);

    writeView("view", "us-west-2", (p) => p.set("sort", "name"));
    syncViewRegion("eu-central-1");
    writeViewWhenIdle("search", "us-west-2", (p) => p.set("q", "acadb"));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(window.location.search).toBe("?q=acad&region=us-west-2");
    expect(window.history.length).toBe(start + 1);

    navigationArrived();
    writeView("view", "us-west-2", (p) => p.set("sort", "name"));
    expect(window.location.search).toBe("?q=acad&sort=name&region=us-west-2");
  });
});

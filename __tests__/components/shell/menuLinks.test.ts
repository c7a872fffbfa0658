// Every link the shell offers leads to a page under app/: none is a dead end.
import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import { ALL_SHELL_LINKS } from "@/components/shell/menuLink";

/** The folder under `dir` that serves `segment`: its own, else a dynamic one (`[type]`), as Next matches; a route group (`(mui)`) adds no segment. */
function folderFor(dir: string, segment: string): string | null {
  if (existsSync(path.join(dir, segment))) return path.join(dir, segment);
  const folders = readdirSync(dir, { withFileTypes: true }).filter((e) => e.isDirectory());
  for (const group of folders.filter((e) => /^\(.+\)$/.test(e.name))) {
    const found = folderFor(path.join(dir, group.name), segment);
    if (found) return found;
  }
  const dynamic = folders.find((e) => /^\[[^.[\]]+\]$/.test(e.name));
  return dynamic ? path.join(dir, dynamic.name) : null;
}

function pageExists(href: string): boolean {
  let dir: string | null = path.join(process.cwd(), "app");
  for (const segment of href.split("/").filter(Boolean)) {
    dir = folderFor(dir, segment);
    if (dir === null) return false;
  }
  return existsSync(path.join(dir, "page.tsx"));
}

describe("shell links", () => {
  test.each(ALL_SHELL_LINKS.map((l) => [l.href] as const))("%s has its page under app/", (href) => {
    expect({ href, page: pageExists(href) }).toEqual({ href, page: true });
  });

  test("a path with no page is told apart (the check above can fail)", () => {
    expect(pageExists("/home/no-such-page")).toBe(false);
    expect(pageExists("/nowhere")).toBe(false);
  });

  test("the instance list is the first view", () => {
    expect(ALL_SHELL_LINKS[0]).toEqual({ href: "/home/instances", label: "Instance" });
  });
});

// The shell offers a working link only where a page exists: every entry whose page is missing
// under app/ is marked coming soon, and every entry marked so really has no page yet (so the
// list shrinks as pages are built instead of hiding a finished one).
import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import { ALL_SHELL_LINKS, PAGES_NOT_BUILT } from "@/components/shell/menuLink";

/** The folder under `dir` that serves `segment`: its own, else a dynamic one (`[type]`), as Next matches. */
function folderFor(dir: string, segment: string): string | null {
  if (existsSync(path.join(dir, segment))) return path.join(dir, segment);
  const dynamic = readdirSync(dir, { withFileTypes: true }).find((e) => e.isDirectory() && /^\[[^.[\]]+\]$/.test(e.name));
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
  test.each(ALL_SHELL_LINKS.map((l) => [l.href, l] as const))("%s is coming soon exactly when it has no page", (href, link) => {
    expect({ href, comingSoon: link.comingSoon }).toEqual({ href, comingSoon: !pageExists(href) });
  });

  test("every path listed as not built is one of the shell's links", () => {
    const hrefs = ALL_SHELL_LINKS.map((l) => l.href);
    for (const href of PAGES_NOT_BUILT) expect(hrefs).toContain(href);
  });

  test("the instance list, the one view built today, is a working link", () => {
    expect(ALL_SHELL_LINKS.find((l) => l.href === "/home/instances")).toEqual({ href: "/home/instances", label: "Instance", comingSoon: false });
  });
});

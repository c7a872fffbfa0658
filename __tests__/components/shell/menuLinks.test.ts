// The shell offers a working link only where a page exists: every entry whose page is missing
// under app/ is marked coming soon, and every entry marked so really has no page yet (so the
// list shrinks as pages are built instead of hiding a finished one).
import { existsSync } from "node:fs";
import path from "node:path";
import { ALL_SHELL_LINKS, PAGES_NOT_BUILT } from "@/components/shell/menuLink";

const pageExists = (href: string) => existsSync(path.join(process.cwd(), "app", href, "page.tsx"));

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

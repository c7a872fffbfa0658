// File access changes (spec 1 §4): a toggle flips locally, a second flip undoes it, and only
// changed entries are sent.
import { breadcrumb, changedEntries, shownBlocked, toggleEntry, type FileAccessItem } from "@/lib/domain/fileAccess";

const config: FileAccessItem = { name: "config.php", path: "config.php", type: "file", blocked: false };
const admin: FileAccessItem = { name: "cli", path: "admin/cli", type: "directory", blocked: true };

describe("file access changes", () => {
  it("records a flip and shows the new flag", () => {
    const changes = toggleEntry(new Map(), config);
    expect(shownBlocked(changes, config)).toBe(true);
    expect(changedEntries(changes)).toEqual([{ ...config, blocked: true }]);
  });

  it("forgets an entry flipped back to the server's state", () => {
    const changes = toggleEntry(toggleEntry(new Map(), config), config);
    expect(changes.size).toBe(0);
    expect(changedEntries(changes)).toEqual([]);
  });

  it("keeps changes from several folders and does not touch the one it was given", () => {
    const first = toggleEntry(new Map(), config);
    const both = toggleEntry(first, admin);
    expect(first.size).toBe(1);
    expect(changedEntries(both)).toEqual([{ ...config, blocked: true }, { ...admin, blocked: false }]);
  });
});

describe("breadcrumb", () => {
  it("starts at the root and names each folder on the way", () => {
    expect(breadcrumb("")).toEqual([{ label: "root", path: "" }]);
    expect(breadcrumb("admin/cli/")).toEqual([
      { label: "root", path: "" },
      { label: "admin", path: "admin" },
      { label: "cli", path: "admin/cli" },
    ]);
  });
});

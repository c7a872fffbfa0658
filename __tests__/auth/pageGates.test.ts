// The page gate rules proxy.ts applies.
import { isPendingLink, pageMinRole } from "@/lib/auth/pageGates";

describe("page roles", () => {
  test.each([
    ["/home", "manager"],
    ["/home/instances", "manager"],
    ["/home/instances/add", "admin"],
    ["/home/instances/add-shared-server", "superadmin"],
    ["/home/instances/addendum", "manager"],
    ["/admin/dashboard/user", "superadmin"],
    ["/reports/dymano-instances", "superadmin"],
    ["/usability-report", "manager"],
  ])("%s needs %s", (path, role) => {
    expect(pageMinRole(path)).toBe(role);
  });
});

describe("links remembered across sign-in", () => {
  test.each([
    ["/home/delete/abc/delete-lms", true],
    ["/home/upgrade/tok/upgrade-lms", true],
    ["/home/rollback/tok/rollback", true],
    ["/home/instances/confirm-add/req-1", true],
    ["/backups/u-123", true],
    ["/home/instances", false],
    ["/home/delete/abc", false],
    ["/admin/dashboard/user", false],
  ])("%s → %s", (path, expected) => {
    expect(isPendingLink(path)).toBe(expected);
  });
});

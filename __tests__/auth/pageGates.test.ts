// The page gate rules proxy.ts applies: roles per page, links remembered across sign-in, and
// which remembered links may be followed (never off this host).
import { isPendingLink, isPublicPage, pageMinRole, pendingLinkTarget, redirectsLowRole } from "@/lib/auth/pageGates";

describe("page roles", () => {
  test.each([
    ["/home", "manager"],
    ["/home/instances", "manager"],
    ["/home/instances/add", "admin"],
    ["/home/instances/add-shared-server", "superadmin"],
    ["/home/instances/addendum", "manager"],
    ["/admin/dashboard/user", "superadmin"],
    // Spec 3 §6 gates the report's Actions and deletions, not the report: every role may read it.
    ["/reports/dymano-instances", "manager"],
    ["/usability-report", "manager"],
  ])("%s needs %s", (path, role) => {
    expect(pageMinRole(path)).toBe(role);
  });
});

test("a lower role is sent home from gated pages, but reads the admin dashboard's own refusal (spec 3 §2.9)", () => {
  expect(redirectsLowRole("/home/instances/add")).toBe(true);
  expect(redirectsLowRole("/home/outbox")).toBe(true);
  expect(redirectsLowRole("/admin/dashboard/user")).toBe(false);
  expect(redirectsLowRole("/admin/dashboard/package/create")).toBe(false);
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

describe("the development outbox", () => {
  test.each([
    ["/home/outbox", "admin"],
    ["/home/outbox/", "admin"],
    ["/home/outboxes", "manager"],
  ])("%s needs %s", (path, role) => {
    expect(pageMinRole(path)).toBe(role);
  });
});

describe("pendingLinkTarget: the remembered link followed after sign-in", () => {
  test.each([
    ["/home/delete/abc/delete-lms", "/home/delete/abc/delete-lms"],
    ["/home/delete/abc/delete-lms/", "/home/delete/abc/delete-lms/"],
    ["/home/upgrade/tok/upgrade-lms?region=eu-central-1", "/home/upgrade/tok/upgrade-lms?region=eu-central-1"],
    ["/home/rollback/tok/rollback", "/home/rollback/tok/rollback"],
    ["/home/instances/confirm-add/req-1", "/home/instances/confirm-add/req-1"],
    ["/backups/u-123", "/backups/u-123"],
    ["/backups/Zm9vYmFy_LQ", "/backups/Zm9vYmFy_LQ"],
  ])("follows %s", (cookie, target) => {
    expect(pendingLinkTarget(cookie)).toBe(target);
  });

  test.each([
    ["no cookie", undefined],
    ["empty", ""],
    ["encoded backslash", "/%5Cevil.example"],
    ["dot segment then double slash", "/.//evil.example"],
    ["encoded tab", "/%09/evil.example"],
    ["protocol-relative", "//x"],
    ["protocol-relative pending shape", "//evil.example/home/delete/abc/delete-lms"],
    ["absolute https", "https://evil.example/home/delete/abc/delete-lms"],
    ["absolute http", "http://evil.example/backups/u-1"],
    ["backslash", "/\\evil.example"],
    ["backslash inside a pending shape", "/home/delete/a\\b/delete-lms"],
    ["encoded slash in a segment", "/home/delete/%2F%2Fevil.example/delete-lms"],
    ["encoded backslash in a segment", "/backups/%5C%5Cevil.example"],
    ["dot segment in a pending shape", "/home/delete/../delete-lms"],
    ["raw tab", "/home/delete/a\tb/delete-lms"],
    ["raw newline", "/backups/u-1\n"],
    ["NUL", "/backups/u-\u0000"],
    ["space", "/backups/u 1"],
    ["not a pending link", "/home/instances"],
    ["a prefix of a pending link", "/home/delete/abc"],
    ["a longer path", "/home/delete/abc/delete-lms/more"],
    ["javascript scheme", "javascript:alert(1)"],
    ["query with a backslash", "/backups/u-1?next=\\\\evil.example"],
    ["query with a control character", "/backups/u-1?x=\u0007"],
    ["too long", `/backups/${"a".repeat(3000)}`],
  ])("refuses %s", (_, cookie) => {
    expect(pendingLinkTarget(cookie)).toBeNull();
  });
});

test("only sign-in, and the sign-out route that leads to it, need no session", () => {
  expect(isPublicPage("/")).toBe(true);
  expect(isPublicPage("/signed-out")).toBe(true);
  expect(isPublicPage("/home")).toBe(false);
  expect(isPublicPage("/activity")).toBe(false);
});

/** @jest-environment node */
// /signed-out (spec 1 §2, spec 2 §8): ends the session and goes to sign-in; the page the session
// ended on is remembered for after sign-in when it is a delete, backup or other remembered-link
// address, and never when it is anything else.
import { NextRequest } from "next/server";
import { GET } from "@/app/signed-out/route";
import { PENDING_LINK_COOKIE } from "@/lib/auth/pageGates";
import { signedOutHref } from "@/lib/client/sessionEnded";

function leave(from: string | null) {
  const url = from === null ? "http://console.test/signed-out" : `http://console.test${signedOutHref(from)}`;
  return GET(new NextRequest(url));
}

it("goes to sign-in with a relative Location and clears the session", () => {
  const res = leave(null);
  expect(res.status).toBe(307);
  expect(res.headers.get("location")).toBe("/");
  expect(res.cookies.get(PENDING_LINK_COOKIE)).toBeUndefined();
});

it.each([
  "/home/delete/3f2a-token/delete-lms?region=eu-central-1",
  "/backups/backup-acme-20261124T101500Z-a1b2c3?region=us-west-2",
  "/home/upgrade/tok/upgrade-lms",
])("remembers %s, on which the session ended, httpOnly, for after sign-in", (from) => {
  const cookie = leave(from).cookies.get(PENDING_LINK_COOKIE);
  expect(cookie?.value).toBe(from);
  expect(cookie?.httpOnly).toBe(true);
});

it.each(["/home/instances", "/home/instances/actions/i-1/acme/dedicated", "//evil.example/home/delete/a/b", "https://evil.example/backups/x", "/backups/x?next=<script>"])(
  "does not remember %s",
  (from) => {
    expect(leave(from).cookies.get(PENDING_LINK_COOKIE)).toBeUndefined();
  },
);

it("after an idle sign-out, sends the sign-in page the reason (and nothing else it is given)", () => {
  const idle = GET(new NextRequest(`http://console.test${signedOutHref("/home/instances", "idle")}`));
  expect(idle.headers.get("location")).toBe("/?signedOut=idle");
  const other = GET(new NextRequest("http://console.test/signed-out?from=%2Fhome&reason=%2F%2Fevil.example"));
  expect(other.headers.get("location")).toBe("/");
});

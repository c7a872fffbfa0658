// The scan the log tests rely on finds what it looks for: a demo secret, a named value, an
// unredacted secret field; and passes a clean log with a start-up banner among its lines.
import { demoSecrets, jsonLines, leaksIn } from "@/scripts/lib/logScan";
import { SEED_ACCOUNT_BY_ROLE } from "@/lib/sim/auth/seedUsers";

const clean = [
  "Console ready on http://localhost:3000",
  JSON.stringify({ level: 30, requestId: "r-1", route: "/api/v1/user", status: 200, user: "admin@example.com", msg: "request" }),
  JSON.stringify({ level: 50, err: { message: "x", code: "ECONNREFUSED" }, headers: { authorization: "[redacted]" }, msg: "a BFF call failed" }),
].join("\n");

test("a clean log passes; its JSON lines are read, other lines left out", () => {
  expect(leaksIn(clean, demoSecrets())).toEqual([]);
  expect(jsonLines(clean).map((line) => line.msg)).toEqual(["request", "a BFF call failed"]);
});

test("a demo password or two-factor secret anywhere in the log is found", () => {
  const { admin } = SEED_ACCOUNT_BY_ROLE;
  expect(leaksIn(`${clean}\nsigning in with ${admin.password}`, demoSecrets())).toEqual([`${admin.username}'s password`]);
  expect(leaksIn(`${clean}\n${JSON.stringify({ msg: "x", detail: admin.totpSecret })}`, demoSecrets())).toEqual([`${admin.username}'s two-factor secret`]);
});

test("a named value, or a secret field left unredacted, is found", () => {
  expect(leaksIn(`${clean}\nBearer tok-123`, [{ what: "an upstream token", value: "tok-123" }])).toEqual(["an upstream token"]);
  expect(leaksIn(JSON.stringify({ msg: "x", body: { accessToken: "abc" } }), [])).toEqual(['an unredacted "body.accessToken" field']);
});

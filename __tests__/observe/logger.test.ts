// The console's log: JSON lines with the request's id when written inside one, and no secret in
// any known field, however deep the logged object holds it.
import { createLogger } from "@/lib/observe/logger";
import { requestContext, type RequestFacts } from "@/lib/observe/requestFacts";

function captured(level: Parameters<typeof createLogger>[0] = "info") {
  const lines: string[] = [];
  const log = createLogger(level, { write: (line: string) => void lines.push(line) });
  return { log, lines, parsed: () => lines.map((line) => JSON.parse(line) as Record<string, unknown>) };
}

const facts = (requestId: string): RequestFacts => ({ requestId, method: "GET", url: "/home", startedAt: 0 });

test("a line is one JSON object with its level, time and message", () => {
  const { log, parsed } = captured();
  log.info({ route: "/home" }, "request");
  const [line] = parsed();
  expect(line).toMatchObject({ level: 30, msg: "request", route: "/home" });
  expect(typeof line.time).toBe("string");
});

test("a line written while a request is handled carries its id; outside one, none", () => {
  const { log, parsed } = captured();
  requestContext().run(facts("req-1"), () => log.error({ err: new Error("boom") }, "a BFF call failed"));
  log.warn("start-up");
  const [inside, outside] = parsed();
  expect(inside).toMatchObject({ requestId: "req-1", msg: "a BFF call failed", err: { message: "boom" } });
  expect(outside.requestId).toBeUndefined();
});

test("passwords, tokens, codes, two-factor secrets and cookies are redacted wherever they sit", () => {
  const { log, lines } = captured();
  log.info(
    {
      password: "Super!2026",
      body: { username: "ana@example.edu", token: "482913", newPassword: "Renewed#2027" },
      session: { accessToken: "access-abc", refreshToken: "refresh-def" },
      headers: { authorization: "Bearer access-abc", cookie: "next-auth.session-token=cookie-ghi", "set-cookie": ["refresh_token=refresh-def"] },
      user: { enrolment: { totpSecret: "SOFIASUPERADMINDEMOTOTPSECRET234", token: "105934" } },
      err: { message: "connect ECONNREFUSED", code: "ECONNREFUSED" },
    },
    "everything a careless caller might pass",
  );
  const text = lines.join("");
  for (const secret of ["Super!2026", "482913", "Renewed#2027", "access-abc", "refresh-def", "cookie-ghi", "SOFIASUPERADMINDEMOTOTPSECRET234", "105934"]) {
    expect(text).not.toContain(secret);
  }
  expect(text).toContain("[redacted]");
  // What is not a secret stays readable.
  expect(text).toContain("ana@example.edu");
  expect(text).toContain('"code":"ECONNREFUSED"');
});

test("LOG_LEVEL's level holds back the lines below it", () => {
  const { log, parsed } = captured("warn");
  log.info("request");
  log.warn("slow");
  expect(parsed().map((line) => line.msg)).toEqual(["slow"]);
});

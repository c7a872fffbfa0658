// Which failed answers end the session (spec 1 §8): 401 always; a 403 relayed
// from the upstream ("403 on any other call: log out"); not a 401/403 the console's own gate
// produced (X-Console-Refusal: gate), whose message is shown while the session stays.
import { CONSOLE_REFUSAL_HEADER } from "@/lib/http/headerNames";
import { endsSession, GATE_REFUSAL, leaveIfSessionEnded } from "@/lib/client/sessionEnded";

describe("endsSession", () => {
  test.each([
    [401, null, true],
    [401, "gate", true],
    [403, null, true],
    [403, "", true],
    [403, "upstream", true],
    [403, "gate", false],
    [403, "Gate", false],
    [400, null, false],
    [404, null, false],
    [500, null, false],
    [503, null, false],
    [504, "gate", false],
  ])("status %p with refusal %p → %p", (status, refusal, expected) => {
    expect(endsSession(status, refusal)).toBe(expected);
  });
});

describe("leaveIfSessionEnded reads the header from the answer", () => {
  it("is named as the BFF sends it", () => {
    expect(CONSOLE_REFUSAL_HEADER.toLowerCase()).toBe("x-console-refusal");
    expect(GATE_REFUSAL).toBe("gate");
  });

  test.each([
    ["a 403 relayed from the upstream", 403, new Headers(), true],
    ["a 403 of the console's role gate", 403, new Headers({ "x-console-refusal": "gate" }), false],
    ["a 401 of the console", 401, new Headers({ "x-console-refusal": "gate" }), true],
    ["a 503", 503, new Headers(), false],
  ])("%s", (_, status, headers, expected) => {
    expect(leaveIfSessionEnded(status, headers)).toBe(expected);
  });

  it("without headers only a 401 is known to end the session", () => {
    expect(leaveIfSessionEnded(401)).toBe(true);
    expect(leaveIfSessionEnded(403)).toBe(false);
  });
});

// Idle sessions: 30 minutes without input by default (IDLE_MINUTES), a warning in
// the last 60 seconds (IDLE_WARN_SECONDS, never more than half the time), then the end.
import { idleTimeouts } from "@/lib/auth/idle";
import { readConsoleConfig } from "@/lib/config/console";
import { idlePhase, idleSignedOutMessage } from "@/lib/domain/idle";

test("30 minutes and a 60-second warning unless configured", () => {
  expect(idleTimeouts({})).toEqual({ idleMs: 30 * 60_000, warnMs: 60_000 });
  expect(idleTimeouts(readConsoleConfig({}).auth)).toEqual({ idleMs: 30 * 60_000, warnMs: 60_000 });
  expect(idleTimeouts(readConsoleConfig({ IDLE_MINUTES: "15", IDLE_WARN_SECONDS: "120" }).auth)).toEqual({ idleMs: 15 * 60_000, warnMs: 120_000 });
  expect(idleTimeouts(readConsoleConfig({ IDLE_MINUTES: "1", IDLE_WARN_SECONDS: "600" }).auth)).toEqual({ idleMs: 60_000, warnMs: 30_000 });
});

test("nonsense is refused by the configuration, naming the variables", () => {
  expect(() => readConsoleConfig({ IDLE_MINUTES: "-3", IDLE_WARN_SECONDS: "soon" })).toThrow(/IDLE_MINUTES must be a whole number from 1 to 1440 \(got "-3"\)\nConfiguration error: IDLE_WARN_SECONDS must be/);
});

test("active, then the warning with the time left, then ended", () => {
  const t = idleTimeouts({});
  const last = 1_000_000;
  expect(idlePhase(last, last + 28 * 60_000, t)).toEqual({ kind: "active" });
  expect(idlePhase(last, last + 29 * 60_000, t)).toEqual({ kind: "warning", leftMs: 60_000 });
  expect(idlePhase(last, last + 29 * 60_000 + 45_000, t)).toEqual({ kind: "warning", leftMs: 15_000 });
  expect(idlePhase(last, last + 30 * 60_000, t)).toEqual({ kind: "ended" });
  // A tab that slept through it all ends at once.
  expect(idlePhase(last, last + 5 * 3_600_000, t)).toEqual({ kind: "ended" });
});

test("the sign-in page says how long", () => {
  expect(idleSignedOutMessage(idleTimeouts({}))).toBe("You were signed out after 30 minutes without activity. Sign in again to carry on: what you had typed is kept in this tab.");
});

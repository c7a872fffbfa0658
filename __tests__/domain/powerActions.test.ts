// Following an instance after start, stop or reboot until it settles (spec 1 §4).
import { actionOffered, advanceWatch, POWER_MESSAGES, startWatch, targetState, WATCH_TIMEOUT_MS, type PowerAction } from "@/lib/domain/powerActions";

describe("advanceWatch", () => {
  it("follows a stop through stopping until stopped", () => {
    let w = startWatch("i-1", "stop", "running", 0);
    w = advanceWatch(w, "running", 2_000)!;
    expect(w).not.toBeNull();
    w = advanceWatch(w, "stopping", 4_000)!;
    expect(w.changed).toBe(true);
    expect(advanceWatch(w, "stopped", 6_000)).toBeNull();
  });

  it("ends a start once running", () => {
    const w = startWatch("i-1", "start", "stopped", 0);
    expect(advanceWatch(w, "pending", 1)).not.toBeNull();
    expect(advanceWatch(w, "running", 2)).toBeNull();
  });

  it("keeps following a reboot until a change has been seen and it runs again", () => {
    let w = startWatch("i-1", "reboot", "running", 0);
    w = advanceWatch(w, "running", 2_000)!;
    expect(w).not.toBeNull();
    w = advanceWatch(w, "rebooting", 4_000)!;
    expect(w).not.toBeNull();
    expect(advanceWatch(w, "running", 6_000)).toBeNull();
  });

  it("gives up after the timeout or when the instance is gone", () => {
    const w = startWatch("i-1", "stop", "running", 0);
    expect(advanceWatch(w, "running", WATCH_TIMEOUT_MS + 1)).toBeNull();
    expect(advanceWatch(w, undefined, 1)).toBeNull();
  });

  it("keeps the same object while nothing changes, so the list does not re-render", () => {
    const w = startWatch("i-1", "stop", "running", 0);
    expect(advanceWatch(w, "running", 1)).toBe(w);
  });
});

describe("power messages", () => {
  it("say the new state may take a few minutes", () => {
    expect(POWER_MESSAGES.success("stop", "acme")).toBe("The stop of acme was requested. The new state may take a few minutes to show.");
    expect(targetState("reboot")).toBe("running");
  });
});

describe("actionOffered", () => {
  it("offers start to a stopped or stopping server, stop to a running or pending one, reboot to a running one", () => {
    expect(["start", "stop", "reboot"].map((a) => actionOffered(a as PowerAction, "running"))).toEqual([false, true, true]);
    expect(["start", "stop", "reboot"].map((a) => actionOffered(a as PowerAction, "stopped"))).toEqual([true, false, false]);
    expect(["start", "stop", "reboot"].map((a) => actionOffered(a as PowerAction, "pending"))).toEqual([false, true, false]);
    expect(["start", "stop", "reboot"].map((a) => actionOffered(a as PowerAction, "stopping"))).toEqual([true, false, false]);
    expect(["start", "stop", "reboot"].map((a) => actionOffered(a as PowerAction, "rebooting"))).toEqual([false, false, false]);
  });

  it("leaves every action to the server for a state it does not know", () => {
    expect(actionOffered("start", undefined)).toBe(true);
    expect(actionOffered("reboot", "shutting-down")).toBe(true);
  });
});

// The rules of a long process's output: what an HTTP answer means, when a read ends the
// process (and the deletion's '[Errors]'), which failures are blips with what backoff, how
// cumulative output is merged, and how elapsed time reads.
import {
  BACKOFF, backoffDelay, deletionFailed, EMPTY_LOG, formatElapsed, isBlip, mergeOutput, OUTPUT_INTERVAL_MS, OUTPUT_MESSAGES,
  outcomeOf, readFromHttp, shouldGiveUp, visibleLineCount,
} from "@/lib/domain/processOutput";

describe("reads and outcomes", () => {
  it("206 is running, 200 is done", () => {
    expect(readFromHttp(206, "a")).toEqual({ status: "running", text: "a" });
    expect(readFromHttp(200, "a\nb")).toEqual({ status: "done", text: "a\nb" });
  });

  it("a running read has no outcome; done and failed reads end the process", () => {
    expect(outcomeOf({ status: "running", text: "a" })).toBeNull();
    expect(outcomeOf({ status: "done", text: "a" })).toEqual({ status: "done", text: "a" });
    expect(outcomeOf({ status: "failed", text: "a", message: "boom" })).toEqual({ status: "failed", text: "a", message: "boom" });
    expect(outcomeOf({ status: "failed", text: "a" })).toEqual({ status: "failed", text: "a" });
  });

  it("the caller's rule turns a done into failed, at the end only", () => {
    expect(outcomeOf({ status: "done", text: "x [Errors] y" }, deletionFailed)).toEqual({ status: "failed", text: "x [Errors] y" });
    expect(outcomeOf({ status: "done", text: "all fine" }, deletionFailed)).toEqual({ status: "done", text: "all fine" });
    expect(outcomeOf({ status: "running", text: "[Errors]" }, deletionFailed)).toBeNull();
  });

  it("the spec's intervals", () => {
    expect(OUTPUT_INTERVAL_MS).toEqual({ creation: 3000, deletion: 3000, rollback: 3000, upgrade: 4000 });
  });
});

describe("blips and backoff", () => {
  it("no connection, a timeout and gateway errors are blips; other statuses and unknown errors are not", () => {
    for (const s of [0, 408, 502, 503, 504]) expect(isBlip(s)).toBe(true);
    for (const s of [400, 401, 403, 404, 429, 500]) expect(isBlip(s)).toBe(false);
    expect(isBlip(null)).toBe(false);
  });

  it("doubles from 1 s and caps at 30 s", () => {
    expect([1, 2, 3, 4, 5, 6, 7, 50].map(backoffDelay)).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000, 30000]);
  });

  it("gives up after five minutes of blips", () => {
    expect(shouldGiveUp(0, BACKOFF.giveUpAfterMs - 1)).toBe(false);
    expect(shouldGiveUp(0, BACKOFF.giveUpAfterMs)).toBe(true);
  });

  it("says how long until the retry, in whole seconds", () => {
    expect(OUTPUT_MESSAGES.retrying(4000)).toBe("Connection lost — retrying in 4 s…");
    expect(OUTPUT_MESSAGES.retrying(1500)).toBe("Connection lost — retrying in 2 s…");
  });
});

describe("mergeOutput", () => {
  it("splits the first text into lines", () => {
    const log = mergeOutput(EMPTY_LOG, "one\ntwo\n");
    expect(log.lines).toEqual(["one", "two", ""]);
    expect(visibleLineCount(log)).toBe(2);
  });

  it("appends only the new part, completing a partial last line, and keeps earlier lines", () => {
    const first = mergeOutput(EMPTY_LOG, "one\ntw");
    const next = mergeOutput(first, "one\ntwo\nthree");
    expect(next.lines).toEqual(["one", "two", "three"]);
    expect(next.lines[0]).toBe(first.lines[0]);
    expect(mergeOutput(mergeOutput(EMPTY_LOG, "a\n"), "a\nb\n").lines).toEqual(["a", "b", ""]);
    expect(mergeOutput(mergeOutput(EMPTY_LOG, "ab"), "abc").lines).toEqual(["abc"]);
  });

  it("gives back the same log for the same text", () => {
    const log = mergeOutput(EMPTY_LOG, "a\nb");
    expect(mergeOutput(log, "a\nb")).toBe(log);
  });

  it("replaces the log when the text shrinks or changes earlier", () => {
    const log = mergeOutput(EMPTY_LOG, "a\nb\nc");
    expect(mergeOutput(log, "a\nb").lines).toEqual(["a", "b"]);
    expect(mergeOutput(log, "x\nb\nc\nd").lines).toEqual(["x", "b", "c", "d"]);
  });

  it("drops carriage returns, also when CRLF straddles two reads", () => {
    const log = mergeOutput(EMPTY_LOG, "a\r\nb\r");
    expect(log.lines).toEqual(["a", "b"]);
    expect(mergeOutput(log, "a\r\nb\r\nc").lines).toEqual(["a", "b", "c"]);
  });

  it("handles thousands of lines appended in steps", () => {
    let log = EMPTY_LOG;
    let text = "";
    for (let i = 0; i < 5000; i++) {
      text += `line ${i}\n`;
      if (i % 250 === 0) log = mergeOutput(log, text);
    }
    log = mergeOutput(log, text);
    expect(visibleLineCount(log)).toBe(5000);
    expect(log.lines[4999]).toBe("line 4999");
  });
});

it("formats elapsed time as mm:ss, and h:mm:ss from an hour", () => {
  expect(formatElapsed(0)).toBe("00:00");
  expect(formatElapsed(65_900)).toBe("01:05");
  expect(formatElapsed(3_600_000 + 61_000)).toBe("1:01:01");
  expect(formatElapsed(-5)).toBe("00:00");
});

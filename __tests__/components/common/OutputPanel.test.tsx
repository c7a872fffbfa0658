/** @jest-environment jsdom */
// The OutputPanel as a page meets it, with fake timers and a fake reader: 206 then 200 shows
// the lines, then Done, and calls onFinish once; an error stops it with the caller's message (or
// a 4xx's own); a blip is retried with backoff and said so, then recovers; unmount stops polling
// and aborts the read in flight; a hidden tab catches up at once on return; scrolling up holds
// the view and "Jump to end" follows again; the deletion's '[Errors]' rule fails the process.
import { act, fireEvent, render, screen, within } from "@testing-library/react";
import OutputPanel from "@/components/common/output/OutputPanel";
import { creationOutputReader, deletionOutputReader } from "@/data/processes/outputReaders";
import { ApiError } from "@/lib/client/ApiError";
import { BACKOFF, deletionFailed, type OutputOutcome, type OutputRead } from "@/lib/domain/processOutput";
import { axeViolations } from "../axeViolations";

const TITLE = "Instance Creation Process";
const FAILURE = "An error has occurred. Cannot display the output of the delete process.";
const INTERVAL = 3000;

type Reader = jest.Mock<Promise<OutputRead>, [AbortSignal]>;
const running = (text: string): OutputRead => ({ status: "running", text });
const done = (text: string): OutputRead => ({ status: "done", text });

/** Advances fake time and lets the promises it settles run. */
async function advance(ms: number) {
  await act(async () => {
    await jest.advanceTimersByTimeAsync(ms);
  });
}

function renderPanel(
  read: Reader,
  extra: { onFinish?: (o: OutputOutcome) => void; failsWhen?: (t: string) => boolean; failureMessage?: string; failedMessage?: string } = {},
) {
  const view = render(<OutputPanel title={TITLE} read={read} intervalMs={INTERVAL} {...extra} />);
  const panel = () => screen.getByRole("region", { name: TITLE });
  const badge = () => within(panel()).getAllByRole("status")[0];
  const log = () => within(panel()).getByRole("log", { name: TITLE });
  return { ...view, panel, badge, log };
}

beforeEach(() => {
  jest.useFakeTimers();
});
afterEach(() => {
  jest.useRealTimers();
});

it("206 then 200: shows the lines as they come, then Done, and calls onFinish once", async () => {
  const read: Reader = jest.fn().mockResolvedValueOnce(running("Starting\nStep 1\n")).mockResolvedValueOnce(done("Starting\nStep 1\nStep 2\nFinished\n"));
  const onFinish = jest.fn();
  const { badge, log } = renderPanel(read, { onFinish });
  await advance(20);
  expect(read).toHaveBeenCalledTimes(1);
  expect(log()).toHaveTextContent("Starting Step 1");
  expect(badge()).toHaveTextContent("Running");
  expect(onFinish).not.toHaveBeenCalled();

  await advance(INTERVAL);
  expect(read).toHaveBeenCalledTimes(2);
  expect(log()).toHaveTextContent("Step 2 Finished");
  expect(badge()).toHaveTextContent("Done");
  expect(onFinish).toHaveBeenCalledTimes(1);
  expect(onFinish).toHaveBeenCalledWith({ status: "done", text: "Starting\nStep 1\nStep 2\nFinished\n" });

  await advance(INTERVAL * 5);
  expect(read).toHaveBeenCalledTimes(2);
  expect(onFinish).toHaveBeenCalledTimes(1);
});

it("shows the elapsed time ticking while running and fixed once ended", async () => {
  const read: Reader = jest.fn().mockResolvedValueOnce(running("a")).mockResolvedValueOnce(running("a")).mockResolvedValueOnce(done("a"));
  const { panel } = renderPanel(read);
  await advance(0);
  expect(panel()).toHaveTextContent("Elapsed 00:00");
  await advance(5000);
  expect(panel()).toHaveTextContent("Elapsed 00:05");
  await advance(1000);
  expect(panel()).toHaveTextContent("Elapsed 00:06");
  await advance(20_000);
  expect(panel()).toHaveTextContent("Elapsed 00:06");
});

it("an error stops polling with the caller's message; a 4xx shows the server's own", async () => {
  const read: Reader = jest.fn().mockResolvedValueOnce(running("partial\n")).mockRejectedValueOnce(new ApiError(500, "upstream exploded"));
  const onFinish = jest.fn();
  const { badge, panel, log } = renderPanel(read, { onFinish, failureMessage: FAILURE });
  await advance(20);
  await advance(INTERVAL);
  expect(badge()).toHaveTextContent("Failed");
  expect(within(panel()).getByRole("alert")).toHaveTextContent(FAILURE);
  expect(log()).toHaveTextContent("partial");
  expect(onFinish).toHaveBeenCalledWith({ status: "failed", text: "partial\n", message: FAILURE });
  await advance(INTERVAL * 5);
  expect(read).toHaveBeenCalledTimes(2);
  expect(onFinish).toHaveBeenCalledTimes(1);
});

it("a 4xx with a message stops with that message", async () => {
  const read: Reader = jest.fn().mockRejectedValueOnce(new ApiError(404, "Output file not found"));
  const { panel, badge } = renderPanel(read, { failureMessage: FAILURE });
  await advance(0);
  expect(badge()).toHaveTextContent("Failed");
  expect(within(panel()).getByRole("alert")).toHaveTextContent("Output file not found");
  await advance(INTERVAL * 3);
  expect(read).toHaveBeenCalledTimes(1);
});

it("a blip is retried with backoff and said so, then the panel recovers", async () => {
  const read: Reader = jest
    .fn()
    .mockResolvedValueOnce(running("one\n"))
    .mockRejectedValueOnce(new ApiError(503, "unavailable"))
    .mockRejectedValueOnce(new ApiError(0, "unreachable"))
    .mockResolvedValueOnce(running("one\ntwo\n"))
    .mockResolvedValueOnce(done("one\ntwo\nthree\n"));
  const { panel, badge, log } = renderPanel(read);
  await advance(20);
  await advance(INTERVAL);
  expect(read).toHaveBeenCalledTimes(2);
  expect(panel()).toHaveTextContent("Connection lost — retrying in 1 s…");
  expect(badge()).toHaveTextContent("Running");

  await advance(1000);
  expect(read).toHaveBeenCalledTimes(3);
  expect(panel()).toHaveTextContent("Connection lost — retrying in 2 s…");
  await advance(1900);
  expect(read).toHaveBeenCalledTimes(3);
  await advance(100);
  expect(read).toHaveBeenCalledTimes(4);
  expect(panel()).not.toHaveTextContent("Connection lost");
  expect(log()).toHaveTextContent("one two");

  await advance(INTERVAL);
  expect(badge()).toHaveTextContent("Done");
  expect(log()).toHaveTextContent("three");
});

it("a read that hangs is aborted after its timeout and retried as a blip", async () => {
  const signals: AbortSignal[] = [];
  const read: Reader = jest.fn((signal: AbortSignal) => {
    signals.push(signal);
    if (signals.length === 1) return new Promise<OutputRead>((_, reject) => signal.addEventListener("abort", () => reject(new DOMException("aborted", "AbortError"))));
    return Promise.resolve(done("ok"));
  });
  render(<OutputPanel title={TITLE} read={read} intervalMs={INTERVAL} readTimeoutMs={10_000} />);
  const panel = () => screen.getByRole("region", { name: TITLE });
  const badge = () => within(panel()).getAllByRole("status")[0];
  await advance(10_000);
  expect(signals[0].aborted).toBe(true);
  expect(panel()).toHaveTextContent("Connection lost — retrying in 1 s…");
  await advance(1000);
  expect(badge()).toHaveTextContent("Done");
});

it("after five minutes of blips it stops, says so, and Retry reads again", async () => {
  const read: Reader = jest.fn().mockRejectedValue(new ApiError(502, "bad gateway"));
  const onFinish = jest.fn();
  const { panel, badge } = renderPanel(read, { onFinish });
  await advance(BACKOFF.giveUpAfterMs + 60_000);
  expect(badge()).toHaveTextContent("Disconnected");
  expect(panel()).toHaveTextContent("The connection has been lost for 5 minutes");
  const calls = read.mock.calls.length;
  await advance(120_000);
  expect(read).toHaveBeenCalledTimes(calls);
  expect(onFinish).not.toHaveBeenCalled();

  read.mockResolvedValueOnce(done("back"));
  fireEvent.click(within(panel()).getByRole("button", { name: "Retry" }));
  await advance(20);
  expect(read).toHaveBeenCalledTimes(calls + 1);
  expect(badge()).toHaveTextContent("Done");
});

it("unmount stops polling and aborts the read in flight", async () => {
  let signal: AbortSignal | undefined;
  const read: Reader = jest.fn().mockResolvedValueOnce(running("a\n")).mockImplementationOnce((s: AbortSignal) => {
    signal = s;
    return new Promise<OutputRead>(() => {});
  });
  const { unmount } = renderPanel(read);
  await advance(20);
  await advance(INTERVAL);
  expect(read).toHaveBeenCalledTimes(2);
  expect(signal?.aborted).toBe(false);
  unmount();
  expect(signal?.aborted).toBe(true);
  await advance(INTERVAL * 10);
  expect(read).toHaveBeenCalledTimes(2);
});

it("unmount between reads: no read after it", async () => {
  const read: Reader = jest.fn().mockResolvedValue(running("a\n"));
  const { unmount } = renderPanel(read);
  await advance(20);
  unmount();
  await advance(INTERVAL * 10);
  expect(read).toHaveBeenCalledTimes(1);
});

describe("a hidden tab", () => {
  let visibility: DocumentVisibilityState = "visible";
  beforeEach(() => {
    visibility = "visible";
    jest.spyOn(document, "visibilityState", "get").mockImplementation(() => visibility);
  });
  afterEach(() => jest.restoreAllMocks());

  const show = (state: DocumentVisibilityState) => {
    visibility = state;
    act(() => {
      document.dispatchEvent(new Event("visibilitychange"));
    });
  };

  it("catches up at once on return, without waiting for the (throttled) timer", async () => {
    const read: Reader = jest.fn().mockResolvedValueOnce(running("a\n")).mockResolvedValueOnce(running("a\nb\n")).mockResolvedValue(running("a\nb\n"));
    const { log } = renderPanel(read);
    await advance(20);
    show("hidden");
    await advance(1000);
    expect(read).toHaveBeenCalledTimes(1);
    show("visible");
    await advance(20);
    expect(read).toHaveBeenCalledTimes(2);
    expect(log()).toHaveTextContent("a b");
    // The catch-up replaced the pending timer: the next read is a full interval later.
    await advance(INTERVAL - 100);
    expect(read).toHaveBeenCalledTimes(2);
    await advance(100);
    expect(read).toHaveBeenCalledTimes(3);
  });

  it("never reads twice at once: a return during a read waits for it", async () => {
    let resolve: ((r: OutputRead) => void) | undefined;
    const read: Reader = jest.fn<Promise<OutputRead>, [AbortSignal]>(() => new Promise<OutputRead>((r) => (resolve = r)));
    renderPanel(read);
    await advance(0);
    show("hidden");
    show("visible");
    await advance(0);
    expect(read).toHaveBeenCalledTimes(1);
    await act(async () => resolve?.(running("x")));
    await advance(INTERVAL);
    expect(read).toHaveBeenCalledTimes(2);
  });
});

/** jsdom has no layout: the log's sizes are set by hand. */
function fakeLayout(el: HTMLElement, sizes: { scrollHeight: number; clientHeight: number }) {
  let top = 0;
  Object.defineProperty(el, "scrollHeight", { configurable: true, get: () => sizes.scrollHeight });
  Object.defineProperty(el, "clientHeight", { configurable: true, get: () => sizes.clientHeight });
  Object.defineProperty(el, "scrollTop", {
    configurable: true,
    get: () => top,
    set: (v: number) => {
      top = Math.max(0, Math.min(v, sizes.scrollHeight - sizes.clientHeight));
    },
  });
}

describe("scrolling", () => {
  it("follows the end while at the bottom; scrolling up holds the view; Jump to end follows again", async () => {
    const lines = (n: number) => Array.from({ length: n }, (_, i) => `line ${i}\n`).join("");
    const read: Reader = jest.fn().mockResolvedValueOnce(running(lines(10))).mockResolvedValueOnce(running(lines(50))).mockResolvedValueOnce(running(lines(80)));
    const { log, panel } = renderPanel(read);
    const sizes = { scrollHeight: 200, clientHeight: 200 };
    fakeLayout(log(), sizes);

    sizes.scrollHeight = 1000;
    await advance(20);
    expect(log().scrollTop).toBe(800);
    expect(within(panel()).queryByRole("button", { name: "Jump to end" })).toBeNull();

    // The reader scrolls up: the view holds.
    log().scrollTop = 300;
    fireEvent.scroll(log());
    expect(within(panel()).getByRole("button", { name: "Jump to end" })).toBeInTheDocument();
    sizes.scrollHeight = 1600;
    await advance(INTERVAL);
    expect(read).toHaveBeenCalledTimes(2);
    expect(log()).toHaveTextContent("line 49");
    expect(log().scrollTop).toBe(300);

    fireEvent.click(within(panel()).getByRole("button", { name: "Jump to end" }));
    expect(log().scrollTop).toBe(1400);
    expect(log()).toHaveFocus();
    expect(within(panel()).queryByRole("button", { name: "Jump to end" })).toBeNull();

    // Following again: new lines scroll into view.
    sizes.scrollHeight = 2000;
    await advance(INTERVAL);
    expect(log().scrollTop).toBe(1800);
  });

  it("scrolling back down to the bottom follows again", async () => {
    const read: Reader = jest.fn().mockResolvedValue(running("a\nb\n"));
    const { log, panel } = renderPanel(read);
    const sizes = { scrollHeight: 1000, clientHeight: 200 };
    fakeLayout(log(), sizes);
    await advance(20);
    log().scrollTop = 100;
    fireEvent.scroll(log());
    expect(within(panel()).getByRole("button", { name: "Jump to end" })).toBeInTheDocument();
    log().scrollTop = 800;
    fireEvent.scroll(log());
    expect(within(panel()).queryByRole("button", { name: "Jump to end" })).toBeNull();
  });
});

it("failsWhen: a deletion whose output has '[Errors]' fails", async () => {
  const read: Reader = jest.fn().mockResolvedValueOnce(done("Removing volume\n[Errors] could not detach\n"));
  const onFinish = jest.fn();
  const { badge } = renderPanel(read, { onFinish, failsWhen: deletionFailed });
  await advance(20);
  expect(badge()).toHaveTextContent("Failed");
  expect(onFinish).toHaveBeenCalledWith({ status: "failed", text: "Removing volume\n[Errors] could not detach\n" });
});

it("a process that ends failed reads failed: red border, 'Failed' with its icon, and the caller's message", async () => {
  const read: Reader = jest.fn().mockResolvedValueOnce(done("Removing volume\n[Errors] could not detach\n"));
  const { badge, panel } = renderPanel(read, { failsWhen: deletionFailed, failedMessage: "The deletion request could not be completed." });
  await advance(20);
  expect(badge()).toHaveTextContent("Failed");
  expect(within(badge()).getByTestId("phase-icon-failed")).toBeInTheDocument();
  expect(within(panel()).getByRole("alert")).toHaveTextContent("The deletion request could not be completed.");
  expect(panel()).toHaveAttribute("data-phase", "failed");
});

it("a failed process with no message of the caller's says the spec's fallback; a done one has a check icon and no alert", async () => {
  const failed = renderPanel(jest.fn().mockResolvedValueOnce({ status: "failed", text: "log" }));
  await advance(20);
  expect(within(failed.panel()).getByRole("alert")).toHaveTextContent("Something went wrong during the process.");
  failed.unmount();

  const ok = renderPanel(jest.fn().mockResolvedValueOnce(done("log")));
  await advance(20);
  expect(within(ok.badge()).getByTestId("phase-icon-done")).toBeInTheDocument();
  expect(within(ok.panel()).queryByRole("alert")).toBeNull();
  expect(ok.panel()).toHaveAttribute("data-phase", "done");
});

it("a reader's own failed answer (upgrade, rollback) fails with its message", async () => {
  const read: Reader = jest.fn().mockResolvedValueOnce({ status: "failed", text: "log", message: "The rollback process was completed with errors." });
  const { badge, panel } = renderPanel(read);
  await advance(20);
  expect(badge()).toHaveTextContent("Failed");
  expect(within(panel()).getByRole("alert")).toHaveTextContent("The rollback process was completed with errors.");
});

it("renders thousands of lines in a few chunks", async () => {
  const text = Array.from({ length: 5000 }, (_, i) => `line ${i}`).join("\n");
  const read: Reader = jest.fn().mockResolvedValueOnce(done(text));
  const { log } = renderPanel(read);
  await advance(20);
  expect(log().querySelectorAll("[data-output-chunk]")).toHaveLength(25);
  expect(log()).toHaveTextContent("line 4999");
});

describe("the text output readers, through the client", () => {
  /** A minimal fetch answer: what the client reads of it. */
  const answer = (status: number, body: string) =>
    ({ ok: status >= 200 && status < 300, status, headers: new Headers(), text: async () => body, json: async () => JSON.parse(body) }) as unknown as Response;
  let fetchMock: jest.Mock;
  const realFetch = global.fetch;
  beforeEach(() => {
    fetchMock = jest.fn();
    global.fetch = fetchMock;
  });
  afterEach(() => {
    global.fetch = realFetch;
  });

  it("creation: 206 is running, 200 is done, at the contract's address", async () => {
    fetchMock.mockResolvedValueOnce(answer(206, "a\n")).mockResolvedValueOnce(answer(200, "a\nb\n"));
    const read = creationOutputReader("out 1");
    const signal = new AbortController().signal;
    await expect(read(signal)).resolves.toEqual({ status: "running", text: "a\n" });
    await expect(read(signal)).resolves.toEqual({ status: "done", text: "a\nb\n" });
    expect(fetchMock.mock.calls[0][0]).toBe("/api/v1/instance/creation-process-output?outputFileId=out+1");
    expect(fetchMock.mock.calls[0][1]).toMatchObject({ method: "GET", signal });
  });

  it("deletion: other statuses throw the client's ApiError; a dropped connection is status 0", async () => {
    fetchMock.mockResolvedValueOnce(answer(500, JSON.stringify({ message: "boom" }))).mockRejectedValueOnce(new TypeError("Failed to fetch"));
    const read = deletionOutputReader("i-1", "f-2");
    const signal = new AbortController().signal;
    await expect(read(signal)).rejects.toMatchObject({ name: "ApiError", status: 500, message: "boom" });
    await expect(read(signal)).rejects.toMatchObject({ name: "ApiError", status: 0 });
    expect(fetchMock.mock.calls[0][0]).toBe("/api/v1/instances/i-1/delete-process-info?outputFileId=f-2");
  });
});

it("is axe-clean while running with a held view, and once failed", async () => {
  jest.useRealTimers();
  // The second read fails only when the test says so: not while axe is looking at the first state.
  let fail = () => {};
  const failing = new Promise<OutputRead>((_, reject) => (fail = () => reject(new ApiError(500, "x"))));
  failing.catch(() => undefined); // handled by the panel, whenever it reads it
  const read: Reader = jest.fn().mockResolvedValueOnce(running("a\nb\n")).mockReturnValueOnce(failing);
  const { container } = render(<OutputPanel title={TITLE} read={read} intervalMs={50} failureMessage={FAILURE} />);
  const log = screen.getByRole("log", { name: TITLE });
  fakeLayout(log, { scrollHeight: 1000, clientHeight: 200 });
  await screen.findByText(/a\s*b/);
  log.scrollTop = 100;
  fireEvent.scroll(log);
  expect(screen.getByRole("button", { name: "Jump to end" })).toBeInTheDocument();
  const check = async () => {
    expect(await axeViolations(container)).toEqual([]);
  };
  await check();
  await act(async () => fail());
  await screen.findByText(FAILURE);
  await check();
});

/** @jest-environment jsdom */
// A script chunk that fails to load (a new deploy made the old chunk names vanish) shows "The
// console was updated. Reload" with a Reload button instead of a broken page:
// in the page's error boundary, the last (global) one, and around parts loaded with next/dynamic.
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Component, lazy, Suspense, type ReactNode } from "react";
import ErrorPage from "@/app/error";
import GlobalErrorContent from "@/components/shell/GlobalErrorContent";
import ChunkErrorBoundary from "@/components/shell/ChunkErrorBoundary";
import { isChunkLoadError, reloadPage } from "@/lib/client/chunkError";

jest.mock("@/lib/client/chunkError", () => ({
  ...jest.requireActual<typeof import("@/lib/client/chunkError")>("@/lib/client/chunkError"),
  reloadPage: jest.fn(),
}));

const UPDATED = "The console was updated. Reload";

/** What Turbopack throws when a chunk's URL answers 404 after a deploy. */
function turbopackChunkError(): Error {
  const error = new Error("Failed to load chunk /_next/static/chunks/0abc123.js from module 4321");
  error.name = "ChunkLoadError";
  return error;
}

beforeEach(() => {
  jest.clearAllMocks();
  jest.spyOn(console, "error").mockImplementation(() => undefined);
});

afterEach(() => {
  jest.restoreAllMocks();
});

describe("isChunkLoadError", () => {
  it.each([
    ["Turbopack's ChunkLoadError", turbopackChunkError()],
    ["webpack's message", new Error("Loading chunk 4503 failed. (timeout: https://x/4503.js)")],
    ["webpack's CSS message", new Error("Loading CSS chunk 12 failed.")],
    ["Chromium's failed dynamic import", new TypeError("Failed to fetch dynamically imported module: https://x/a.js")],
    ["Firefox's failed dynamic import", new TypeError("error loading dynamically imported module")],
    ["Safari's failed dynamic import", new TypeError("Importing a module script failed.")],
    ["a chunk error as the cause", new Error("render failed", { cause: turbopackChunkError() })],
  ])("recognises %s", (_, error) => {
    expect(isChunkLoadError(error)).toBe(true);
  });

  it.each([
    ["an ordinary error", new Error("Cannot read properties of undefined")],
    ["a string", "ChunkLoadError"],
    ["null", null],
  ])("does not take %s for one", (_, error) => {
    expect(isChunkLoadError(error)).toBe(false);
  });
});

describe("the page's error boundary (app/error.tsx)", () => {
  it("says the console was updated and reloads on Reload", async () => {
    const user = userEvent.setup();
    const reset = jest.fn();
    render(<ErrorPage error={turbopackChunkError()} reset={reset} />);

    expect(screen.getByRole("heading", { level: 1 })).toBeInTheDocument();
    expect(screen.getByText(UPDATED)).toBeInTheDocument();
    expect(screen.queryByText("Something went wrong")).toBeNull();
    await user.click(screen.getByRole("button", { name: "Reload" }));
    expect(reloadPage).toHaveBeenCalledTimes(1);
    expect(reset).not.toHaveBeenCalled();
  });

  it("keeps the general message for any other error", () => {
    render(<ErrorPage error={new Error("boom")} reset={jest.fn()} />);
    expect(screen.getByRole("heading", { name: "Something went wrong" })).toBeInTheDocument();
    expect(screen.queryByText(UPDATED)).toBeNull();
    expect(screen.getByRole("button", { name: "Try again" })).toBeInTheDocument();
  });
});

describe("the last error boundary (app/global-error.tsx)", () => {
  it("says the console was updated for a chunk error", async () => {
    const user = userEvent.setup();
    render(<GlobalErrorContent error={turbopackChunkError()} />);
    expect(screen.getByText(UPDATED)).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Reload" }));
    expect(reloadPage).toHaveBeenCalledTimes(1);
  });
});

describe("a next/dynamic part whose chunk is gone", () => {
  it("shows the notice in its place and leaves the rest of the screen", async () => {
    const Missing = lazy(() => Promise.reject(turbopackChunkError()));
    render(
      <>
        <p>Rest of the screen</p>
        <ChunkErrorBoundary>
          <Suspense fallback={<p>Loading chart</p>}>
            <Missing />
          </Suspense>
        </ChunkErrorBoundary>
      </>,
    );
    expect(await screen.findByText(UPDATED)).toBeInTheDocument();
    expect(screen.getByText("Rest of the screen")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Reload" })).toBeInTheDocument();
  });

  it("passes any other error on to the boundary above", async () => {
    const Broken = lazy(() => Promise.reject(new Error("boom")));
    render(
      <OuterBoundary>
        <ChunkErrorBoundary>
          <Suspense fallback={null}>
            <Broken />
          </Suspense>
        </ChunkErrorBoundary>
      </OuterBoundary>,
    );
    expect(await screen.findByText("Outer boundary: boom")).toBeInTheDocument();
    expect(screen.queryByText(UPDATED)).toBeNull();
  });
});

/** Stands for the page's error boundary above a dynamic part. */
class OuterBoundary extends Component<{ children: ReactNode }, { message: string | null }> {
  state = { message: null };

  static getDerivedStateFromError(error: Error) {
    return { message: error.message };
  }

  render() {
    return this.state.message ? <p>Outer boundary: {this.state.message}</p> : this.props.children;
  }
}

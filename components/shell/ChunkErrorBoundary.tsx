"use client";
// Around a part loaded on demand (next/dynamic): if its chunk cannot be loaded, that part says
// the console was updated and offers Reload, and the rest of the screen stays usable. Any
// other error goes on to the page's error boundary (app/error.tsx).
import { Component, type ReactNode } from "react";
import { isChunkLoadError } from "@/lib/client/chunkError";
import ConsoleUpdated from "./ConsoleUpdated";

interface State {
  error: unknown;
  failed: boolean;
}

export default class ChunkErrorBoundary extends Component<{ children: ReactNode }, State> {
  state: State = { error: null, failed: false };

  static getDerivedStateFromError(error: unknown): State {
    return { error, failed: true };
  }

  render() {
    if (!this.state.failed) return this.props.children;
    // Not a chunk: rethrown from render, so the next boundary up handles it.
    if (!isChunkLoadError(this.state.error)) throw this.state.error;
    return <ConsoleUpdated />;
  }
}

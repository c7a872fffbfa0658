// A stand-in for XMLHttpRequest, which the console uses for uploads (fetch cannot report upload
// progress): it records what was sent, reports progress on demand and answers with a reply held
// to the contract like every fetch reply (serveApi's checkedReply). Install it in beforeEach.
import { act } from "@testing-library/react";
import { checkedReply } from "./serveApi";

export class FakeXhr {
  static sent: FakeXhr[] = [];
  method = "";
  url = "";
  body: FormData | null = null;
  status = 0;
  responseText = "";
  responseType = "";
  upload: { onprogress: ((e: { loaded: number; total: number; lengthComputable: boolean }) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader() {}
  send(body: FormData) {
    this.body = body;
    FakeXhr.sent.push(this);
  }
  abort() {
    this.onabort?.();
  }
  progress(loaded: number, total: number) {
    act(() => this.upload.onprogress?.({ loaded, total, lengthComputable: true }));
  }
  responseHeaders: Record<string, string> = {};
  getResponseHeader(name: string): string | null {
    return this.responseHeaders[name.toLowerCase()] ?? null;
  }
  respond(status: number, body: unknown, headers: Record<string, string> = {}) {
    this.status = status;
    this.responseHeaders = headers;
    // Held to the contract like every fetch reply: what the BFF would relay, or the test fails.
    this.responseText = JSON.stringify(checkedReply(this.method, this.url, status, body));
    act(() => this.onload?.());
  }
}


/** Replaces the global XMLHttpRequest with FakeXhr and forgets what earlier tests sent. */
export function installFakeXhr(): void {
  FakeXhr.sent = [];
  (global as unknown as { XMLHttpRequest: unknown }).XMLHttpRequest = FakeXhr;
}

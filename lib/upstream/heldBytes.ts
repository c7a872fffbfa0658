// A Response built from bytes already in memory, which carries them and makes its body stream
// only when something reads it as a stream. In Node 20 a web stream is dear to set up (each one
// made transferable) and to read back: a profile of the BFF at 8 calls in flight put a tenth of
// the console's time in the two streams of every call, the upstream's answer and the BFF's own,
// whose bytes were at hand all along. The transport answers this way
// for what it has read whole (httpRequest), the BFF for its JSON answers (relay), and the console's
// server writes the bytes as they are (scripts/lib/bffFastPath.mjs reads the same symbol). Every
// other reader (Next.js's own server, a clone for the audit trail, `text()`) gets what a Response
// built with those bytes would give it. The marker is the process's key "held-bytes" (lib/process),
// which the .mjs server reads as Symbol.for("lms-ops-console.held-bytes").
import { processKey } from "@/lib/process/singleton";

export const HELD_BYTES = processKey("held-bytes");

const STATE = Symbol("held body");
const UNUSABLE = "Body is unusable: Body has already been read";
const decoder = new TextDecoder();

interface HeldState {
  bytes: Uint8Array<ArrayBuffer>;
  stream: ReadableStream<Uint8Array> | null;
  used: boolean;
}

type ResponseKind<R extends Response> = new (body: null, init: ResponseInit) => R;
type Held = Response & { [STATE]: HeldState };
type HeldKind = new (bytes: Uint8Array<ArrayBuffer>, init: ResponseInit) => Held;

function take(response: Held): Uint8Array<ArrayBuffer> {
  const state = response[STATE];
  if (state.used || state.stream?.locked) throw new TypeError(UNUSABLE);
  state.used = true;
  return state.bytes;
}

// One subclass per kind of response (Response, NextResponse), made once: its methods and
// accessors live on the prototype, so a response costs what the kind's own constructor does.
const kinds = new Map<ResponseKind<Response>, HeldKind>();

function heldKind(Kind: ResponseKind<Response>): HeldKind {
  const known = kinds.get(Kind);
  if (known) return known;
  class HeldResponse extends (Kind as typeof Response) {
    [STATE]: HeldState;
    constructor(bytes: Uint8Array<ArrayBuffer>, init: ResponseInit) {
      super(null, init);
      this[STATE] = { bytes, stream: null, used: false };
    }
    async arrayBuffer(): Promise<ArrayBuffer> {
      return take(this).slice().buffer;
    }
    async bytes(): Promise<Uint8Array<ArrayBuffer>> {
      return take(this).slice();
    }
    async text(): Promise<string> {
      // As text() reads it: UTF-8, a leading byte-order mark dropped.
      return decoder.decode(take(this));
    }
    async json(): Promise<unknown> {
      return JSON.parse(decoder.decode(take(this))) as unknown;
    }
    async blob(): Promise<Blob> {
      return new Blob([take(this)], { type: this.headers.get("content-type") ?? "" });
    }
    async formData(): Promise<FormData> {
      return new Response(take(this), { headers: this.headers }).formData();
    }
    clone(): HeldResponse {
      const state = this[STATE];
      if (state.used || state.stream?.locked) throw new TypeError(UNUSABLE);
      return new HeldResponse(state.bytes, { status: this.status, statusText: this.statusText, headers: this.headers });
    }
  }
  // Accessors the base declares as properties: set on the prototype once.
  Object.defineProperties(HeldResponse.prototype, {
    body: {
      get(this: Held) {
        const state = this[STATE];
        return (state.stream ??= new Response(state.bytes).body);
      },
    },
    bodyUsed: {
      get(this: Held) {
        const state = this[STATE];
        return state.used || state.stream?.locked === true;
      },
    },
    [HELD_BYTES]: {
      get(this: Held) {
        return this[STATE].bytes;
      },
    },
  });
  kinds.set(Kind, HeldResponse);
  return HeldResponse;
}

/** A `Kind` (Response, NextResponse) whose body is `bytes`, exactly. */
export function bytesResponse<R extends Response>(Kind: ResponseKind<R>, bytes: Uint8Array<ArrayBuffer>, init: ResponseInit = {}): R {
  const HeldResponse = heldKind(Kind as ResponseKind<Response>);
  return new HeldResponse(bytes, init) as unknown as R;
}

/** The bytes `response` carries, unless its body has been read meanwhile. */
export function heldBytes(response: Response): Uint8Array<ArrayBuffer> | null {
  const state = (response as Partial<Held>)[STATE];
  return state && !response.bodyUsed ? state.bytes : null;
}

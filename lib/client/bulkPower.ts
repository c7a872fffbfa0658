// The browser's side of POST /api/bulk/power: sends one bulk start, stop or reboot and hands each
// NDJSON line to `onLine` as it arrives. A refusal of the whole request (bad motive, session over)
// throws the ApiError the screens show; an answer cut off before its summary line throws too, so
// the servers without a line can be told apart as "not known".
import type { BulkKind, BulkLine } from "@/lib/domain/bulkPower";
import { PREFLIGHT_HEADER } from "@/lib/http/headerNames";
import type { PowerAction } from "@/lib/domain/powerActions";
import type { Region } from "@/lib/domain/regions";
import { ApiError, errorFromBody, UNREACHABLE_MESSAGE } from "./ApiError";
import { leaveIfSessionEnded } from "./sessionEnded";

export interface BulkPowerInput {
  kind: BulkKind;
  action: PowerAction;
  region: Region;
  reason: string;
  ids: string[];
  /** The pre-flight facts the confirmation showed, recorded with each server's call. */
  preflight?: string;
}

export const BULK_CUT_OFF = "The answer was cut off before every server's outcome came.";

/** `onAccepted` is called once the request as a whole was accepted, before the first line. */
export async function runBulkPower(input: BulkPowerInput, onLine: (line: BulkLine) => void, onAccepted?: () => void): Promise<void> {
  const { preflight, ...body } = input;
  const headers: Record<string, string> = { "content-type": "application/json" };
  if (preflight) headers[PREFLIGHT_HEADER] = encodeURIComponent(preflight);
  let res: Response;
  try {
    res = await fetch("/api/bulk/power", { method: "POST", credentials: "same-origin", headers, body: JSON.stringify(body) });
  } catch {
    throw new ApiError(0, UNREACHABLE_MESSAGE);
  }
  if (!res.ok || !res.body) {
    leaveIfSessionEnded(res.status, res.headers);
    throw errorFromBody(res.status, await res.json().catch(() => null));
  }
  onAccepted?.();
  const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffered = "";
  let done = false;
  try {
    for (;;) {
      const { value, done: ended } = await reader.read();
      if (ended) break;
      buffered += value;
      const lines = buffered.split("\n");
      buffered = lines.pop() ?? "";
      for (const text of lines) {
        if (!text.trim()) continue;
        const line = JSON.parse(text) as BulkLine;
        if (line.type === "done") done = true;
        onLine(line);
      }
    }
  } catch {
    throw new ApiError(0, BULK_CUT_OFF);
  }
  if (!done) throw new ApiError(0, BULK_CUT_OFF);
}

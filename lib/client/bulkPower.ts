// The browser's side of POST /api/bulk/power: sends one bulk start, stop or reboot through the
// console's one client (openApi) and hands each NDJSON line to `onLine` as it arrives. A refusal
// of the whole request (bad motive, session over) throws the ApiError the screens show; an answer
// cut off before its summary line throws too, so the servers without a line can be told apart as
// "not known".
import type { BulkKind, BulkLine } from "@/lib/domain/bulkPower";
import type { PowerAction } from "@/lib/domain/powerActions";
import type { Region } from "@/lib/domain/regions";
import { consoleRoutes } from "@/lib/contract/consoleRoutes";
import { openApi } from "./api";
import { ApiError } from "./ApiError";

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
  const res = await openApi(consoleRoutes.bulkPower, { body, preflight });
  if (!res.body) throw new ApiError(0, BULK_CUT_OFF);
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

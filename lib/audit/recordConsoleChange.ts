// Changes the console's own routes make that are the team's concern (a view shared with every
// user saved or deleted), and such a change refused for want of a role: built like every row
// (auditRowOf, so its texts are bounded and cleaned) and written before the route answers. The
// promise settles once the row is stored or counted as missed; a miss never changes the answer.
import "server-only";
import { randomUUID } from "node:crypto";
import type { NextRequest } from "next/server";
import { clientAddress } from "@/lib/http/clientAddress";
import { currentRequest } from "@/lib/observe/requestFacts";
import { auditRowOf } from "./bffEvent";
import { auditRecorder } from "./recorder";

export interface ConsoleChange {
  /** The action's id in lib/domain/auditActions. */
  action: string;
  req: NextRequest;
  username: string;
  role: string | null;
  status: number;
  /** What the change names: the view's id and name (the target), never a secret. */
  params: Record<string, string>;
  body?: unknown;
  message?: string | null;
  /** performance.now() when the route began. */
  startedAt: number;
}

export function recordConsoleChange(change: ConsoleChange): Promise<boolean> {
  return auditRecorder().write(
    auditRowOf({
      at: new Date(),
      requestId: currentRequest()?.requestId ?? randomUUID(),
      endpointId: change.action,
      params: change.params,
      query: {},
      body: change.body,
      username: change.username,
      role: change.role,
      status: change.status,
      message: change.message ?? null,
      durationMs: performance.now() - change.startedAt,
      clientAddress: clientAddress(change.req.headers),
    }),
  );
}

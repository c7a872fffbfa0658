// The development outbox: e-mails the simulated upstream "sent" (deletion approvals, finished
// backups) instead of mailing them. Read in-process from the embedded upstream, or from
// `npm run upstream`'s /__sim/outbox; a real upstream has none, and the page says so.
import "server-only";
import { config } from "@/lib/config";
import { getEmbeddedSim, type SimMail } from "@/lib/sim";
import { upstreamBase } from "./transport";

export type OutboxMail = Pick<SimMail, "id" | "at" | "to" | "subject" | "text" | "links">;

function isMailList(value: unknown): value is OutboxMail[] {
  return Array.isArray(value) && value.every((m) => typeof m === "object" && m !== null && typeof (m as OutboxMail).subject === "string" && typeof (m as OutboxMail).text === "string");
}

/** Newest first, or null when the upstream keeps no outbox. */
export async function readDevOutbox(): Promise<OutboxMail[] | null> {
  if (!config().upstream.url) return [...getEmbeddedSim().outbox()].reverse();
  try {
    const res = await fetch(new URL("/__sim/outbox", upstreamBase()), { cache: "no-store", signal: AbortSignal.timeout(5_000) });
    const body: unknown = res.ok ? await res.json() : null;
    return isMailList(body) ? [...body].reverse() : null;
  } catch {
    return null;
  }
}

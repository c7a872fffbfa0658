// The dev outbox: e-mails the upstream would send (deletion approvals, finished backups)
// are kept in the state instead, dated on the sim clock. A mail dated later than now is
// "not sent yet" (a backup still running), so listing reads the clock and nothing waits.
import { randomUUID } from "node:crypto";
import { outboxOf } from "../records";
import type { SimMail, SimState } from "../state/types";

export const MAIL_FROM = "LMS Operations <no-reply@ops.example>";

/** At most this many are kept; the oldest go first, like a mail catcher's ring. */
const OUTBOX_CAPACITY = 500;

export interface NewMail {
  to: string[];
  subject: string;
  text: string;
  /** When it is delivered; defaults to now. */
  at: number;
}

export function sendMail(state: SimState, mail: NewMail): SimMail {
  const record: SimMail = {
    id: randomUUID(),
    at: new Date(mail.at).toISOString(),
    from: MAIL_FROM,
    to: mail.to,
    subject: mail.subject,
    text: mail.text,
    links: [...mail.text.matchAll(/https?:\/\/\S+/g)].map(([link]) => link),
  };
  const outbox = outboxOf(state);
  outbox.push(record);
  if (outbox.length > OUTBOX_CAPACITY) outbox.splice(0, outbox.length - OUTBOX_CAPACITY);
  return record;
}

/** Delivered mail, oldest first. */
export function deliveredMail(state: SimState, now: number): SimMail[] {
  return outboxOf(state).filter((m) => Date.parse(m.at) <= now);
}

/** Empties the delivered mail; mail not sent yet stays queued. Returns how many went. */
export function clearDelivered(state: SimState, now: number): number {
  const outbox = outboxOf(state);
  const queued = outbox.filter((m) => Date.parse(m.at) > now);
  const removed = outbox.length - queued.length;
  outbox.splice(0, outbox.length, ...queued);
  return removed;
}

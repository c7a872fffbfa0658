// What the BFF is expected to do with a contract endpoint's sample call for each caller, from the
// spec's gates (expectedRoles.ts): forward it to the upstream, or refuse it itself with a status.
import type { Endpoint } from "@/lib/contract";
import { atLeast, enforcedRole, EXPECTED_GATES } from "./expectedRoles";
import type { Who } from "./harness";
import { samples, type Sample } from "./samples";

export type Expected = { forwarded: true } | { forwarded: false; status: number };

export const sampleOf = (endpoint: Endpoint): Sample => samples[endpoint.id as keyof typeof samples];

export function expectedAnswer(endpoint: Endpoint, who: Who): Expected {
  const gate = EXPECTED_GATES[endpoint.id];
  if (!gate) throw new Error(`${endpoint.id} has no expected gate`);
  if (gate.access === "server") return { forwarded: false, status: 404 };
  if (who === "anonymous") return { forwarded: false, status: 401 };
  if (gate.access === "pending") return who === "pending" ? { forwarded: true } : { forwarded: false, status: 403 };
  if (who === "pending") return { forwarded: false, status: 403 };
  return atLeast(who, enforcedRole(endpoint.id, sampleOf(endpoint).body)) ? { forwarded: true } : { forwarded: false, status: 403 };
}

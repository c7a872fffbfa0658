// The BFF's checks as one ordered list of named steps (design: match → well-formed URL →
// origin → session → gate → attempt limits → bounded read → validate → role from the body →
// forward). Each step answers or passes; nothing reaches the upstream before every check has
// passed. __tests__/contract/pipeline.test.ts holds the order.
import type { NextRequest } from "next/server";
import { splitPath } from "@/lib/contract";
import type { BffContext, BffStep } from "./context";
import { bffError } from "./respond";
import { checkOrigin } from "./steps/checkOrigin";
import { forwardUpstream } from "./steps/forwardUpstream";
import { gateAccess } from "./steps/gateAccess";
import { limitAttempts } from "./steps/limitAttempts";
import { loadSession } from "./steps/loadSession";
import { matchRoute } from "./steps/matchRoute";
import { readBody } from "./steps/readBody";
import { roleFromBody } from "./steps/roleFromBody";
import { validateInput } from "./steps/validateInput";
import { wellFormedUrl } from "./steps/wellFormedUrl";

const PREFIX = "/api/v1";

export const BFF_STEPS: readonly BffStep[] = [
  matchRoute,
  wellFormedUrl,
  checkOrigin,
  loadSession,
  gateAccess,
  limitAttempts,
  readBody,
  validateInput,
  roleFromBody,
  forwardUpstream,
];

export async function runPipeline(req: NextRequest, steps: readonly BffStep[] = BFF_STEPS): Promise<Response> {
  const ctx: BffContext = { req, rawSegments: splitPath(req.nextUrl.pathname.slice(PREFIX.length)), after: [] };
  for (const step of steps) {
    const answer = await step.run(ctx);
    if (answer) return answer;
  }
  console.error("BFF pipeline ended without an answer");
  return bffError(500, "The console could not complete the request.");
}

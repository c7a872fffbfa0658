// Step 9: the two-factor code steps are limited like passwords (lib/security/attemptLimits):
// each code is counted before it is forwarded (a locked account or address, or one with as many
// codes already with the upstream as its limit, is answered 429 with Retry-After), and settled
// once the upstream answers: a refused code stays counted, a passed one is released. A call that
// a later step refuses, or that gets no answer, is released when the pipeline ends.
import { api } from "@/lib/contract";
import { attemptLimiter } from "@/lib/security/attemptLimits";
import { clientAddress } from "@/lib/http/clientAddress";
import { required, type BffStep } from "../context";
import { bffError } from "@/lib/http/respond";
import { isValidated } from "../twoFactorAnswer";

const CODE_STEPS = new Set<string>([api.otpValidate.id, api.otpSetupStepTwo.id]);

export const limitAttempts: BffStep = {
  name: "attempt limits",
  async run(ctx) {
    const endpoint = required(ctx.endpoint, "endpoint");
    if (!CODE_STEPS.has(endpoint.id)) return undefined;
    const account = String(ctx.session?.username ?? ctx.session?.sub ?? "");
    const attempt = await attemptLimiter().reserve("code", account, clientAddress(ctx.req.headers));
    if (!attempt.allowed) return bffError(429, attempt.message, undefined, { "retry-after": String(attempt.retryAfterSeconds) });
    ctx.after.push(({ status, data }) => attempt.settle(status >= 200 && status < 300 && isValidated(data) ? "succeeded" : status < 500 ? "failed" : "unanswered"));
    ctx.finally.push(() => attempt.settle("unanswered"));
    return undefined;
  },
};

// Step 9: the two-factor code steps are limited like passwords (lib/security/attemptLimits):
// a locked account or address is answered 429 with Retry-After before the code is forwarded,
// and each answer from the upstream is counted once it arrives.
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
    const address = clientAddress(ctx.req.headers);
    const limiter = attemptLimiter();
    const decision = await limiter.check("code", account, address);
    if (!decision.allowed) return bffError(429, decision.message, undefined, { "retry-after": String(decision.retryAfterSeconds) });
    ctx.after.push(async ({ status, data }) => {
      if (status >= 200 && status < 300 && isValidated(data)) await limiter.succeed("code", account);
      else if (status < 500) await limiter.fail("code", account, address);
    });
    return undefined;
  },
};

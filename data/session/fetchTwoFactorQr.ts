// Starts two-factor enrolment (POST /otp/setup-step-one) and returns its answer with the QR
// code. Called from an effect with an abort signal: each call may mint a new secret upstream,
// so only the latest one's answer is kept; nothing is cached.
import { callApi } from "@/lib/client/api";
import { routes } from "@/lib/contract/routes";

export function fetchTwoFactorQr(signal: AbortSignal) {
  return callApi(routes.otpSetupStepOne, { signal });
}

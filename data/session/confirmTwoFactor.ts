"use client";
// Checks the first code of a new enrolment (POST /otp/setup-step-two). Success ends the half
// session on the server and the page reloads, so nothing is read again.
import { routes } from "@/lib/contract/routes";
import { useApiMutation } from "@/data/core/useApiMutation";

export function useConfirmTwoFactor() {
  return useApiMutation(routes.otpSetupStepTwo, { invalidates: () => [] });
}

"use client";
// The sign-in's two-factor code (POST /otp/validate). What follows is a new page load with the
// completed session, so nothing is read again.
import { routes } from "@/lib/contract/routes";
import { useApiMutation } from "@/data/core/useApiMutation";

export function useValidateCode() {
  return useApiMutation(routes.otpValidate, { invalidates: () => [] });
}

// Sign-in, two-factor and the current user (spec 1 §7).
// Placeholder schemas (z.unknown()) are to be replaced with the real zod schemas.
import { z } from "zod";
import { endpoint } from "../define";

export const getUser = endpoint("getUser", { method: "GET", path: "/user", response: z.unknown(), spec: "1 §7" });
export const signin = endpoint("signin", { method: "POST", path: "/signin", access: "server", response: z.unknown(), spec: "1 §7" });
export const otpValidate = endpoint("otpValidate", { method: "POST", path: "/otp/validate", access: "pending", response: z.unknown(), spec: "1 §7" });
export const otpSetupStepOne = endpoint("otpSetupStepOne", { method: "POST", path: "/otp/setup-step-one", access: "pending", response: z.unknown(), spec: "1 §7" });
export const otpSetupStepTwo = endpoint("otpSetupStepTwo", { method: "POST", path: "/otp/setup-step-two", access: "pending", response: z.unknown(), spec: "1 §7" });
export const refreshToken = endpoint("refreshToken", { method: "POST", path: "/refresh-token", access: "server", response: z.unknown(), spec: "1 §7" });
export const logout = endpoint("logout", { method: "POST", path: "/logout", access: "server", response: z.unknown(), spec: "1 §7" });

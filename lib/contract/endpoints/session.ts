// Sign-in, two-factor and the current user (spec 1 §7).
import { endpoint } from "../define";
import { notShownSchema } from "../schemas/common";
import {
  currentUserSchema, otpSetupStepOneSchema, otpSetupStepTwoBody, otpSetupStepTwoSchema, otpValidateBody, otpValidateSchema,
  refreshTokenSchema, signinBody, signinSchema,
} from "../schemas/user";

export const getUser = endpoint("getUser", { method: "GET", path: "/user", response: currentUserSchema, spec: "1 §7" });
export const signin = endpoint("signin", {
  method: "POST", path: "/signin", access: "server", bodyKind: "json", body: signinBody, response: signinSchema, spec: "1 §7",
});
export const otpValidate = endpoint("otpValidate", {
  method: "POST", path: "/otp/validate", access: "pending", bodyKind: "json", body: otpValidateBody, response: otpValidateSchema, spec: "1 §7",
});
export const otpSetupStepOne = endpoint("otpSetupStepOne", {
  method: "POST", path: "/otp/setup-step-one", access: "pending", response: otpSetupStepOneSchema, spec: "1 §7",
});
export const otpSetupStepTwo = endpoint("otpSetupStepTwo", {
  method: "POST", path: "/otp/setup-step-two", access: "pending", bodyKind: "json", body: otpSetupStepTwoBody, response: otpSetupStepTwoSchema, spec: "1 §7",
});
export const refreshToken = endpoint("refreshToken", {
  method: "POST", path: "/refresh-token", access: "server", response: refreshTokenSchema, spec: "1 §7",
});
export const logout = endpoint("logout", { method: "POST", path: "/logout", access: "server", response: notShownSchema, spec: "1 §7" });

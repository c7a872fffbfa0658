// Parity of the sign-in card's two forms with POST /signin and POST /otp/validate (spec 1 §5:
// username and password required, blank after trimming marks the field; the code is required
// on the verify step). The form sends the trimmed username, the password as typed, and the
// code without the spaces authenticator apps show in it.
import { api } from "@/lib/contract";
import type { FieldErrors } from "@/lib/domain/forms/fieldErrors";
import {
  codeFormErrors, credentialsFormErrors, otpValidateBody, signinBody, type CodeFormValues, type CredentialsFormValues,
} from "@/lib/domain/forms/signIn";
import { expectParity, type ParityCase } from "./parity";

const USERNAME_REQUIRED = "Username is required";
const PASSWORD_REQUIRED = "Password is required";
const CODE_REQUIRED = "Code is required";
const SIX_DIGITS = "Enter the 6-digit code";

const credentials: ParityCase<CredentialsFormValues> = {
  endpoint: api.signin,
  validate: credentialsFormErrors,
  body: signinBody,
  fields: { username: "username", password: "password" },
};

const code: ParityCase<CodeFormValues> = {
  endpoint: api.otpValidate,
  validate: codeFormErrors,
  body: otpValidateBody,
  fields: { token: "token" },
};

const credentialSamples: [string, CredentialsFormValues, FieldErrors<CredentialsFormValues>][] = [
  ["both filled", { username: "admin@example.com", password: "Admin!2026" }, {}],
  ["a username with blanks around", { username: "  admin@example.com ", password: "Admin!2026" }, {}],
  ["a password with blanks around (sent as typed)", { username: "admin@example.com", password: " Admin!2026 " }, {}],
  ["over-long values (the upstream judges them)", { username: "a".repeat(1000), password: "p".repeat(1000) }, {}],
  ["both empty", { username: "", password: "" }, { username: USERNAME_REQUIRED, password: PASSWORD_REQUIRED }],
  ["both whitespace only", { username: "   ", password: " \t " }, { username: USERNAME_REQUIRED, password: PASSWORD_REQUIRED }],
  ["no username", { username: "", password: "Admin!2026" }, { username: USERNAME_REQUIRED }],
  ["no password", { username: "admin@example.com", password: "" }, { password: PASSWORD_REQUIRED }],
  ["a whitespace-only password", { username: "admin@example.com", password: "    " }, { password: PASSWORD_REQUIRED }],
];

const codeSamples: [string, string, FieldErrors<CodeFormValues>][] = [
  ["six digits", "123456", {}],
  ["six digits as apps show them", "123 456", {}],
  ["six digits with blanks around", " 123456\t", {}],
  ["empty", "", { token: CODE_REQUIRED }],
  ["whitespace only", "   ", { token: CODE_REQUIRED }],
  ["five digits", "12345", { token: SIX_DIGITS }],
  ["seven digits", "1234567", { token: SIX_DIGITS }],
  ["letters", "12345a", { token: SIX_DIGITS }],
  ["over-long", "1".repeat(300), { token: SIX_DIGITS }],
];

describe("credentials", () => {
  it.each(credentialSamples)("%s: the form and the BFF agree", async (_label, values, expected) => {
    await expectParity(credentials, values, expected);
  });
});

describe("two-factor code", () => {
  it.each(codeSamples)("%s: the form and the BFF agree", async (_label, token, expected) => {
    await expectParity(code, { token }, expected);
  });
});

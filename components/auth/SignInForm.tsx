"use client";
// The sign-in card (spec 1 §2, §4, §5, §8): username and password through next-auth's
// Credentials provider, then the two-factor code step for accounts that have it; accounts
// without two-factor are sent to /qrcode to set it up. The password only ever travels in a
// POST body: the form is posted by script, and declares method="post" in case script fails.
// Both steps are useConsoleForm forms checked by lib/domain/forms/signIn, the rules the BFF applies.
import { useState, type FormEvent } from "react";
import { getSession, signIn, signOut } from "next-auth/react";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Card from "@mui/material/Card";
import CardContent from "@mui/material/CardContent";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useValidateCode } from "@/data/session/validateCode";
import { ApiError, FALLBACK_MESSAGE, UNREACHABLE_MESSAGE } from "@/lib/client/ApiError";
import type { SessionUser } from "@/lib/auth/sessionUser";
import { codeFormErrors, credentialsFormErrors, otpValidateBody, signinBody, type CodeFormValues, type CredentialsFormValues } from "@/lib/domain/forms/signIn";
import { CODE_REQUIRED_MESSAGE, PASSWORD_REQUIRED_MESSAGE, USERNAME_REQUIRED_MESSAGE } from "@/lib/domain/signIn";
import { useConsoleForm } from "@/components/common/form/useConsoleForm";
import { PRODUCT_NAME } from "@/components/common/productName";

export const SIGN_IN_MESSAGES = {
  usernameRequired: USERNAME_REQUIRED_MESSAGE,
  passwordRequired: PASSWORD_REQUIRED_MESSAGE,
  codeRequired: CODE_REQUIRED_MESSAGE,
  codeInvalid: "The code is not valid.",
  invalidCredentials: "Invalid username or password.",
  unreachable: UNREACHABLE_MESSAGE,
  codePrompt: "Enter the code from your authenticator app.",
  fallback: FALLBACK_MESSAGE,
} as const;

interface CredentialFieldErrors {
  username?: string;
  password?: string;
}

interface SignInFailure {
  message: string | null;
  fields: CredentialFieldErrors;
}

/** next-auth hands back the authorize() error as a string; ours is JSON, anything else is shown as is. */
export function parseSignInError(error: string | null | undefined): SignInFailure {
  if (!error) return { message: SIGN_IN_MESSAGES.fallback, fields: {} };
  // next-auth's own code when authorize() returns null rather than throwing.
  if (error === "CredentialsSignin") return { message: SIGN_IN_MESSAGES.invalidCredentials, fields: {} };
  let parsed: unknown;
  try {
    parsed = JSON.parse(error);
  } catch {
    return { message: error, fields: {} };
  }
  if (typeof parsed !== "object" || parsed === null) return { message: error, fields: {} };
  const record = parsed as Record<string, unknown>;
  const fields: CredentialFieldErrors = {};
  if (typeof record.fields === "object" && record.fields !== null) {
    const raw = record.fields as Record<string, unknown>;
    if (typeof raw.username === "string" && raw.username) fields.username = raw.username;
    if (typeof raw.password === "string" && raw.password) fields.password = raw.password;
  }
  const message = typeof record.message === "string" && record.message ? record.message : null;
  const hasFieldErrors = Boolean(fields.username || fields.password);
  // With field errors the fields carry the message; a repeat under the form would be noise.
  return { message: hasFieldErrors ? null : (message ?? SIGN_IN_MESSAGES.fallback), fields };
}

/** A full page load, not router.push: the proxy must see the changed session cookie (and may
 * redirect on to a stored pending link). */
function hardNavigate(path: string): void {
  window.location.assign(path);
}

function isValidated(result: unknown): boolean {
  return typeof result === "object" && result !== null && (result as Record<string, unknown>).validated === true;
}

export interface SignInFormProps {
  /** The server's view of the session: a half-signed-in user (two-factor pending) starts at the code step. */
  user?: SessionUser | null;
  /** Why the user is here, when a session ended on its own (after inactivity). */
  notice?: string | null;
}

type Step = "credentials" | "code";

export default function SignInForm({ user, notice }: SignInFormProps) {
  const startsAtCode = Boolean(user && user.twoFactorEnabled && !user.twoFactorVerified);
  const [step, setStep] = useState<Step>(startsAtCode ? "code" : "credentials");
  // A page load is under way (Login or Verify stays busy until the page goes), or the
  // half session is being dropped for another account: no submit meanwhile.
  const [leaving, setLeaving] = useState(false);
  const [switching, setSwitching] = useState(false);

  function leave(path: string) {
    setLeaving(true);
    hardNavigate(path);
  }

  const credentials = useConsoleForm<CredentialsFormValues>({
    initialValues: { username: "", password: "" },
    validate: credentialsFormErrors,
    // A marked field stays marked until the next Login.
    revalidate: "onSubmit",
    async onSubmit(values) {
      try {
        const result = await signIn("credentials", { ...signinBody(values), redirect: false });
        if (!result || result.error || !result.ok) {
          const failure = parseSignInError(result?.error);
          credentials.showErrors({ ...failure.fields }, failure.message);
          return;
        }
        const signedIn = (await getSession())?.user;
        if (!signedIn) {
          credentials.setFormError(SIGN_IN_MESSAGES.fallback);
          return;
        }
        if (!signedIn.twoFactorEnabled) {
          leave("/qrcode");
          return;
        }
        if (signedIn.twoFactorVerified) {
          leave("/home");
          return;
        }
        credentials.setValue("password", "");
        setStep("code");
      } catch {
        credentials.setFormError(SIGN_IN_MESSAGES.unreachable);
      }
    },
  });

  const validateCode = useValidateCode();
  const code = useConsoleForm<CodeFormValues>({
    initialValues: { token: "" },
    validate: codeFormErrors,
    revalidate: "onSubmit",
    async onSubmit(values) {
      try {
        const result: unknown = await validateCode.trigger({ body: otpValidateBody(values) });
        if (isValidated(result)) {
          leave("/home");
          return;
        }
        code.showErrors({ token: SIGN_IN_MESSAGES.codeInvalid });
      } catch (err) {
        // A field error for the code marks it (spec 1 §8).
        if (err instanceof ApiError && code.showErrors(err.fields)) return;
        if (err instanceof ApiError && err.status === 400) {
          // The half session is no longer usable (spec 1 §8): drop it and start over.
          await signOut({ redirect: false }).catch(() => undefined);
          backToCredentials(err.message);
          return;
        }
        code.showError(err);
      }
    },
  });

  function backToCredentials(reason: string | null) {
    setStep("credentials");
    code.reset();
    credentials.reset({ username: credentials.values.username, password: "" });
    credentials.setFormError(reason);
  }

  async function switchAccount() {
    setSwitching(true);
    await signOut({ redirect: false }).catch(() => undefined);
    setSwitching(false);
    backToCredentials(null);
  }

  function submitWith(form: { handleSubmit(event: FormEvent): Promise<boolean> }) {
    return (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      if (!leaving && !switching) void form.handleSubmit(event);
    };
  }

  const busy = credentials.submitting || code.submitting || leaving || switching;
  const message = step === "credentials" ? credentials.formError : code.formError;

  return (
    <Box
      component="main"
      sx={{ minHeight: "100vh", display: "flex", alignItems: "center", justifyContent: "center", p: 2 }}
    >
      <Card sx={{ width: "100%", maxWidth: 400 }}>
        <CardContent sx={{ p: 3 }}>
          <Typography component="h1" variant="h5" gutterBottom>
            {PRODUCT_NAME}
          </Typography>
          {notice && step === "credentials" ? (
            <Alert severity="info" role="status" sx={{ mb: 2 }}>
              {notice}
            </Alert>
          ) : null}
          {step === "credentials" ? (
            <Box key="credentials" component="form" method="post" noValidate onSubmit={submitWith(credentials)} aria-label="Sign in">
              <Stack spacing={2}>
                <Typography variant="body2" color="text.secondary">
                  Sign in with your staff account.
                </Typography>
                <TextField label="Username" autoComplete="username" autoFocus {...credentials.field("username", { id: "signin-username" })} />
                <TextField label="Password" type="password" autoComplete="current-password" {...credentials.field("password", { id: "signin-password" })} />
                <Button type="submit" variant="contained" size="medium" loading={busy}>
                  Login
                </Button>
              </Stack>
            </Box>
          ) : (
            // A separate key remounts the form, so autoFocus lands on the code field rather than the
            // focused Login button being reused as the next button.
            <Box key="code" component="form" method="post" noValidate onSubmit={submitWith(code)} aria-label="Two-factor verification">
              <Stack spacing={2}>
                <Typography variant="body2" color="text.secondary">
                  {SIGN_IN_MESSAGES.codePrompt}
                </Typography>
                <TextField
                  label="Code"
                  autoComplete="one-time-code"
                  autoFocus
                  {...code.field("token", { id: "signin-code" })}
                  slotProps={{ htmlInput: { inputMode: "numeric" } }}
                />
                <Button type="submit" variant="contained" size="medium" loading={busy}>
                  Verify
                </Button>
                <Button type="button" variant="text" onClick={switchAccount} disabled={busy}>
                  Use another account
                </Button>
              </Stack>
            </Box>
          )}
          {message && (
            <Alert severity="error" role="alert" sx={{ mt: 2 }}>
              {message}
            </Alert>
          )}
        </CardContent>
      </Card>
    </Box>
  );
}

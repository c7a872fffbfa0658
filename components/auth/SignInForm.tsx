"use client";
// The sign-in card (spec 1 §2, §4, §5, §8): username and password through next-auth's
// Credentials provider, then the two-factor code step for accounts that have it; accounts
// without two-factor are sent to /qrcode to set it up. The password only ever travels in a
// POST body: the form is posted by script, and declares method="post" in case script fails.
import { useRef, useState, type FormEvent } from "react";
import { getSession, signIn, signOut } from "next-auth/react";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Card from "@mui/material/Card";
import CardContent from "@mui/material/CardContent";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { routes } from "@/lib/contract/routes";
import { callApi } from "@/lib/client/api";
import { ApiError, FALLBACK_MESSAGE } from "@/lib/client/ApiError";
import type { SessionUser } from "@/lib/auth/sessionUser";
import { PRODUCT_NAME } from "@/components/common/productName";

export const SIGN_IN_MESSAGES = {
  usernameRequired: "Username is required",
  passwordRequired: "Password is required",
  codeRequired: "Code is required",
  codeInvalid: "The code is not valid.",
  invalidCredentials: "Invalid username or password.",
  unreachable: "The console could not be reached. Check your connection and try again.",
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
}

type Step = "credentials" | "code";

export default function SignInForm({ user }: SignInFormProps) {
  const startsAtCode = Boolean(user && user.twoFactorEnabled && !user.twoFactorVerified);
  const [step, setStep] = useState<Step>(startsAtCode ? "code" : "credentials");
  const [username, setUsername] = useState("");
  const [password, setPassword] = useState("");
  const [code, setCode] = useState("");
  const [fieldErrors, setFieldErrors] = useState<CredentialFieldErrors>({});
  const [codeError, setCodeError] = useState<string | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const usernameRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const codeRef = useRef<HTMLInputElement>(null);

  function backToCredentials(reason: string | null) {
    setStep("credentials");
    setCode("");
    setCodeError(null);
    setPassword("");
    setFieldErrors({});
    setMessage(reason);
  }

  async function submitCredentials(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const name = username.trim();
    const errors: CredentialFieldErrors = {};
    if (!name) errors.username = SIGN_IN_MESSAGES.usernameRequired;
    if (!password.trim()) errors.password = SIGN_IN_MESSAGES.passwordRequired;
    setFieldErrors(errors);
    setMessage(null);
    if (errors.username || errors.password) {
      (errors.username ? usernameRef : passwordRef).current?.focus();
      return;
    }

    setBusy(true);
    try {
      const result = await signIn("credentials", { username: name, password, redirect: false });
      if (!result || result.error || !result.ok) {
        const failure = parseSignInError(result?.error);
        setFieldErrors(failure.fields);
        setMessage(failure.message);
        if (failure.fields.username) usernameRef.current?.focus();
        else if (failure.fields.password) passwordRef.current?.focus();
        setBusy(false);
        return;
      }
      const session = await getSession();
      const signedIn = session?.user;
      if (!signedIn) {
        setMessage(SIGN_IN_MESSAGES.fallback);
        setBusy(false);
        return;
      }
      if (!signedIn.twoFactorEnabled) {
        hardNavigate("/qrcode");
        return;
      }
      if (signedIn.twoFactorVerified) {
        hardNavigate("/home");
        return;
      }
      setPassword("");
      setStep("code");
      setBusy(false);
    } catch {
      setMessage(SIGN_IN_MESSAGES.unreachable);
      setBusy(false);
    }
  }

  async function submitCode(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    // Authenticator apps often show the code as "123 456"; the server wants the digits.
    const token = code.replace(/\s+/g, "");
    setMessage(null);
    if (!token) {
      setCodeError(SIGN_IN_MESSAGES.codeRequired);
      codeRef.current?.focus();
      return;
    }
    setCodeError(null);
    setBusy(true);
    try {
      const result: unknown = await callApi(routes.otpValidate, { body: { token } });
      if (isValidated(result)) {
        hardNavigate("/home");
        return;
      }
      setCodeError(SIGN_IN_MESSAGES.codeInvalid);
      codeRef.current?.focus();
      setBusy(false);
    } catch (err) {
      setBusy(false);
      if (err instanceof ApiError && err.fields.token) {
        setCodeError(err.fields.token);
        codeRef.current?.focus();
      } else if (err instanceof ApiError && err.status === 400) {
        // The half session is no longer usable (spec 1 §8): drop it and start over.
        await signOut({ redirect: false }).catch(() => undefined);
        backToCredentials(err.message);
      } else {
        setMessage(err instanceof Error && err.message ? err.message : SIGN_IN_MESSAGES.fallback);
      }
    }
  }

  async function switchAccount() {
    setBusy(true);
    await signOut({ redirect: false }).catch(() => undefined);
    setBusy(false);
    backToCredentials(null);
  }

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
          {step === "credentials" ? (
            <Box key="credentials" component="form" method="post" noValidate onSubmit={submitCredentials} aria-label="Sign in">
              <Stack spacing={2}>
                <Typography variant="body2" color="text.secondary">
                  Sign in with your staff account.
                </Typography>
                <TextField
                  id="signin-username"
                  name="username"
                  label="Username"
                  autoComplete="username"
                  autoFocus
                  value={username}
                  onChange={(e) => setUsername(e.target.value)}
                  error={Boolean(fieldErrors.username)}
                  helperText={fieldErrors.username}
                  inputRef={usernameRef}
                />
                <TextField
                  id="signin-password"
                  name="password"
                  label="Password"
                  type="password"
                  autoComplete="current-password"
                  value={password}
                  onChange={(e) => setPassword(e.target.value)}
                  error={Boolean(fieldErrors.password)}
                  helperText={fieldErrors.password}
                  inputRef={passwordRef}
                />
                <Button type="submit" variant="contained" size="medium" loading={busy}>
                  Login
                </Button>
              </Stack>
            </Box>
          ) : (
            // A separate key remounts the form, so autoFocus lands on the code field rather than the
            // focused Login button being reused as the next button.
            <Box key="code" component="form" method="post" noValidate onSubmit={submitCode} aria-label="Two-factor verification">
              <Stack spacing={2}>
                <Typography variant="body2" color="text.secondary">
                  {SIGN_IN_MESSAGES.codePrompt}
                </Typography>
                <TextField
                  id="signin-code"
                  name="code"
                  label="Code"
                  autoComplete="one-time-code"
                  autoFocus
                  value={code}
                  onChange={(e) => setCode(e.target.value)}
                  error={Boolean(codeError)}
                  helperText={codeError}
                  inputRef={codeRef}
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

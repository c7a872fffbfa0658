"use client";
// Two-factor setup (spec 1 §2 "/qrcode", §4, §5): fetches the QR code for the half-signed-in
// account, then checks the first token from the authenticator app. Success ends the half
// session on the server, so the user signs in again from / with password and code.
import { useCallback, useEffect, useRef, useState, type FormEvent } from "react";
import { signOut } from "next-auth/react";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Card from "@mui/material/Card";
import CardContent from "@mui/material/CardContent";
import CircularProgress from "@mui/material/CircularProgress";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { ApiError, FALLBACK_MESSAGE } from "@/lib/client/ApiError";
import { useConfirmTwoFactor } from "@/data/session/confirmTwoFactor";
import { fetchTwoFactorQr } from "@/data/session/fetchTwoFactorQr";

export const SETUP_MESSAGES = {
  prompt: "Enter token to enable two factor authentication",
  tokenRequired: "Token is required",
  tokenInvalid: "The token is not valid.",
  loadingQr: "Loading the QR code…",
  qrFailed: "The QR code could not be loaded.",
  scan: "Scan this code with your authenticator app.",
  fallback: FALLBACK_MESSAGE,
} as const;

type QrState =
  | { status: "loading" }
  | { status: "ready"; qr: string }
  | { status: "error"; message: string };

/** A full page load, not router.push: the proxy must see the changed session cookie (and may
 * redirect on to a stored pending link). */
function hardNavigate(path: string): void {
  window.location.assign(path);
}

function readRecord(value: unknown): Record<string, unknown> {
  return typeof value === "object" && value !== null ? (value as Record<string, unknown>) : {};
}

function isAbort(err: unknown): boolean {
  return err instanceof DOMException && err.name === "AbortError";
}

function messageOf(err: unknown): string {
  return err instanceof Error && err.message ? err.message : SETUP_MESSAGES.fallback;
}

export default function TwoFactorSetup() {
  const [qrState, setQrState] = useState<QrState>({ status: "loading" });
  const [attempt, setAttempt] = useState(0);
  const [code, setCode] = useState("");
  const [codeError, setCodeError] = useState<string | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const codeRef = useRef<HTMLInputElement>(null);
  const { trigger: confirmCode } = useConfirmTwoFactor();

  useEffect(() => {
    // Aborting on cleanup keeps only the latest answer (strict mode mounts twice and each
    // step-one call may mint a new secret upstream).
    const controller = new AbortController();
    fetchTwoFactorQr(controller.signal)
      .then((result: unknown) => {
        const qr = readRecord(result).qr;
        if (typeof qr === "string" && qr.startsWith("data:image/")) setQrState({ status: "ready", qr });
        else setQrState({ status: "error", message: SETUP_MESSAGES.qrFailed });
      })
      .catch((err: unknown) => {
        if (isAbort(err)) return;
        setQrState({ status: "error", message: err instanceof ApiError ? err.message : SETUP_MESSAGES.qrFailed });
      });
    return () => controller.abort();
  }, [attempt]);

  const retryQr = useCallback(() => {
    setQrState({ status: "loading" });
    setAttempt((n) => n + 1);
  }, []);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const token = code.replace(/\s+/g, "");
    setMessage(null);
    if (!token) {
      setCodeError(SETUP_MESSAGES.tokenRequired);
      codeRef.current?.focus();
      return;
    }
    setCodeError(null);
    setBusy(true);
    try {
      const result = readRecord(await confirmCode({ body: { twoFactor: token } }));
      if (result.validated === true) {
        // The server closed the half session: a fresh sign-in with password and code follows.
        hardNavigate("/");
        return;
      }
      setMessage(typeof result.message === "string" && result.message ? result.message : SETUP_MESSAGES.tokenInvalid);
      codeRef.current?.focus();
    } catch (err) {
      if (err instanceof ApiError && err.fields.twoFactor) {
        setCodeError(err.fields.twoFactor);
        codeRef.current?.focus();
      } else {
        setMessage(messageOf(err));
      }
    }
    setBusy(false);
  }

  return (
    <Box
      component="main"
      sx={{ minHeight: "100vh", display: "flex", alignItems: "center", justifyContent: "center", p: 2 }}
    >
      <Card sx={{ width: "100%", maxWidth: 420 }}>
        <CardContent sx={{ p: 3 }}>
          <Typography component="h1" variant="h5" gutterBottom>
            Two-factor authentication
          </Typography>
          <Stack spacing={2}>
            <Box sx={{ display: "flex", justifyContent: "center", alignItems: "center", minHeight: 220 }}>
              {qrState.status === "loading" && (
                <Stack spacing={1} sx={{ alignItems: "center" }} role="status">
                  <CircularProgress size={32} aria-label={SETUP_MESSAGES.loadingQr} />
                  <Typography variant="body2" color="text.secondary">
                    {SETUP_MESSAGES.loadingQr}
                  </Typography>
                </Stack>
              )}
              {qrState.status === "ready" && (
                <Stack spacing={1} sx={{ alignItems: "center" }}>
                  {/* A data URL from the server: next/image has nothing to optimise here. */}
                  {/* eslint-disable-next-line @next/next/no-img-element */}
                  <img src={qrState.qr} alt="Two-factor QR code" width={220} height={220} />
                  <Typography variant="body2" color="text.secondary">
                    {SETUP_MESSAGES.scan}
                  </Typography>
                </Stack>
              )}
              {qrState.status === "error" && (
                <Alert
                  severity="error"
                  role="alert"
                  action={
                    <Button color="inherit" onClick={retryQr}>
                      Try again
                    </Button>
                  }
                >
                  {qrState.message}
                </Alert>
              )}
            </Box>
            <Box component="form" method="post" noValidate onSubmit={submit} aria-label="Enable two-factor">
              <Stack spacing={2}>
                <Typography variant="body1">{SETUP_MESSAGES.prompt}</Typography>
                <TextField
                  id="setup-token"
                  name="token"
                  label="Token"
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
                <Button type="button" variant="text" disabled={busy} onClick={() => void signOut({ callbackUrl: "/" })}>
                  Cancel and sign out
                </Button>
              </Stack>
            </Box>
            {message && (
              <Alert severity="error" role="alert">
                {message}
              </Alert>
            )}
          </Stack>
        </CardContent>
      </Card>
    </Box>
  );
}

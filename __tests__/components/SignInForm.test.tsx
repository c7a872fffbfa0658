/** @jest-environment jsdom */
// The sign-in card as a user meets it: required fields, server field errors, the two-factor
// code step and what a wrong code looks like. next-auth and the BFF (fetch) are stand-ins.
import type { ReactElement } from "react";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ThemeProvider } from "@mui/material/styles";
import { getSession, signIn, signOut } from "next-auth/react";
import type { Session } from "next-auth";
import type { SignInResponse } from "next-auth/react";
import SignInForm from "@/components/auth/SignInForm";
import { theme } from "@/components/common/theme";
import type { SessionUser } from "@/lib/auth/sessionUser";
import { callsOf, serveApi, type StatusReply } from "./serveApi";

jest.mock("next-auth/react", () => ({
  signIn: jest.fn(),
  getSession: jest.fn(),
  signOut: jest.fn(),
}));

const signInMock = jest.mocked(signIn);
const getSessionMock = jest.mocked(getSession);
const signOutMock = jest.mocked(signOut);

function answerWith(...replies: StatusReply[]) {
  serveApi({ otpValidate: replies });
}

const pendingUser: SessionUser = {
  username: "admin@example.com",
  name: "Adrian Admin",
  role: "admin",
  twoFactorEnabled: true,
  twoFactorVerified: false,
};

function sessionFor(user: SessionUser): Session {
  return { user, expires: "2099-01-01T00:00:00.000Z" };
}

function ok(): SignInResponse {
  return { ok: true, status: 200, error: null, url: "http://localhost/" };
}

function failed(error: string): SignInResponse {
  return { ok: false, status: 401, error, url: null };
}

function renderForm(ui: ReactElement = <SignInForm />) {
  const user = userEvent.setup();
  render(<ThemeProvider theme={theme}>{ui}</ThemeProvider>);
  return user;
}

async function submitCredentials(user: ReturnType<typeof userEvent.setup>, username: string, password: string) {
  if (username) await user.type(screen.getByLabelText("Username"), username);
  if (password) await user.type(screen.getByLabelText("Password"), password);
  await user.click(screen.getByRole("button", { name: "Login" }));
}

beforeEach(() => {
  jest.resetAllMocks();
  signOutMock.mockResolvedValue(undefined);
});

describe("SignInForm, credentials step", () => {
  it("marks blank (or whitespace-only) username and password as required and does not sign in", async () => {
    const user = renderForm();
    await submitCredentials(user, "   ", "");

    expect(screen.getByLabelText("Username")).toHaveAttribute("aria-invalid", "true");
    expect(screen.getByLabelText("Username")).toHaveAccessibleDescription("Username is required");
    expect(screen.getByLabelText("Password")).toHaveAttribute("aria-invalid", "true");
    expect(screen.getByLabelText("Password")).toHaveAccessibleDescription("Password is required");
    expect(signInMock).not.toHaveBeenCalled();
  });

  it("only marks the field that is blank", async () => {
    const user = renderForm();
    await submitCredentials(user, "admin@example.com", "");

    expect(screen.getByLabelText("Username")).toHaveAttribute("aria-invalid", "false");
    expect(screen.queryByText("Username is required")).not.toBeInTheDocument();
    expect(screen.getByText("Password is required")).toBeVisible();
    expect(signInMock).not.toHaveBeenCalled();
  });

  it("sends the trimmed username and the password through the credentials provider without redirecting", async () => {
    signInMock.mockResolvedValue(failed(JSON.stringify({ message: "Nope" })));
    const user = renderForm();
    await submitCredentials(user, "  admin@example.com ", "Admin!2026");

    await waitFor(() => expect(signInMock).toHaveBeenCalledTimes(1));
    expect(signInMock).toHaveBeenCalledWith("credentials", {
      username: "admin@example.com",
      password: "Admin!2026",
      redirect: false,
    });
  });

  it("marks the password field with the server's field error", async () => {
    signInMock.mockResolvedValue(
      failed(JSON.stringify({ message: "Invalid credentials", fields: { password: "The password is incorrect" } })),
    );
    const user = renderForm();
    await submitCredentials(user, "admin@example.com", "wrong");

    const password = screen.getByLabelText("Password");
    await waitFor(() => expect(password).toHaveAttribute("aria-invalid", "true"));
    expect(password).toHaveAccessibleDescription("The password is incorrect");
    expect(screen.getByLabelText("Username")).toHaveAttribute("aria-invalid", "false");
    expect(screen.queryByLabelText("Code")).not.toBeInTheDocument();
    expect(getSessionMock).not.toHaveBeenCalled();
  });

  it("shows a server message without field errors under the form, and plain-text errors as they are", async () => {
    signInMock.mockResolvedValueOnce(failed(JSON.stringify({ message: "Your account is locked." })));
    signInMock.mockResolvedValueOnce(failed("The upstream did not answer"));
    const user = renderForm();

    await submitCredentials(user, "admin@example.com", "Admin!2026");
    expect(await screen.findByRole("alert")).toHaveTextContent("Your account is locked.");

    await user.click(screen.getByRole("button", { name: "Login" }));
    await waitFor(() => expect(screen.getByRole("alert")).toHaveTextContent("The upstream did not answer"));
    expect(screen.getByLabelText("Password")).toHaveAttribute("aria-invalid", "false");
  });

  it("disables Login and shows progress while the sign-in is under way", async () => {
    let finish: (value: SignInResponse) => void = () => undefined;
    signInMock.mockReturnValue(new Promise<SignInResponse>((resolve) => (finish = resolve)));
    const user = renderForm();
    await submitCredentials(user, "admin@example.com", "Admin!2026");

    expect(screen.getByRole("button", { name: /Login/ })).toBeDisabled();
    expect(screen.getByRole("progressbar")).toBeInTheDocument();

    finish(failed(JSON.stringify({ message: "Invalid credentials" })));
    await waitFor(() => expect(screen.getByRole("button", { name: "Login" })).toBeEnabled());
  });

  it("submits with Enter from the password field", async () => {
    signInMock.mockResolvedValue(failed("Invalid credentials"));
    const user = renderForm();
    await user.type(screen.getByLabelText("Username"), "admin@example.com");
    await user.type(screen.getByLabelText("Password"), "Admin!2026{Enter}");

    await waitFor(() => expect(signInMock).toHaveBeenCalledTimes(1));
  });
});

describe("SignInForm, two-factor code step", () => {
  async function reachCodeStep() {
    signInMock.mockResolvedValue(ok());
    getSessionMock.mockResolvedValue(sessionFor(pendingUser));
    const user = renderForm();
    await submitCredentials(user, "admin@example.com", "Admin!2026");
    await screen.findByLabelText("Code");
    return user;
  }

  it("shows the code field and Verify once the password is accepted for a two-factor account", async () => {
    await reachCodeStep();

    const code = screen.getByLabelText("Code");
    expect(code).toHaveFocus();
    expect(code).toHaveAttribute("inputmode", "numeric");
    expect(code).toHaveAttribute("autocomplete", "one-time-code");
    expect(screen.getByRole("button", { name: "Verify" })).toBeVisible();
    expect(screen.queryByRole("button", { name: "Login" })).not.toBeInTheDocument();
    expect(screen.queryByLabelText("Password")).not.toBeInTheDocument();
  });

  it("starts at the code step for a half-signed-in user handed over by the server", () => {
    renderForm(<SignInForm user={pendingUser} />);

    expect(screen.getByLabelText("Code")).toBeVisible();
    expect(screen.getByRole("button", { name: "Verify" })).toBeVisible();
    expect(screen.queryByLabelText("Username")).not.toBeInTheDocument();
  });

  it("requires a code before calling the server", async () => {
    const user = await reachCodeStep();
    await user.click(screen.getByRole("button", { name: "Verify" }));

    expect(screen.getByLabelText("Code")).toHaveAttribute("aria-invalid", "true");
    expect(screen.getByLabelText("Code")).toHaveAccessibleDescription("Code is required");
    expect(callsOf()).toEqual([]);
  });

  it("marks the code field with the server's text when the code is wrong", async () => {
    const user = await reachCodeStep();
    answerWith({ status: 400, body: { message: "Validation failed", fields: { token: "The code is incorrect or expired" } } });
    await user.type(screen.getByLabelText("Code"), "123 456");
    await user.click(screen.getByRole("button", { name: "Verify" }));

    const code = screen.getByLabelText("Code");
    await waitFor(() => expect(code).toHaveAttribute("aria-invalid", "true"));
    expect(code).toHaveAccessibleDescription("The code is incorrect or expired");
    expect(screen.getByRole("button", { name: "Verify" })).toBeEnabled();

    const [call] = callsOf();
    expect(call.id).toBe("otpValidate");
    expect(call.method).toBe("POST");
    expect(call.body).toEqual({ token: "123456" });
  });

  it("goes back to the credentials step, signed out, on a 400 without field errors", async () => {
    const user = await reachCodeStep();
    answerWith({ status: 400, body: { message: "The sign-in has expired. Sign in again." } });
    await user.type(screen.getByLabelText("Code"), "123456");
    await user.click(screen.getByRole("button", { name: "Verify" }));

    expect(await screen.findByRole("button", { name: "Login" })).toBeVisible();
    expect(screen.queryByLabelText("Code")).not.toBeInTheDocument();
    expect(signOutMock).toHaveBeenCalledWith({ redirect: false });
    expect(screen.getByRole("alert")).toHaveTextContent("The sign-in has expired. Sign in again.");
  });

  it("shows other failures under the form and stays on the code step", async () => {
    const user = await reachCodeStep();
    answerWith({ status: 502, body: { message: "The upstream did not answer in time." } });
    await user.type(screen.getByLabelText("Code"), "123456");
    await user.click(screen.getByRole("button", { name: "Verify" }));

    expect(await screen.findByRole("alert")).toHaveTextContent("The upstream did not answer in time.");
    expect(screen.getByLabelText("Code")).toHaveAttribute("aria-invalid", "false");
    expect(signOutMock).not.toHaveBeenCalled();
  });
});

/** @jest-environment jsdom */
// Two-factor enrolment as a user meets it: the QR code from the server, the exact prompt,
// the token check and what a refused token looks like. The BFF (fetch) is a stand-in.
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ThemeProvider } from "@mui/material/styles";
import TwoFactorSetup from "@/components/auth/TwoFactorSetup";
import { theme } from "@/components/common/theme";
import { callsOf, serveApi } from "./serveApi";

jest.mock("next-auth/react", () => ({
  signIn: jest.fn(),
  getSession: jest.fn(),
  signOut: jest.fn(),
}));

const QR = "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==";

function renderSetup() {
  const user = userEvent.setup();
  render(
    <ThemeProvider theme={theme}>
      <TwoFactorSetup />
    </ThemeProvider>,
  );
  return user;
}

beforeEach(() => {
  jest.resetAllMocks();
});

describe("TwoFactorSetup", () => {
  it("shows a loading state, then the QR code from the server and the exact prompt", async () => {
    serveApi({ otpSetupStepOne: [{ status: 200, body: { qr: QR } }] });
    renderSetup();

    expect(screen.getByRole("status")).toHaveTextContent(/loading/i);
    const img = await screen.findByRole("img", { name: "Two-factor QR code" });
    expect(img).toHaveAttribute("src", QR);
    expect(screen.queryByRole("status")).not.toBeInTheDocument();
    expect(screen.getByText("Enter token to enable two factor authentication")).toBeVisible();
    expect(screen.getByLabelText("Token")).toBeVisible();
    expect(screen.getByRole("button", { name: "Verify" })).toBeVisible();
    expect(callsOf()).toContainEqual(expect.objectContaining({ id: "otpSetupStepOne", method: "POST" }));
  });

  it("says so when the QR code cannot be loaded, and loads it again on request", async () => {
    serveApi({
      otpSetupStepOne: [
        { status: 500, body: { message: "The two-factor service is unavailable." } },
        { status: 200, body: { qr: QR } },
      ],
    });
    const user = renderSetup();

    expect(await screen.findByRole("alert")).toHaveTextContent("The two-factor service is unavailable.");
    expect(screen.queryByRole("img", { name: "Two-factor QR code" })).not.toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("img", { name: "Two-factor QR code" })).toHaveAttribute("src", QR);
  });

  it("requires a token before calling the server", async () => {
    serveApi({ otpSetupStepOne: [{ status: 200, body: { qr: QR } }] });
    const user = renderSetup();
    await screen.findByRole("img", { name: "Two-factor QR code" });
    await user.click(screen.getByRole("button", { name: "Verify" }));

    expect(screen.getByLabelText("Token")).toHaveAttribute("aria-invalid", "true");
    expect(screen.getByLabelText("Token")).toHaveAccessibleDescription("Token is required");
    expect(callsOf()).toHaveLength(1);
  });

  it("shows the returned message when the server refuses the token", async () => {
    serveApi({
      otpSetupStepOne: [{ status: 200, body: { qr: QR } }],
      otpSetupStepTwo: [{ status: 400, body: { message: "Invalid token, scan the code again." } }],
    });
    const user = renderSetup();
    await screen.findByRole("img", { name: "Two-factor QR code" });
    await user.type(screen.getByLabelText("Token"), "654321");
    await user.click(screen.getByRole("button", { name: "Verify" }));

    expect(await screen.findByRole("alert")).toHaveTextContent("Invalid token, scan the code again.");
    expect(screen.getByRole("button", { name: "Verify" })).toBeEnabled();
    expect(callsOf()[1].body).toEqual({ twoFactor: "654321" });
  });

  it("shows the message of a 200 answer that is not validated", async () => {
    serveApi({
      otpSetupStepOne: [{ status: 200, body: { qr: QR } }],
      otpSetupStepTwo: [{ status: 200, body: { validated: false, message: "Token expired" } }],
    });
    const user = renderSetup();
    await screen.findByRole("img", { name: "Two-factor QR code" });
    await user.type(screen.getByLabelText("Token"), "111111{Enter}");

    expect(await screen.findByRole("alert")).toHaveTextContent("Token expired");
  });

  it("marks the token field when the server names it", async () => {
    serveApi({
      otpSetupStepOne: [{ status: 200, body: { qr: QR } }],
      otpSetupStepTwo: [{ status: 400, body: { message: "Validation failed", fields: { twoFactor: "Six digits, please" } } }],
    });
    const user = renderSetup();
    await screen.findByRole("img", { name: "Two-factor QR code" });
    await user.type(screen.getByLabelText("Token"), "12");
    await user.click(screen.getByRole("button", { name: "Verify" }));

    const token = screen.getByLabelText("Token");
    await waitFor(() => expect(token).toHaveAttribute("aria-invalid", "true"));
    expect(token).toHaveAccessibleDescription("Six digits, please");
  });
});

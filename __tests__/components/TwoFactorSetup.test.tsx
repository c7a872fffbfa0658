/** @jest-environment jsdom */
// Two-factor enrolment as a user meets it: the QR code from the server, the exact prompt,
// the token check and what a refused token looks like. The BFF (fetch) is a stand-in.
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ThemeProvider } from "@mui/material/styles";
import TwoFactorSetup from "@/components/auth/TwoFactorSetup";
import { theme } from "@/components/common/theme";
import { createFetchMock, reply, type FakeReply } from "./fakeFetch";

jest.mock("next-auth/react", () => ({
  signIn: jest.fn(),
  getSession: jest.fn(),
  signOut: jest.fn(),
}));

const QR = "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==";

const fetchMock = createFetchMock();

/** Answers by path, in order per path, so a test states exactly what the server says. */
function serve(routes: Record<string, FakeReply[]>) {
  fetchMock.mockImplementation(async (input) => {
    const path = String(input);
    const queue = routes[path];
    const next = queue?.shift();
    if (!next) throw new Error(`unexpected call to ${path}`);
    return reply(next);
  });
}

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
  global.fetch = fetchMock;
});

describe("TwoFactorSetup", () => {
  it("shows a loading state, then the QR code from the server and the exact prompt", async () => {
    serve({ "/api/v1/otp/setup-step-one": [{ status: 200, body: { qr: QR } }] });
    renderSetup();

    expect(screen.getByRole("status")).toHaveTextContent(/loading/i);
    const img = await screen.findByRole("img", { name: "Two-factor QR code" });
    expect(img).toHaveAttribute("src", QR);
    expect(screen.queryByRole("status")).not.toBeInTheDocument();
    expect(screen.getByText("Enter token to enable two factor authentication")).toBeVisible();
    expect(screen.getByLabelText("Token")).toBeVisible();
    expect(screen.getByRole("button", { name: "Verify" })).toBeVisible();
    expect(fetchMock).toHaveBeenCalledWith("/api/v1/otp/setup-step-one", expect.objectContaining({ method: "POST" }));
  });

  it("says so when the QR code cannot be loaded, and loads it again on request", async () => {
    serve({
      "/api/v1/otp/setup-step-one": [
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
    serve({ "/api/v1/otp/setup-step-one": [{ status: 200, body: { qr: QR } }] });
    const user = renderSetup();
    await screen.findByRole("img", { name: "Two-factor QR code" });
    await user.click(screen.getByRole("button", { name: "Verify" }));

    expect(screen.getByLabelText("Token")).toHaveAttribute("aria-invalid", "true");
    expect(screen.getByLabelText("Token")).toHaveAccessibleDescription("Token is required");
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("shows the returned message when the server refuses the token", async () => {
    serve({
      "/api/v1/otp/setup-step-one": [{ status: 200, body: { qr: QR } }],
      "/api/v1/otp/setup-step-two": [{ status: 400, body: { message: "Invalid token, scan the code again." } }],
    });
    const user = renderSetup();
    await screen.findByRole("img", { name: "Two-factor QR code" });
    await user.type(screen.getByLabelText("Token"), "654321");
    await user.click(screen.getByRole("button", { name: "Verify" }));

    expect(await screen.findByRole("alert")).toHaveTextContent("Invalid token, scan the code again.");
    expect(screen.getByRole("button", { name: "Verify" })).toBeEnabled();
    const [, init] = fetchMock.mock.calls[1];
    expect(JSON.parse(String(init?.body))).toEqual({ twoFactor: "654321" });
  });

  it("shows the message of a 200 answer that is not validated", async () => {
    serve({
      "/api/v1/otp/setup-step-one": [{ status: 200, body: { qr: QR } }],
      "/api/v1/otp/setup-step-two": [{ status: 200, body: { validated: false, message: "Token expired" } }],
    });
    const user = renderSetup();
    await screen.findByRole("img", { name: "Two-factor QR code" });
    await user.type(screen.getByLabelText("Token"), "111111{Enter}");

    expect(await screen.findByRole("alert")).toHaveTextContent("Token expired");
  });

  it("marks the token field when the server names it", async () => {
    serve({
      "/api/v1/otp/setup-step-one": [{ status: 200, body: { qr: QR } }],
      "/api/v1/otp/setup-step-two": [{ status: 400, body: { message: "Validation failed", fields: { twoFactor: "Six digits, please" } } }],
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

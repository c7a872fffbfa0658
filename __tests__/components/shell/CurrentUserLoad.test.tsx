/** @jest-environment jsdom */
// The shell's current-user load (spec 1 §2, §8): a 5xx, a timeout or a dropped
// connection shows the problem with Retry and keeps the session; 401 or 403 ends it.
import { act, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ThemeProvider } from "@mui/material/styles";
import { SWRConfig } from "swr";
import { theme } from "@/components/common/theme";
import ConsoleShell from "@/components/shell/ConsoleShell";
import { CURRENT_USER_MESSAGES } from "@/components/shell/CurrentUserAlert";
import { useCurrentUserLoad } from "@/components/shell/CurrentUserLoad";
import type { ConsoleUser } from "@/components/shell/UserContext";
import { goToSignedOut } from "@/lib/client/sessionEnded";
import { callsOf, NETWORK_ERROR, serveApi, type StatusReply } from "../serveApi";

jest.mock("next/navigation", () => ({
  usePathname: () => "/home/instances",
  useSearchParams: () => new URLSearchParams(),
  useRouter: () => ({ push: jest.fn(), replace: jest.fn() }),
}));
jest.mock("@/lib/client/sessionEnded", () => ({
  ...jest.requireActual<typeof import("@/lib/client/sessionEnded")>("@/lib/client/sessionEnded"),
  goToSignedOut: jest.fn(),
  leaveIfSessionEnded: jest.fn(),
}));

const ADMIN: ConsoleUser = { name: "Adrian Admin", username: "admin@example.com", role: "admin" };

function renderShell(initialUser: ConsoleUser | null = ADMIN) {
  const user = userEvent.setup();
  render(
    <ThemeProvider theme={theme}>
      <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
        <ConsoleShell user={initialUser} region="us-west-2" hasRegionCookie>
          <p>Instance list</p>
        </ConsoleShell>
      </SWRConfig>
    </ThemeProvider>,
  );
  return user;
}

function answers(...replies: StatusReply[]) {
  serveApi({ getUser: replies });
}

beforeEach(() => {
  jest.clearAllMocks();
});

describe("a current-user load that fails without ending the session", () => {
  it.each([
    ["503", { status: 503, body: { message: "The upstream service is unavailable. Try again in a moment." } }, "The upstream service is unavailable. Try again in a moment."],
    ["504 (timeout)", { status: 504, body: { message: "The upstream service did not answer in time. Try again in a moment." } }, "The upstream service did not answer in time. Try again in a moment."],
    ["500 without a message", { status: 500, body: {} }, "Something went wrong during the process."],
  ])("%s: shows the message with Retry, keeps the session and the page; Retry recovers", async (_, failure, message) => {
    answers(failure, { status: 200, body: ADMIN });
    const user = renderShell();

    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent(CURRENT_USER_MESSAGES.title);
    expect(alert).toHaveTextContent(message);
    expect(alert).toHaveTextContent(CURRENT_USER_MESSAGES.kept);
    expect(goToSignedOut).not.toHaveBeenCalled();
    expect(screen.getByText("Instance list")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Logout" })).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Retry" }));
    await waitFor(() => expect(screen.queryByRole("alert")).toBeNull());
    expect(callsOf()).toHaveLength(2);
    expect(goToSignedOut).not.toHaveBeenCalled();
  });

  it("a dropped connection: says the console could not be reached, keeps the session", async () => {
    serveApi({ getUser: NETWORK_ERROR });
    renderShell();
    expect(await screen.findByRole("alert")).toHaveTextContent("The console could not be reached. Check your connection and try again.");
    expect(screen.getByRole("button", { name: "Retry" })).toBeInTheDocument();
    expect(goToSignedOut).not.toHaveBeenCalled();
  });

  it("with no user from the server yet: says it is loading, then shows Retry instead of the page", async () => {
    answers({ status: 503, body: { message: "The upstream service is unavailable. Try again in a moment." } }, { status: 200, body: ADMIN });
    const user = renderShell(null);
    expect(screen.getByText(CURRENT_USER_MESSAGES.loading)).toBeInTheDocument();
    expect(await screen.findByRole("alert")).toHaveTextContent("The upstream service is unavailable.");
    expect(screen.queryByText("Instance list")).toBeNull();

    await user.click(screen.getByRole("button", { name: "Retry" }));
    expect(await screen.findByText("Instance list")).toBeInTheDocument();
    expect(screen.getByText("Adrian Admin")).toBeInTheDocument();
  });
});

describe("a current-user load that ends the session", () => {
  it.each([
    ["401", { status: 401, body: { message: "Please sign in." } }],
    ["403 from the upstream", { status: 403, body: { message: "Forbidden" } }],
    ["403 from the console's gate", { status: 403, body: { message: "Two-factor authentication is required." }, headers: { "X-Console-Refusal": "gate" } }],
  ])("%s: leaves for sign-in", async (_, failure) => {
    answers(failure);
    renderShell();
    await waitFor(() => expect(goToSignedOut).toHaveBeenCalled());
  });
});

describe("the user shown follows the upstream", () => {
  it("a role changed upstream changes the menus without a new sign-in", async () => {
    answers({ status: 200, body: { ...ADMIN, role: "manager" } });
    renderShell();
    expect(screen.getByRole("button", { name: "+ Add" })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole("button", { name: "+ Add" })).toBeNull());
    expect(screen.getByText("manager")).toBeInTheDocument();
  });

  it("a re-read on mount that finds the same user changes nothing below the shell", async () => {
    // A page under the shell renders again only if what the shell provides changed: a change
    // there reaching a list still streaming in would make React render it afresh.
    answers({ status: 200, body: ADMIN });
    let renders = 0;
    function Page() {
      renders += 1;
      const { user, loading } = useCurrentUserLoad();
      return <p>{`Page for ${user?.name ?? "nobody"}${loading ? ", loading" : ""}`}</p>;
    }
    render(
      <ThemeProvider theme={theme}>
        <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
          <ConsoleShell user={ADMIN} region="us-west-2" hasRegionCookie>
            <Page />
          </ConsoleShell>
        </SWRConfig>
      </ThemeProvider>,
    );
    await waitFor(() => expect(callsOf("getUser")).toHaveLength(1));
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.getByText("Page for Adrian Admin")).toBeInTheDocument();
    expect(renders).toBe(1);
  });
});

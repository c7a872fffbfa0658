/** @jest-environment jsdom */
// A sign-out under way is not overtaken: the idle end signs out at the upstream, whose answer
// ends the live stream, whose client then meets a 401; that 401 must not send the browser to
// sign-in first, without the idle reason the sign-in page shows.
import { loadPage } from "@/lib/client/loadPage";
import { leaveIfSessionEnded } from "@/lib/client/sessionEnded";
import { signOutToRoot } from "@/lib/client/signOut";

jest.mock("@/lib/client/loadPage", () => ({ loadPage: jest.fn() }));

it("an idle sign-out leaves once, with its reason, though a 401 came while it signed out", async () => {
  window.history.replaceState(null, "", "/home/instances?q=acad");
  let answerSignOut = () => undefined as void;
  const fetchMock = jest.fn(async (url: string) => {
    if (url === "/api/auth/csrf") return { json: async () => ({ csrfToken: "t" }) };
    await new Promise<void>((resolve) => (answerSignOut = resolve));
    return { json: async () => ({}) };
  });
  Object.assign(globalThis, { fetch: fetchMock });

  const done = signOutToRoot("idle");
  while (fetchMock.mock.calls.length < 2) await new Promise((resolve) => setTimeout(resolve, 0));
  expect(fetchMock).toHaveBeenLastCalledWith("/api/auth/signout", expect.objectContaining({ method: "POST" }));
  // The live stream's check of the session, answered while the sign-out is under way.
  expect(leaveIfSessionEnded(401)).toBe(true);
  expect(loadPage).not.toHaveBeenCalled();

  answerSignOut();
  await done;
  expect(jest.mocked(loadPage).mock.calls).toEqual([[`/signed-out?from=${encodeURIComponent("/home/instances?q=acad")}&reason=idle`]]);
});

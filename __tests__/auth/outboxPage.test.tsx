// The development outbox page judges the role the upstream gives now, not the cookie's copy: an
// admin demoted since signing in (the cookie still says admin) gets the not-authorized notice,
// and the outbox is not read.
import OutboxList from "@/components/dev/OutboxList";
import OutboxNotAuthorized from "@/components/dev/OutboxNotAuthorized";
import type { CurrentUserLoad } from "@/lib/upstream/currentUser";

const current: { load: CurrentUserLoad } = { load: { kind: "anonymous" } };
const readDevOutbox = jest.fn(async () => []);

jest.mock("@/lib/upstream/currentUser", () => ({ loadCurrentUser: async () => current.load }));
jest.mock("@/lib/upstream/devOutbox", () => ({ readDevOutbox: () => readDevOutbox() }));
// The cookie's copy: an admin, whatever the upstream says now.
jest.mock("@/lib/session/serverSession", () => ({ serverSession: async () => ({ jwt: { role: "admin", twoFactorVerified: true } }) }));

import OutboxPage from "@/app/home/(mui)/outbox/page";

const user = (role: string): CurrentUserLoad => ({ kind: "user", user: { role, username: "adrian@example.com", name: "Adrián" } as never });

beforeEach(() => readDevOutbox.mockClear());

test("an admin demoted to manager since signing in is refused, and the outbox is not read", async () => {
  current.load = user("manager");
  expect((await OutboxPage()).type).toBe(OutboxNotAuthorized);
  expect(readDevOutbox).not.toHaveBeenCalled();
});

test("a session the upstream no longer knows is refused too", async () => {
  current.load = { kind: "ended" };
  expect((await OutboxPage()).type).toBe(OutboxNotAuthorized);
  expect(readDevOutbox).not.toHaveBeenCalled();
});

test("an admin the upstream still knows as one sees the outbox", async () => {
  current.load = user("admin");
  expect((await OutboxPage()).type).toBe(OutboxList);
  expect(readDevOutbox).toHaveBeenCalledTimes(1);
});

// A session's token refreshed once across console replicas, on both backends of the
// console's database: two replicas meeting a 401 at once refresh once and both get the new
// token; a replica still holding the old token later finds the new one without refreshing; a
// refused refresh ends the session everywhere; the stored token is sealed.
import { AuditStore } from "@/lib/audit/store";
import { openToken } from "@/lib/upstream/sealToken";
import { refreshShared } from "@/lib/upstream/sharedRefresh";
import { storeBackends } from "./pgCluster";

const SECRET = "test-only-secret-0123456789abcdefghijkl";

describe.each(storeBackends())("token refresh shared on %s", (_name, open) => {
  let store: AuditStore;
  beforeAll(async () => {
    store = await open();
  });
  beforeEach(() => store.db.deleteFrom("session_refresh").execute());
  afterAll(() => store.close());

  /** An upstream whose refresh takes a moment and hands out numbered tokens. */
  function upstream(answer: (n: number) => string | null = (n) => `access-${n}`) {
    let calls = 0;
    const refresh = jest.fn(async (refreshToken: string | null) => {
      expect(refreshToken).toBe("refresh-1");
      calls += 1;
      await new Promise((resolve) => setTimeout(resolve, 50));
      return answer(calls);
    });
    return refresh;
  }
  const session = { sid: "sid-1", refreshToken: "refresh-1" };

  it("two replicas meeting a 401 at once refresh once and both use the new token", async () => {
    const refresh = upstream();
    const [a, b] = await Promise.all([refreshShared(store.db, SECRET, session, "access-0", refresh), refreshShared(store.db, SECRET, session, "access-0", refresh)]);
    expect(refresh).toHaveBeenCalledTimes(1);
    expect([a, b]).toEqual(["access-1", "access-1"]);
    // Later, a call still carrying the old token finds the new one.
    expect(await refreshShared(store.db, SECRET, session, "access-0", refresh)).toBe("access-1");
    expect(refresh).toHaveBeenCalledTimes(1);
    // When the new token expires in its turn, the next 401 refreshes again.
    expect(await refreshShared(store.db, SECRET, session, "access-1", refresh)).toBe("access-2");
  });

  it("keeps the token sealed: unreadable in the row, and not opened with another secret", async () => {
    await refreshShared(store.db, SECRET, session, "access-0", upstream());
    const row = await store.db.selectFrom("session_refresh").select("token_sealed").where("sid", "=", "sid-1").executeTakeFirstOrThrow();
    expect(row.token_sealed).not.toContain("access-1");
    expect(openToken(row.token_sealed!, SECRET)).toBe("access-1");
    expect(openToken(row.token_sealed!, "another-secret-0123456789abcdefghijkl")).toBeNull();
  });

  it("a refused refresh ends the session for every replica, without asking again", async () => {
    const refresh = upstream(() => null);
    expect(await refreshShared(store.db, SECRET, session, "access-0", refresh)).toBeNull();
    expect(await refreshShared(store.db, SECRET, session, "access-0", refresh)).toBeNull();
    expect(refresh).toHaveBeenCalledTimes(1);
  });
});

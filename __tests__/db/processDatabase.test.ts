// The process's database handle purges what is kept only for a while: a session's refreshed
// token (its own purge) and whatever its users register (the audit trail's old rows), when the
// database opens and then daily; a purge registered while it is open runs at once; nothing runs
// after it closed; a failed purge is logged and the others still run.
import type { Kysely } from "kysely";
import { ProcessDatabase } from "@/lib/db/processDatabase";
import type { DatabaseConfig } from "@/lib/db/config";
import { logger } from "@/lib/observe/logger";
import type { ConsoleDatabase } from "@/lib/db/schema";

const DAY_MS = 86_400_000;
const CONFIG: DatabaseConfig = { enabled: true, databaseUrl: null, dataDir: null, retentionDays: 365 };

/** A database that notes the tables purged from (what purgeSessionRefresh deletes from). */
function fakeDatabase(purged: string[]): Kysely<ConsoleDatabase> {
  const chain = (table: string) => ({ where: () => ({ execute: async () => void purged.push(table) }) });
  return { deleteFrom: chain, destroy: async () => undefined } as unknown as Kysely<ConsoleDatabase>;
}

/** Lets the promise callbacks queued so far run. */
const settled = () => new Promise((resolve) => setImmediate(resolve));

beforeEach(() => jest.useFakeTimers({ doNotFake: ["setImmediate", "nextTick", "queueMicrotask"] }));
afterEach(() => jest.useRealTimers());

test("purges on open and daily, a late registration at once, nothing after close", async () => {
  const purged: string[] = [];
  const database = new ProcessDatabase(CONFIG, async () => ({ db: fakeDatabase(purged) }));
  database.purgeDaily("audit-trail", { label: "audit", run: async () => void purged.push("audit_event") });
  database.purgeDaily("audit-trail", { label: "audit", run: async () => void purged.push("twice") });
  expect(purged).toEqual([]);

  const db = await database.open();
  expect(await database.open()).toBe(db);
  await settled();
  expect(purged.sort()).toEqual(["audit_event", "session_refresh"]);

  database.purgeDaily("later", { label: "later", run: async () => void purged.push("later") });
  await settled();
  expect(purged).toContain("later");

  purged.length = 0;
  jest.advanceTimersByTime(DAY_MS);
  await settled();
  expect(purged.sort()).toEqual(["audit_event", "later", "session_refresh"]);

  await database.close();
  purged.length = 0;
  jest.advanceTimersByTime(2 * DAY_MS);
  await settled();
  expect(purged).toEqual([]);
});

test("a failed open is tried again; a failed purge is logged and the others run", async () => {
  const purged: string[] = [];
  let attempts = 0;
  const database = new ProcessDatabase(CONFIG, async () => {
    attempts += 1;
    if (attempts === 1) throw new Error("not yet");
    return { db: fakeDatabase(purged) };
  });
  await expect(database.open()).rejects.toThrow("not yet");
  const logged = jest.spyOn(logger(), "error").mockImplementation(() => undefined);
  try {
    database.purgeDaily("broken", { label: "broken", run: async () => Promise.reject(new Error("disk full")) });
    await database.open();
    await settled();
    expect(attempts).toBe(2);
    expect(purged).toEqual(["session_refresh"]);
    expect(logged).toHaveBeenCalledWith({ err: expect.objectContaining({ message: "disk full" }), purge: "broken" }, "a purge of old rows failed");
  } finally {
    logged.mockRestore();
    await database.close();
  }
});

// With AUDIT_TRAIL=off the console keeps no database: the activity routes answer an empty
// timeline and a CSV of its header alone, and a user's deletion through the console goes through,
// all without opening (and so creating) the embedded database.
import { api } from "@/lib/contract";
import { consoleDatabase } from "@/lib/db/processDatabase";
import { handleActivityExport, handleInstanceActivity } from "@/lib/routes/activity";
import { callBff, consoleRequest, inProcess, sessionFor } from "../contract/harness";
import { sampleCall } from "../contract/request";

beforeAll(() => inProcess.start());
afterEach(() => jest.restoreAllMocks());

test("the trail is off in this suite", () => {
  expect(consoleDatabase().enabled).toBe(false);
});

test("an instance's timeline is empty and the export holds the header alone", async () => {
  const open = jest.spyOn(consoleDatabase(), "open");
  const manager = await sessionFor("manager");
  const timeline = await handleInstanceActivity(consoleRequest("/api/activity/instance/i-1", manager), "i-1");
  expect(timeline.status).toBe(200);
  expect(await timeline.json()).toEqual({ rows: [] });
  const csv = await handleActivityExport(consoleRequest("/api/activity/export", manager));
  expect(csv.status).toBe(200);
  expect((await csv.text()).replace(/^\uFEFF/, "").split("\r\n").filter(Boolean)).toHaveLength(1);
  expect(open).not.toHaveBeenCalled();
});

test("a user created and deleted through the console", async () => {
  const open = jest.spyOn(consoleDatabase(), "open");
  const superadmin = await sessionFor("superadmin");
  const id = "short.stay@example.com";
  const create = await callBff(superadmin, sampleCall(api.createUser, { body: { firstName: "Sam", lastName: "Stay", type: "manager", id, password: "Short#2026" } }));
  expect(create.status).toBe(200);
  const remove = await callBff(superadmin, sampleCall(api.deleteUser, { params: { userId: id } }));
  expect(remove.status).toBe(200);
  expect(open).not.toHaveBeenCalled();
});

/** @jest-environment jsdom */
// The performance report as a user meets it (spec 3 §2.3, §8, §9): the chosen instance's LMSs
// with CLIENT, ACTIVE USERS ('Not available yet' → the number, or 'Not available'), and links to
// the events and running-tasks modals; a shared instance's header downloads EventsReport.csv
// with Spanish descriptions, or says 'No data to export.'.
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import PerformanceReport from "@/components/reports/performance/PerformanceReport";
import ConsoleProviders from "../ConsoleProviders";
import { makeInstance } from "../instances/fixtures";
import { callsOf, serveApi } from "../serveApi";

const router = { push: jest.fn(), replace: jest.fn(), back: jest.fn(), prefetch: jest.fn() };
let query = new URLSearchParams();
jest.mock("next/navigation", () => ({ useRouter: () => router, useSearchParams: () => query, usePathname: () => "/performance-report" }));

const saved: { name: string; text: string }[] = [];
jest.mock("@/components/common/downloadText", () => ({ downloadText: (name: string, text: string) => saved.push({ name, text }) }));

const INSTANCES = {
  success: true,
  instances: [
    { instanceId: "i-shared", name: "MDL_MOODLE01", publicIpAddress: "198.51.100.10", shared: true, domain: "", id: "1" },
    { instanceId: "i-ded", name: "MDL_UNICAMPUS", publicIpAddress: "198.51.100.20", shared: false, domain: "aula.unicampus.example", id: "2" },
  ],
};

function renderReport(instance: string | null) {
  query = new URLSearchParams(instance ? { instance } : {});
  const user = userEvent.setup();
  render(
    <ConsoleProviders role="manager">
      <PerformanceReport />
    </ConsoleProviders>,
  );
  return user;
}

/** The shell's region's list: these tests leave it unread (a 503), so every instance is listed. */
const NO_REGION_LIST = { listInstances: { status: 503, body: {} } } as const;

beforeEach(() => {
  jest.clearAllMocks();
  saved.length = 0;
});

it("choosing an instance puts it in the URL", async () => {
  serveApi({ ...NO_REGION_LIST, basicInstanceList: INSTANCES });
  const user = renderReport(null);
  const select = screen.getByRole("combobox", { name: "Instance" });
  await screen.findByRole("option", { name: "MDL_UNICAMPUS" });
  expect(within(select).getAllByRole("option").map((o) => o.textContent)).toEqual(["INSTANCE", "MDL_MOODLE01 (shared)", "MDL_UNICAMPUS"]);
  await user.selectOptions(select, "MDL_UNICAMPUS");
  expect(router.replace).toHaveBeenCalledWith("/performance-report?instance=i-ded", { scroll: false });
});

it("lists only the shell's region's instances: the basic list holds both regions' without saying which", async () => {
  const both = { success: true, instances: [...INSTANCES.instances, { instanceId: "i-eu", name: "MDL_MOODLE01", publicIpAddress: "198.51.100.30", shared: true, domain: "", id: "3" }] };
  serveApi({ basicInstanceList: both, listInstances: { instances: [makeInstance({ instanceId: "i-shared" }), makeInstance({ instanceId: "i-ded" })] } });
  renderReport(null);
  const select = screen.getByRole("combobox", { name: "Instance" });
  await waitFor(() => expect(callsOf("listInstances").map((c) => c.query)).toEqual([{ region: "us-west-2" }]));
  await waitFor(() => expect(within(select).getAllByRole("option")).toHaveLength(3));
  expect(within(select).getAllByRole("option").map((o) => (o as HTMLOptionElement).value)).toEqual(["", "i-shared", "i-ded"]);
});

it("a dedicated instance is its own LMS: active users, then links to its modals", async () => {
  let answer: (v: { onlineUsers: number }) => void = () => undefined;
  serveApi({ ...NO_REGION_LIST, basicInstanceList: INSTANCES, onlineUsers: new Promise((resolve) => (answer = resolve)) });
  renderReport("i-ded");
  const table = await screen.findByRole("table", { name: "LMSs of MDL_UNICAMPUS" });
  expect(within(table).getAllByRole("columnheader").map((h) => h.textContent)).toEqual(["CLIENT", "ACTIVE USERS", "EVENTS", "RUNNING TASKS"]);
  expect(within(table).getByText("Not available yet")).toBeVisible();
  answer({ onlineUsers: 1234 });
  expect(await within(table).findByText("1234")).toBeVisible();
  expect(callsOf("onlineUsers")[0]).toMatchObject({ params: { domain: "aula.unicampus.example" }, query: { ip: "198.51.100.20" } });
  expect(within(table).getByRole("link", { name: "View events of MDL_UNICAMPUS" })).toHaveAttribute("href", "/performance-report/events/MDL_UNICAMPUS/aula.unicampus.example?instance=i-ded");
  expect(within(table).getByRole("link", { name: "View tasks of MDL_UNICAMPUS" })).toHaveAttribute(
    "href",
    "/performance-report/running-tasks/MDL_UNICAMPUS/aula.unicampus.example?instance=i-ded",
  );
  // No downloads for a dedicated instance.
  expect(within(table).queryByRole("button")).toBeNull();
});

it("a shared instance lists its LMSs; online users that cannot be had read 'Not available'; EVENTS downloads the CSV", async () => {
  serveApi({
    ...NO_REGION_LIST,
    basicInstanceList: INSTANCES,
    basicVolumeList: { success: true, volumes: [{ id: "v1", name: "acme", domain: "https://acme.example" }, { id: "v2", name: "beta", domain: "https://beta.example" }] },
    onlineUsers: [{ onlineUsers: 3 }, { status: 502, body: { message: "down" } }],
    instanceReport: {
      success: true,
      results: { "acme.example": [{ eventName: "\\core\\event\\user_loggedin", eventDescription: "User has logged in", count: 7 }], "beta.example": [] },
    },
  });
  const user = renderReport("i-shared");
  const table = await screen.findByRole("table", { name: "LMSs of MDL_MOODLE01" });
  expect(await within(table).findByText("Not available")).toBeVisible();
  expect(within(table).getByText("3")).toBeVisible();

  await user.click(within(table).getByRole("button", { name: "Download the events of every LMS of MDL_MOODLE01 as CSV" }));
  await waitFor(() => expect(saved).toHaveLength(1));
  expect(callsOf("instanceReport").map((c) => ({ params: c.params, body: c.body }))).toEqual([
    { params: { instanceId: "i-shared", type: "daily-events" }, body: { instanceName: "MDL_MOODLE01", domains: ["acme.example", "beta.example"], ip: "198.51.100.10" } },
  ]);
  expect(saved[0].name).toBe("EventsReport.csv");
  expect(saved[0].text.slice(1).split("\r\n")).toEqual(['"Event Name","Description","acme.example","beta.example"', '"\\core\\event\\user_loggedin","El usuario ha iniciado sesión","7","0"']);
});

it("says 'No data to export.' when the report has nothing", async () => {
  serveApi({
    ...NO_REGION_LIST,
    basicInstanceList: INSTANCES,
    basicVolumeList: { success: true, volumes: [{ id: "v1", name: "acme", domain: "acme.example" }] },
    onlineUsers: { onlineUsers: 0 },
    instanceReport: { success: true, results: { "acme.example": [] } },
  });
  const user = renderReport("i-shared");
  const table = await screen.findByRole("table", { name: "LMSs of MDL_MOODLE01" });
  await user.click(within(table).getByRole("button", { name: "Download the running tasks of every LMS of MDL_MOODLE01 as CSV" }));
  expect(await screen.findByText("No data to export.")).toBeVisible();
  expect(saved).toHaveLength(0);
});

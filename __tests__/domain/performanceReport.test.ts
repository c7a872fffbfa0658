// The performance report's exports and words (spec 3 §2.3, §8, §9): EventsReport.csv has Event
// Name, Description, then one column per domain with 0 where a domain lacks the event; the
// description comes from the dictionary; RunningTasksReport.csv has a Domain line per domain,
// then Name, Type, Time, Started, Host Name, PID; both UTF-8 with a BOM; nothing to export is
// null ('No data to export.'); durations as minutes and seconds, start times en-US 24-hour.
import {
  eventsCsv, PERFORMANCE_MESSAGES, runningTasksCsv, taskDuration, taskStarted,
} from "@/lib/domain/performanceReport";

const lines = (csv: string | null) => {
  expect(csv?.startsWith("\uFEFF")).toBe(true);
  return csv!.slice(1).split("\r\n");
};

describe("EventsReport.csv", () => {
  it("one row per event, a column per domain, 0 where missing, descriptions from the dictionary", () => {
    const csv = eventsCsv(
      {
        "a.example.edu": [{ eventName: "\\core\\event\\user_loggedin", eventDescription: "User has logged in", count: 12 }],
        "b.example.edu": [
          { eventName: "\\core\\event\\course_viewed", eventDescription: "Course viewed", count: 3 },
          { eventName: "\\core\\event\\user_loggedin", eventDescription: "User has logged in", count: 4 },
        ],
      },
      (name, fallback) => (name === "\\core\\event\\user_loggedin" ? "El usuario ha iniciado sesión" : fallback ?? ""),
    );
    expect(lines(csv)).toEqual([
      '"Event Name","Description","a.example.edu","b.example.edu"',
      '"\\core\\event\\course_viewed","Course viewed","0","3"',
      '"\\core\\event\\user_loggedin","El usuario ha iniciado sesión","12","4"',
    ]);
  });

  it("is null with no events anywhere", () => {
    expect(eventsCsv({ "a.example.edu": [] }, () => "")).toBeNull();
    expect(PERFORMANCE_MESSAGES.noData).toBe("No data to export.");
  });
});

describe("RunningTasksReport.csv", () => {
  it("groups each domain's tasks under a Domain line", () => {
    const task = { classname: "\\core\\task\\session_cleanup_task", type: "scheduled", time: 125, timestarted: 1_795_000_000, hostname: "web-1", pid: 4312, uniqueid: "u1" };
    const csv = runningTasksCsv({ "a.example.edu": [task], "b.example.edu": [] }, "UTC");
    expect(lines(csv)).toEqual([
      '"Domain","a.example.edu"',
      '"Name","Type","Time","Started","Host Name","PID"',
      `"\\core\\task\\session_cleanup_task","scheduled","2 min 5 s","${taskStarted(1_795_000_000, "UTC")}","web-1","4312"`,
      '"Domain","b.example.edu"',
      '"Name","Type","Time","Started","Host Name","PID"',
    ]);
  });

  it("is null with no tasks anywhere", () => {
    expect(runningTasksCsv({ "a.example.edu": [] })).toBeNull();
  });
});

describe("words", () => {
  it("durations as minutes and seconds", () => {
    expect([taskDuration(45), taskDuration(60), taskDuration(3725)]).toEqual(["0 min 45 s", "1 min 0 s", "62 min 5 s"]);
  });

  it("start times en-US, 24-hour", () => {
    expect(taskStarted(Date.UTC(2026, 10, 24, 14, 5, 9) / 1000, "UTC")).toBe("11/24/2026, 14:05:09");
  });

  it("online users' texts", () => {
    expect([PERFORMANCE_MESSAGES.onlineLoading, PERFORMANCE_MESSAGES.onlineFailed]).toEqual(["Not available yet", "Not available"]);
  });
});

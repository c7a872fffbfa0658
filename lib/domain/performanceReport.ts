// The performance report's rules (spec 3 §2.3, §3, §8, §9): online users' three texts, task
// durations as minutes and seconds, start times en-US 24-hour, and the two exports of a shared
// instance — EventsReport.csv (Event Name, Description, one column per domain, 0 where a domain
// has no count) and RunningTasksReport.csv (a Domain line per domain, then its tasks under
// Name, Type, Time, Started, Host Name, PID) — UTF-8 with a byte-order mark, formula-safe.
import type { ReportEvent, ReportRow, RunningTask } from "@/lib/contract/schemas/report";
import { toCsv, withBom } from "./csv";

export const EVENTS_CSV_FILENAME = "EventsReport.csv";
export const TASKS_CSV_FILENAME = "RunningTasksReport.csv";

export const PERFORMANCE_MESSAGES = {
  onlineLoading: "Not available yet",
  onlineFailed: "Not available",
  noData: "No data to export.",
  failed: "Something went wrong during the process.",
  noEvents: "No events recorded for this LMS.",
  noTasks: "No tasks running on this LMS.",
} as const;

export function isRunningTask(row: ReportRow): row is RunningTask {
  return "classname" in row;
}

export function isReportEvent(row: ReportRow): row is ReportEvent {
  return "eventName" in row;
}

/** "0 min 45 s", "12 min 5 s": always minutes and seconds (spec 3 §9). */
export function taskDuration(seconds: number): string {
  const whole = Math.max(0, Math.round(seconds));
  return `${Math.floor(whole / 60)} min ${whole % 60} s`;
}

/** Epoch seconds as en-US 24-hour text, "11/24/2026, 14:05:09" (in `timeZone`, the browser's by default). */
export function taskStarted(epochSeconds: number, timeZone?: string): string {
  return new Intl.DateTimeFormat("en-US", {
    year: "numeric", month: "2-digit", day: "2-digit", hour: "2-digit", minute: "2-digit", second: "2-digit", hourCycle: "h23", timeZone,
  }).format(new Date(epochSeconds * 1000));
}

/** Where an event's Spanish description comes from: the bundled dictionary, else the server's text. */
export type DescribeEvent = (eventName: string, serverDescription: string | null | undefined) => string;

/** Null when no domain has an event (the screen says 'No data to export.'). */
export function eventsCsv(results: Readonly<Record<string, readonly ReportRow[]>>, describe: DescribeEvent): string | null {
  const domains = Object.keys(results);
  const counts = new Map<string, Map<string, number>>();
  const server = new Map<string, string | null | undefined>();
  for (const domain of domains) {
    for (const row of results[domain]) {
      if (!isReportEvent(row)) continue;
      if (!counts.has(row.eventName)) counts.set(row.eventName, new Map());
      const perDomain = counts.get(row.eventName)!;
      perDomain.set(domain, (perDomain.get(domain) ?? 0) + row.count);
      if (!server.get(row.eventName)) server.set(row.eventName, row.eventDescription);
    }
  }
  if (counts.size === 0) return null;
  const rows = [...counts.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([name, perDomain]) => ({
      "Event Name": name,
      Description: describe(name, server.get(name)),
      ...Object.fromEntries(domains.map((d) => [d, perDomain.get(d) ?? 0])),
    }));
  return withBom(toCsv(rows, { columns: ["Event Name", "Description", ...domains] }));
}

const TASK_COLUMNS = ["Name", "Type", "Time", "Started", "Host Name", "PID"];

/** One CSV line of plain cells, quoted and neutralised as toCsv does. */
function csvLine(cells: string[]): string {
  const columns = cells.map((_, i) => `c${i}`);
  return toCsv([Object.fromEntries(cells.map((c, i) => [`c${i}`, c]))], { columns }).split("\r\n")[1];
}

/** Null when no domain has a task. */
export function runningTasksCsv(results: Readonly<Record<string, readonly ReportRow[]>>, timeZone?: string): string | null {
  const blocks: string[] = [];
  let any = false;
  for (const [domain, rows] of Object.entries(results)) {
    const tasks = rows.filter(isRunningTask);
    any ||= tasks.length > 0;
    const records = tasks.map((t) => ({
      Name: t.classname, Type: t.type, Time: taskDuration(t.time), Started: taskStarted(t.timestarted, timeZone), "Host Name": t.hostname, PID: t.pid,
    }));
    blocks.push(`${csvLine(["Domain", domain])}\r\n${toCsv(records, { columns: TASK_COLUMNS })}`);
  }
  return any ? withBom(blocks.join("\r\n")) : null;
}

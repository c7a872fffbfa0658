// What a site's performance report shows, derived from the seed, the site and the clock: the
// day's events by Moodle's real event classes (lib/sim/data/moodleEvents.json, Moodle core's
// 598), weighted as real logs are — logins, course and activity views far ahead, teachers'
// and admins' events rarer — and scaled to the site's active users; and the scheduled tasks
// running now (Moodle core's 116, lib/sim/data/moodleScheduledTasks.json), which change every
// ten minutes.
import type { ReportEvent, RunningTask } from "@/lib/contract/schemas/report";
import events from "../data/moodleEvents.json";
import tasks from "../data/moodleScheduledTasks.json";
import { deriveSeed } from "../random";

const DAY = 86_400_000;
const TEN_MINUTES = 600_000;

interface CatalogEvent {
  class: string;
  name: string;
  crud: string;
  edulevel: string;
}

const CATALOG: readonly CatalogEvent[] = events;
const TASKS: readonly { classname: string; name: string }[] = tasks;

/** Events every site logs in numbers, relative to one participating event. */
const HEAVY: Readonly<Record<string, number>> = {
  "\\core\\event\\user_loggedin": 40,
  "\\core\\event\\course_viewed": 60,
  "\\core\\event\\dashboard_viewed": 25,
  "\\core\\event\\user_loggedout": 12,
  "\\core\\event\\user_profile_viewed": 6,
  "\\core\\event\\message_sent": 8,
  "\\core\\event\\notification_viewed": 10,
  "\\mod_forum\\event\\discussion_viewed": 15,
  "\\mod_quiz\\event\\attempt_viewed": 20,
  "\\mod_quiz\\event\\attempt_submitted": 6,
  "\\mod_assign\\event\\submission_status_viewed": 12,
  "\\gradereport_user\\event\\grade_report_viewed": 8,
};

function unit(seed: number, label: string): number {
  return deriveSeed(seed, label) / 4_294_967_296;
}

function weight(e: CatalogEvent): number {
  if (HEAVY[e.class]) return HEAVY[e.class];
  if (e.class.endsWith("\\course_module_viewed")) return 30;
  return e.edulevel === "participating" ? 1 : e.edulevel === "teaching" ? 0.3 : 0.1;
}

export interface PerfSiteRef {
  key: string;
  seed: number;
  activeUsers: number;
  hostname: string;
}

/** Today's events of the site, most frequent first. */
export function dailyEvents(site: PerfSiteRef, now: number): ReportEvent[] {
  const day = Math.floor(now / DAY);
  const weekend = new Date(now).getUTCDay() % 6 === 0 ? 0.35 : 1;
  const found: ReportEvent[] = [];
  for (const e of CATALOG) {
    const w = weight(e);
    // Rare events happen on some days only.
    if (unit(site.seed, `event:${site.key}:${e.class}:${day}`) > Math.min(1, w * 0.35)) continue;
    const count = Math.round(site.activeUsers * 0.08 * w * weekend * (0.5 + unit(site.seed, `count:${site.key}:${e.class}:${day}`)));
    if (count > 0) found.push({ eventName: e.class, eventDescription: e.name, count });
  }
  return found.sort((a, b) => b.count - a.count || a.eventName.localeCompare(b.eventName));
}

/** The scheduled tasks running on the site now (often none). */
export function runningTasks(site: PerfSiteRef, now: number): RunningTask[] {
  const slot = Math.floor(now / TEN_MINUTES);
  const count = Math.floor(unit(site.seed, `tasks:${site.key}:${slot}`) * 4);
  return Array.from({ length: count }, (_, i) => {
    const task = TASKS[Math.floor(unit(site.seed, `task:${site.key}:${slot}:${i}`) * TASKS.length)];
    const time = 5 + Math.floor(unit(site.seed, `time:${site.key}:${slot}:${i}`) * 900);
    const pid = 1000 + Math.floor(unit(site.seed, `pid:${site.key}:${slot}:${i}`) * 60_000);
    return { classname: task.classname, type: "scheduled", time, timestarted: Math.floor(now / 1000) - time, hostname: site.hostname, pid, uniqueid: `${pid}-${slot}-${i}` };
  });
}

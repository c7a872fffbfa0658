// Times as the server's tools print them (UTC, as EC2 Ubuntu images are set up): systemd,
// the journal, php-fpm and nginx each have their own format.
const DAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"] as const;
const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"] as const;

const two = (n: number) => String(n).padStart(2, "0");
const clock = (d: Date) => `${two(d.getUTCHours())}:${two(d.getUTCMinutes())}:${two(d.getUTCSeconds())}`;
const isoDate = (d: Date) => `${d.getUTCFullYear()}-${two(d.getUTCMonth() + 1)}-${two(d.getUTCDate())}`;

/** `Tue 2026-03-10 08:12:03 UTC` */
export function systemdTime(ms: number): string {
  const d = new Date(ms);
  return `${DAYS[d.getUTCDay()]} ${isoDate(d)} ${clock(d)} UTC`;
}

/** `Mar 10 08:12:03` */
export function journalTime(ms: number): string {
  const d = new Date(ms);
  return `${MONTHS[d.getUTCMonth()]} ${two(d.getUTCDate())} ${clock(d)}`;
}

/** `10-Mar-2026 08:12:03` */
export function phpFpmTime(ms: number): string {
  const d = new Date(ms);
  return `${two(d.getUTCDate())}-${MONTHS[d.getUTCMonth()]}-${d.getUTCFullYear()} ${clock(d)}`;
}

/** `2026/03/10 08:12:03` */
export function nginxTime(ms: number): string {
  const d = new Date(ms);
  return `${isoDate(d).replace(/-/g, "/")} ${clock(d)}`;
}

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const WEEK = 7 * DAY;
const MONTH = 2_629_800_000;
const YEAR = 31_557_600_000;

/** How long ago, as `systemctl status` says it (systemd's format_timestamp_relative):
 * "2 years 1 month ago", "3 weeks 2 days ago", "1 day 2h ago", "2h 3min ago", "12s ago". */
export function systemdAgo(ms: number): string {
  const d = Math.max(0, ms);
  const n = (value: number, one: string, many: string) => `${value} ${value === 1 ? one : many}`;
  let text: string;
  if (d >= YEAR) text = `${n(Math.floor(d / YEAR), "year", "years")} ${n(Math.floor((d % YEAR) / MONTH), "month", "months")}`;
  else if (d >= MONTH) text = `${n(Math.floor(d / MONTH), "month", "months")} ${n(Math.floor((d % MONTH) / DAY), "day", "days")}`;
  else if (d >= WEEK) text = `${n(Math.floor(d / WEEK), "week", "weeks")} ${n(Math.floor((d % WEEK) / DAY), "day", "days")}`;
  else if (d >= 2 * DAY) text = `${Math.floor(d / DAY)} days`;
  else if (d >= 25 * HOUR) text = `1 day ${Math.floor((d - DAY) / HOUR)}h`;
  else if (d >= 6 * HOUR) text = `${Math.floor(d / HOUR)}h`;
  else if (d >= HOUR) text = `${Math.floor(d / HOUR)}h ${Math.floor((d % HOUR) / MINUTE)}min`;
  else if (d >= 5 * MINUTE) text = `${Math.floor(d / MINUTE)}min`;
  else if (d >= MINUTE) text = `${Math.floor(d / MINUTE)}min ${Math.floor((d % MINUTE) / SECOND)}s`;
  else if (d >= SECOND) text = `${Math.floor(d / SECOND)}s`;
  else if (d > 0) text = `${d}ms`;
  else return "now";
  return `${text} ago`;
}

/** A duration as systemd prints CPU time (format_timespan): "2w 3d 4h 12min 27.512s". */
export function systemdTimespan(ms: number): string {
  const units: [number, string][] = [[YEAR, "y"], [MONTH, "month"], [WEEK, "w"], [DAY, "d"], [HOUR, "h"], [MINUTE, "min"]];
  let rest = Math.max(0, Math.round(ms));
  const parts: string[] = [];
  for (const [size, unit] of units) {
    if (rest < size) continue;
    parts.push(`${Math.floor(rest / size)}${unit}`);
    rest %= size;
  }
  parts.push(`${(rest / SECOND).toFixed(3)}s`);
  return parts.join(" ");
}

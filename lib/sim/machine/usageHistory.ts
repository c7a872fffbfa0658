// A site's login and storage history, derived from the seed, the site and the calendar (nothing
// stored): logins follow the Central American school year — two busy terms (February–June and
// August–November), a July break, December and January quiet, weekends at about a third —
// and grow each year; storage grows from a fraction of today's use, with a step at the start
// of each term when courses are rolled over. History starts on the server's launch day (at
// most back to 2021) and never runs past now.
import type { LoginData, StorageEntry } from "@/lib/contract/schemas/report";
import type { Timeframe } from "@/lib/domain/reports";
import { deriveSeed } from "../random";

const DAY = 86_400_000;
const EARLIEST = Date.UTC(2021, 0, 1);
/** Activity of each month (1–12) against a busy term month. */
const SEASON = [0, 0.3, 0.95, 1, 1, 1, 0.9, 0.4, 0.95, 1, 1, 0.9, 0.35] as const;

export interface SiteHistoryRef {
  key: string;
  seed: number;
  /** Accounts active in the last 30 days today: the scale of everything else. */
  activeUsers: number;
  /** MB the site holds today. */
  storageMbNow: number;
  startedAt: number;
}

function unit(seed: number, label: string): number {
  return deriveSeed(seed, label) / 4_294_967_296;
}

const dayStart = (t: number) => Math.floor(t / DAY) * DAY;

function loginsOn(site: SiteHistoryRef, day: number): number {
  const d = new Date(day);
  const weekend = d.getUTCDay() === 0 || d.getUTCDay() === 6;
  const growth = 0.55 + 0.12 * (d.getUTCFullYear() - 2021);
  const noise = 0.85 + 0.3 * unit(site.seed, `logins:${site.key}:${day}`);
  return Math.round(site.activeUsers * 0.9 * SEASON[d.getUTCMonth() + 1] * (weekend ? 0.35 : 1) * Math.min(1.1, growth) * noise);
}

/** Share (0–1] of today's storage held at `t`: linear growth from 35 %, with term-start steps. */
function storageShare(site: SiteHistoryRef, t: number, now: number): number {
  const span = Math.max(DAY, now - site.startedAt);
  const x = Math.min(1, Math.max(0, (t - site.startedAt) / span));
  const d = new Date(t);
  const termStep = d.getUTCMonth() + 1 >= 2 && d.getUTCMonth() + 1 < 8 ? 0 : 0.015;
  const wobble = 0.004 * unit(site.seed, `storage:${site.key}:${dayStart(t)}`);
  return Math.min(1, 0.35 + 0.65 * x - 0.015 + termStep + wobble);
}

/** Storage as the upstream stores it: KB-like units the console divides by 1024 to show MB. */
function storedAt(site: SiteHistoryRef, t: number, now: number): number {
  return Math.round(site.storageMbNow * storageShare(site, t, now) * 1024);
}

/** The days of `year`-`month` (1–12) from the site's start to now. */
function daysOf(site: SiteHistoryRef, year: number, month: number, now: number): number[] {
  const days: number[] = [];
  for (let t = Date.UTC(year, month - 1, 1); new Date(t).getUTCMonth() === month - 1; t += DAY) {
    if (t >= dayStart(Math.max(site.startedAt, EARLIEST)) && t <= now) days.push(t);
  }
  return days;
}

/** Months to report, oldest first, as [year, month]. */
function monthsFor(site: SiteHistoryRef, period: Timeframe, month: number | undefined, year: number | undefined, now: number): [number, number][] {
  const n = new Date(now);
  const endYear = year ?? n.getUTCFullYear();
  const endMonth = month ?? n.getUTCMonth() + 1;
  if (period === "1month") return [[endYear, endMonth]];
  const first = new Date(Math.max(site.startedAt, EARLIEST));
  const start = period === "6months" ? (endYear * 12 + endMonth - 1) - 5 : first.getUTCFullYear() * 12 + first.getUTCMonth();
  const months: [number, number][] = [];
  for (let m = start; m <= endYear * 12 + endMonth - 1; m++) months.push([Math.floor(m / 12), (m % 12) + 1]);
  return months;
}

export function loginHistory(site: SiteHistoryRef, period: Timeframe, month: number | undefined, year: number | undefined, now: number): LoginData[] {
  const months = monthsFor(site, period, month, year, now);
  if (period === "1month") {
    const [y, m] = months[0];
    return daysOf(site, y, m, now).map((t) => ({ year: y, month: m, dayOfMonth: new Date(t).getUTCDate(), amount: loginsOn(site, t) }));
  }
  return months.flatMap(([y, m]) => {
    const days = daysOf(site, y, m, now);
    return days.length ? [{ year: y, month: m, amount: days.reduce((sum, t) => sum + loginsOn(site, t), 0) }] : [];
  });
}

export function storageHistory(site: SiteHistoryRef, period: Timeframe, month: number | undefined, year: number | undefined, now: number): StorageEntry[] {
  const months = monthsFor(site, period, month, year, now);
  if (period === "1month") {
    const [y, m] = months[0];
    return daysOf(site, y, m, now).map((t) => ({ year: y, month: m, dayOfMonth: new Date(t).getUTCDate(), amount: storedAt(site, t, now) }));
  }
  // A month's figure is its last day's (or today's, for this month).
  return months.flatMap(([y, m]) => {
    const days = daysOf(site, y, m, now);
    return days.length ? [{ year: y, month: m, amount: storedAt(site, days[days.length - 1], now) }] : [];
  });
}

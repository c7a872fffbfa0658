"use client";
// ACTIVE USERS of one LMS (spec 3 §2.3): 'Not available yet' while asked, then the number
// (Spanish locale, as the reports write numbers), or 'Not available' when it cannot be had.
import { PERFORMANCE_MESSAGES } from "@/lib/domain/performanceReport";
import { spanishNumber } from "@/lib/domain/usageReport";
import { useOnlineUsers } from "@/data/reports/usePerformanceReport";

export default function OnlineUsersCell({ domain, ip }: { domain: string; ip: string }) {
  const { data, error } = useOnlineUsers(domain, ip);
  if (error || !domain || !ip) return <>{PERFORMANCE_MESSAGES.onlineFailed}</>;
  if (!data) return <>{PERFORMANCE_MESSAGES.onlineLoading}</>;
  return <>{spanishNumber(data.onlineUsers)}</>;
}

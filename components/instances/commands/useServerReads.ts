"use client";
// The two reads of the commands modal, started together when it opens (no waterfall): the
// server's metrics and its cron jobs. Both live in the data layer (data/commands); this module
// keeps the modal's import path.
export { useServerMetrics } from "@/data/commands/useServerMetrics";
export { useCronJobs } from "@/data/commands/useCronJobs";

"use client";
// The usage report (spec 3 §2.2, §4, §8): INSTANCE (first option INSTANCE, then the region's
// instances by name; the shell's search narrows them), TIMEFRAME once an instance is chosen,
// and two charts: "Storage's Use" in MB and "Record of Logins". Choosing an instance sets the
// timeframe to GLOBAL; clearing the timeframe empties the charts. A loading overlay covers the
// charts while a request runs; one still running at 60 s is aborted, the spec's message shown
// and the timeframe reset.
import { useEffect, useMemo, useState } from "react";
import Alert from "@mui/material/Alert";
import Backdrop from "@mui/material/Backdrop";
import Box from "@mui/material/Box";
import CircularProgress from "@mui/material/CircularProgress";
import FormControl from "@mui/material/FormControl";
import InputLabel from "@mui/material/InputLabel";
import NativeSelect from "@mui/material/NativeSelect";
import type { ReportInstance } from "@/lib/contract/schemas/report";
import { serverMessageOf } from "@/lib/client/serverMessage";
import { TIMEFRAMES, type Timeframe } from "@/lib/domain/reports";
import { loginChart, spanishMb, spanishNumber, storageChart, TIMEFRAME_LABELS, USAGE_MESSAGES, type ChartData } from "@/lib/domain/usageReport";
import { useRegion } from "@/components/shell/RegionContext";
import { useSearch } from "@/components/shell/SearchContext";
import { ReportTimeoutError } from "@/data/reports/reportQuery";
import { useReportInstances } from "@/data/reports/useReportInstances";
import { useUsageReport } from "@/data/reports/useUsageReport";
import UsageChart, { preloadChart } from "./UsageChart";

const keyOf = (i: ReportInstance) => `${i.id}|${i.domain}`;

function failureOf(err: unknown, words: (message: string) => string): string | null {
  if (!err || err instanceof ReportTimeoutError) return null;
  return words(serverMessageOf(err) ?? (err instanceof Error ? err.message : ""));
}

const loginSummary = (c: ChartData) =>
  `${c.categories.length} ${c.categories.length === 1 ? "bar" : "bars"}, ${c.categories[0]} to ${c.categories.at(-1)}; ${spanishNumber(c.series.reduce((s, x) => s + x.data.reduce<number>((a, v) => a + (v ?? 0), 0), 0))} logins in all.`;
const storageSummary = (c: ChartData) => {
  const last = c.series[0]?.data.at(-1);
  return `${c.categories.length} ${c.categories.length === 1 ? "bar" : "bars"}, ${c.categories[0]} to ${c.categories.at(-1)}; latest ${last === null || last === undefined ? "—" : spanishMb(last)} MB.`;
};

export default function UsageReport() {
  const { region } = useRegion();
  const { query } = useSearch();
  const instances = useReportInstances(region);
  const [chosen, setChosen] = useState<string>("");
  const [timeframe, setTimeframe] = useState<Timeframe | "">("");
  const [timedOut, setTimedOut] = useState(false);
  // The month and year of 1month and 6months are the current ones when the timeframe is chosen.
  const [now, setNow] = useState(() => new Date());

  const sorted = useMemo(() => [...(instances.data?.data.data ?? [])].sort((a, b) => a.name.localeCompare(b.name)), [instances.data]);
  const instance = sorted.find((i) => keyOf(i) === chosen) ?? null;
  const needle = query.trim().toLowerCase();
  // The chosen instance stays offered whatever the search, so the select never loses its value.
  const options = needle ? sorted.filter((i) => keyOf(i) === chosen || i.name.toLowerCase().includes(needle) || i.domain.toLowerCase().includes(needle)) : sorted;

  useEffect(preloadChart, []);
  const { logins, storage } = useUsageReport(instance, timeframe || null, region, now, () => {
    setTimeframe("");
    setTimedOut(true);
  });
  const loading = (logins.isLoading || storage.isLoading) && timeframe !== "";

  const tf = timeframe || null;
  const loginData = tf && logins.data ? loginChart(tf, logins.data.logins) : null;
  const storageData = tf && storage.data ? storageChart(tf, storage.data.storageHistory) : null;

  return (
    <Box sx={{ display: "flex", flexDirection: "column", gap: 2 }}>
      <Box sx={{ display: "flex", gap: 2, flexWrap: "wrap" }}>
        <FormControl sx={{ minWidth: 280 }}>
          <InputLabel variant="standard" shrink htmlFor="usage-instance">
            Instance
          </InputLabel>
          <NativeSelect
            id="usage-instance"
            value={chosen}
            onChange={(e) => {
              setChosen(e.target.value);
              setTimeframe(e.target.value ? "global" : "");
              setTimedOut(false);
              setNow(new Date());
            }}
          >
            <option value="">INSTANCE</option>
            {options.map((i) => (
              <option key={keyOf(i)} value={keyOf(i)}>
                {i.deployment === "shared" && i.domain ? `${i.name} · ${i.domain}` : i.name}
              </option>
            ))}
          </NativeSelect>
        </FormControl>
        {instance ? (
          <FormControl sx={{ minWidth: 180 }}>
            <InputLabel variant="standard" shrink htmlFor="usage-timeframe">
              Timeframe
            </InputLabel>
            <NativeSelect
              id="usage-timeframe"
              value={timeframe}
              onChange={(e) => {
                setTimeframe(e.target.value as Timeframe | "");
                setTimedOut(false);
                setNow(new Date());
              }}
            >
              <option value="">TIMEFRAME</option>
              {TIMEFRAMES.map((t) => (
                <option key={t} value={t}>
                  {TIMEFRAME_LABELS[t]}
                </option>
              ))}
            </NativeSelect>
          </FormControl>
        ) : null}
      </Box>
      {instances.error && !instances.data ? (
        <Alert severity="error" role="alert">
          {serverMessageOf(instances.error) ?? "Oops! Unable to get instances."}
        </Alert>
      ) : null}
      {timedOut ? (
        <Alert severity="info" role="alert">
          {USAGE_MESSAGES.timeout}
        </Alert>
      ) : null}
      {tf ? (
        <Box sx={{ position: "relative", display: "grid", gridTemplateColumns: { xs: "1fr", xl: "1fr 1fr" }, gap: 2 }} aria-busy={loading || undefined}>
          <UsageChart
            title="Storage's Use"
            timeframe={tf}
            chart={storageData}
            failure={failureOf(storage.error, USAGE_MESSAGES.storageFailed)}
            empty={USAGE_MESSAGES.noStorage}
            yLabel="MB"
            format={spanishMb}
            summary={storageSummary}
          />
          <UsageChart
            title="Record of Logins"
            timeframe={tf}
            chart={loginData}
            failure={failureOf(logins.error, USAGE_MESSAGES.loginFailed)}
            empty={USAGE_MESSAGES.noLogins}
            yLabel="Logins"
            format={spanishNumber}
            summary={loginSummary}
          />
          {loading ? (
            <Backdrop open sx={{ position: "absolute", zIndex: 1, bgcolor: (theme) => theme.alpha((theme.vars ?? theme).palette.background.paper, 0.6), borderRadius: 1 }}>
              <CircularProgress aria-label="Loading the report" />
            </Backdrop>
          ) : null}
        </Box>
      ) : null}
    </Box>
  );
}

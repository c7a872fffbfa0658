"use client";
// A titled chart panel of the usage report: the chart, or what stands in its place — the
// failure ('Could not obtain … data. {message}'), or the empty message. The chart's figures
// are also given as a text summary for screen readers (an SVG of bars says nothing to them).
import dynamic from "next/dynamic";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Paper from "@mui/material/Paper";
import Skeleton from "@mui/material/Skeleton";
import Typography from "@mui/material/Typography";
import { chartWidth, type ChartData } from "@/lib/domain/usageReport";
import type { Timeframe } from "@/lib/domain/reports";

const loadChart = () => import("./ReportBarChart");
const ReportBarChart = dynamic(loadChart, { ssr: false, loading: () => <Skeleton variant="rectangular" width={500} height={320} /> });

/** Fetches the charting code ahead of the first chart (the page paints without it; the first
 * report's answer then draws without waiting for a download). */
export function preloadChart(): void {
  void loadChart();
}

export interface UsageChartProps {
  title: string;
  timeframe: Timeframe;
  chart: ChartData | null;
  failure: string | null;
  empty: string;
  yLabel: string;
  format(value: number): string;
  /** The figures in words, under the chart. */
  summary(chart: ChartData): string;
}

export default function UsageChart({ title, timeframe, chart, failure, empty, yLabel, format, summary }: UsageChartProps) {
  return (
    <Paper variant="outlined" component="section" aria-label={title} sx={{ p: 2, minWidth: 0 }}>
      <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 700, mb: 1 }}>
        {title}
      </Typography>
      {failure ? (
        <Alert severity="error" role="alert">
          {failure}
        </Alert>
      ) : chart && chart.categories.length === 0 ? (
        <Typography role="status">{empty}</Typography>
      ) : chart ? (
        <>
          <Box sx={{ overflowX: "auto" }} data-chart={title}>
            <ReportBarChart chart={chart} width={chartWidth(timeframe, chart.points)} yLabel={yLabel} format={format} />
          </Box>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            {summary(chart)}
          </Typography>
        </>
      ) : null}
    </Paper>
  );
}

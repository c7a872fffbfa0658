"use client";
// One bar chart of the usage report (MUI X Charts), loaded only when a chart is first drawn:
// the page's first paint does not carry the charting code. Green palette of the colour scheme
// shown, numbers in the Spanish locale on the axis and the tooltip, stacked when there are
// several series.
import { useLayoutEffect } from "react";
import { BarChart } from "@mui/x-charts/BarChart";
import { useColorScheme } from "@mui/material/styles";
import { GREEN_PALETTES, spanishNumber, type ChartData } from "@/lib/domain/usageReport";

export interface ReportBarChartProps {
  chart: ChartData;
  width: number;
  yLabel: string;
  format(value: number): string;
}

export default function ReportBarChart({ chart, width, yLabel, format }: ReportBarChartProps) {
  const stacked = chart.series.length > 1;
  const { mode, systemMode } = useColorScheme();
  const scheme = (mode === "system" ? systemMode : mode) === "dark" ? "dark" : "light";
  // `npm run bench` reads this mark: the frame after the chart's DOM is in place is the one that
  // paints it, and a task queued from that frame runs once it is painted.
  useLayoutEffect(() => {
    requestAnimationFrame(() => setTimeout(() => performance.mark("usage:chart-painted"), 0));
  }, [chart]);
  return (
    <BarChart
      width={width}
      height={320}
      colors={GREEN_PALETTES[scheme]}
      xAxis={[{ scaleType: "band", data: chart.categories }]}
      // The axis drops decimals (its ticks are round); the tooltip shows the exact figure.
      yAxis={[{ label: yLabel, valueFormatter: (v: number | null) => (v === null ? "" : spanishNumber(Math.round(v))), width: 84 }]}
      series={chart.series.map((s) => ({
        data: s.data,
        label: s.label,
        ...(stacked ? { stack: "total" } : {}),
        valueFormatter: (v: number | null) => (v === null ? null : format(v)),
      }))}
      hideLegend={!stacked}
      skipAnimation
    />
  );
}

"use client";
// The CPU chart (MUI X LineChart): the average CPU of each minute over the hour that ends at
// the newest sample, the y axis fixed at 0–100 %, and the line and its points coloured by
// the spec's bands through a piecewise colour map on the y axis (green under 40, yellow
// under 60, orange under 85, red above). Loaded on demand: x-charts is heavy, and only this
// modal needs it. x-charts' own keyboard navigation announces the focused minute to screen
// readers; CpuPanel adds a one-line summary for everyone.
import { LineChart } from "@mui/x-charts/LineChart";
import { CPU_BANDS, CPU_THRESHOLDS, cpuWindow, type CpuSample } from "@/lib/domain/serverMetrics";

const timeFormat = new Intl.DateTimeFormat(undefined, { hour: "2-digit", minute: "2-digit" });

export interface CpuChartProps {
  samples: readonly CpuSample[];
  height?: number;
}

export default function CpuChart({ samples, height = 240 }: CpuChartProps) {
  const { start, end } = cpuWindow(samples);
  return (
    <LineChart
      height={height}
      hideLegend
      grid={{ horizontal: true }}
      margin={{ left: 8, right: 16, top: 16, bottom: 8 }}
      xAxis={[
        {
          scaleType: "time",
          data: samples.map((s) => new Date(s.at)),
          min: new Date(start),
          max: new Date(end),
          valueFormatter: (value: Date) => timeFormat.format(value),
        },
      ]}
      yAxis={[
        {
          min: 0,
          max: 100,
          width: 48,
          valueFormatter: (value: number) => `${value}%`,
          colorMap: { type: "piecewise", thresholds: [...CPU_THRESHOLDS], colors: CPU_BANDS.map((band) => band.color) },
        },
      ]}
      series={[
        {
          data: samples.map((s) => s.average),
          label: "CPU average",
          showMark: true,
          valueFormatter: (value: number | null) => (value === null ? "" : `${value.toFixed(1)}%`),
        },
      ]}
    />
  );
}

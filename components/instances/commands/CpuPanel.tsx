"use client";
// CPU Usage - Last Hour: the chart when the metrics are a non-empty list (spec 1 §7), with
// the legend of thresholds and a one-line summary that is also the chart's text alternative;
// otherwise the spec's loading or failure message. The chart's code (x-charts) is fetched
// only when there is something to draw; if that chunk is gone (a new deploy), the chart's
// place says the console was updated and offers Reload, and the rest of the modal stays.
import dynamic from "next/dynamic";
import Box from "@mui/material/Box";
import Skeleton from "@mui/material/Skeleton";
import Typography from "@mui/material/Typography";
import type { CpuMetric } from "@/lib/contract/schemas/commands";
import { CPU_MESSAGES, cpuLevel, cpuSamples, cpuSummary, formatPercent } from "@/lib/domain/serverMetrics";
import ModalSection from "@/components/common/ModalSection";
import ChunkErrorBoundary from "@/components/shell/ChunkErrorBoundary";
import CpuLegend from "./CpuLegend";
import PanelMessage from "./PanelMessage";

const CHART_HEIGHT = 240;

const CpuChart = dynamic(() => import("./CpuChart"), {
  ssr: false,
  loading: () => <Skeleton variant="rectangular" height={CHART_HEIGHT} role="progressbar" aria-label="Loading CPU chart" />,
});

export interface CpuPanelProps {
  metrics: readonly CpuMetric[] | null | undefined;
  loading: boolean;
  error: string | null;
}

export default function CpuPanel({ metrics, loading, error }: CpuPanelProps) {
  const samples = cpuSamples(metrics);
  let body;
  if (samples) {
    const { latest, peak, mean } = cpuSummary(samples);
    body = (
      <>
        <Typography variant="body2" sx={{ mb: 1 }}>
          Latest {formatPercent(latest)} ({cpuLevel(latest)}), peak {formatPercent(peak)}, average {formatPercent(mean)} over{" "}
          {samples.length} {samples.length === 1 ? "minute" : "minutes"}.
        </Typography>
        <Box sx={{ height: CHART_HEIGHT }}>
          <ChunkErrorBoundary>
            <CpuChart samples={samples} height={CHART_HEIGHT} />
          </ChunkErrorBoundary>
        </Box>
        <CpuLegend />
      </>
    );
  } else if (loading) {
    body = <PanelMessage loading message={CPU_MESSAGES.loading} />;
  } else {
    body = <PanelMessage message={CPU_MESSAGES.unavailable} detail={error} />;
  }
  return <ModalSection title="CPU Usage - Last Hour">{body}</ModalSection>;
}

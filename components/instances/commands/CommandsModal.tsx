"use client";
// The commands modal (spec 1 §2): Php Service and Web Service commands, the System update
// (admin and superadmin), the latest command's output, and the server's memory, CPU over the
// last hour and cron jobs. The two reads start together as the modal opens; commands go to
// the row's address in the chosen region. Closing returns to the instance list. When the list
// holds the instance, commands go to its listed address, and a URL whose name or address
// disagrees with the listed instance keeps only what reads (status, logs, panels): what
// changes the server (Restart, Clean Logs, System) is refused.
import Alert from "@mui/material/Alert";
import { COMMAND_MESSAGES, SERVICES } from "@/lib/domain/commands";
import { instanceAddress } from "@/lib/domain/instanceAddress";
import { commandsRoute } from "@/lib/routing/instanceModals";
import { EMPTY_SEGMENT } from "@/lib/routing/segments";
import { LINK_MESSAGES, linkMatchesRecord } from "@/lib/routing/linkMatchesRecord";
import RouteModal from "@/components/common/RouteModal";
import { useRegion } from "@/components/shell/RegionContext";
import { useConsoleUser } from "@/components/shell/UserContext";
import { useListedInstance } from "../useListedInstance";
import CommandOutput from "./CommandOutput";
import CpuPanel from "./CpuPanel";
import CronJobsPanel from "./CronJobsPanel";
import MemoryPanel from "./MemoryPanel";
import ServiceSection from "./ServiceSection";
import SystemSection from "./SystemSection";
import { useCommandRunner } from "./useCommandRunner";
import { useCronJobs, useServerMetrics } from "./useServerReads";

export interface CommandsModalProps {
  instanceId: string;
  /** The row's address (load-balancer DNS name or public IP); "-" when it has none. */
  address: string;
  name: string;
  /** Where closing goes (the route table's; the list by default). */
  closeTo?: string;
}

function messageOf(error: unknown): string | null {
  return error instanceof Error ? error.message : null;
}

export default function CommandsModal({ instanceId, address, name: nameInUrl, closeTo }: CommandsModalProps) {
  const { region } = useRegion();
  const { can } = useConsoleUser();
  const { instance } = useListedInstance(instanceId);
  const urlAddress = address.trim() === "" || address === EMPTY_SEGMENT ? "" : address;
  const listedAddress = instance ? instanceAddress(instance) : urlAddress;
  const check = linkMatchesRecord(instance ? { name: instance.name, address: listedAddress } : undefined, { name: nameInUrl, address: urlAddress });
  const refused = check.kind === "mismatch";
  // The name the link gives titles the modal and names saved logs; it never reaches the server.
  const name = nameInUrl;
  const target = listedAddress === "" ? null : listedAddress;
  // Both start on the first render: neither waits for the other, nor for the chart's code.
  const metrics = useServerMetrics(instanceId, target);
  const cron = useCronJobs(instanceId, target);
  const { run, running, output } = useCommandRunner({ instanceId, address: target, name, region });

  return (
    <RouteModal title={`Commands · ${name}`} closeTo={closeTo ?? commandsRoute.closeTo({ instanceId, address, name })}>
      {refused ? (
        <Alert severity="error" sx={{ mb: 2 }}>
          {LINK_MESSAGES.mismatch(check.listedName)}
        </Alert>
      ) : null}
      {target === null && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {COMMAND_MESSAGES.noAddress}
        </Alert>
      )}
      {SERVICES.map((info) => (
        <ServiceSection key={info.service} info={info} canRestart={can.serviceRestart && !refused} running={running} disabled={target === null} onRun={run} />
      ))}
      {can.systemSection && !refused && <SystemSection running={running} disabled={target === null} onRun={run} />}
      {output && <CommandOutput output={output} />}
      <MemoryPanel memoryInfo={metrics.data?.memoryInfo} loading={metrics.isLoading} error={messageOf(metrics.error)} />
      <CpuPanel metrics={metrics.data?.metrics} loading={metrics.isLoading} error={messageOf(metrics.error)} />
      <CronJobsPanel jobs={cron.data?.jobs} loading={cron.isLoading} error={messageOf(cron.error)} />
    </RouteModal>
  );
}

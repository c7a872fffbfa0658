"use client";
// The performance report (spec 3 §2.3): an INSTANCE dropdown (the choice is kept in the URL as
// ?instance=, so a link opens the same report) and a table of its LMSs — CLIENT, ACTIVE USERS,
// EVENTS, RUNNING TASKS — whose links open the events and running-tasks modals. A shared
// instance's LMSs come from its volumes; a dedicated one is its own single LMS. Shared
// instances get CSV downloads in the EVENTS and RUNNING TASKS headers. The upstream's basic list
// holds both regions' instances without saying which is where, so the dropdown lists the shell's
// region's only (known from that region's instance list), and everything while that is unknown.
import { useMemo } from "react";
import Link from "next/link";
import { useRouter, useSearchParams } from "next/navigation";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import FormControl from "@mui/material/FormControl";
import InputLabel from "@mui/material/InputLabel";
import LinearProgress from "@mui/material/LinearProgress";
import NativeSelect from "@mui/material/NativeSelect";
import Paper from "@mui/material/Paper";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import Typography from "@mui/material/Typography";
import type { BasicInstance } from "@/lib/contract/schemas/report";
import { serverMessageOf } from "@/lib/client/serverMessage";
import { performanceHref, performanceModalHref } from "@/lib/routing/performanceRoutes";
import { useRegion } from "@/components/shell/RegionContext";
import { useSearch } from "@/components/shell/SearchContext";
import { useInstanceList } from "@/data/instances/useInstanceList";
import { useBasicInstances, useBasicVolumes } from "@/data/reports/usePerformanceReport";
import OnlineUsersCell from "./OnlineUsersCell";
import ReportDownloadButton from "./ReportDownloadButton";

interface Lms {
  name: string;
  domain: string;
}

export default function PerformanceReport() {
  const router = useRouter();
  const chosenId = useSearchParams().get("instance") ?? "";
  const { query } = useSearch();
  const instances = useBasicInstances();
  const { region } = useRegion();
  const regional = useInstanceList(region, { revalidateIfStale: false });
  const sorted = useMemo(() => {
    const here = regional.data ? new Set(regional.data.instances.map((i) => i.instanceId)) : null;
    // The chosen instance stays listed whatever its region, so a shared link opens its report.
    const listed = (instances.data?.instances ?? []).filter((i) => here === null || here.has(i.instanceId) || i.instanceId === chosenId);
    return listed.sort((a, b) => a.name.localeCompare(b.name));
  }, [instances.data, regional.data, chosenId]);
  const instance = sorted.find((i) => i.instanceId === chosenId) ?? null;
  const needle = query.trim().toLowerCase();
  const options = needle ? sorted.filter((i) => i.instanceId === chosenId || i.name.toLowerCase().includes(needle) || i.domain.toLowerCase().includes(needle)) : sorted;

  return (
    <Box sx={{ display: "flex", flexDirection: "column", gap: 2 }}>
      <FormControl sx={{ maxWidth: 360 }}>
        <InputLabel variant="standard" shrink htmlFor="performance-instance">
          Instance
        </InputLabel>
        <NativeSelect id="performance-instance" value={instance ? chosenId : ""} onChange={(e) => router.replace(performanceHref(e.target.value || null), { scroll: false })}>
          <option value="">INSTANCE</option>
          {options.map((i) => (
            <option key={i.instanceId} value={i.instanceId}>
              {i.shared ? `${i.name} (shared)` : i.name}
            </option>
          ))}
        </NativeSelect>
      </FormControl>
      {instances.error && !instances.data ? (
        <Alert severity="error" role="alert">
          {serverMessageOf(instances.error) ?? "Oops! Unable to get instances."}
        </Alert>
      ) : null}
      {instance ? <LmsTable instance={instance} /> : null}
    </Box>
  );
}

function LmsTable({ instance }: { instance: BasicInstance }) {
  const volumes = useBasicVolumes(instance.shared ? instance.instanceId : null);
  const lmss: Lms[] = instance.shared ? (volumes.data?.volumes ?? []).map((v) => ({ name: v.name, domain: v.domain })) : [{ name: instance.name, domain: instance.domain }];
  const ip = instance.publicIpAddress;
  const domains = lmss.map((l) => l.domain).filter(Boolean);
  const header = (label: string, type: "daily-events" | "running-tasks") => (
    <TableCell sx={{ fontWeight: 700 }}>
      <Box component="span" sx={{ display: "inline-flex", alignItems: "center", gap: 0.5 }}>
        {label}
        {instance.shared ? <ReportDownloadButton type={type} instanceId={instance.instanceId} instanceName={instance.name} ip={ip} domains={domains} /> : null}
      </Box>
    </TableCell>
  );

  if (instance.shared && volumes.isLoading) return <LinearProgress aria-label="Loading the LMSs" />;
  if (instance.shared && volumes.error && !volumes.data) {
    return (
      <Alert severity="error" role="alert">
        {serverMessageOf(volumes.error) ?? "Oops! Unable to get instances."}
      </Alert>
    );
  }
  if (lmss.length === 0) return <Typography role="status">This instance has no LMS yet.</Typography>;
  return (
    <Paper variant="outlined">
      <Table size="small" aria-label={`LMSs of ${instance.name}`} sx={{ "& a": { color: "primary.main", fontWeight: 600, textDecoration: "none" }, "& a:hover": { textDecoration: "underline" } }}>
        <TableHead>
          <TableRow>
            <TableCell sx={{ fontWeight: 700 }}>CLIENT</TableCell>
            <TableCell sx={{ fontWeight: 700 }}>ACTIVE USERS</TableCell>
            {header("EVENTS", "daily-events")}
            {header("RUNNING TASKS", "running-tasks")}
          </TableRow>
        </TableHead>
        <TableBody>
          {lmss.map((lms) => (
            <TableRow key={`${lms.name}|${lms.domain}`}>
              <TableCell>
                <Typography variant="body2" sx={{ fontWeight: 600 }}>
                  {lms.name}
                </Typography>
                <Typography variant="caption" color="text.secondary">
                  {lms.domain || "No domain"}
                </Typography>
              </TableCell>
              <TableCell>
                <OnlineUsersCell domain={lms.domain} ip={ip} />
              </TableCell>
              <TableCell>
                {lms.domain ? (
                  <Link href={performanceModalHref("events", lms.name, lms.domain, instance.instanceId)} scroll={false} aria-label={`View events of ${lms.name}`}>
                    View events
                  </Link>
                ) : (
                  "—"
                )}
              </TableCell>
              <TableCell>
                {lms.domain ? (
                  <Link href={performanceModalHref("running-tasks", lms.name, lms.domain, instance.instanceId)} scroll={false} aria-label={`View tasks of ${lms.name}`}>
                    View tasks
                  </Link>
                ) : (
                  "—"
                )}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Paper>
  );
}

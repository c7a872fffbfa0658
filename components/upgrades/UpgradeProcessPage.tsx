"use client";
// The upgrade and rollback pages (spec 2 §2.7, §2.8, §4 "Upgrade and rollback", §6, §8), opened
// from a mailed link: the request the token stands for, then for a superadmin the action and
// Cancel (UpgradeRun). One component for both; the process picks the title, the wording and
// the polling interval. The region is the link's (?region=), else the shell's.
import { useState } from "react";
import { useSearchParams } from "next/navigation";
import Alert from "@mui/material/Alert";
import Paper from "@mui/material/Paper";
import InstancesListLink from "@/components/common/InstancesListLink";
import Typography from "@mui/material/Typography";
import { ApiError } from "@/lib/client/ApiError";
import { failureText } from "@/lib/domain/failureText";
import type { UpgradeProcessKind } from "@/lib/domain/lifecycle";
import { LOAD_UPGRADE_DETAILS_FAILED, UPGRADE_PAGE_TEXT } from "@/lib/domain/upgradePages";
import { regionFromQuery } from "@/lib/routing/regionQuery";
import { useRegion } from "@/components/shell/RegionContext";
import { useUpgradeDetails } from "@/data/upgradePages/useUpgradeDetails";
import UpgradeDetailsList from "./UpgradeDetailsList";
import UpgradeRun from "./UpgradeRun";

export interface UpgradeProcessPageProps {
  process: UpgradeProcessKind;
  token: string;
  action: string;
}

function loadFailure(error: unknown): string {
  return failureText(error instanceof ApiError ? error.status : null, error instanceof ApiError ? error.message : null, LOAD_UPGRADE_DETAILS_FAILED);
}

export default function UpgradeProcessPage({ process, token, action }: UpgradeProcessPageProps) {
  const text = UPGRADE_PAGE_TEXT[process];
  const shell = useRegion().region;
  const region = regionFromQuery(useSearchParams().get("region") ?? undefined) ?? shell;
  const details = useUpgradeDetails(token, action, region, process);
  const [canceled, setCanceled] = useState(false);
  const titleId = `${process}-page-title`;
  const request = details.data?.success ? details.data.request : null;

  return (
    <Paper component="section" aria-labelledby={titleId} sx={{ p: 3, maxWidth: 960 }}>
      <Typography id={titleId} component="h1" variant="h5" gutterBottom>
        {text.title}
      </Typography>
      {details.error || (details.data && !request) ? (
        <Alert severity="error" role="alert" sx={{ mb: 2 }}>
          {details.error ? loadFailure(details.error) : LOAD_UPGRADE_DETAILS_FAILED}
        </Alert>
      ) : !request ? (
        <Typography role="status" color="text.secondary" sx={{ mb: 2 }}>
          Loading the request…
        </Typography>
      ) : (
        <>
          <UpgradeDetailsList request={request} process={process} action={action} />
          {canceled ? (
            <Alert severity="success" role="status" sx={{ mt: 2 }}>
              {text.canceled}
            </Alert>
          ) : (
            <UpgradeRun process={process} token={token} action={action} request={request} onCanceled={() => setCanceled(true)} />
          )}
        </>
      )}
      <InstancesListLink />
    </Paper>
  );
}

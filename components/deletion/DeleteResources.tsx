"use client";
// The delete-resources page (spec 2 §2.5, §4 "Deletion", §6, §8), opened from an approval mail:
// what the request removes, then for a superadmin Delete or Cancel (each confirmed, both hidden
// once the deletion starts). Deleting streams the 'Delete Output'; an output with '[Errors]'
// fails the process and nothing is marked; otherwise the resources are marked deleted with the
// link's token. Cancel marks them canceled. The region is the link's (?region=).
import { useState } from "react";
import { useSearchParams } from "next/navigation";
import Alert from "@mui/material/Alert";
import Paper from "@mui/material/Paper";
import InstancesListLink from "@/components/common/InstancesListLink";
import Typography from "@mui/material/Typography";
import { ApiError } from "@/lib/client/ApiError";
import { failureText } from "@/lib/domain/failureText";
import { DELETE_RESOURCES_MESSAGES as M } from "@/lib/domain/deleteResources";
import { regionFromQuery } from "@/lib/routing/regionQuery";
import { useRegion } from "@/components/shell/RegionContext";
import { useDeleteDetails } from "@/data/deletion/useDeleteDetails";
import DeleteResourcesDetails from "./DeleteResourcesDetails";
import DeletionRun from "./DeletionRun";

export interface DeleteResourcesProps {
  token: string;
  action: string;
}

function loadFailure(error: unknown): string {
  return failureText(error instanceof ApiError ? error.status : null, error instanceof ApiError ? error.message : null, M.generic);
}

export default function DeleteResources({ token, action }: DeleteResourcesProps) {
  const shell = useRegion().region;
  const region = regionFromQuery(useSearchParams().get("region") ?? undefined) ?? shell;
  const details = useDeleteDetails(token, action, region);
  const [canceled, setCanceled] = useState(false);

  return (
    <Paper component="section" aria-labelledby="delete-resources-title" sx={{ p: 3, maxWidth: 960 }}>
      <Typography id="delete-resources-title" component="h1" variant="h5" gutterBottom>
        Delete resources
      </Typography>
      {details.error ? (
        <Alert severity="error" role="alert" sx={{ mb: 2 }}>
          {loadFailure(details.error)}
        </Alert>
      ) : !details.data ? (
        <Typography role="status" color="text.secondary" sx={{ mb: 2 }}>
          Loading the deletion request…
        </Typography>
      ) : (
        <>
          <DeleteResourcesDetails details={details.data} action={action} />
          {canceled ? (
            <Alert severity="success" role="status" sx={{ mt: 2 }}>
              {M.canceled}
            </Alert>
          ) : (
            <DeletionRun token={token} action={action} region={region} details={details.data} onCanceled={() => setCanceled(true)} />
          )}
        </>
      )}
      <InstancesListLink />
    </Paper>
  );
}

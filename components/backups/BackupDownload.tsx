"use client";
// The backup download page's body (spec 2 §2.6, §8): reads the backup's link for the mail's
// region and starts the browser download once; the link stays on the page in case the browser
// blocked it. A backup that is not ready yet says so and offers to try again.
import { useEffect, useRef } from "react";
import { useSearchParams } from "next/navigation";
import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import Paper from "@mui/material/Paper";
import InstancesListLink from "@/components/common/InstancesListLink";
import Typography from "@mui/material/Typography";
import { ApiError } from "@/lib/client/ApiError";
import { BACKUP_DOWNLOAD_MESSAGES as M } from "@/lib/domain/backup";
import { failureText } from "@/lib/domain/failureText";
import { regionFromQuery } from "@/lib/routing/regionQuery";
import { useRegion } from "@/components/shell/RegionContext";
import { useBackupLink } from "@/data/backups/useBackupLink";

/** Starts a download of `url` as a click on a link would. */
function download(url: string): void {
  const a = document.createElement("a");
  a.href = url;
  a.rel = "noopener";
  document.body.append(a);
  a.click();
  a.remove();
}

export default function BackupDownload({ fileUniqueId }: { fileUniqueId: string }) {
  const shell = useRegion().region;
  const region = regionFromQuery(useSearchParams().get("region") ?? undefined) ?? shell;
  const link = useBackupLink(fileUniqueId, region);
  const started = useRef<string | null>(null);
  const url = link.data?.backupURL ?? null;

  useEffect(() => {
    if (!url || started.current === url) return;
    started.current = url;
    download(url);
  }, [url]);

  const error = link.error instanceof ApiError ? link.error : null;
  return (
    <Paper component="section" aria-labelledby="backup-title" sx={{ p: 3, maxWidth: 720 }}>
      <Typography id="backup-title" component="h1" variant="h5" gutterBottom>
        Backup download
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2, wordBreak: "break-all" }}>
        {fileUniqueId} · {region}
      </Typography>
      {url ? (
        <Alert severity="success" role="status">
          {M.started}{" "}
          <a href={url} rel="noopener">
            Download the backup
          </a>
        </Alert>
      ) : link.error ? (
        <Alert
          severity={error?.status === 409 ? "info" : "error"}
          role="alert"
          action={
            <Button color="inherit" onClick={() => void link.mutate()}>
              Try again
            </Button>
          }
        >
          {failureText(error?.status ?? null, error?.message ?? null, M.failed)}
        </Alert>
      ) : (
        <Typography role="status">{M.loading}</Typography>
      )}
      <InstancesListLink />
    </Paper>
  );
}

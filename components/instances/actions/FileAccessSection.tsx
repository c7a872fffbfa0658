"use client";
// File access (dedicated; spec 1 §2, §4, §5): an explorer of the site from its root. Each
// folder and file shows whether it is blocked and has a Block checkbox (admin and superadmin
// may change it; others see it). Changes are kept across folders until Update sends the
// changed entries only; Update is enabled only when something differs and nothing loads.
import { useState } from "react";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import LinearProgress from "@mui/material/LinearProgress";
import Typography from "@mui/material/Typography";
import { ApiError, FALLBACK_MESSAGE } from "@/lib/client/ApiError";
import { changedEntries, FILE_ACCESS_MESSAGES, toggleEntry, type FileAccessChanges } from "@/lib/domain/fileAccess";
import { useNotice } from "@/components/common/NoticeProvider";
import { useFileAccess } from "@/data/fileAccess/useFileAccess";
import { useUpdateFileAccess } from "@/data/fileAccess/updateFileAccess";
import BusyButton from "@/components/common/BusyButton";
import FileAccessBreadcrumb from "./FileAccessBreadcrumb";
import FileAccessList from "./FileAccessList";
import ModalSection from "@/components/common/ModalSection";

export interface FileAccessSectionProps {
  instanceId: string;
  domain: string;
  ip: string;
  canChange: boolean;
}

export default function FileAccessSection({ instanceId, domain, ip, canChange }: FileAccessSectionProps) {
  const [path, setPath] = useState("");
  const [changes, setChanges] = useState<FileAccessChanges>(new Map());
  const { notify } = useNotice();
  const { data, error, isLoading } = useFileAccess(instanceId, domain, path, {
    onError: (err: unknown) => notify(err instanceof ApiError ? err.message : FALLBACK_MESSAGE, "error"),
  });
  // Busy from Update until the folders it made stale have been listed again.
  const { trigger: send, isMutating: saving } = useUpdateFileAccess();

  async function update() {
    const files = changedEntries(changes);
    if (files.length === 0) {
      notify(FILE_ACCESS_MESSAGES.noChanges, "info");
      return;
    }
    try {
      // Every folder of this instance already listed may hold a changed entry: the update
      // declares that they are all listed again.
      await send({ params: { id: instanceId }, body: { ip, domain, files } });
      notify(FILE_ACCESS_MESSAGES.updated, "success");
      setChanges(new Map());
    } catch (err) {
      notify(err instanceof ApiError ? err.message : FALLBACK_MESSAGE, "error");
    }
  }

  const loading = isLoading || saving;
  return (
    <ModalSection title="File Access">
      <FileAccessBreadcrumb path={path} onOpen={setPath} />
      <Box sx={{ minHeight: 4, my: 0.5 }}>{loading ? <LinearProgress aria-label="Loading files" /> : null}</Box>
      {error && !data ? (
        <Alert severity="error">{error instanceof Error ? error.message : FALLBACK_MESSAGE}</Alert>
      ) : data ? (
        <FileAccessList entries={data.fileList} changes={changes} canChange={canChange && !saving} onOpen={setPath} onToggle={(entry) => setChanges((c) => toggleEntry(c, entry))} />
      ) : null}
      <Box sx={{ display: "flex", alignItems: "center", justifyContent: "flex-end", gap: 2, mt: 1.5 }}>
        {canChange ? (
          <Typography variant="body2" color="text.secondary" role="status">
            {changes.size === 0 ? FILE_ACCESS_MESSAGES.noChanges : `${changes.size} ${changes.size === 1 ? "change" : "changes"} to send`}
          </Typography>
        ) : (
          <Typography variant="body2" color="text.secondary">
            View only: changing file access needs an admin.
          </Typography>
        )}
        {canChange ? (
          <BusyButton variant="contained" busy={saving} disabled={changes.size === 0 || isLoading} onClick={() => void update()}>
            Update
          </BusyButton>
        ) : null}
      </Box>
    </ModalSection>
  );
}

"use client";
// Where a file or plugin is dropped or picked (spec 1 §2), checked by name and content before
// anything is sent (spec 1 §5), then uploaded with a labelled progress bar. The zone is a
// real button that opens the file picker, so keyboard users get the same control.
import { useEffect, useId, useRef, useState } from "react";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { ApiError, FALLBACK_MESSAGE } from "@/lib/client/ApiError";
import { uploadFormErrors, type UploadFormValues } from "@/lib/domain/forms/upload";
import { acceptFor, uploadedMessage, UPLOAD_MESSAGES } from "@/lib/domain/uploads";
import FileDropButton from "@/components/common/FileDropButton";
import { useNotice } from "@/components/common/NoticeProvider";
import UploadProgressBar from "@/components/common/UploadProgressBar";
import { useConsoleForm } from "@/components/common/form/useConsoleForm";
import type { UploadProgress } from "@/lib/client/sendUpload";
import { uploadTo, type UploadPlace } from "./uploadCalls";

export interface UploadDropZoneProps {
  place: UploadPlace;
  /** After a stored upload: refresh the list. */
  onUploaded(): void;
  /** While an upload runs the modal keeps its choices still. */
  onBusyChange?(busy: boolean): void;
}

interface Sending {
  name: string;
  progress: UploadProgress;
}

function isAbort(err: unknown): boolean {
  return err instanceof DOMException && err.name === "AbortError";
}

export default function UploadDropZone({ place, onUploaded, onBusyChange }: UploadDropZoneProps) {
  const { notify } = useNotice();
  const inputRef = useRef<HTMLInputElement>(null);
  const abortRef = useRef<AbortController | null>(null);
  const hintId = useId();
  const [sending, setSending] = useState<Sending | null>(null);
  const plugin = place.kind === "PLUGIN";
  const form = useConsoleForm<UploadFormValues>({
    initialValues: { kind: place.kind, path: place.target, file: null },
    // Its name and first bytes, not the browser's type: a refused file is never sent.
    validate: uploadFormErrors,
    // Each file taken is a new submit, checked then.
    revalidate: "onSubmit",
    // Focus stays on the zone the file came through; the message shows under it.
    focusInvalid: false,
    async onSubmit({ file }) {
      if (!(file instanceof File)) return;
      const controller = new AbortController();
      abortRef.current = controller;
      setSending({ name: file.name, progress: { loaded: 0, total: file.size || null } });
      onBusyChange?.(true);
      try {
        await uploadTo(place, file, (progress) => setSending({ name: file.name, progress }), controller.signal);
        notify(uploadedMessage(place.kind), "success");
        onUploaded();
      } catch (err) {
        // The message already says what the server found wrong (uploadFailureMessage); the zone marks no field.
        if (!isAbort(err)) form.setFormError(err instanceof ApiError ? err.message : FALLBACK_MESSAGE);
      } finally {
        if (abortRef.current === controller) abortRef.current = null;
        setSending(null);
        onBusyChange?.(false);
      }
    },
  });
  const error = form.formError ?? form.errors.file ?? form.errors.path ?? null;

  // Closing the modal cancels an upload still running.
  useEffect(() => () => abortRef.current?.abort(), []);

  function take(files: FileList | null) {
    if (!files || files.length === 0 || sending) return;
    if (files.length > 1) {
      form.setFormError(UPLOAD_MESSAGES.oneFile);
      return;
    }
    form.setValue("file", files[0]);
    void form.submit();
  }

  const busy = sending !== null;
  return (
    <Stack spacing={1}>
      <FileDropButton disabled={busy} describedBy={hintId} onPick={() => inputRef.current?.click()} onDropFiles={take}>
        {plugin ? "Drop a plugin zip here, or choose one" : "Drop a file here, or choose one"}
      </FileDropButton>
      <Typography id={hintId} variant="body2" color="text.secondary" sx={{ wordBreak: "break-all" }}>
        {plugin ? "Zip files only." : "Images, videos, PDF or zip files."} It goes to {place.target}.
      </Typography>
      <input
        ref={inputRef}
        type="file"
        hidden
        accept={acceptFor(place.kind)}
        aria-label={plugin ? "Plugin zip to upload" : "File to upload"}
        onChange={(e) => {
          take(e.target.files);
          // Cleared so choosing the same file again still counts as a choice.
          e.target.value = "";
        }}
      />
      {sending ? (
        <UploadProgressBar name={sending.name} progress={sending.progress}>
          <Box>
            <Button size="small" onClick={() => abortRef.current?.abort()}>
              Cancel upload
            </Button>
          </Box>
        </UploadProgressBar>
      ) : null}
      {error ? <Alert severity="error">{error}</Alert> : null}
    </Stack>
  );
}

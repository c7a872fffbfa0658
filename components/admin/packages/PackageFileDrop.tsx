"use client";
// The package form's file field: a drop zone that opens the file picker too (FileDropButton),
// the chosen file's name and size, and its error.
import { useId, useRef } from "react";
import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import { PACKAGE_ACCEPT } from "@/lib/domain/packages";
import { formatSize } from "@/lib/domain/uploads";
import FileDropButton from "@/components/common/FileDropButton";

export interface PackageFileDropProps {
  file: Blob | null;
  error?: string;
  disabled: boolean;
  onFile(file: File): void;
  inputRef(element: HTMLElement | null): void;
}

export default function PackageFileDrop({ file, error, disabled, onFile, inputRef }: PackageFileDropProps) {
  const picker = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const errorId = useId();
  const name = file instanceof File ? file.name : null;

  return (
    <Box>
      <FileDropButton
        disabled={disabled}
        invalid={Boolean(error)}
        describedBy={error ? `${hintId} ${errorId}` : hintId}
        buttonRef={inputRef}
        onPick={() => picker.current?.click()}
        onDropFiles={(files) => {
          if (files.length > 0) onFile(files[0]);
        }}
      >
        {name ? `${name} (${formatSize(file!.size)}) — choose another` : "Drop a package here, or choose one"}
      </FileDropButton>
      <Typography id={hintId} variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
        .zip, .tgz, .gz or .tar.gz; checked by name and content.
      </Typography>
      {error ? (
        <Typography id={errorId} variant="body2" color="error" role="alert" sx={{ mt: 0.5 }}>
          {error}
        </Typography>
      ) : null}
      <input
        ref={picker}
        type="file"
        hidden
        accept={PACKAGE_ACCEPT}
        aria-label="Package file"
        onChange={(e) => {
          const chosen = e.target.files?.[0];
          if (chosen) onFile(chosen);
          // Cleared so choosing the same file again still counts as a choice.
          e.target.value = "";
        }}
      />
    </Box>
  );
}

"use client";
// The package form's file field: a drop zone that is also a real button opening the file picker
// (keyboard users get the same control), the chosen file's name and size, and its error.
import { useId, useRef, useState, type DragEvent } from "react";
import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import { PACKAGE_ACCEPT } from "@/lib/domain/packages";
import { formatSize } from "@/lib/domain/uploads";

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
  const [dragging, setDragging] = useState(false);
  const name = file instanceof File ? file.name : null;

  function onDrop(e: DragEvent<HTMLElement>) {
    e.preventDefault();
    setDragging(false);
    const dropped = e.dataTransfer.files;
    if (!disabled && dropped.length > 0) onFile(dropped[0]);
  }

  return (
    <Box>
      <Box
        component="button"
        type="button"
        ref={inputRef}
        disabled={disabled}
        aria-describedby={error ? `${hintId} ${errorId}` : hintId}
        aria-invalid={error ? true : undefined}
        onClick={() => picker.current?.click()}
        onDragEnter={(e: DragEvent<HTMLElement>) => {
          e.preventDefault();
          if (!disabled) setDragging(true);
        }}
        onDragOver={(e: DragEvent<HTMLElement>) => {
          // Without this the browser opens the dropped file instead of handing it over.
          e.preventDefault();
          e.dataTransfer.dropEffect = disabled ? "none" : "copy";
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        sx={{
          width: "100%",
          py: 3,
          px: 2,
          border: "2px dashed",
          borderColor: error ? "error.main" : dragging ? "primary.main" : "divider",
          borderRadius: 1,
          bgcolor: dragging ? "action.hover" : "background.paper",
          color: "text.primary",
          font: "inherit",
          cursor: disabled ? "default" : "pointer",
          textAlign: "center",
          "&:focus-visible": { outline: "2px solid", outlineColor: "primary.main", outlineOffset: 2 },
          "&:disabled": { opacity: 0.6 },
        }}
      >
        {name ? `${name} (${formatSize(file!.size)}) — choose another` : "Drop a package here, or choose one"}
      </Box>
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

"use client";
// A drop zone that is a real button: a click (or Enter, Space) opens the file picker, a file
// dropped on it is handed over, and it shows when something is dragged over it. Keyboard and
// screen-reader users get the same control as those who drag.
import { useState, type DragEvent, type ReactNode, type Ref } from "react";
import Box from "@mui/material/Box";

export interface FileDropButtonProps {
  disabled: boolean;
  /** Marks the zone as holding a wrong choice. */
  invalid?: boolean;
  describedBy?: string;
  buttonRef?: Ref<HTMLButtonElement>;
  onPick(): void;
  onDropFiles(files: FileList): void;
  children: ReactNode;
}

export default function FileDropButton({ disabled, invalid = false, describedBy, buttonRef, onPick, onDropFiles, children }: FileDropButtonProps) {
  const [dragging, setDragging] = useState(false);
  return (
    <Box
      component="button"
      type="button"
      ref={buttonRef}
      disabled={disabled}
      aria-describedby={describedBy}
      aria-invalid={invalid || undefined}
      onClick={onPick}
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
      onDrop={(e: DragEvent<HTMLElement>) => {
        e.preventDefault();
        setDragging(false);
        if (!disabled) onDropFiles(e.dataTransfer.files);
      }}
      sx={{
        width: "100%",
        py: 3,
        px: 2,
        border: "2px dashed",
        borderColor: invalid ? "error.main" : dragging ? "primary.main" : "divider",
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
      {children}
    </Box>
  );
}

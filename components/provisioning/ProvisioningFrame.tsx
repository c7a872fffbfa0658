"use client";
// The frame of the creation pages (Add Instance, Add Shared Server, creation confirmation). They
// live under /home/instances, whose layout keeps the instance list mounted, so a page here is
// drawn as a wide dialog over the list (the console's modal-route idiom): the list stays
// loaded, and when a creation ends it is refreshed underneath. Neither Escape nor a click
// outside closes it (a half-filled form or a running process would be lost by a stray key):
// the page's own buttons leave it.
import { useId, type ReactNode } from "react";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";

export interface ProvisioningFrameProps {
  title: string;
  children: ReactNode;
  /** The page's buttons (Instances List, Go back…). */
  actions: ReactNode;
  maxWidth?: "sm" | "md" | "lg" | "xl";
}

export default function ProvisioningFrame({ title, children, actions, maxWidth = "xl" }: ProvisioningFrameProps) {
  const titleId = useId();
  return (
    <Dialog open fullWidth maxWidth={maxWidth} aria-labelledby={titleId}>
      <DialogTitle id={titleId} component="h1">
        {title}
      </DialogTitle>
      <DialogContent dividers>{children}</DialogContent>
      <DialogActions>{actions}</DialogActions>
    </Dialog>
  );
}

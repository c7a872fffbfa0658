"use client";
// A dialog that is a route (the nextgram idiom): it opens over the page beneath, and
// closing it navigates to `closeTo` — the layout beneath stays mounted, so nothing reloads.
// Browser Back closes it the same way.
import type { ReactNode } from "react";
import { useRouter } from "next/navigation";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";

export interface RouteModalProps {
  title: string;
  closeTo: string;
  children: ReactNode;
  maxWidth?: "sm" | "md" | "lg" | "xl";
}

export default function RouteModal({ title, closeTo, children, maxWidth = "md" }: RouteModalProps) {
  const router = useRouter();
  const close = () => router.push(closeTo, { scroll: false });
  return (
    <Dialog open onClose={close} fullWidth maxWidth={maxWidth} aria-labelledby="route-modal-title">
      <DialogTitle id="route-modal-title">{title}</DialogTitle>
      <DialogContent dividers>{children}</DialogContent>
      <DialogActions>
        <Button onClick={close}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}

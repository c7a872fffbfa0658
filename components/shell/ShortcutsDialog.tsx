"use client";
// What `?` shows: every keyboard shortcut of the console, in a table a screen reader reads as one.
import { useId } from "react";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import { SHORTCUTS } from "@/lib/domain/shortcuts";

export default function ShortcutsDialog({ onClose }: { onClose(): void }) {
  const titleId = useId();
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <DialogTitle id={titleId}>Keyboard shortcuts</DialogTitle>
      <DialogContent dividers>
        <Table size="small" aria-labelledby={titleId}>
          <TableHead>
            <TableRow>
              <TableCell sx={{ fontWeight: 700 }}>Key</TableCell>
              <TableCell sx={{ fontWeight: 700 }}>Does</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {SHORTCUTS.map((s) => (
              <TableRow key={s.keys}>
                <TableCell>
                  <kbd>{s.keys}</kbd>
                </TableCell>
                <TableCell>{s.does}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}

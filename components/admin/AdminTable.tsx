// The frame of a dashboard list: how many rows (match the search), then the table with its
// bold header row; the rows are the caller's.
import type { ReactNode } from "react";
import Paper from "@mui/material/Paper";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import BoldTableHead from "@/components/common/BoldTableHead";

export default function AdminTable({ label, headers, summary, children }: { label: string; headers: readonly string[]; summary: ReactNode; children: ReactNode }) {
  return (
    <>
      {summary}
      <Paper variant="outlined">
        <Table size="small" aria-label={label}>
          <BoldTableHead headers={headers} />
          <TableBody>{children}</TableBody>
        </Table>
      </Paper>
    </>
  );
}

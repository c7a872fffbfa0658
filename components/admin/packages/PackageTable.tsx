"use client";
// The installation packages (spec 3 §2.9, §3): key, size, last modified and access, with Update
// Access per row and Delete Package only for read/write packages.
import Box from "@mui/material/Box";
import TableCell from "@mui/material/TableCell";
import TableRow from "@mui/material/TableRow";
import { ACCESS_LABELS, ADMIN_MESSAGES } from "@/lib/domain/adminDashboard";
import { formatModifyTime, formatSize } from "@/lib/domain/uploads";
import { usePackages } from "@/data/admin/useAdmin";
import type { Package } from "@/lib/contract/schemas/admin";
import AdminTable from "../AdminTable";
import { listStatus } from "../listStatus";
import { useSearchedRows } from "../useSearchedRows";
import DeletePackageButton from "./DeletePackageButton";
import PackageAccessButton from "./PackageAccessButton";

const HEADERS = ["Key", "Size", "Last Modified", "Access", "Actions"];
const searchFields = (p: Package) => [p.key, ACCESS_LABELS[p.access], p.access];
const NO_PACKAGES: Package[] = [];
const MONO = { fontFamily: "ui-monospace, SFMono-Regular, Menlo, monospace", fontSize: 13 };

export default function PackageTable() {
  const { data, error, isLoading } = usePackages();
  const packages = data?.packages ?? NO_PACKAGES;
  const { shown, summary } = useSearchedRows(packages, searchFields, "packages");
  const status = listStatus({ error: data ? undefined : error, loading: isLoading && !data, empty: packages.length === 0, emptyMessage: ADMIN_MESSAGES.noPackages, what: "packages" });
  if (status) return status;
  return (
    <AdminTable label="Installation packages" headers={HEADERS} summary={summary}>
      {shown.map((p) => (
        <TableRow key={p.key} data-package-key={p.key}>
          <TableCell sx={{ ...MONO, wordBreak: "break-all" }}>{p.key}</TableCell>
          <TableCell sx={{ whiteSpace: "nowrap" }}>{formatSize(p.size)}</TableCell>
          <TableCell sx={{ whiteSpace: "nowrap" }}>{formatModifyTime(p.lastModified)}</TableCell>
          <TableCell>{ACCESS_LABELS[p.access]}</TableCell>
          <TableCell>
            <Box sx={{ display: "flex", gap: 1, flexWrap: "wrap" }}>
              <PackageAccessButton packageKey={p.key} access={p.access} />
              {p.access === "rw" ? <DeletePackageButton packageKey={p.key} access={p.access} /> : null}
            </Box>
          </TableCell>
        </TableRow>
      ))}
    </AdminTable>
  );
}

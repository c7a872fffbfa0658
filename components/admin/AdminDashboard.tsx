"use client";
// The admin dashboard (spec 3 §2.9): a choice between User List and Packages List that replaces
// the address, an add button to the child route create, and the chosen list.
import Link from "next/link";
import { useRouter } from "next/navigation";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import { ADMIN_TYPE_LABELS, ADMIN_TYPES, type AdminType } from "@/lib/domain/adminDashboard";
import { adminCreateHref, adminListHref } from "@/lib/routing/adminRoutes";
import SelectField from "@/components/common/SelectField";
import ReportHeader from "@/components/reports/ReportHeader";
import PackageTable from "./packages/PackageTable";
import UserTable from "./users/UserTable";

const OPTIONS = ADMIN_TYPES.map((type) => ({ value: type, label: ADMIN_TYPE_LABELS[type] }));

export default function AdminDashboard({ type }: { type: AdminType }) {
  const router = useRouter();
  return (
    <Box>
      <ReportHeader title="Administration" />
      <Box sx={{ display: "flex", alignItems: "center", gap: 2, mb: 2, flexWrap: "wrap" }}>
        <SelectField
          label="List"
          value={type}
          options={OPTIONS}
          onChange={(e) => router.replace(adminListHref(e.target.value))}
          sx={{ width: 220 }}
        />
        <Button component={Link} href={adminCreateHref(type)} scroll={false} variant="contained">
          {type === "user" ? "Add User" : "Add Package"}
        </Button>
      </Box>
      {type === "user" ? <UserTable /> : <PackageTable />}
    </Box>
  );
}

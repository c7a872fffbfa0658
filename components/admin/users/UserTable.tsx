"use client";
// The console users (spec 3 §2.9, §3): e-mail, names and profile, with Edit User, Reset
// Password and Delete User per row. A superadmin's own row offers no delete: the upstream
// refuses it anyway, and the console's last superadmin must not vanish by a slip.
import Link from "next/link";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import TableCell from "@mui/material/TableCell";
import TableRow from "@mui/material/TableRow";
import type { ConsoleUser } from "@/lib/contract/schemas/admin";
import { ADMIN_MESSAGES } from "@/lib/domain/adminDashboard";
import { PROFILE_OPTIONS } from "@/lib/domain/forms/consoleUser";
import { userEditHref, userResetPassHref } from "@/lib/routing/adminRoutes";
import { useConsoleUser } from "@/components/shell/UserContext";
import { useConsoleUsers } from "@/data/admin/useAdmin";
import AdminTable from "../AdminTable";
import { listStatus } from "../listStatus";
import { useSearchedRows } from "../useSearchedRows";
import DeleteUserButton from "./DeleteUserButton";

const HEADERS = ["Email", "First Name", "Last Name", "Profile", "Actions"];

function profileLabel(type: ConsoleUser["type"]): string {
  return PROFILE_OPTIONS.find((o) => o.value === type)?.label ?? type;
}

const searchFields = (u: ConsoleUser) => [u.id, u.firstName, u.lastName, profileLabel(u.type)];
const NO_USERS: ConsoleUser[] = [];

export default function UserTable() {
  const { user: me } = useConsoleUser();
  const { data, error, isLoading } = useConsoleUsers();
  const users = data?.users ?? NO_USERS;
  const { shown, summary } = useSearchedRows(users, searchFields, "users");
  const status = listStatus({ error: data ? undefined : error, loading: isLoading && !data, empty: users.length === 0, emptyMessage: ADMIN_MESSAGES.noUsers, what: "users" });
  if (status) return status;
  return (
    <AdminTable label="Console users" headers={HEADERS} summary={summary}>
      {shown.map((u) => (
        <TableRow key={u.id} data-user-id={u.id}>
          <TableCell sx={{ fontWeight: 600 }}>{u.id}</TableCell>
          <TableCell>{u.firstName}</TableCell>
          <TableCell>{u.lastName}</TableCell>
          <TableCell>{profileLabel(u.type)}</TableCell>
          <TableCell>
            <Box sx={{ display: "flex", gap: 1, flexWrap: "wrap" }}>
              <Button component={Link} href={userEditHref(u.id)} scroll={false} size="small" aria-label={`Edit User ${u.id}`}>
                Edit User
              </Button>
              <Button component={Link} href={userResetPassHref(u.id)} scroll={false} size="small" aria-label={`Reset Password ${u.id}`}>
                Reset Password
              </Button>
              {u.id.toLowerCase() === me.username.toLowerCase() ? null : <DeleteUserButton userId={u.id} />}
            </Box>
          </TableCell>
        </TableRow>
      ))}
    </AdminTable>
  );
}

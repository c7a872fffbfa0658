"use client";
// The signed-in frame: a top bar with the product name, who is signed in (name and role)
// and Logout. The full shell (selectors, menus, search; spec 1 §2) grows here later.
import type { ReactNode } from "react";
import { signOut } from "next-auth/react";
import AppBar from "@mui/material/AppBar";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Chip from "@mui/material/Chip";
import Toolbar from "@mui/material/Toolbar";
import Typography from "@mui/material/Typography";
import type { SessionUser } from "@/lib/auth/sessionUser";

export const PRODUCT_NAME = "LMS Operations Console";

export interface AppShellProps {
  user: SessionUser;
  children: ReactNode;
}

export default function AppShell({ user, children }: AppShellProps) {
  return (
    <Box sx={{ minHeight: "100vh", display: "flex", flexDirection: "column" }}>
      <AppBar position="sticky">
        <Toolbar variant="dense" sx={{ gap: 2 }}>
          <Typography component="div" variant="h6" noWrap sx={{ flexGrow: 1 }}>
            {PRODUCT_NAME}
          </Typography>
          <Box sx={{ display: "flex", alignItems: "center", gap: 1, minWidth: 0 }} aria-label="Signed-in user">
            <Typography variant="body2" noWrap title={user.username}>
              {user.name || user.username}
            </Typography>
            <Chip
              label={user.role}
              size="small"
              variant="outlined"
              sx={{ color: "inherit", borderColor: "rgba(255,255,255,0.6)", textTransform: "capitalize" }}
            />
          </Box>
          <Button color="inherit" variant="outlined" onClick={() => void signOut({ callbackUrl: "/" })}>
            Logout
          </Button>
        </Toolbar>
      </AppBar>
      <Box component="main" sx={{ flexGrow: 1, p: 2 }}>
        {children}
      </Box>
    </Box>
  );
}

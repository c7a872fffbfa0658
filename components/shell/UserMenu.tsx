"use client";
// Who is signed in (name and role), the colour theme and Logout.
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Chip from "@mui/material/Chip";
import Typography from "@mui/material/Typography";
import type { SessionUser } from "@/lib/auth/sessionUser";
import { signOutToRoot } from "@/lib/client/signOut";
import ThemeMenu from "./ThemeMenu";

export default function UserMenu({ user }: { user: Pick<SessionUser, "name" | "username" | "role"> }) {
  return (
    <Box sx={{ display: "flex", alignItems: "center", gap: 1, flex: "0 0 auto" }} aria-label="Signed-in user">
      <Typography variant="body2" noWrap title={user.username}>
        {user.name || user.username}
      </Typography>
      <Chip label={user.role} size="small" variant="outlined" sx={{ color: "inherit", borderColor: "color-mix(in srgb, currentColor 60%, transparent)", textTransform: "capitalize" }} />
      <ThemeMenu />
      <Button color="inherit" variant="outlined" size="small" onClick={() => void signOutToRoot()}>
        Logout
      </Button>
    </Box>
  );
}

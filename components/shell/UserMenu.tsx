"use client";
// Who is signed in (name and role), the colour theme and Logout.
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Typography from "@mui/material/Typography";
import type { SessionUser } from "@/lib/auth/sessionUser";
import { signOutToRoot } from "@/lib/client/signOut";
import ThemeMenu from "./ThemeMenu";

const ROLE_SX = {
  display: "inline-flex",
  alignItems: "center",
  height: 24,
  px: "7px",
  borderRadius: 12,
  border: 1,
  borderColor: "color-mix(in srgb, currentColor 60%, transparent)",
  fontSize: "0.8125rem",
  lineHeight: 1,
  whiteSpace: "nowrap",
  textTransform: "capitalize",
} as const;

export default function UserMenu({ user }: { user: Pick<SessionUser, "name" | "username" | "role"> }) {
  return (
    <Box sx={{ display: "flex", alignItems: "center", gap: 1, flex: "0 0 auto" }} aria-label="Signed-in user">
      <Typography variant="body2" noWrap title={user.username}>
        {user.name || user.username}
      </Typography>
      {/* Drawn as an outlined chip; plain text to the screen reader. */}
      <Box component="span" sx={ROLE_SX}>
        {user.role}
      </Box>
      <ThemeMenu />
      <Button color="inherit" variant="outlined" size="small" onClick={() => void signOutToRoot()}>
        Logout
      </Button>
    </Box>
  );
}

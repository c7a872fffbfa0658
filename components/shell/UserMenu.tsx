"use client";
// Who is signed in (name and role), the colour theme and Logout.
import PlainButton from "@/components/common/plain/PlainButton";
import type { SessionUser } from "@/lib/auth/sessionUser";
import { signOutToRoot } from "@/lib/client/signOut";
import ThemeMenu from "./ThemeMenu";
import styles from "./shell.module.css";

export default function UserMenu({ user }: { user: Pick<SessionUser, "name" | "username" | "role"> }) {
  return (
    <div className={styles.user} aria-label="Signed-in user">
      <p className={styles.userName} title={user.username}>
        {user.name || user.username}
      </p>
      {/* Drawn as an outlined chip; plain text to the screen reader. */}
      <span className={styles.role}>{user.role}</span>
      <ThemeMenu />
      <PlainButton color="inherit" variant="outlined" onClick={() => void signOutToRoot()}>
        Logout
      </PlainButton>
    </div>
  );
}

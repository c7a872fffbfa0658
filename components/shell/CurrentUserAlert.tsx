"use client";
// What the shell shows while the current user cannot be loaded and the session still stands
// (a 5xx, a timeout, a dropped connection): the reason and a Retry button. Before any user is
// known it also says it is loading.
import Notice from "@/components/common/plain/Notice";
import PlainButton from "@/components/common/plain/PlainButton";
import Spinner from "@/components/common/plain/Spinner";
import { useCurrentUserLoad } from "./CurrentUserLoad";
import styles from "./shell.module.css";

export const CURRENT_USER_MESSAGES = {
  title: "Your user details could not be loaded",
  kept: "You are still signed in. Try again in a moment.",
  loading: "Loading your user details...",
} as const;

export default function CurrentUserAlert() {
  const { user, error, loading, retry } = useCurrentUserLoad();
  if (error) {
    return (
      <Notice
        severity="error"
        title={CURRENT_USER_MESSAGES.title}
        className={styles.userAlert}
        action={
          <PlainButton color="inherit" onClick={retry} disabled={loading} aria-busy={loading}>
            Retry
          </PlainButton>
        }
      >
        {error} {CURRENT_USER_MESSAGES.kept}
      </Notice>
    );
  }
  if (!user) {
    return (
      <div role="status" className={styles.userLoading}>
        <Spinner size={16} color="primary" />
        {CURRENT_USER_MESSAGES.loading}
      </div>
    );
  }
  return null;
}

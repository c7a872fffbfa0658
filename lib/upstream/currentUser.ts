// The signed-in user as the upstream knows them now (GET /user), read once per page render
// however many layouts ask: the shell frames the page with it, and pages that gate on the role
// (the admin dashboard) judge by it rather than by the cookie's copy, which may be a little old.
import "server-only";
import { cache } from "react";
import { api } from "@/lib/contract";
import type { CurrentUser } from "@/lib/contract/schemas/user";
import { SessionEndedError } from "./errors";
import { serverSession } from "@/lib/session/serverSession";
import { UpstreamHttpError, upstreamJson } from "./upstreamJson";

export type CurrentUserLoad =
  /** No fully signed-in session: sign in. */
  | { kind: "anonymous" }
  /** The upstream ended the session (401/403, or a refresh refused): leave through /signed-out. */
  | { kind: "ended" }
  /** The upstream could not answer: the shell loads the user in the browser, with Retry. */
  | { kind: "unknown" }
  | { kind: "user"; user: CurrentUser };

export const loadCurrentUser = cache(async (): Promise<CurrentUserLoad> => {
  const session = await serverSession();
  if (!session) return { kind: "anonymous" };
  try {
    return { kind: "user", user: await upstreamJson({ endpoint: api.getUser }, session.creds) };
  } catch (err) {
    const ended = err instanceof SessionEndedError || (err instanceof UpstreamHttpError && (err.status === 401 || err.status === 403));
    return { kind: ended ? "ended" : "unknown" };
  }
});

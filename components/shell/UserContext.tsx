"use client";
// The signed-in user and what their role may do, for any screen under /home. The server
// layout loaded the user before rendering; every BFF call checks the role again.
import { createContext, useContext, useMemo, type ReactNode } from "react";
import type { SessionUser } from "@/lib/auth/sessionUser";
import { capabilities, type Capabilities } from "@/lib/domain/capabilities";

export type ConsoleUser = Pick<SessionUser, "name" | "username" | "role">;

interface UserApi {
  user: ConsoleUser;
  can: Capabilities;
}

const UserContext = createContext<UserApi>({ user: { name: "", username: "", role: "manager" }, can: capabilities("manager") });

export function useConsoleUser(): UserApi {
  return useContext(UserContext);
}

export default function UserProvider({ user, children }: { user: ConsoleUser; children: ReactNode }) {
  const value = useMemo(() => ({ user, can: capabilities(user.role) }), [user]);
  return <UserContext.Provider value={value}>{children}</UserContext.Provider>;
}

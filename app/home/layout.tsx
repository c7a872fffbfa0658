// Layout for everything under /home: checks the session again on the server (the proxy is
// a convenience, not the gate) and frames the pages in the app shell.
import type { ReactNode } from "react";
import type { Session } from "next-auth";
import { getServerSession } from "next-auth";
import { redirect } from "next/navigation";
import { authOptions } from "@/lib/auth/options";
import AppShell from "@/components/common/AppShell";

export default async function HomeLayout({ children }: { children: ReactNode }) {
  const session = await getServerSession<typeof authOptions, Session>(authOptions);
  // A half session (two-factor not passed) is not signed in for /home either.
  if (!session?.user?.twoFactorVerified) redirect("/");
  return <AppShell user={session.user}>{children}</AppShell>;
}

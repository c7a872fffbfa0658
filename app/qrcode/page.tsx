// Two-factor setup page (route /qrcode). Only a half-signed-in account without two-factor
// belongs here; the others are sent where they can continue (the proxy does this first).
import type { Metadata } from "next";
import type { Session } from "next-auth";
import { getServerSession } from "next-auth";
import { redirect } from "next/navigation";
import { authOptions } from "@/lib/auth/options";
import TwoFactorSetup from "@/components/auth/TwoFactorSetup";

export const metadata: Metadata = { title: "Two-factor setup · LMS Operations Console" };

export default async function QrCodePage() {
  const session = await getServerSession<typeof authOptions, Session>(authOptions);
  const user = session?.user;
  if (!user) redirect("/");
  if (user.twoFactorVerified) redirect("/home");
  // Two-factor already set up but not yet passed: the code step on / is the way on.
  if (user.twoFactorEnabled) redirect("/");
  return <TwoFactorSetup />;
}

// Sign-in page (route /): a fully signed-in user goes straight to /home; anyone else gets
// the sign-in card, at the code step when the server session is waiting for two-factor.
import type { Session } from "next-auth";
import { getServerSession } from "next-auth";
import { redirect } from "next/navigation";
import { authOptions } from "@/lib/auth/options";
import SignInForm from "@/components/auth/SignInForm";

export default async function SignInPage() {
  const session = await getServerSession<typeof authOptions, Session>(authOptions);
  const user = session?.user ?? null;
  if (user?.twoFactorEnabled && user.twoFactorVerified) redirect("/home");
  return <SignInForm user={user} />;
}

// Sign-in page (route /): a fully signed-in user goes straight to /home; anyone else gets
// the sign-in card, at the code step when the server session is waiting for two-factor, saying
// why when the console ended the session after inactivity (?signedOut=idle).
import type { Session } from "next-auth";
import { getServerSession } from "next-auth";
import { redirect } from "next/navigation";
import { authOptions } from "@/lib/auth/options";
import { idleTimeouts } from "@/lib/auth/idle";
import { config } from "@/lib/config";
import { idleSignedOutMessage } from "@/lib/domain/idle";
import SignInForm from "@/components/auth/SignInForm";
import MuiScope from "@/components/common/mui/MuiScope";

export default async function SignInPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const session = await getServerSession<typeof authOptions, Session>(authOptions);
  const user = session?.user ?? null;
  if (user?.twoFactorEnabled && user.twoFactorVerified) redirect("/home");
  const notice = (await searchParams).signedOut === "idle" ? idleSignedOutMessage(idleTimeouts(config().auth)) : null;
  return (
    <MuiScope>
      <SignInForm user={user} notice={notice} />
    </MuiScope>
  );
}

// Landing page of the signed-in console until the instance list arrives with the full shell.
import type { Session } from "next-auth";
import { getServerSession } from "next-auth";
import { redirect } from "next/navigation";
import Paper from "@mui/material/Paper";
import Typography from "@mui/material/Typography";
import { authOptions } from "@/lib/auth/options";

export default async function HomePage() {
  const session = await getServerSession<typeof authOptions, Session>(authOptions);
  if (!session?.user) redirect("/");
  // The username, not the display name: the top bar already shows the name once.
  const { username, role } = session.user;
  return (
    <Paper sx={{ p: 3, maxWidth: 640 }}>
      <Typography component="h1" variant="h5" gutterBottom>
        Signed in as {username}
      </Typography>
      <Typography variant="body2" color="text.secondary" gutterBottom>
        Role: {role}
      </Typography>
      <Typography variant="body1">The instance list arrives with the full console shell.</Typography>
    </Paper>
  );
}

// The development outbox as a page: each mail with its recipients, subject, text, and its
// links made clickable, so a deletion request can be approved from the browser.
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Paper from "@mui/material/Paper";
import Typography from "@mui/material/Typography";
import type { OutboxMail } from "@/lib/upstream/devOutbox";

/** A console link opens in this console, whatever host the simulator thought it had. */
function localHref(link: string): string {
  const url = new URL(link);
  return ["/home/", "/backups/", "/scheduled-upgrade/"].some((base) => url.pathname.startsWith(base)) ? url.pathname + url.search : link;
}

export default function OutboxList({ mails }: { mails: OutboxMail[] | null }) {
  if (mails === null) {
    return <Alert severity="info">This upstream keeps no development outbox: its e-mails go out by mail.</Alert>;
  }
  return (
    <Box sx={{ overflowY: "auto", display: "flex", flexDirection: "column", gap: 1.5 }}>
      <Typography component="h1" variant="h6">
        Development outbox ({mails.length})
      </Typography>
      {mails.length === 0 ? <Typography color="text.secondary">No e-mails have been sent.</Typography> : null}
      {mails.map((mail) => (
        <Paper key={mail.id} variant="outlined" component="article" aria-label={mail.subject} sx={{ p: 2 }}>
          <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>
            {mail.subject}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {new Date(mail.at).toLocaleString("en-GB", { timeZone: "UTC" })} UTC · to {mail.to.join(", ")}
          </Typography>
          <Typography component="pre" variant="body2" sx={{ whiteSpace: "pre-wrap", fontFamily: "ui-monospace, SFMono-Regular, Menlo, monospace", fontSize: 13, my: 1 }}>
            {mail.text}
          </Typography>
          {mail.links.map((link) => (
            <Typography key={link} variant="body2">
              <a href={localHref(link)}>{localHref(link)}</a>
            </Typography>
          ))}
        </Paper>
      ))}
    </Box>
  );
}

"use client";
// The one board that shows a long process's output (creation, shared server, deletion, upgrade
// and rollback): a labelled region with the title, a Running / Done / Failed badge (colour, word
// and icon), the elapsed time, and the log — polled through the caller's reader (spec 2 §4: 206
// running, 200 done, an error stops with the caller's message), appended as it grows, following
// its end only while the reader is there. A lost connection is retried with backoff and said so;
// after five minutes of it the panel stops reading and offers Retry. A process that ends failed
// turns the board's border red and says so in an alert: the read's message, else the caller's
// `failedMessage`, else the spec's 'Something went wrong during the process.'. The loop starts
// once per mount: give the panel a new `key` to follow another process.
import { useId } from "react";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { OUTPUT_MESSAGES, type OutputOutcome, type OutputReader } from "@/lib/domain/processOutput";
import ElapsedTime from "./ElapsedTime";
import OutputLines from "./OutputLines";
import OutputStatusBadge from "./OutputStatusBadge";
import { useFollowEnd } from "./useFollowEnd";
import { useOutputPolling } from "./useOutputPolling";

export interface OutputPanelProps {
  /** The board's heading, e.g. 'Instance Creation Process', 'Shared Server Creation Process', 'Delete Output'. */
  title: string;
  /** Reads the whole output so far once; the panel calls it every `intervalMs` until done or failed. */
  read: OutputReader;
  intervalMs: number;
  /** Called once when the process ends (done or failed) — e.g. the delete page then marks resources deleted. */
  onFinish?(outcome: OutputOutcome): void;
  /** Extra rule for failure from the text (the deletion's '[Errors]'); default none. Applied when the process ends. */
  failsWhen?(text: string): boolean;
  /** The spec's message when an error stops the process, e.g. 'An error has occurred. Cannot display
   * the output of the delete process.'; a 4xx with a server message shows that message instead.
   * Default 'Something went wrong during the process.' */
  failureMessage?: string;
  /** The spec's message when the process itself ends failed (an '[Errors]' output, an error
   * status), e.g. 'The deletion request could not be completed.'. Default 'Something went wrong
   * during the process.' */
  failedMessage?: string;
  /** A read that takes longer is aborted and retried as a blip. Default 30 s. */
  readTimeoutMs?: number;
  /** When the process started (ms since the epoch), if it began before the panel was shown. */
  startedAt?: number;
  /** The heading's element; default h2. */
  headingComponent?: "h2" | "h3" | "h4";
}

const DEFAULT_READ_TIMEOUT_MS = 30_000;

export default function OutputPanel({
  title, read, intervalMs, onFinish, failsWhen, failureMessage, failedMessage = OUTPUT_MESSAGES.failed, readTimeoutMs = DEFAULT_READ_TIMEOUT_MS, startedAt,
  headingComponent = "h2",
}: OutputPanelProps) {
  const headingId = useId();
  const view = useOutputPolling({ read, intervalMs, onFinish, failsWhen, failureMessage, readTimeoutMs, startedAt });
  const { ref, onScroll, following, jumpToEnd } = useFollowEnd(view.log);

  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby={headingId}
      data-phase={view.phase}
      sx={{ p: 2, ...(view.phase === "failed" ? { borderColor: "error.main", borderWidth: 2 } : {}) }}
    >
      <Stack direction="row" spacing={2} sx={{ alignItems: "center", flexWrap: "wrap", mb: 1.5 }} useFlexGap>
        <Typography id={headingId} component={headingComponent} variant="h6">
          {title}
        </Typography>
        <OutputStatusBadge phase={view.phase} />
        <ElapsedTime startedAt={view.startedAt} endedAt={view.endedAt} />
      </Stack>

      {/* The retry notice is a polite live region of its own, present (empty, never display:none)
          from the start so its first message is announced. */}
      <Box role="status" sx={{ "&:not(:empty)": { mb: 1 } }}>
        {view.retryInMs !== null && (
          <Alert severity="warning" role="none">
            {OUTPUT_MESSAGES.retrying(view.retryInMs)}
          </Alert>
        )}
      </Box>
      {view.phase === "failed" && (
        <Alert severity="error" sx={{ mb: 1 }}>
          {view.message ?? failedMessage}
        </Alert>
      )}
      {view.phase === "disconnected" && (
        <Alert
          severity="warning"
          sx={{ mb: 1 }}
          action={
            <Button color="inherit" onClick={view.resume}>
              {OUTPUT_MESSAGES.retry}
            </Button>
          }
        >
          {OUTPUT_MESSAGES.gaveUp}
        </Alert>
      )}

      <Box sx={{ position: "relative" }}>
        <Box
          ref={ref}
          onScroll={onScroll}
          role="log"
          aria-label={title}
          // Lines are not announced one by one; the state badge announces what matters.
          aria-live="off"
          tabIndex={0}
          sx={(theme) => ({
            maxHeight: "60vh",
            minHeight: "8rem",
            overflow: "auto",
            p: 1.5,
            bgcolor: "grey.50",
            // grey.50 would be a bright slab on a dark page.
            ...theme.applyStyles("dark", { bgcolor: "background.default" }),
            border: 1,
            borderColor: "divider",
            borderRadius: 1,
            fontFamily: "ui-monospace, SFMono-Regular, Menlo, Consolas, 'Liberation Mono', monospace",
            fontSize: "0.8125rem",
            lineHeight: "20px",
            whiteSpace: "pre-wrap",
            overflowWrap: "anywhere",
            "&:focus-visible": { outline: "2px solid", outlineColor: "primary.main", outlineOffset: 2 },
          })}
        >
          <div>
            <OutputLines log={view.log} placeholder={view.phase === "running" ? "Waiting for output…" : "No output."} />
          </div>
        </Box>
        {!following && (
          <Button variant="contained" onClick={jumpToEnd} sx={{ position: "absolute", right: 16, bottom: 12 }}>
            {OUTPUT_MESSAGES.jumpToEnd}
          </Button>
        )}
      </Box>
    </Paper>
  );
}

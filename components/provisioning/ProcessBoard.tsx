"use client";
// The output board of a creation ('Instance Creation Process', 'Shared Server Creation Process'):
// before the process starts, the titled place where its output will appear; once the server
// gave a deploy id, the console's OutputPanel reading that process's output every 3 s (spec 2 §4).
// An output carrying '[Errors]' ends the process failed, with the spec's 'Something went wrong
// during the process.'.
import { useMemo } from "react";
import Paper from "@mui/material/Paper";
import Typography from "@mui/material/Typography";
import OutputPanel from "@/components/common/output/OutputPanel";
import { creationOutputReader } from "@/data/processes/outputReaders";
import { processFailed } from "@/lib/domain/lifecycle";
import { OUTPUT_INTERVAL_MS, type OutputOutcome } from "@/lib/domain/processOutput";

export interface ProcessBoardProps {
  title: string;
  /** The output file to read; null until the process starts. */
  outputFileId: string | null;
  onFinish?(outcome: OutputOutcome): void;
  /** Shown before the process starts; nothing when omitted. */
  idleText?: string;
}

export default function ProcessBoard({ title, outputFileId, onFinish, idleText }: ProcessBoardProps) {
  // One reader per process: the panel starts over only when the output file changes.
  const read = useMemo(() => (outputFileId === null ? null : creationOutputReader(outputFileId)), [outputFileId]);
  if (read === null) {
    if (idleText === undefined) return null;
    return (
      <Paper variant="outlined" component="section" aria-label={title} sx={{ p: 2 }}>
        <Typography component="h2" variant="h6" gutterBottom>
          {title}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {idleText}
        </Typography>
      </Paper>
    );
  }
  return (
    <OutputPanel key={outputFileId} title={title} read={read} intervalMs={OUTPUT_INTERVAL_MS.creation} failsWhen={processFailed} onFinish={onFinish} />
  );
}

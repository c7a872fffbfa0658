"use client";
// How long the process has been watched: mm:ss, ticking each second while it runs and fixed
// once it has ended. Its own component, so the tick re-renders this text and not the log.
import { useEffect, useState } from "react";
import Typography from "@mui/material/Typography";
import { formatElapsed } from "@/lib/domain/processOutput";

export default function ElapsedTime({ startedAt, endedAt }: { startedAt: number; endedAt: number | null }) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (endedAt !== null) return;
    const id = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(id);
  }, [endedAt]);
  const elapsed = formatElapsed((endedAt ?? now) - startedAt);
  return (
    <Typography variant="body2" color="text.secondary" sx={{ fontVariantNumeric: "tabular-nums" }}>
      Elapsed <time dateTime={`PT${Math.floor(((endedAt ?? now) - startedAt) / 1000)}S`}>{elapsed}</time>
    </Typography>
  );
}

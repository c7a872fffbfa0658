"use client";
// The lines of a long output, drawn in chunks of 200 so thousands of lines stay cheap: a chunk is
// one block of pre-wrapped text (a 5,000-line output is 25 elements, not 5,000), chunks whose
// text did not change are not re-rendered as lines are appended, and `content-visibility: auto`
// lets the browser skip laying out and painting the chunks that are off screen. Unlike
// useWindowedRows (fixed-height rows), this copes with long lines wrapping to any height, and
// every line stays in the document, so find-in-page and tests still see the whole output.
import { memo, useMemo } from "react";
import Box from "@mui/material/Box";
import { visibleLineCount, type OutputLog } from "@/lib/domain/processOutput";

export const CHUNK_LINES = 200;
/** The estimated height of a line, for chunks the browser has not laid out yet. */
const LINE_PX = 20;

const Chunk = memo(function Chunk({ text, lines }: { text: string; lines: number }) {
  return (
    <Box component="div" data-output-chunk="" sx={{ contentVisibility: "auto" }} style={{ containIntrinsicSize: `auto ${lines * LINE_PX}px` }}>
      {text}
    </Box>
  );
});

export function chunkTexts(log: OutputLog): { text: string; lines: number }[] {
  const count = visibleLineCount(log);
  const chunks: { text: string; lines: number }[] = [];
  for (let start = 0; start < count; start += CHUNK_LINES) {
    const end = Math.min(count, start + CHUNK_LINES);
    chunks.push({ text: log.lines.slice(start, end).join("\n"), lines: end - start });
  }
  return chunks;
}

export default function OutputLines({ log, placeholder }: { log: OutputLog; placeholder: string }) {
  const chunks = useMemo(() => chunkTexts(log), [log]);
  if (chunks.length === 0) {
    return (
      <Box component="div" sx={{ color: "text.secondary", fontStyle: "italic" }}>
        {placeholder}
      </Box>
    );
  }
  return (
    <>
      {chunks.map((chunk, i) => (
        <Chunk key={i} text={chunk.text} lines={chunk.lines} />
      ))}
    </>
  );
}

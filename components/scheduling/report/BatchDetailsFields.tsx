// A batch's read-only fields (spec 3 §2.6): missing times and durations read 'No available';
// times in the Spanish locale, 24-hour.
import Box from "@mui/material/Box";
import TextField from "@mui/material/TextField";
import type { Batch } from "@/lib/contract/schemas/scheduling";
import { batchStatusLabel, formatBatchTime, formatDuration, scheduledDay, totalProcessedText } from "@/lib/domain/batchReport";

export default function BatchDetailsFields({ batch }: { batch: Batch }) {
  const fields: [string, string][] = [
    ["Scheduled Date", scheduledDay(batch.scheduledTime)],
    ["Requested By", batch.requestedBy],
    ["Status", batchStatusLabel(batch.status)],
    ["Start Time", formatBatchTime(batch.startTime)],
    ["End Time", formatBatchTime(batch.endTime)],
    ["Duration", formatDuration(batch.duration)],
    ["Total Processed", totalProcessedText(batch.totalProcessed)],
    ["Successful", String(batch.successful)],
    ["Failed", String(batch.failed)],
  ];
  return (
    <Box sx={{ display: "grid", gridTemplateColumns: { xs: "1fr", sm: "repeat(3, 1fr)" }, gap: 2, mb: 3 }}>
      {fields.map(([label, value]) => (
        <TextField key={label} label={label} value={value} size="small" slotProps={{ input: { readOnly: true } }} />
      ))}
    </Box>
  );
}

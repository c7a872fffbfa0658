// A batch's or an LMS's status as a filled badge in the spec's colour (spec 3 §4); the theme's
// colours give its text AA contrast. Extra props (a tooltip's focus and description) pass through.
import Chip, { type ChipProps } from "@mui/material/Chip";
import { batchStatusColor, batchStatusLabel } from "@/lib/domain/batchReport";

export default function BatchStatusBadge({ status, ...props }: { status: string } & Omit<ChipProps, "color" | "label">) {
  return <Chip size="small" {...props} color={batchStatusColor(status)} label={batchStatusLabel(status)} />;
}

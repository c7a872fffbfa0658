// The read-only request of an upgrade or rollback link (spec 2 §2.7, §2.8), as a description list.
import Typography from "@mui/material/Typography";
import type { UpgradeProcessKind } from "@/lib/domain/lifecycle";
import { upgradeDetailRows, type UpgradeRequestView } from "@/lib/domain/upgradePages";

export interface UpgradeDetailsListProps {
  request: UpgradeRequestView;
  process: UpgradeProcessKind;
  action: string;
}

export default function UpgradeDetailsList({ request, process, action }: UpgradeDetailsListProps) {
  return (
    <Typography
      component="dl"
      variant="body2"
      sx={{ m: 0, display: "grid", gridTemplateColumns: "max-content 1fr", columnGap: 2, rowGap: 0.75, "& dt": { fontWeight: 600 }, "& dd": { m: 0, wordBreak: "break-all" } }}
    >
      {upgradeDetailRows(request, process, action).map(([label, value]) => (
        <div key={label} style={{ display: "contents" }}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </Typography>
  );
}

// What those who may not update see in the Manual Update section (spec 2 §6, spec 3 §6).
import Alert from "@mui/material/Alert";
import { MANUAL_UPGRADE_MESSAGES } from "@/lib/domain/upgradeAvailability";

export default function NoUpgradePermission() {
  return (
    <Alert severity="warning" role="alert">
      {MANUAL_UPGRADE_MESSAGES.noPermission}
    </Alert>
  );
}

"use client";
// What the domain validation leaves to say above the volumes table (spec 3 §4): the Totara LMSs
// it excluded, or that it failed and nothing can be selected; a progress bar while it runs.
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import LinearProgress from "@mui/material/LinearProgress";
import { totaraDomains, UPGRADE_VOLUME_MESSAGES, type DomainValidation } from "@/lib/domain/upgradeVolumes";

export default function ValidationNotes({ validation }: { validation: DomainValidation | null }) {
  if (validation === null) return null;
  if (validation.status === "pending") return <LinearProgress aria-label="Validating domains" sx={{ mb: 1 }} />;
  if (validation.status === "failed") {
    return (
      <Alert severity="error" role="alert" sx={{ mb: 1 }}>
        {UPGRADE_VOLUME_MESSAGES.validationFailed}
      </Alert>
    );
  }
  const totara = totaraDomains(validation);
  if (totara.length === 0) return null;
  return (
    <Alert severity="warning" role="status" sx={{ mb: 1 }}>
      {UPGRADE_VOLUME_MESSAGES.totaraExcluded}
      <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
        {totara.map((domain) => (
          <li key={domain}>{domain}</li>
        ))}
      </Box>
    </Alert>
  );
}

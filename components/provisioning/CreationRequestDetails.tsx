"use client";
// A pending creation request, read-only (spec 2 §2.2): package, client, contracted users, branch,
// domain, instance name, volume size, instance type, the standalone / shared database choice
// (and the database name for a standalone one, or that the server assigns it when the creator
// left 'mdl-'); for Moodle the Edumy theme flag and the
// installation type, for Totara the Totara type; with the theme, the client's e-mail, whether it
// is sent, the four colours and the three image names.
import { useId } from "react";
import Box from "@mui/material/Box";
import Checkbox from "@mui/material/Checkbox";
import FormControl from "@mui/material/FormControl";
import FormControlLabel from "@mui/material/FormControlLabel";
import FormLabel from "@mui/material/FormLabel";
import Radio from "@mui/material/Radio";
import RadioGroup from "@mui/material/RadioGroup";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import type { CreationRequest } from "@/lib/contract/schemas/provisioning";
import { dbInstanceShown } from "@/lib/domain/provisioning";
import ReadOnlyField from "./ReadOnlyField";

const grid = { display: "grid", gap: 2, gridTemplateColumns: { xs: "1fr", sm: "1fr 1fr" } } as const;

/** A checkbox that shows a value and cannot be changed. */
function ReadOnlyCheck({ label, checked }: { label: string; checked: boolean }) {
  return <FormControlLabel label={label} control={<Checkbox checked={checked} slotProps={{ input: { readOnly: true, "aria-readonly": true } }} onChange={() => undefined} />} />;
}

export default function CreationRequestDetails({ request }: { request: CreationRequest }) {
  const dbLabelId = useId();
  const totara = request.lms === "Totara";
  const theme = !totara && request.installThemeEdumy;
  return (
    <Stack spacing={2}>
      <Box sx={grid}>
        <ReadOnlyField label="Installation package" value={request.installationPackage} />
        <ReadOnlyField label="Client" value={request.client} />
        <ReadOnlyField label="Contracted users" value={request.contractedUsers} />
        <ReadOnlyField label="Branch" value={request.branch} />
        <ReadOnlyField label="Domain" value={request.domain} />
        <ReadOnlyField label="Instance name" value={request.instanceName} />
        <ReadOnlyField label="Volume size" value={request.volumeSize} />
        <ReadOnlyField label="Instance type" value={request.instanceType} />
      </Box>
      <FormControl>
        <FormLabel id={dbLabelId}>Database</FormLabel>
        <RadioGroup row aria-labelledby={dbLabelId} aria-readonly value={request.dbOnSharedRDS ? "shared" : "standalone"} onChange={() => undefined}>
          <FormControlLabel value="standalone" control={<Radio />} label="Standalone database" />
          <FormControlLabel value="shared" control={<Radio />} label="Shared database" />
        </RadioGroup>
      </FormControl>
      {!request.dbOnSharedRDS ? <ReadOnlyField label="Database instance" value={dbInstanceShown(request.dbInstance)} /> : null}
      {totara ? (
        <ReadOnlyField label="Totara type" value={request.totaraType} />
      ) : (
        <Box sx={grid}>
          <ReadOnlyField label="Moodle installation type" value={request.moodleInstallationType} />
          <ReadOnlyCheck label="Install Edumy theme" checked={request.installThemeEdumy} />
        </Box>
      )}
      {theme ? (
        <Stack spacing={2} component="section" aria-label="Edumy theme">
          <Typography component="h3" variant="subtitle1">
            Edumy theme
          </Typography>
          <Box sx={grid}>
            <ReadOnlyField label="Client email" value={request.clientEmail} />
            <ReadOnlyCheck label="Send email to client" checked={request.sendEmailToClient} />
            <ReadOnlyField label="Primary color" value={request.primaryColor} />
            <ReadOnlyField label="Secondary color" value={request.secondaryColor} />
            <ReadOnlyField label="Accent color" value={request.accentColor} />
            <ReadOnlyField label="Footer color" value={request.footerColor} />
            <ReadOnlyField label="Logo" value={request.logoDefault} />
            <ReadOnlyField label="Dark logo" value={request.logoDark} />
            <ReadOnlyField label="Login background image" value={request.loginBGImage} />
          </Box>
        </Stack>
      ) : null}
    </Stack>
  );
}

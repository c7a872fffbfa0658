"use client";
// The creation confirmation page (spec 2 §2.2, §4, §8), opened from the mailed link
// home/instances/confirm-add/{token} (a remembered link: a signed-out visitor comes back here
// after sign-in). The request is shown read-only, with the 'Instance Creation Process' panel
// reading its output every 3 s — the upstream accepts the request's token as the output id —
// and a button to /home/instances; 'An error occurred while loading the data' when the request
// cannot be read. When the process ends the instance list underneath is read again.
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import LinearProgress from "@mui/material/LinearProgress";
import { routes } from "@/lib/contract/routes";
import { PROVISIONING_MESSAGES } from "@/lib/domain/provisioning";
import { useInvalidate } from "@/data/core/invalidate";
import { useCreationRequest } from "@/data/provisioning/useCreationRequest";
import CreationRequestDetails from "./CreationRequestDetails";
import InstancesListButton from "./InstancesListButton";
import ProcessBoard from "./ProcessBoard";
import ProvisioningFrame from "./ProvisioningFrame";

export default function ConfirmAddPage({ token }: { token: string }) {
  const request = useCreationRequest(token);
  const invalidate = useInvalidate();
  return (
    <ProvisioningFrame title="Add Standalone Instance" actions={<InstancesListButton />}>
      {request.error || (request.data && !request.data.success) ? (
        <Alert severity="error" role="alert">
          {PROVISIONING_MESSAGES.loadFailed}
        </Alert>
      ) : !request.data ? (
        <LinearProgress aria-label="Loading the creation request" />
      ) : (
        <Box sx={{ display: "grid", gap: 3, gridTemplateColumns: { xs: "1fr", lg: "minmax(0, 5fr) minmax(0, 7fr)" }, alignItems: "start", "& > :last-child": { position: { lg: "sticky" }, top: 0 } }}>
          <CreationRequestDetails request={request.data.data} />
          <ProcessBoard title={PROVISIONING_MESSAGES.creationTitle} outputFileId={token} onFinish={() => void invalidate(routes.listInstances)} />
        </Box>
      )}
    </ProvisioningFrame>
  );
}

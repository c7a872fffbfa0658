"use client";
// The Add Shared Server page (spec 2 §2.3, §4, §6): superadmin only. The name comes from the
// region's silo list; once the server has started the creation, 'Create new shared server' is
// gone and the 'Shared Server Creation Process' board reads its output every 3 s. When it ends
// the silo list is read again, so the next visit offers the following number.
import { useState } from "react";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import LinearProgress from "@mui/material/LinearProgress";
import { routes } from "@/lib/contract/routes";
import { LMS_OPERATION_MESSAGES } from "@/lib/domain/lmsOperations";
import { nextSharedServerName, PROVISIONING_MESSAGES } from "@/lib/domain/provisioning";
import { useRegion } from "@/components/shell/RegionContext";
import { useConsoleUser } from "@/components/shell/UserContext";
import { useInvalidate } from "@/data/core/invalidate";
import { useSilos } from "@/data/provisioning/useSilos";
import InstancesListButton from "./InstancesListButton";
import ProcessBoard from "./ProcessBoard";
import ProvisioningFrame from "./ProvisioningFrame";
import SharedServerForm from "./SharedServerForm";

function SharedServerBody() {
  const { region } = useRegion();
  const invalidate = useInvalidate();
  const silos = useSilos(region);
  const [deployId, setDeployId] = useState<string | null>(null);
  // The name is fixed once the process starts: the silo list may change under it.
  const [startedName, setStartedName] = useState<string | null>(null);

  if (silos.error && startedName === null) {
    return (
      <Alert severity="error" role="alert">
        {silos.error instanceof Error ? silos.error.message : PROVISIONING_MESSAGES.loadFailed}
      </Alert>
    );
  }
  if (!silos.data && startedName === null) return <LinearProgress aria-label="Loading silos" />;
  const name = startedName ?? nextSharedServerName(silos.data?.silos ?? []);
  return (
    <Box sx={{ display: "grid", gap: 3, gridTemplateColumns: { xs: "1fr", lg: "minmax(0, 4fr) minmax(0, 8fr)" }, alignItems: "start" }}>
      <SharedServerForm
        instanceName={name}
        showCreate={deployId === null}
        onStarted={(id) => {
          setStartedName(name);
          setDeployId(id);
        }}
      />
      <ProcessBoard
        title={PROVISIONING_MESSAGES.sharedServerTitle}
        outputFileId={deployId}
        onFinish={() => void invalidate(routes.silos)}
      />
    </Box>
  );
}

export default function AddSharedServerPage() {
  const { can } = useConsoleUser();
  return (
    <ProvisioningFrame title="Add Shared Server" maxWidth="lg" actions={<InstancesListButton label="Go back" />}>
      {can.addSilo ? (
        <SharedServerBody />
      ) : (
        <Alert severity="warning" role="alert">
          {LMS_OPERATION_MESSAGES.noPermission}
        </Alert>
      )}
    </ProvisioningFrame>
  );
}

"use client";
// The Add Instance page (spec 2 §2.1, §4, §6): the 'LMS Information' form and, on the right, the
// 'Instance Creation Process' board. Once the server starts a creation (startCreationProcess
// and a deployId) its output is read every 3 s; Create is hidden while it runs and whenever
// the server says blockCreation. When it ends the instance list underneath is read again, so
// 'Instances List' shows the new instance. Admin and superadmin only: anyone else is told so
// (and the BFF refuses the call anyway). The board stays in view while the long form scrolls.
import { useState } from "react";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import { routes } from "@/lib/contract/routes";
import { LMS_OPERATION_MESSAGES } from "@/lib/domain/lmsOperations";
import { PROVISIONING_MESSAGES } from "@/lib/domain/provisioning";
import { useNotice } from "@/components/common/NoticeProvider";
import { useRegion } from "@/components/shell/RegionContext";
import { useConsoleUser } from "@/components/shell/UserContext";
import { useInvalidate } from "@/data/core/invalidate";
import CreationForm, { type CreationStarted } from "./CreationForm";
import InstancesListButton from "./InstancesListButton";
import ProcessBoard from "./ProcessBoard";
import ProvisioningFrame from "./ProvisioningFrame";

export default function AddInstancePage() {
  const { user, can } = useConsoleUser();
  const { region } = useRegion();
  const { notify } = useNotice();
  const invalidate = useInvalidate();
  const [deployId, setDeployId] = useState<string | null>(null);
  const [running, setRunning] = useState(false);
  const [blocked, setBlocked] = useState(false);

  function started({ deployId: id, blockCreation, message }: CreationStarted) {
    setBlocked(blockCreation);
    if (id !== null) {
      setDeployId(id);
      setRunning(true);
      if (message) notify(message, "info");
    } else {
      notify(message ?? PROVISIONING_MESSAGES.requestSent, "info");
    }
  }

  return (
    <ProvisioningFrame title="Add Instance" actions={<InstancesListButton />}>
      {can.addLms ? (
        <Box sx={{ display: "grid", gap: 3, gridTemplateColumns: { xs: "1fr", lg: "minmax(0, 5fr) minmax(0, 7fr)" }, alignItems: "start", "& > :last-child": { position: { lg: "sticky" }, top: 0 } }}>
          <CreationForm region={region} requestedBy={user.username} showCreate={!running && !blocked} locked={running} onStarted={started} />
          <ProcessBoard
            title={PROVISIONING_MESSAGES.creationTitle}
            outputFileId={deployId}
            idleText="The creation output appears here once Create new LMS has started it."
            onFinish={() => {
              setRunning(false);
              void invalidate(routes.listInstances);
            }}
          />
        </Box>
      ) : (
        <Alert severity="warning" role="alert">
          {LMS_OPERATION_MESSAGES.noPermission}
        </Alert>
      )}
    </ProvisioningFrame>
  );
}

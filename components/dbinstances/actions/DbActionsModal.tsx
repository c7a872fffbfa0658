"use client";
// The database server's actions modal (spec 2 §2.10, §4, §5): a motive and Start, Stop,
// Reboot, each offered as the state allows and confirmed; every signed-in role may use them
// (the spec shows no restriction; the instance rule applies). Success says 'The operation
// {action} was executed successfully.' and the list follows the server until it settles.
// The server acted on is the one the list holds: until the list holds it, nothing is offered.
import Alert from "@mui/material/Alert";
import type { DbInstance } from "@/lib/contract/schemas/database";
import { instanceActionBody } from "@/lib/domain/forms/motive";
import { DB_MESSAGES, dbActionOffered } from "@/lib/domain/dbInstances";
import { powerLabel } from "@/lib/domain/powerActions";
import MotivePowerForm from "@/components/common/power/MotivePowerForm";
import RouteModal from "@/components/common/RouteModal";
import { useRegion } from "@/components/shell/RegionContext";
import { useDbInstanceAction } from "@/data/dbinstances/dbInstanceAction";
import { useDbWatch } from "../DbWatch";
import ListedDbInstance from "../ListedDbInstance";

export interface DbModalProps {
  dbInstanceId: string;
  closeTo: string;
}

export default function DbActionsModal({ dbInstanceId, closeTo }: DbModalProps) {
  return (
    <RouteModal title={`Actions · ${dbInstanceId}`} closeTo={closeTo} maxWidth="sm">
      <ListedDbInstance dbInstanceId={dbInstanceId}>{(server) => <DbPowerForm server={server} />}</ListedDbInstance>
    </RouteModal>
  );
}

function DbPowerForm({ server }: { server: DbInstance }) {
  const { region } = useRegion();
  const watch = useDbWatch();
  const action = useDbInstanceAction();
  const id = server.dbInstanceId;
  return (
    <>
      {server.state === "backing-up" ? (
        <Alert severity="info" sx={{ mb: 1.5 }}>
          A backup is running on this DB instance; the upstream accepts actions again once it is available.
        </Alert>
      ) : null}
      <MotivePowerForm
        state={server.state}
        offered={dbActionOffered}
        confirmation={(act) => ({ title: DB_MESSAGES.confirmTitle(act), message: DB_MESSAGES.confirm(act, id), confirmLabel: powerLabel(act), danger: act !== "start" })}
        // The body's shape is the instance action's: action, region, and the cleaned motive as `reason`.
        send={(act, values) => action.trigger({ params: { id }, body: instanceActionBody(values, act, region) })}
        success={DB_MESSAGES.success}
        onSent={(act) => watch(id, act, server.state)}
      />
    </>
  );
}

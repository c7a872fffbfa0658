// What an approval link's deletion removes (spec 2 §2.5): the instance, the domain or 'The domain
// will not be deleted', the public IP, the RDS identifier or database name, and a notice when some
// of it must be deleted by hand.
import Alert from "@mui/material/Alert";
import Typography from "@mui/material/Typography";
import type { DeleteDetails } from "@/lib/contract/schemas/lifecycle";
import { databaseShown, deletesLms, DELETE_RESOURCES_MESSAGES, domainShown } from "@/lib/domain/deleteResources";

export default function DeleteResourcesDetails({ details, action }: { details: DeleteDetails; action: string }) {
  const { resources, deleteDomain } = details;
  const rows: [string, string][] = [
    ["Instance", resources.instanceName],
    ["Instance ID", resources.instanceId],
    ["Domain", domainShown(resources.domain, deleteDomain)],
    ["Public IP", resources.instanceIp || "—"],
    [resources.dbInstanceIdentifier ? "RDS" : "Database", databaseShown(resources.dbInstanceIdentifier, resources.dbName) ?? "—"],
    ["Deletes", deletesLms(action) ? "The LMS and its server's resources" : "The server's resources"],
  ];
  return (
    <>
      <Typography
        component="dl"
        variant="body2"
        sx={{ m: 0, display: "grid", gridTemplateColumns: "max-content 1fr", columnGap: 2, rowGap: 0.75, "& dt": { fontWeight: 600 }, "& dd": { m: 0, wordBreak: "break-all" } }}
      >
        {rows.map(([label, value]) => (
          <div key={label} style={{ display: "contents" }}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </Typography>
      {resources.deleteManual ? (
        <Alert severity="warning" sx={{ mt: 2 }}>
          {DELETE_RESOURCES_MESSAGES.manual}
        </Alert>
      ) : null}
    </>
  );
}
